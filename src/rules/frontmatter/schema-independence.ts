// The published frontmatter must read identically under YAML 1.2 core, YAML 1.1 and failsafe
// (the traps are measured in SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';
import { specFields } from '../support/fields.js';

/** The top-level field a finding's path is under (`metadata.version` → `metadata`). */
function topField(path: string): string {
  const cut = path.search(/[.[]/);
  return cut === -1 ? path : path.slice(0, cut);
}

export const frontmatterSchemaIndependence = findingRule(
  {
    id: 'frontmatter/schema-independence',
    severity: 'error',
    guardsSafety: false,
    messages: {
      difference:
        '{what} reads differently across YAML parsers ({readings}), so hosts would see a different value than we publish. Fix: {fix}.',
    },
  },
  { 'schema/difference': 'difference' },
  // A host's own typed field outside the spec (`disable-model-invocation: true`, read alike by every
  // mainstream parser) is served as written: quoting it would change what that host reads, and only
  // the failsafe schema, which no host reads frontmatter with, differs (SPEC-NOTES §2). A trap
  // (`version: 1.0`, a date, `yes`) is reported wherever it stands. So is a typed value nested in a
  // spec field that must be one string (`compatibility: {cursor: true}`): the field's own rule rejects
  // the collection, and quoting its members would not make it a string. Under `metadata`, a map of
  // strings, a typed member is reported here: quoting it is the fix.
  {
    skip: (finding) => {
      if (finding.typedAlike !== true || finding.path === undefined) return false;
      const field = topField(finding.path);
      return !specFields.has(field) || (field !== finding.path && field !== 'metadata');
    },
  },
);

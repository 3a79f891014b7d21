// The YAML parser's own errors and warnings (strict mode), plus the structural refusals found before
// composing: nesting or value counts beyond the bounds, extra documents, and a block that is not a map.
import { findingRule } from './support/finding-rule.js';

export const yamlSyntax = findingRule(
  {
    id: 'frontmatter/yaml-syntax',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'The frontmatter is one well-formed YAML map that the strict parser reads without errors or warnings.',
      why: 'Parsers recover from malformed YAML in different ways, so anything the strict parser complains about is something hosts may read differently. A warning counts as much as an error.',
      fix: 'Fix the YAML at the reported position. Quoting values with double quotes fixes most cases (a value containing ": " or starting with a special character).',
      example: 'description: Use when: the user asks → description: "Use when: the user asks"',
    },
    messages: {
      error: 'YAML error: {detail}. Fix the YAML here; double-quoting the value ("…") usually resolves it.',
      warning: 'YAML warning: {detail}. Hosts may read this differently; rewrite it so the parser reports nothing (double-quote the value).',
      tooDeep: 'The frontmatter nests collections more than {limit} levels deep, so it was not parsed. The profile needs only top-level fields and one "metadata" map of strings.',
      tooManyNodes: 'The frontmatter holds {nodes} YAML values, more than the {limit} this profile accepts, so it was not parsed further. Keep to the profile\'s fields and a short "metadata" map of strings.',
      multipleDocuments: 'The frontmatter holds a second YAML document here; hosts read only one. Remove the document marker and keep a single map of fields.',
      notMapping: 'The frontmatter is {detail}, not a map of fields; write "name: …", "description: …" lines.',
    },
  },
  {
    'yaml/error': 'error',
    'yaml/warning': 'warning',
    'yaml/too-deep': 'tooDeep',
    'yaml/too-many-nodes': 'tooManyNodes',
    'yaml/multiple-documents': 'multipleDocuments',
    'yaml/not-mapping': 'notMapping',
  },
);

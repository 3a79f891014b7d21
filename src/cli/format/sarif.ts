// `--format sarif`: one SARIF 2.1.0 log (OASIS standard) for code-scanning tools. Rule ids are the
// stable `category/rule-name` ids, every rule carries its docs and a helpUri into docs/rules.md, and
// each result has location-independent partialFingerprints so a finding keeps its identity when
// lines move. No timestamps or machine paths unless the caller knows the base directory.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, Severity } from '../../diagnostics/diagnostic.js';
import { ruleDocsUrl } from '../../rules/docs-url.js';
import { allRules } from '../../rules/index.js';
import type { Rule } from '../../rules/rule.js';
import { ruleWhy } from '../../rules/rule-docs.js';
import { repositoryUrl, version } from '../../version.js';
import type { LintReport } from './report.js';

export const sarifSchemaUri = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** Keys of `result.partialFingerprints`; the `/v1` suffix versions the recipe. */
export const findingFingerprintKey = 'skillpackFinding/v1';
export const secretFingerprintKey = 'skillpackSecret/v1';

const levels: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
const srcRoot = '%SRCROOT%';

/** A readable PascalCase name from the id's last segment (`filesystem/special-file` → SpecialFile). */
function ruleName(id: string): string {
  return (id.split('/').pop() ?? id).replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
}

function descriptor(rule: Rule): Record<string, unknown> {
  const { meta } = rule;
  const { docs } = meta;
  const why = ruleWhy(meta);
  const safety = meta.guardsSafety
    ? 'This rule is locked: it cannot be switched off or downgraded.'
    : 'Its severity can be set per rule and per path in the config.';
  return {
    id: meta.id,
    name: ruleName(meta.id),
    shortDescription: { text: docs.summary },
    fullDescription: { text: why },
    help: {
      text: `${docs.summary}\n\nWhy: ${why}\n\nHow to fix: ${docs.fix}\n\nExample: ${docs.example}\n\n${safety}`,
      markdown: `${docs.summary}\n\n**Why.** ${why}\n\n**How to fix.** ${docs.fix}\n\n**Example.** ${docs.example}\n\n${safety}\n\n[Documentation](${ruleDocsUrl(meta.id)})`,
    },
    helpUri: ruleDocsUrl(meta.id),
    defaultConfiguration: { level: levels[meta.severity] },
    properties: { tags: ['skillpack', meta.id.split('/')[0] ?? meta.id, ...(meta.guardsSafety ? ['safety'] : [])] },
  };
}

/** Relative `/`-separated path → URI reference (each segment percent-encoded). */
function fileUri(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

function region(d: Diagnostic): Record<string, number> {
  const out: Record<string, number> = { startLine: Math.max(1, d.line), startColumn: Math.max(1, d.column) };
  if (d.endLine !== undefined && d.endLine >= d.line) out['endLine'] = d.endLine;
  if (d.endColumn !== undefined && (d.endLine === undefined || d.endLine > d.line || d.endColumn > d.column))
    out['endColumn'] = d.endColumn;
  return out;
}

export function formatSarif(report: LintReport): string {
  const indexById = new Map(allRules.map((rule, index) => [rule.meta.id, index] as const));
  const rules = allRules.map(descriptor);
  // A finding from outside the rule registry (e.g. a suppression problem) still gets a descriptor.
  for (const d of report.diagnostics) {
    if (indexById.has(d.ruleId)) continue;
    indexById.set(d.ruleId, rules.length);
    rules.push({
      id: d.ruleId,
      name: ruleName(d.ruleId),
      shortDescription: { text: d.ruleId },
      defaultConfiguration: { level: levels[d.severity] },
    });
  }
  const occurrences = new Map<string, number>();
  const results = report.diagnostics.map((d) => {
    const identity = `${d.ruleId}\0${d.file}\0${d.message}`;
    const nth = occurrences.get(identity) ?? 0;
    occurrences.set(identity, nth + 1);
    const partialFingerprints: Record<string, string> = {
      [findingFingerprintKey]: createHash('sha256').update(`${identity}\0${nth}`).digest('hex'),
      ...(d.fingerprint === undefined ? {} : { [secretFingerprintKey]: d.fingerprint }),
    };
    return {
      ruleId: d.ruleId,
      ruleIndex: indexById.get(d.ruleId) ?? -1,
      level: levels[d.severity],
      message: { text: d.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: fileUri(d.file), ...(report.baseDir === undefined ? {} : { uriBaseId: srcRoot }) },
            region: region(d),
          },
        },
      ],
      partialFingerprints,
    };
  });
  const { summary } = report;
  const log = {
    $schema: sarifSchemaUri,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'skillpack', version, semanticVersion: version, informationUri: repositoryUrl, rules } },
        ...(report.baseDir === undefined
          ? {}
          : { originalUriBaseIds: { [srcRoot]: { uri: pathToFileURL(`${report.baseDir.replace(/\/+$/, '')}/`).href } } }),
        invocations: [{ executionSuccessful: true }],
        columnKind: 'utf16CodeUnits',
        results,
        properties: {
          command: report.command,
          errors: summary.errors,
          warnings: summary.warnings,
          notes: summary.infos,
          suppressed: summary.suppressed,
          skills: summary.skills,
          files: summary.files,
        },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

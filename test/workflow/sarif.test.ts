// `--format sarif`: valid against the SARIF 2.1.0 schema, stable rule ids with docs links, and
// fingerprints that survive moved lines.
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { findingFingerprintKey, formatSarif, secretFingerprintKey } from '../../src/cli/format/sarif.js';
import type { LintReport } from '../../src/cli/format/report.js';
import { summarize } from '../../src/cli/format/report.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { ruleAnchor, ruleDocsUrl } from '../../src/rules/docs-url.js';
import { allRules } from '../../src/rules/index.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { cleanEnv, runSkillpack } from './git.js';
import { compileSarifValidator } from './sarif-validator.js';
import { SecretFactory } from '../secret/support/secrets.js';

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string };
      region: { startLine: number; startColumn: number; endLine?: number; endColumn?: number };
    };
  }[];
  partialFingerprints: Record<string, string>;
}
interface SarifLog {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; helpUri?: string; shortDescription: { text: string } }[] } };
    results: SarifResult[];
    columnKind: string;
  }[];
}

let validate: ValidateFunction;
beforeAll(() => {
  validate = compileSarifValidator();
});

const errorsOf = (_log: unknown): string => JSON.stringify(validate.errors?.slice(0, 5));

function report(diagnostics: Diagnostic[], extra: Partial<LintReport> = {}): LintReport {
  return {
    command: 'lint',
    diagnostics,
    summary: summarize(diagnostics, { suppressed: 0, skills: 1, files: 2, elapsedMs: 3 }),
    sourceLine: () => undefined,
    outcome: undefined,
    ...extra,
  };
}

// A GitHub classic token with a valid checksum, built at test time (never a literal in the repo).
const secret = new SecretFactory(2051).github();
const token = (): string => secret;

describe('--format sarif from the CLI', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => {
    ({ dir, cleanup } = tempDir());
    writeTree(dir, {
      'skills/a/SKILL.md': validSkillMd('a'),
      'skills/a/run.sh': 'echo hi\n',
      'skills/a/.env': 'X=1\n',
      'skills/a/references/notes.md': `Notes.\n\nKey: ${token()}\n`,
      'skills/a/references/with space.md': 'odd name\n',
    });
    symlinkSync('/etc/hostname', join(dir, 'skills/a/references/host.md'));
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  });
  afterEach(() => cleanup());

  const sarif = (): { code: number | null; log: SarifLog; raw: unknown } => {
    const run = runSkillpack(['lint', '--format', 'sarif'], dir, cleanEnv());
    const raw: unknown = JSON.parse(run.stdout);
    return { code: run.code, log: raw as SarifLog, raw };
  };

  it('validates against the SARIF 2.1.0 schema', () => {
    const { code, log, raw } = sarif();
    expect(code).toBe(1);
    expect(validate(raw), errorsOf(raw)).toBe(true);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run?.columnKind).toBe('utf16CodeUnits');
    const found = run?.results.map((r) => r.ruleId).sort();
    expect(found).toEqual(
      expect.arrayContaining(['bounds/path', 'content/media-type', 'filesystem/hidden-file', 'filesystem/symlink', 'secret/github-token']),
    );
  });

  it('rejects what is not SARIF (the validator is not vacuous)', () => {
    const { raw } = sarif();
    const broken = structuredClone(raw) as SarifLog;
    (broken.runs[0]?.results[0] as unknown as { level: string }).level = 'fatal';
    expect(validate(broken)).toBe(false);
    const noMessage = structuredClone(raw) as { runs: { results: Record<string, unknown>[] }[] };
    delete noMessage.runs[0]?.results[0]?.['message'];
    expect(validate(noMessage)).toBe(false);
  });

  it('lists every rule with stable ids, docs and a helpUri into docs/rules.md', () => {
    const { log } = sarif();
    const rules = log.runs[0]?.tool.driver.rules ?? [];
    expect(rules.map((r) => r.id)).toEqual(allRules.map((r) => r.meta.id));
    const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
    for (const rule of rules) {
      expect(rule.helpUri).toBe(ruleDocsUrl(rule.id));
      expect(doc).toContain(`## ${rule.id}\n`);
      expect(rule.helpUri?.endsWith(`#${ruleAnchor(rule.id)}`)).toBe(true);
    }
    for (const result of log.runs[0]?.results ?? []) expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
  });

  it('percent-encodes file URIs and keeps positions', () => {
    const { log } = sarif();
    const results = log.runs[0]?.results ?? [];
    const odd = results.find((r) => r.ruleId === 'bounds/path');
    expect(odd?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('skills/a/references/with%20space.md');
    const secret = results.find((r) => r.ruleId === 'secret/github-token');
    expect(secret?.locations[0]?.physicalLocation.region).toMatchObject({ startLine: 3, startColumn: 6 });
    expect(secret?.partialFingerprints[secretFingerprintKey]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(log)).not.toContain(token());
  });

  it('keeps fingerprints when lines move', () => {
    const before = sarif().log.runs[0]?.results.find((r) => r.ruleId === 'secret/github-token');
    writeTree(dir, { 'skills/a/references/notes.md': `Notes.\n\nMore notes.\n\nKey: ${token()}\n` });
    const after = sarif().log.runs[0]?.results.find((r) => r.ruleId === 'secret/github-token');
    expect(after?.locations[0]?.physicalLocation.region.startLine).toBe(5);
    expect(after?.partialFingerprints).toEqual(before?.partialFingerprints);
  });
});

describe('formatSarif', () => {
  const d = (over: Partial<Diagnostic>): Diagnostic => ({
    ruleId: 'content/media-type',
    messageId: 'unknown',
    severity: 'error',
    message: 'm',
    file: 'skills/a/x.sh',
    line: 1,
    column: 1,
    ...over,
  });

  it('maps severities and ranges, and gives unknown rule ids a descriptor', () => {
    const log = JSON.parse(
      formatSarif(
        report(
          [
            d({ severity: 'warning', line: 2, column: 3, endLine: 2, endColumn: 9 }),
            d({ severity: 'info', ruleId: 'lint/not-a-rule', message: 'n' }),
            d({ line: 4, column: 2, endLine: 6, endColumn: 1 }),
          ],
          { baseDir: '/work/project' },
        ),
      ),
    ) as SarifLog & { runs: { originalUriBaseIds: Record<string, { uri: string }> }[] };
    expect(validate(log), errorsOf(log)).toBe(true);
    const results = log.runs[0]?.results ?? [];
    expect(results.map((r) => r.level)).toEqual(['warning', 'note', 'error']);
    expect(results[0]?.locations[0]?.physicalLocation.region).toEqual({ startLine: 2, startColumn: 3, endLine: 2, endColumn: 9 });
    expect(results[2]?.locations[0]?.physicalLocation.region).toEqual({ startLine: 4, startColumn: 2, endLine: 6, endColumn: 1 });
    const rules = log.runs[0]?.tool.driver.rules ?? [];
    expect(rules[results[1]?.ruleIndex ?? -1]?.id).toBe('lint/not-a-rule');
    expect(log.runs[0]?.originalUriBaseIds['%SRCROOT%']?.uri).toBe('file:///work/project/');
  });

  it('distinguishes identical findings in one file by occurrence, not by line', () => {
    const log = JSON.parse(formatSarif(report([d({ line: 1 }), d({ line: 7 })]))) as SarifLog;
    const [first, second] = log.runs[0]?.results ?? [];
    expect(first?.partialFingerprints[findingFingerprintKey]).not.toBe(second?.partialFingerprints[findingFingerprintKey]);
    const moved = JSON.parse(formatSarif(report([d({ line: 3 }), d({ line: 9 })]))) as SarifLog;
    expect(moved.runs[0]?.results.map((r) => r.partialFingerprints)).toEqual(log.runs[0]?.results.map((r) => r.partialFingerprints));
  });

  it('is deterministic: the same report gives the same bytes', () => {
    const r = report([d({}), d({ ruleId: 'filesystem/symlink', file: 'skills/a/l.md' })]);
    expect(formatSarif(r)).toBe(formatSarif(r));
    expect(formatSarif(r)).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});

// Secret floods: a file holding thousands of credential-shaped lines gets, per rule, its first
// findings positioned and one summary, in every output format (speed is measured in
// bench/secrets.mjs, not here).
import { describe, expect, test } from 'vitest';
import { scanLimitPerRule } from '../../src/rules/secret/support/scanner.js';
import { maxReportsPerFile } from '../../src/rules/support/capped-report.js';
import { SecretFactory } from './support/secrets.js';
import { positionOf, secretDiagnostics, skillMd } from './support/skill.js';

const f = new SecretFactory(1616);

function flood(count: number, line: () => string): string {
  return Array.from({ length: count }, line).join('\n');
}

describe('a flood of one rule in one file', () => {
  test.each<[string, () => string, string]>([
    ['password assignments', () => `password=${f.password(16)}`, 'secret/generic-assignment'],
    ['AWS key ids', () => f.awsKeyId(), 'secret/aws-access-key'],
    ['GitHub tokens', () => f.github(), 'secret/github-token'],
    ['JWTs', () => f.jwt(), 'secret/jwt'],
  ])('%s: the first findings, positioned, then one summary with the count', async (_name, line, ruleId) => {
    const total = 400;
    const body = flood(total, line);
    const md = skillMd('See references/dump.md.');
    const diagnostics = await secretDiagnostics({ 'skills/demo/SKILL.md': md, 'skills/demo/references/dump.md': body });
    const own = diagnostics.filter((d) => d.ruleId === ruleId);
    const positioned = own.filter((d) => d.fingerprint !== undefined);
    expect(positioned).toHaveLength(maxReportsPerFile);
    // The first findings are the first lines, in order.
    expect(positioned.map((d) => d.line)).toEqual(Array.from({ length: maxReportsPerFile }, (_, i) => i + 1));
    const summaries = own.filter((d) => d.fingerprint === undefined);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ severity: 'error', file: 'skills/demo/references/dump.md', line: 1 });
    expect(summaries[0]?.message).toContain(`${total - maxReportsPerFile} more matches`);
    // Nothing of any secret in the summary.
    for (const l of body.split('\n').slice(maxReportsPerFile, maxReportsPerFile + 20))
      expect(summaries[0]?.message).not.toContain(l.slice(-12));
  });

  test('a flood far past the cap stops the scan of that rule: the summary gives a lower bound', async () => {
    const total = scanLimitPerRule + 500;
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/dump.md.'),
      'skills/demo/references/dump.md': flood(total, () => f.github()),
    });
    const own = diagnostics.filter((d) => d.ruleId === 'secret/github-token');
    expect(own.filter((d) => d.fingerprint !== undefined)).toHaveLength(maxReportsPerFile);
    const summary = own.find((d) => d.fingerprint === undefined);
    expect(summary?.message).toContain(`At least ${scanLimitPerRule - maxReportsPerFile} more matches`);
    expect(summary?.severity).toBe('error');
  });

  test('the summary cannot be suppressed by an inline directive near the top of the file', async () => {
    const body = `<!-- skillpack-allow secret/generic-assignment reason="sample" -->\n${flood(120, () => `password=${f.password(16)}`)}`;
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/dump.md.'),
      'skills/demo/references/dump.md': body,
    });
    const own = diagnostics.filter((d) => d.ruleId === 'secret/generic-assignment');
    // The directive allows the finding on the line below it; the other 49 positioned and the summary stay.
    expect(own.filter((d) => d.fingerprint !== undefined)).toHaveLength(maxReportsPerFile - 1);
    expect(own.filter((d) => d.fingerprint === undefined)).toHaveLength(1);
  });

  test('below the cap there is no summary', async () => {
    const body = flood(maxReportsPerFile, () => f.github());
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/dump.md.'),
      'skills/demo/references/dump.md': body,
    });
    expect(diagnostics.filter((d) => d.ruleId === 'secret/github-token')).toHaveLength(maxReportsPerFile);
    expect(diagnostics.every((d) => d.fingerprint !== undefined)).toBe(true);
  });

  test('the cap is per rule and per file: two rules and two files each get their own', async () => {
    const mixed = flood(120, () => f.github()) + '\n' + flood(120, () => f.npm());
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/a.md and references/b.md.'),
      'skills/demo/references/a.md': mixed,
      'skills/demo/references/b.md': flood(60, () => f.github()),
    });
    const count = (file: string, rule: string, summary: boolean): number =>
      diagnostics.filter((d) => d.file === file && d.ruleId === rule && (d.fingerprint === undefined) === summary).length;
    expect([
      count('skills/demo/references/a.md', 'secret/github-token', false),
      count('skills/demo/references/a.md', 'secret/github-token', true),
    ]).toEqual([maxReportsPerFile, 1]);
    expect([
      count('skills/demo/references/a.md', 'secret/npm-token', false),
      count('skills/demo/references/a.md', 'secret/npm-token', true),
    ]).toEqual([maxReportsPerFile, 1]);
    expect([
      count('skills/demo/references/b.md', 'secret/github-token', false),
      count('skills/demo/references/b.md', 'secret/github-token', true),
    ]).toEqual([maxReportsPerFile, 1]);
  });

  test('a flood of published examples is summarised as an info note', async () => {
    const sample = ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join('');
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/dump.md.'),
      'skills/demo/references/dump.md': flood(80, () => `id ${sample}`),
    });
    const own = diagnostics.filter((d) => d.ruleId === 'secret/aws-access-key');
    expect(own).toHaveLength(maxReportsPerFile + 1);
    expect(own.every((d) => d.severity === 'info')).toBe(true);
  });

  test('the first finding keeps its exact position', async () => {
    const first = f.github();
    const body = `${first}\n${flood(200, () => f.github())}`;
    const diagnostics = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('See references/dump.md.'),
      'skills/demo/references/dump.md': body,
    });
    expect(diagnostics[0]).toMatchObject({ ruleId: 'secret/github-token', ...positionOf(body, first) });
  });
});

// The two-thread lint through the real CLI: a catalog above the helper's threshold (4 MiB) gives the
// very same report and the very same module whether the work is shared or not (SKILLPACK_THREADS=1).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { validSkillMd } from '../support/fixture.js';
import { SecretFactory } from '../secret/support/secrets.js';

const f = new SecretFactory(777);

/** ~5.5 MiB over 12 skills, with findings of every shared kind spread over both halves. */
function writeCatalog(dir: string, withFindings: boolean): void {
  const skills: { path: string; tools: string[] }[] = [];
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  for (let s = 0; s < 12; s++) {
    const name = `area-${String(s).padStart(2, '0')}`;
    skills.push({ path: name, tools: [] });
    const planted = withFindings && s % 3 === 0;
    const body = [
      'Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.',
      '',
      `Read [the guide](references/guide.md), [part 1](references/part-1.md), [part 2](references/part-2.md) and [part 3](references/part-3.md)${planted ? ', then [the missing one](references/missing.md)' : ''}.`,
    ].join('\n');
    write(`skills/${name}/SKILL.md`, validSkillMd(name, { body, ...(withFindings && s === 11 ? { extraFrontmatter: '  owner: &a team' } : {}) }));
    for (let r = 0; r < 4; r++) {
      const lines = [`# Guide ${r}`, '', 'Back to [the skill](../SKILL.md).', ''];
      if (planted && r === 2) lines.push(`export GITHUB_TOKEN=${f.github()}`, `password = "${f.token(24)}"`, '');
      for (let p = 0; p < 1100; p++) lines.push(`Step ${p}: compare the caf\u00e9 output with the baseline, then record the result in the table.`);
      write(`skills/${name}/references/${r === 0 ? 'guide' : `part-${r}`}.md`, `${lines.join('\n')}\n`);
    }
  }
  write('skillpack.config.json', JSON.stringify({ root: 'skills', output: 'generated/skills.ts', publisher: 'skillpack', skills }, null, 2));
}

const withoutTimings = (report: string): string => report.replace(/"elapsedMs":\s*\d+/g, '"elapsedMs":0');

describe('lint shared between two threads', () => {
  test('same JSON report with findings, shared or not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillpack-parallel-'));
    writeCatalog(dir, true);
    const shared = runCliProcess(['lint', '--format', 'json'], dir);
    const single = runCliProcess(['lint', '--format', 'json'], dir, { SKILLPACK_THREADS: '1' });
    expect(shared.stderr).toBe('');
    expect(shared.code).toBe(1);
    expect(single.code).toBe(1);
    expect(withoutTimings(shared.stdout)).toBe(withoutTimings(single.stdout));
    const ruleIds = new Set((JSON.parse(shared.stdout) as { diagnostics: { ruleId: string }[] }).diagnostics.map((d) => d.ruleId));
    // Findings from each shared analysis: secrets, references and the SKILL.md parse.
    expect([...ruleIds].sort()).toEqual(expect.arrayContaining(['reference/unresolved', 'secret/generic-assignment', 'secret/github-token']));
    expect([...ruleIds].some((id) => id.startsWith('frontmatter/'))).toBe(true);
  });

  test('same module from build, and check passes, shared or not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillpack-parallel-'));
    writeCatalog(dir, false);
    expect(runCliProcess(['build'], dir, { SKILLPACK_THREADS: '1' }).code).toBe(0);
    const single = readFileSync(join(dir, 'generated/skills.ts'));
    const shared = runCliProcess(['build'], dir);
    expect(shared.code).toBe(0);
    expect(readFileSync(join(dir, 'generated/skills.ts')).equals(single)).toBe(true);
    expect(single.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(runCliProcess(['check'], dir).code).toBe(0);
  });
});

// A secret flood through the built CLI in every output format: each stays bounded (the first
// findings per rule and file, then one summary) and never prints a secret.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxReportsPerFile } from '../../src/rules/support/capped-report.js';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { SecretFactory } from '../secret/support/secrets.js';
import { ORIGIN } from '../secret/support/skill.js';

const f = new SecretFactory(2027);
const lines = Array.from({ length: 3000 }, () => `password=${f.password(16)}`);
const big = tempDir('skillpack-flood-');
const small = tempDir('skillpack-flood-');

beforeAll(() => {
  for (const [dir, count] of [
    [big.dir, lines.length],
    [small.dir, 2 * maxReportsPerFile],
  ] as const) {
    writeTree(dir, {
      'skills/demo/SKILL.md': validSkillMd('demo', { body: `${ORIGIN}\n\nSee references/dump.md.` }),
      'skills/demo/references/dump.md': `${lines.slice(0, count).join('\n')}\n`,
    });
    writeConfig(dir, { skills: [{ path: 'demo', tools: [] }] });
  }
});
afterAll(() => {
  big.cleanup();
  small.cleanup();
});

describe('lint of a 3,000-line password dump', () => {
  test.each(['text', 'json', 'sarif', 'github'])('--format %s is bounded and holds no secret', (format) => {
    const run = runCliProcess(['lint', '--format', format], big.dir);
    expect(run.code).toBe(1);
    const out = run.stdout + run.stderr;
    // The same size as the output for a flood of twice the cap: only counts and the elapsed time differ.
    const reference = runCliProcess(['lint', '--format', format], small.dir);
    const base = reference.stdout + reference.stderr;
    expect(out.length).toBeLessThan(base.length * 1.05 + 200);
    const mentions = out.split('secret/generic-assignment').length - 1;
    expect(mentions).toBeGreaterThan(maxReportsPerFile);
    expect(mentions).toBeLessThan(4 * (maxReportsPerFile + 1) + 10);
    expect(out).toMatch(/At least \d+ more matches|\d+ more matches/);
    for (const line of lines.slice(0, 200)) expect(out).not.toContain(line.slice('password='.length));
  });
});

// `verify --max-pages` and `--max-bytes`: the two bounds the reports tell users to raise exist, are
// validated (exit 2 for anything but a whole number in range) and take effect.
import { describe, expect, it } from 'vitest';
import { faultyServer, ruleIds, runCli, verifyJson } from './support/run-verify.js';

const target = ['--stdio', `node ${JSON.stringify(faultyServer)} none`, '--timeout', '5000'];

describe.concurrent('verify run bounds', { timeout: 120_000 }, () => {
  it('stops a listing longer than --max-pages and says so', async () => {
    // The faulty server lists its two skills one per page.
    const { code, report } = await verifyJson([...target, '--max-pages', '1']);
    expect(ruleIds(report)).toContain('verify/too-many-pages');
    expect(report.diagnostics.find((d) => d.ruleId === 'verify/too-many-pages')?.message).toContain('within 1 pages');
    expect(code).toBe(1);
    expect((await verifyJson([...target, '--max-pages', '2'])).code).toBe(0);
  });

  it('stops reading content past --max-bytes and says so', async () => {
    const { code, report } = await verifyJson([...target, '--max-bytes', '100']);
    expect(ruleIds(report)).toEqual(['verify/budget']);
    expect(report.diagnostics[0]?.message).toContain('stopped reading after 100 bytes');
    expect(code).toBe(1);
  });

  it.each([
    ['--max-pages', '0'],
    ['--max-pages', '4097'],
    ['--max-pages', '1.5'],
    ['--max-pages', 'lots'],
    ['--max-bytes', '-1'],
    ['--max-bytes', '1e9'],
    ['--max-bytes', '17179869185'],
  ])('refuses %s %s with exit 2', async (option, value) => {
    const run = await runCli(['verify', ...target, `${option}=${value}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${option} must be a whole number between 1 and`);
  });
});

// verify reports in the linter's formats: SARIF 2.1.0 (schema-valid, rule id per fault), GitHub
// workflow commands, and text with the exit code.
import { describe, expect, it } from 'vitest';
import { compileSarifValidator } from '../workflow/sarif-validator.js';
import { faultyServer, runCli } from './support/run-verify.js';

const target = ['--stdio', `node ${JSON.stringify(faultyServer)} digest-mismatch`];

describe.concurrent('verify output formats', { timeout: 120_000 }, () => {
  it('sarif', async () => {
    const run = await runCli(['verify', ...target, '--format', 'sarif']);
    expect(run.code).toBe(1);
    const log = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; level: string }[]; properties: { command: string } }[] };
    const validate = compileSarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0]?.results.map((r) => [r.ruleId, r.level])).toEqual([['verify/digest-mismatch', 'error']]);
    expect(log.runs[0]?.properties.command).toBe('verify');
  });

  // Property values escape ':' as %3A (workflow command syntax).
  it('github', async () => {
    const run = await runCli(['verify', ...target, '--format', 'github']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=skill%3A\/\/alpha\/references\/guide\.md,line=1,col=1,title=verify\/digest-mismatch::/m);
  });

  it('text', async () => {
    const run = await runCli(['verify', ...target]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('the manifest says sha256:');
    expect(run.stdout).toContain('verify/digest-mismatch');
    expect(run.stdout).toMatch(/✖ verify: 1 error, 0 warnings in 2 skills \(4 files\)/);
  });
});

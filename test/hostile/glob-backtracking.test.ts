// A glob in the config is a pull request's text too: `exclude` and `overrides[].files` patterns
// built to make a backtracking matcher explode (`*a*a*…*b` against a long file name) must not hang
// `lint`, `check` or `build`; patterns beyond the config's bounds are a config error naming the key.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliPath } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { UserError } from '../../src/diagnostics/user-error.js';
import { parseConfig } from '../../src/config/load-config.js';

const explosive = `${'*a'.repeat(12)}*b`;
const longName = `${'a'.repeat(60)}.md`;

/** The CLI with a deadline far above any real run: a hang is a null exit code. */
function run(args: readonly string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('a backtracking glob against a long file name', () => {
  it.each([
    ['exclude', { exclude: [explosive] }],
    ['overrides[].files', { overrides: [{ files: [`skills/a/references/${explosive}`], rules: { 'body/empty': 'off' } }] }],
  ])(
    '%s: lint, check and build finish',
    (_where, settings) => {
      const { dir, cleanup } = tempDir();
      try {
        writeTree(dir, {
          'skills/a/SKILL.md': validSkillMd('a'),
          [`skills/a/references/${longName}`]: '# Notes\n\nPlain notes.\n',
        });
        writeConfig(dir, { skills: [{ path: 'a', tools: [] }], ...settings });
        const lint = run(['lint'], dir);
        expect(lint.code).not.toBeNull();
        // The pattern matches nothing here (no `b`), so the override is reported as unmatched, the file ships.
        expect(run(['build'], dir).code).not.toBeNull();
        expect(run(['check'], dir).code).not.toBeNull();
      } finally {
        cleanup();
      }
    },
    90_000,
  );
});

describe('glob bounds at config load', () => {
  const base = { root: 'skills', output: 'generated/skills.ts', publisher: 'p', skills: [{ path: 'a', tools: [] }] };
  const errorOf = (config: object): UserError => {
    try {
      parseConfig(JSON.stringify(config), '/repo/skillpack.config.json');
    } catch (error) {
      if (error instanceof UserError) return error;
      throw error;
    }
    throw new Error('accepted');
  };

  it('refuses an over-long override pattern, naming its JSON path', () => {
    const error = errorOf({ ...base, overrides: [{ files: ['skills/**', `skills/${'x'.repeat(300)}`], rules: {} }] });
    expect(error.message).toContain('$.overrides[0].files[1]');
    expect(error.message).toContain('256');
  });

  it('refuses a pattern whose alternatives multiply past the bound, naming its JSON path', () => {
    const error = errorOf({ ...base, skills: [{ path: 'a', tools: [], exclude: ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}.md'] }] });
    expect(error.message).toContain('$.skills[0].exclude[0]');
    expect(error.message).toContain('alternatives');
  });
});

// `skillpack verify` against `skillpack serve` for a config that turns directoryRead on: the
// declaration, a walk of every skill's tree (root, subdirectories, every page) and the refusals all
// hold, with no finding; the same catalog without the option is verified without directory reads.
import { afterAll, describe, expect, it } from 'vitest';
import { cliPath } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { runCli, verifyJson } from './support/run-verify.js';

const made = tempDir('skillpack-verify-dirs-');
afterAll(() => made.cleanup());

const body =
  'Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.\n\nFollow [the steps](references/steps/first.md) and [the notes](references/notes.md).';

describe('verify and skillpack serve with directoryRead', { timeout: 120_000 }, () => {
  it.each([true, false])('passes with directoryRead %s, a nested tree included', async (directoryRead) => {
    const dir = `${made.dir}/${String(directoryRead)}`;
    writeTree(dir, {
      'skills/walk/SKILL.md': validSkillMd('walk', { body }),
      'skills/walk/references/notes.md': '# Notes\n',
      'skills/walk/references/steps/first.md': '# First\n',
      'skills/walk/references/steps/second.md': '# Second\n',
    });
    writeConfig(dir, { directoryRead, skills: [{ path: 'walk', tools: [] }] });
    const built = await runCli(['build'], dir);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const { code, report } = await verifyJson(
      ['--stdio', `node ${JSON.stringify(cliPath)} serve`, '--env', 'MCP_SKILLS_ENABLED=true', '--expect', 'skillpack.config.json'],
      dir,
    );
    expect(report.diagnostics).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toMatchObject({ skills: 1, files: 4 });
  });
});

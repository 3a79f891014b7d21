// `check --staged` under core.autocrlf=true: the module built from CRLF working-tree sources differs
// from what the staged (LF) sources build, and check says why instead of calling it stale forever.
import { expect, it } from 'vitest';
import { validSkillMd } from '../support/fixture.js';
import { createSkillRepo } from '../workflow/git.js';

it('names core.autocrlf when the staged module is stale', () => {
  const repo = createSkillRepo(validSkillMd('a'));
  try {
    repo.git('config', 'core.autocrlf', 'true');
    repo.write('skills/a/references/r.md', 'A reference.\r\nWith CRLF line endings.\r\n');
    expect(repo.skillpack(['build']).code).toBe(0);
    repo.git('add', '-A');
    const checked = repo.skillpack(['check', '--staged']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('generated/stale-module');
    expect(checked.stdout).toContain('hint: core.autocrlf=true');
    // Without the setting there is no hint.
    repo.git('config', 'core.autocrlf', 'false');
    expect(repo.skillpack(['check', '--staged']).stdout).not.toContain('hint: core.autocrlf');
  } finally {
    repo.cleanup();
  }
});

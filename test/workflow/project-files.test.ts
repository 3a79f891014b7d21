// A skill kept inside its repository links the repository's own files from its root
// (docs/rules.md, reference/unresolved): found on disk and in the git index, never through a
// symlinked directory, and never opened. Real files, real git, the built CLI.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { createSkillRepo, type GitRepo } from './git.js';

interface JsonReport {
  diagnostics: { ruleId: string; file: string; message: string }[];
}

const deploySkill = validSkillMd('a', {
  body: 'Follow [the smoke list](handbook/deploy.md#smoke), then run `./scripts/cut-release.sh 1.2.0`.',
});

let repo: GitRepo;
let outside: { dir: string; cleanup: () => void };
beforeEach(() => {
  repo = createSkillRepo(deploySkill);
  outside = tempDir('skillpack-outside-');
});
afterEach(() => {
  repo.cleanup();
  outside.cleanup();
});

const unresolvedTargets = (...args: string[]): string[] => {
  const run = repo.skillpack(['lint', '--format', 'json', ...args]);
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as JsonReport;
  return report.diagnostics.filter((d) => d.ruleId === 'reference/unresolved').map((d) => (d.message.match(/^"([^"]*)"/) ?? [])[1] ?? '');
};

describe("the repository's own files", () => {
  it('are missing from the skill and from the project: both reported', () => {
    expect(unresolvedTargets()).toEqual(['handbook/deploy.md#smoke', './scripts/cut-release.sh']);
  });

  it('exist in the working tree: not reported', () => {
    repo.write('handbook/deploy.md', '# Deploy\n\n## Smoke\n');
    repo.write('scripts/cut-release.sh', '#!/bin/sh\n');
    expect(unresolvedTargets()).toEqual([]);
  });

  it('behind a symlinked directory that leads out of the repository: still reported', () => {
    mkdirSync(join(outside.dir, 'handbook'));
    writeFileSync(join(outside.dir, 'handbook/deploy.md'), '# Deploy\n');
    symlinkSync(join(outside.dir, 'handbook'), join(repo.dir, 'handbook'));
    repo.write('scripts/cut-release.sh', '#!/bin/sh\n');
    expect(unresolvedTargets()).toEqual(['handbook/deploy.md#smoke']);
  });

  it('with --staged, the index decides: a file only in the working tree is still missing', () => {
    repo.write('handbook/deploy.md', '# Deploy\n');
    repo.write('scripts/cut-release.sh', '#!/bin/sh\n');
    repo.git('add', 'scripts/cut-release.sh');
    expect(unresolvedTargets('--staged')).toEqual(['handbook/deploy.md#smoke']);
    repo.git('add', 'handbook/deploy.md');
    expect(unresolvedTargets('--staged')).toEqual([]);
  });

  it('under a repository directory (docs/): judged when the project has one, left to the repository when it has none', () => {
    repo.write('skills/a/SKILL.md', validSkillMd('a', { body: 'Follow [the smoke list](docs/deploy.md#smoke).' }));
    expect(unresolvedTargets()).toEqual([]);
    repo.write('docs/other.md', '# Other\n');
    expect(unresolvedTargets()).toEqual(['docs/deploy.md#smoke']);
  });

  it('with --staged, a staged symlink on the way is not a directory of the project', () => {
    mkdirSync(join(outside.dir, 'handbook'));
    writeFileSync(join(outside.dir, 'handbook/deploy.md'), '# Deploy\n');
    symlinkSync(join(outside.dir, 'handbook'), join(repo.dir, 'handbook'));
    repo.write('scripts/cut-release.sh', '#!/bin/sh\n');
    repo.git('add', 'handbook', 'scripts/cut-release.sh');
    expect(unresolvedTargets('--staged')).toEqual(['handbook/deploy.md#smoke']);
  });
});

// `skillpack diff` across the change of the split layout's texts module names: a base commit built
// when texts modules had fixed names (`generated/skills/<skill path>.ts`, imported as
// `./skills/<skill path>.js`) is still read, so the first pull request after the change gets its
// approval impact; `serve` itself accepts only content-addressed names (test/cli/split-content-names.test.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;

const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t.invalid',
    },
  });

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/references/guide.md': '# Guide\n\nTeh steps.\n',
    'skills/b/SKILL.md': validSkillMd('b'),
  });
  writeConfig(dir, {
    layout: 'split',
    skills: [
      { path: 'a', tools: [] },
      { path: 'b', tools: [] },
    ],
  });
  git('init', '-q', '-b', 'main');
});
afterEach(() => cleanup());

describe('diff against a base with fixed texts module names', () => {
  it('reads the base and reports exactly the changed file', () => {
    expect(runCliProcess(['build'], dir).code).toBe(0);
    // Rewrite the build into what an earlier version wrote: fixed names, imported as such.
    const index = join(dir, 'generated/skills.ts');
    let indexText = readFileSync(index, 'utf8');
    for (const name of readdirSync(join(dir, 'generated/skills'))) {
      const fixed = name.replace(/\.[0-9a-f]{16}\.ts$/, '.ts');
      expect(fixed).not.toBe(name);
      renameSync(join(dir, 'generated/skills', name), join(dir, 'generated/skills', fixed));
      indexText = indexText.replace(`import("./skills/${name.slice(0, -3)}.js")`, `import("./skills/${fixed.slice(0, -3)}.js")`);
    }
    expect(indexText).toContain('import("./skills/a.js")');
    writeFileSync(index, indexText);
    git('add', '-A');
    git('commit', '-q', '-m', 'base');

    writeTree(dir, { 'skills/a/references/guide.md': '# Guide\n\nThe steps.\n' });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const run = runCliProcess(['diff', '--format', 'json', '--base', 'main'], dir);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as { skills: { uri: string; filesChanged: { uri: string }[] }[]; unchanged: number };
    expect(report.skills.map((s) => ({ uri: s.uri, changed: s.filesChanged.map((f) => f.uri) }))).toEqual([
      { uri: 'skill://a/SKILL.md', changed: ['skill://a/references/guide.md'] },
    ]);
    expect(report.unchanged).toBe(1);
  });
});

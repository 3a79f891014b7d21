// `skillpack diff --base` reads a base commit that may come from anyone: a tree whose entries are
// named `..` (git's plumbing builds one; a host that does not refuse such trees serves it) must not
// make diff write anything anywhere. The base's files are never written to disk by their own names.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { unsafeComponent } from '../../src/diff/committed-files.js';

let dir: string;
let cleanup: () => void;

const git = (args: readonly string[], input?: string): string =>
  execFileSync('git', args, {
    cwd: join(dir, 'repo'),
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t.invalid',
    },
  }).trim();

const mktree = (entries: readonly string[]): string => git(['mktree'], entries.map((e) => `${e}\n`).join(''));

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  mkdirSync(join(dir, 'repo'));
  mkdirSync(join(dir, 'tmp'));
  writeTree(join(dir, 'repo'), { 'skills/a/SKILL.md': validSkillMd('a') });
  writeConfig(join(dir, 'repo'), { layout: 'split', skills: [{ path: 'a', tools: [] }] });
  git(['init', '-q', '-b', 'main']);
});
afterEach(() => cleanup());

/**
 * A commit of the current build whose `generated/skills/` tree also holds `..` entries leading to
 * `escaped.txt`, four levels up: from `<TMPDIR>/skillpack-diff-*\/generated/skills` that is `dir`
 * itself, where the test looks for it.
 */
function commitHostileBase(name: string): string {
  const tree = git(['write-tree']);
  const blob = git(['hash-object', '-w', '--stdin'], 'written by the base commit\n');
  let climb = mktree([`100644 blob ${blob}\t${name}`]);
  for (let level = 0; level < 3; level++) climb = mktree([`040000 tree ${climb}\t..`]);
  const generated = git(['rev-parse', `${tree}:generated`]);
  const texts = git(['rev-parse', `${tree}:generated/skills`]);
  const textsEntries = git(['ls-tree', texts]).split('\n');
  const hostileTexts = mktree([...textsEntries, `040000 tree ${climb}\t..`]);
  const generatedEntries = git(['ls-tree', generated])
    .split('\n')
    .map((line) => (line.endsWith('\tskills') ? `040000 tree ${hostileTexts}\tskills` : line));
  const hostileGenerated = mktree(generatedEntries);
  const rootEntries = git(['ls-tree', tree])
    .split('\n')
    .map((line) => (line.endsWith('\tgenerated') ? `040000 tree ${hostileGenerated}\tgenerated` : line));
  const root = mktree(rootEntries);
  return git(['commit-tree', root, '-m', 'hostile base']);
}

it('writes nothing outside its temporary directory for a base tree with `..` entries', () => {
  expect(runCliProcess(['build'], join(dir, 'repo')).code).toBe(0);
  git(['add', '-A']);
  const base = commitHostileBase('escaped.txt');
  // The hostile path is really in the base commit, as diff lists it.
  expect(git(['ls-tree', '-r', '--name-only', base, '--', 'generated/skills/'])).toContain('generated/skills/../../../../escaped.txt');

  const run = runCliProcess(['diff', '--format', 'json', '--base', base], join(dir, 'repo'), { TMPDIR: join(dir, 'tmp') });
  expect(existsSync(join(dir, 'escaped.txt'))).toBe(false);
  expect(readdirSync(dir).sort()).toEqual(['repo', 'tmp']);
  expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
  // The base is refused, by name, as a usage-level failure (exit 2), never a crash.
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('..');
  expect(run.stderr).not.toContain('internal error');
});

it('names every path a base tree may not hold', () => {
  expect(unsafeComponent('generated/skills/a.0123456789abcdef.ts')).toBeUndefined();
  expect(unsafeComponent('generated/skills.ts')).toBeUndefined();
  expect(unsafeComponent('generated/skills/../../x')).toBe('a `..` component');
  expect(unsafeComponent('generated/./skills.ts')).toBe('a `.` component');
  expect(unsafeComponent('generated//skills.ts')).toBe('an empty component');
  expect(unsafeComponent('generated/skills/')).toBe('an empty component');
  expect(unsafeComponent('/etc/passwd')).toBe('an absolute path');
  expect(unsafeComponent('generated/..\\x.ts')).toBe('a backslash');
});

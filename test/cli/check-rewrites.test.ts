// `check` names the cause when the module was rewritten rather than left stale: CRLF line endings
// (git's core.autocrlf, an editor), a formatter, and sources checked out with CRLF; and it names the
// rebuild command the project has (the npm script `skillpack init` installs, else npx).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
const moduleFile = (): string => join(dir, 'generated/skills.ts');

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/r.md': 'line one\nline two\n' });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  expect(runCliProcess(['build'], dir).code).toBe(0);
});
afterEach(() => cleanup());

const check = () => runCliProcess(['check'], dir);

describe('check on a rewritten module', () => {
  it('CRLF line endings: says so and how to keep them out', () => {
    writeFileSync(moduleFile(), readFileSync(moduleFile(), 'utf8').replace(/\n/g, '\r\n'));
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('has CRLF line endings but is otherwise what the build writes');
    expect(result.stdout).toContain('`generated/** -text` to .gitattributes');
    expect(result.stdout).not.toContain('added skill://');
  });

  it('a formatter (quotes and indentation): says reformatted, and names the ignore files', () => {
    const formatted = readFileSync(moduleFile(), 'utf8')
      .replace('from "skillpack/runtime";', "from 'skillpack/runtime';")
      .replace(/^ {2}(\S)/gm, '    $1');
    writeFileSync(moduleFile(), formatted);
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('same digest and files');
    expect(result.stdout).toContain('.prettierignore');
  });

  it('sources checked out with CRLF: the digests differ, and check says why', () => {
    const file = join(dir, 'skills/a/references/r.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('edited skill://a/references/r.md');
    expect(result.stdout).toContain('CRLF line endings in this checkout');
    expect(result.stdout).toContain('`skills/** -text`');
  });

  it('sources checked out with CRLF under another root: the hint names that root', () => {
    writeTree(dir, { 'content/a/SKILL.md': validSkillMd('a'), 'content/a/references/r.md': 'one\r\ntwo\r\n' });
    writeConfig(dir, { root: 'content', skills: [{ path: 'a', tools: [] }] });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('`content/** -text`');
    expect(result.stdout).not.toContain('`skills/** -text`');
  });
});

describe('the rebuild command in messages', () => {
  it('is the npm script that runs skillpack build, when there is one', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { 'skills:build': 'skillpack build' } }));
    writeFileSync(join(dir, 'skills/a/references/r.md'), 'changed\n');
    expect(check().stdout).toContain('Run `npm run skills:build` and commit');
  });

  it('is npx skillpack build otherwise', () => {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { build: 'tsc' } }));
    writeFileSync(join(dir, 'skills/a/references/r.md'), 'changed\n');
    expect(check().stdout).toContain('Run `npx skillpack build` and commit');
  });
});

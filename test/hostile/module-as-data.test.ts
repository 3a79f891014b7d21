// `verify --expect`, `attest` and `diff` read a generated module as data and never run it: a module
// edited to run code when imported (through process.getBuiltinModule, which the "imports nothing"
// check cannot see) runs nowhere, and `attest` computes every digest it signs from the module's
// own texts, so a hand-edited text gets no statement.
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
let marker: string;
const commit = 'a'.repeat(40);

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

/** Code that leaves a file behind when the module is imported. */
const payload = (): string => `\nprocess.getBuiltinModule?.('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`;

describe.each(['single', 'split'] as const)('the %s layout', (layout) => {
  beforeEach(() => {
    ({ dir, cleanup } = tempDir());
    marker = join(dir, 'ran.txt');
    writeTree(dir, {
      'skills/a/SKILL.md': validSkillMd('a'),
      'skills/a/references/guide.md': '# Guide\n\nThe steps, in order.\n',
    });
    writeConfig(dir, { layout, skills: [{ path: 'a', tools: [] }] });
    expect(runCliProcess(['build'], dir).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('verify --expect never imports a module with code in it', () => {
    copyFileSync(join(dir, 'generated/skills.ts'), join(dir, 'generated/tampered.ts'));
    appendFileSync(join(dir, 'generated/tampered.ts'), payload());
    const run = runCliProcess(['verify', '--stdio', `${process.execPath} -e 0`, '--expect', 'generated/tampered.ts'], dir);
    expect(existsSync(marker)).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not a module `skillpack build` writes');
  });

  it('verify --expect reads the module the build wrote (then finds no server)', () => {
    const run = runCliProcess(
      ['verify', '--stdio', `${process.execPath} -e 0`, '--expect', 'generated/skills.ts', '--format', 'json'],
      dir,
    );
    expect(run.stderr).not.toContain('not a module');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('verify/connection');
  });

  it('verify --expect through the config never imports the module', () => {
    appendFileSync(join(dir, 'generated/skills.ts'), payload());
    const run = runCliProcess(['verify', '--stdio', `${process.execPath} -e 0`, '--expect', 'skillpack.config.json'], dir);
    expect(existsSync(marker)).toBe(false);
    expect(run.code).toBe(2);
  });

  it('attest never imports a module with code in it', () => {
    appendFileSync(join(dir, 'generated/skills.ts'), payload());
    const run = runCliProcess(['attest', '--source-commit', commit], dir);
    expect(existsSync(marker)).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });

  it('attest refuses a module whose text was edited by hand (same size, declared digests untouched)', () => {
    const file = layout === 'single' ? join(dir, 'generated/skills.ts') : textsModule();
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('The steps, in order.');
    writeFileSync(file, source.replace('The steps, in order.', 'Run curl | sh first.'));
    const run = runCliProcess(['attest', '--source-commit', commit], dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('skill://a/references/guide.md');
    expect(run.stderr).toContain('edited after the build');
  });

  it('attest still signs the module the build wrote', () => {
    const run = runCliProcess(['attest', '--source-commit', commit], dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const statement = JSON.parse(run.stdout) as { subject: { name: string }[] };
    expect(statement.subject.map((s) => s.name)).toEqual(['skill://a/SKILL.md', 'skill://a/references/guide.md']);
  });

  it("diff never runs the base commit's module", () => {
    git('init', '-q', '-b', 'main');
    appendFileSync(join(dir, 'generated/skills.ts'), payload());
    git('add', '-A');
    git('commit', '-q', '-m', 'base with code in its module');
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const run = runCliProcess(['diff', '--format', 'json', '--base', 'main'], dir);
    expect(existsSync(marker)).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not a module `skillpack build` writes');
  });
});

function textsModule(): string {
  const index = readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
  const specifier = /import\("\.\/(skills\/a\.[0-9a-f]{16})\.js"\)/.exec(index)?.[1];
  expect(specifier).toBeDefined();
  return join(dir, 'generated', `${specifier as string}.ts`);
}

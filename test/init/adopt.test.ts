// `skillpack init` in repositories that already have skills, through the built CLI: the skills'
// directory becomes the config's root and every skill found goes in the allowlist (no example
// skill); several roots are a choice (--root, or exit 2 naming them); skills with scripts are named
// with the exact entry that opts them in (never opted in by init); and everything init writes follows
// the configured root and output, also when the root is changed by hand and init runs again.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCliProcess } from '../support/cli.js';
import { writeProject } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function project(files: Record<string, string>): string {
  const { dir } = writeProject(files, { prefix: 'skillpack-adopt-', git: true, packageJson: { name: 'weather', version: '1.0.0' } });
  dirs.push(dir);
  return dir;
}

const config = (dir: string): { root: string; output: string; skills: unknown[] } =>
  JSON.parse(readFileSync(join(dir, 'skillpack.config.json'), 'utf8')) as { root: string; output: string; skills: unknown[] };

describe('init adopts the skills a repository has', () => {
  it('.claude/skills: that directory is the root, each skill is listed and allowlisted, no example skill', () => {
    const dir = project({
      '.claude/skills/alpha/SKILL.md': validSkillMd('alpha'),
      '.claude/skills/beta/SKILL.md': validSkillMd('beta'),
      '.claude/skills/beta/references/guide.md': '# Guide\n',
      '.claude/settings.json': '{}\n',
    });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('2 skills under .claude/skills/');
    expect(run.stdout).toContain('  skill   .claude/skills/alpha\n');
    expect(run.stdout).toContain('  skill   .claude/skills/beta\n');
    expect(config(dir)).toMatchObject({
      root: '.claude/skills',
      output: 'generated/skills.ts',
      skills: [
        { path: 'alpha', tools: [] },
        { path: 'beta', tools: [] },
      ],
    });
    expect(existsSync(join(dir, 'skills'))).toBe(false);
    expect(existsSync(join(dir, '.claude/skills/example-skill'))).toBe(false);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toContain('\n.claude/skills/** -text\ngenerated/** -text\n');
    expect(readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')).toMatch(
      /^# .*under \.claude\/skills\/ and prove generated\/skills\.ts/,
    );
    expect(run.stdout).toContain('next: npm run skills:build, then commit .claude/skills/, generated/ and the files above.');
    const lint = runCliProcess(['lint'], dir);
    expect(lint.stdout + lint.stderr).toMatch(/0 errors/);
    expect(lint.code).toBe(0);
  });

  it('names the skills that carry scripts with the exact entry that opts them in, and never opts in itself', () => {
    const dir = project({
      '.agents/skills/pdf/SKILL.md': validSkillMd('pdf'),
      '.agents/skills/pdf/scripts/fill.py': 'print(1)\n',
      '.agents/skills/pdf/tools/run.sh': 'echo hi\n',
      '.agents/skills/notes/SKILL.md': validSkillMd('notes'),
    });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('  skill   .agents/skills/pdf  (scripts: scripts/fill.py, tools/run.sh)');
    const note = /note: skill "pdf" carries scripts \(scripts\/fill\.py, tools\/run\.sh\).*: (\{.*\})$/m.exec(run.stdout);
    expect(note, run.stdout).not.toBeNull();
    const entry = JSON.parse(note![1]!) as unknown;
    expect(entry).toEqual({ path: 'pdf', tools: [], scripts: true });
    expect(config(dir).skills).toEqual([
      { path: 'notes', tools: [] },
      { path: 'pdf', tools: [] },
    ]);
    expect(run.stdout).not.toContain('skill "notes" carries scripts');

    // The printed entry, pasted in, is what the build needs to ship the scripts.
    const refused = runCliProcess(['build'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('content/executable');
    const pasted = { ...config(dir), skills: [{ path: 'notes', tools: [] }, entry] };
    writeFileSync(join(dir, 'skillpack.config.json'), `${JSON.stringify(pasted, null, 2)}\n`);
    const built = runCliProcess(['build'], dir);
    expect(built.code, built.stdout + built.stderr).toBe(0);
  });

  it('an executable file without an extension and a "#!" first line count as scripts; a plain text file does not', () => {
    const dir = project({
      'skills/tool/SKILL.md': validSkillMd('tool'),
      'skills/tool/bin/go': 'echo go\n',
      'skills/tool/bin/run': '#!/bin/sh\necho\n',
      'skills/tool/notes.txt': 'plain\n',
    });
    chmodSync(join(dir, 'skills/tool/bin/go'), 0o755);
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.stdout).toContain('  skill   skills/tool  (scripts: bin/go, bin/run)\n');
  });

  it('several roots: --yes without --root refuses and names them; --root picks one and lists the others', () => {
    const dir = project({
      '.claude/skills/alpha/SKILL.md': validSkillMd('alpha'),
      'plugins/kit/skills/gamma/SKILL.md': validSkillMd('gamma'),
      'plugins/kit/skills/delta/SKILL.md': validSkillMd('delta'),
    });
    const refused = runCliProcess(['init', '--yes'], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('1. .claude/skills  (1 skill)');
    expect(refused.stderr).toContain('2. plugins/kit/skills  (2 skills)');
    expect(refused.stderr).toContain('npx skillpack init --root .claude/skills --yes');
    expect(existsSync(join(dir, 'skillpack.config.json'))).toBe(false);

    const chosen = runCliProcess(['init', '--yes', '--root', './plugins/kit/skills/'], dir);
    expect(chosen.code, chosen.stderr).toBe(0);
    expect(chosen.stdout).toContain('  other   .claude/skills/  (1 skill; not packaged');
    expect(config(dir)).toMatchObject({
      root: 'plugins/kit/skills',
      skills: [
        { path: 'delta', tools: [] },
        { path: 'gamma', tools: [] },
      ],
    });
  });

  it('--root for a directory that does not exist yet: the example skill goes there', () => {
    const dir = project({});
    const run = runCliProcess(['init', '--yes', '--root', 'content/skills'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir)).toMatchObject({ root: 'content/skills', skills: [{ path: 'example-skill', tools: [] }] });
    expect(readFileSync(join(dir, 'content/skills/example-skill/SKILL.md'), 'utf8')).toContain('npx skillpack lint content/skills/<name>');
    expect(runCliProcess(['lint'], dir).code).toBe(0);
  });

  it('skills in a folder no host convention names (.agent/skills, an app resource folder) are found and adopted there', () => {
    for (const root of ['.agent/skills', 'src-tauri/resources/skills']) {
      const dir = project({
        [`${root}/alpha/SKILL.md`]: validSkillMd('alpha'),
        [`${root}/alpha/references/guide.md`]: '# Guide\n',
        'src/main.ts': 'export {};\n',
      });
      const run = runCliProcess(['init', '--yes'], dir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`1 skill under ${root}/`);
      expect(config(dir)).toMatchObject({ root, skills: [{ path: 'alpha', tools: [] }] });
      expect(existsSync(join(dir, 'skills/example-skill'))).toBe(false);
      expect(runCliProcess(['lint'], dir).code).toBe(0);
    }
  });

  it('a skills folder that is itself a skill is adopted from the folder above it', () => {
    const dir = project({
      '.github/skills/SKILL.md': validSkillMd('skills'),
      '.github/skills/references/api.md': '# API\n',
    });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir)).toMatchObject({ root: '.github', skills: [{ path: 'skills', tools: [] }] });
    expect(existsSync(join(dir, '.github/skills/example-skill'))).toBe(false);
    expect(runCliProcess(['lint'], dir).code).toBe(0);
  });

  it('skills at the top level: nothing written, and the move that lets init adopt them', () => {
    const dir = project({
      'hunter/SKILL.md': validSkillMd('hunter'),
      'barion/SKILL.md': validSkillMd('barion'),
    });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("2 skills are kept at the repository's top level (barion/, hunter/)");
    expect(run.stderr).toContain('mkdir skills && git mv barion hunter skills/');
    expect(existsSync(join(dir, 'skillpack.config.json'))).toBe(false);
    expect(existsSync(join(dir, 'skills'))).toBe(false);
    execFileSync('sh', ['-c', 'git add -A && mkdir skills && git mv barion hunter skills/'], { cwd: dir }); // the move the advice names, on tracked files
    const again = runCliProcess(['init', '--yes'], dir);
    expect(again.code, again.stderr).toBe(0);
    expect(config(dir)).toMatchObject({ root: 'skills', skills: [{ path: 'barion' }, { path: 'hunter' }] });
  });

  it("a skill only inside node_modules is not the project's own: the example skill is written as before", () => {
    const dir = project({
      'node_modules/pkg/skills/vendored/SKILL.md': validSkillMd('vendored'),
    });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir)).toMatchObject({ root: 'skills', skills: [{ path: 'example-skill' }] });
  });

  it('--root that leaves the repository is a usage error', () => {
    const dir = project({});
    const run = runCliProcess(['init', '--yes', '--root', '../elsewhere'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('contains `..`');
  });
});

describe('init again after the root or output changed by hand', () => {
  it('brings .gitattributes, the hook filter and the workflow in line (not "nothing to do")', () => {
    const dir = project({ '.husky/pre-commit': 'npm test\n', 'skills/alpha/SKILL.md': validSkillMd('alpha') });
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    expect(readFileSync(join(dir, '.husky/pre-commit'), 'utf8')).toBe(
      'npm test\ngit diff --cached --quiet -- skills generated skillpack.config.json || ./node_modules/.bin/skillpack check --staged\n',
    );
    // The user moves the skills to .claude/skills and the output to src/skills.ts.
    mkdirSync(join(dir, '.claude'));
    execFileSync('mv', [join(dir, 'skills'), join(dir, '.claude/skills')]);
    writeFileSync(
      join(dir, 'skillpack.config.json'),
      `${JSON.stringify({ ...config(dir), root: '.claude/skills', output: 'src/skills.ts' }, null, 2)}\n`,
    );
    const again = runCliProcess(['init', '--yes'], dir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('nothing to do');
    expect(readFileSync(join(dir, '.husky/pre-commit'), 'utf8')).toBe(
      'npm test\ngit diff --cached --quiet -- .claude/skills src skillpack.config.json || ./node_modules/.bin/skillpack check --staged\n',
    );
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toMatch(/^\.claude\/skills\/\*\* -text$/m);
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toMatch(/^src\/\*\* -text$/m);
    expect(readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')).toMatch(/under \.claude\/skills\/ and prove src\/skills\.ts/);
    expect(again.stdout).toContain('then commit .claude/skills/, src/ and the files above.');
    // And then it is in line.
    expect(runCliProcess(['init', '--yes'], dir).stdout).toMatch(/^skillpack init: nothing to do/);
  });

  it('lefthook and the pre-commit framework: the entry init wrote follows the root; an edited workflow is kept', () => {
    const dir = project({ 'lefthook.yml': 'pre-commit:\n  commands:\n    test:\n      run: npm test\n' });
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    writeFileSync(join(dir, '.github/workflows/skills.yml'), `${readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')}# mine\n`);
    writeFileSync(join(dir, 'skillpack.config.json'), `${JSON.stringify({ ...config(dir), root: 'agent-skills' }, null, 2)}\n`);
    const again = runCliProcess(['init', '--yes'], dir);
    expect(again.code, again.stderr).toBe(0);
    expect(
      (parse(readFileSync(join(dir, 'lefthook.yml'), 'utf8')) as { 'pre-commit': { commands: object } })['pre-commit'].commands,
    ).toEqual({
      test: { run: 'npm test' },
      skillpack: { glob: '{agent-skills/**,generated/**,skillpack.config.json}', run: './node_modules/.bin/skillpack check --staged' },
    });
    expect(again.stdout).toContain('keep    .github/workflows/skills.yml');
    expect(readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')).toContain('# mine\n');
  });

  it('names allowlisted skills whose scripts are not opted in, and skills that are not listed, with valid JSON entries', () => {
    const dir = project({ 'skills/alpha/SKILL.md': validSkillMd('alpha') });
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    writeFileSync(join(dir, 'skills/alpha/run.sh'), 'echo\n');
    mkdirSync(join(dir, 'skills/beta'));
    writeFileSync(join(dir, 'skills/beta/SKILL.md'), validSkillMd('beta'));
    const again = runCliProcess(['init', '--yes'], dir);
    expect(again.stdout).toContain('unlisted skills/beta  (not in the allowlist: add {"path":"beta","tools":[]} to "skills"');
    expect(JSON.parse(/carries scripts \(run\.sh\).*: (\{.*\})$/m.exec(again.stdout)![1]!)).toEqual({
      path: 'alpha',
      tools: [],
      scripts: true,
    });
  });
});

// `skillpack init` in fresh temporary repositories, through the built CLI: what it creates, that the
// example skill lints clean, that a second run changes nothing, that it never overwrites, that it
// needs --yes off a terminal, the formatter ignores, and each hook manager's entry. The fallback hook
// is proven by real commits (refused, then accepted).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCliProcess } from '../support/cli.js';
import { writeProject } from '../support/disk.js';

const repoRoot = process.cwd();
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function project(files: Record<string, string> = {}, options: { git?: boolean } = {}): string {
  const { dir } = writeProject(files, {
    prefix: 'skillpack-init-',
    git: options.git !== false,
    packageJson: { name: '@acme/weather-server', version: '1.0.0', scripts: { test: 'vitest' } },
  });
  dirs.push(dir);
  return dir;
}

/** Every file under dir (except .git and node_modules) with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      if (name === '.git' || name === 'node_modules') continue;
      const path = rel === '' ? name : `${rel}/${name}`;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else out[path] = readFileSync(join(dir, path), 'utf8');
    }
  };
  walk('');
  return out;
}

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('skillpack init --yes in a fresh repository', () => {
  it('creates the config, an example skill that lints clean, scripts, attributes, hook and workflow', () => {
    const dir = project({ '.prettierignore': 'dist\n' });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const path of [
      'skillpack.config.json',
      'skills/example-skill/SKILL.md',
      '.gitattributes',
      '.githooks/pre-commit',
      '.github/workflows/skills.yml',
    ]) {
      expect(run.stdout).toContain(`create  ${path}`);
      expect(existsSync(join(dir, path))).toBe(true);
    }
    const config = JSON.parse(readFileSync(join(dir, 'skillpack.config.json'), 'utf8')) as Record<string, unknown>;
    expect(config).toEqual({
      $schema: './node_modules/skillpack/schema/skillpack.config.schema.json',
      root: 'skills',
      output: 'generated/skills.ts',
      publisher: 'weather-server',
      skills: [{ path: 'example-skill', tools: [] }],
    });
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts).toEqual({
      test: 'vitest',
      'skills:build': 'skillpack build',
      'skills:check': 'skillpack check',
      'skills:lint': 'skillpack lint',
    });
    expect(readFileSync(join(dir, '.gitattributes'), 'utf8')).toMatch(/^skills\/\*\* -text$/m);
    expect(readFileSync(join(dir, '.prettierignore'), 'utf8')).toMatch(/^dist\n\n# skillpack: .*\ngenerated\/\n$/);
    expect(git(dir, 'config', 'core.hooksPath').trim()).toBe('.githooks');
    expect(statSync(join(dir, '.githooks/pre-commit')).mode & 0o111).not.toBe(0);
    const workflow = parse(readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')) as {
      jobs: { check: { steps: { run?: string }[] } };
    };
    expect(workflow.jobs.check.steps.map((s) => s.run).filter(Boolean)).toEqual(['npm ci', 'npx skillpack check']);

    const lint = runCliProcess(['lint'], dir);
    expect(lint.stdout + lint.stderr).toMatch(/0 errors, 0 warnings/);
    expect(lint.code).toBe(0);
    const check = runCliProcess(['build'], dir);
    expect(check.code).toBe(0);
  });

  it('changes nothing the second time', () => {
    const dir = project();
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    const before = snapshot(dir);
    const again = runCliProcess(['init', '--yes'], dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^skillpack init: nothing to do/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('never overwrites: an existing config and workflow are kept, and no example skill is added', () => {
    const dir = project({ 'skillpack.config.json': '{"mine":true}\n', '.github/workflows/skills.yml': 'name: mine\n' });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('keep    skillpack.config.json  (exists)');
    expect(readFileSync(join(dir, 'skillpack.config.json'), 'utf8')).toBe('{"mine":true}\n');
    expect(readFileSync(join(dir, '.github/workflows/skills.yml'), 'utf8')).toBe('name: mine\n');
    expect(existsSync(join(dir, 'skills'))).toBe(false);
  });

  it('off a terminal without --yes: lists the plan, writes nothing, exits 2', () => {
    const dir = project();
    const before = snapshot(dir);
    const run = runCliProcess(['init'], dir);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('create  skillpack.config.json');
    expect(run.stderr).toContain('npx skillpack init --yes');
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('formatter and linter ignores', () => {
  it.each([
    ['Biome 1', { files: { ignore: ['dist/**'] } }, { files: { ignore: ['dist/**', 'generated/**'] } }],
    [
      'Biome 2',
      { $schema: 'https://biomejs.dev/schemas/2.1.0/schema.json', files: { includes: ['**'] } },
      { $schema: 'https://biomejs.dev/schemas/2.1.0/schema.json', files: { includes: ['**', '!generated'] } },
    ],
  ])('%s: biome.json excludes generated/', (_name, before, after) => {
    const dir = project({ 'biome.json': `${JSON.stringify(before, null, 2)}\n`, '.eslintignore': 'node_modules\n' });
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'biome.json'), 'utf8'))).toEqual(after);
    expect(readFileSync(join(dir, '.eslintignore'), 'utf8')).toContain('\ngenerated/\n');
  });
});

describe('hook managers: init adds the check to the one the repository uses', () => {
  it('husky: .husky/pre-commit gets the filtered check', () => {
    const dir = project({ '.husky/pre-commit': 'npm test\n' });
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.stdout).toContain('pre-commit hook through husky');
    expect(readFileSync(join(dir, '.husky/pre-commit'), 'utf8')).toBe(
      'npm test\ngit diff --cached --quiet -- skills generated skillpack.config.json || ./node_modules/.bin/skillpack check --staged\n',
    );
    expect(existsSync(join(dir, '.githooks'))).toBe(false);
  });

  it('lefthook: a pre-commit command with a glob, other commands kept', () => {
    const dir = project({ 'lefthook.yml': '# mine\npre-commit:\n  commands:\n    test:\n      run: npm test\n' });
    runCliProcess(['init', '--yes'], dir);
    const text = readFileSync(join(dir, 'lefthook.yml'), 'utf8');
    expect(text.startsWith('# mine\n')).toBe(true);
    expect(parse(text)).toEqual({
      'pre-commit': {
        commands: {
          test: { run: 'npm test' },
          skillpack: { glob: '{skills/**,generated/**,skillpack.config.json}', run: './node_modules/.bin/skillpack check --staged' },
        },
      },
    });
  });

  it('simple-git-hooks: the package.json entry, after the scripts', () => {
    const dir = project();
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dir, 'package.json'),
      `${JSON.stringify({ ...manifest, 'simple-git-hooks': { 'pre-commit': 'npm test' } }, null, 2)}\n`,
    );
    runCliProcess(['init', '--yes'], dir);
    const after = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      scripts: object;
      'simple-git-hooks': { 'pre-commit': string };
    };
    expect(after['simple-git-hooks']['pre-commit']).toBe(
      'npm test && git diff --cached --quiet -- skills generated skillpack.config.json || ./node_modules/.bin/skillpack check --staged',
    );
    expect(Object.keys(after.scripts)).toEqual(['test', 'skills:build', 'skills:check', 'skills:lint']);
  });

  it('pre-commit framework: a local system hook', () => {
    const dir = project({
      '.pre-commit-config.yaml':
        'repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v4.6.0\n    hooks:\n      - id: trailing-whitespace\n',
    });
    runCliProcess(['init', '--yes'], dir);
    const config = parse(readFileSync(join(dir, '.pre-commit-config.yaml'), 'utf8')) as {
      repos: { repo: string; hooks: { id: string; entry?: string; language?: string }[] }[];
    };
    expect(config.repos.map((r) => r.repo)).toEqual(['https://github.com/pre-commit/pre-commit-hooks', 'local']);
    expect(config.repos[1]?.hooks[0]).toMatchObject({
      id: 'skillpack-check',
      entry: './node_modules/.bin/skillpack check --staged',
      language: 'system',
      pass_filenames: false,
    });
  });

  it('none: core.hooksPath, and the hook refuses a bad commit and accepts a good one', () => {
    const dir = project();
    expect(runCliProcess(['init', '--yes'], dir).code).toBe(0);
    // The project's installed skillpack: this repository (scripts/hooks and dist/ are where the package has them).
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(repoRoot, join(dir, 'node_modules/skillpack'));
    expect(runCliProcess(['build'], dir).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    const skill = join(dir, 'skills/example-skill/SKILL.md');
    writeFileSync(skill, readFileSync(skill, 'utf8').replace('name: example-skill', 'name: Example'));
    git(dir, 'add', '-A');
    let refusal = '';
    try {
      git(dir, 'commit', '-qm', 'bad');
    } catch (error) {
      refusal = String((error as { stderr?: string }).stderr) + String((error as { stdout?: string }).stdout);
    }
    expect(refusal).toContain('frontmatter/name');
    expect(git(dir, 'log', '--format=%s')).toBe('skills\n');
  });
});

// The pre-commit hook's shell fast path against hostile configs: on every index its verdict (pass or
// refuse) is the verdict of `skillpack check --staged`, whatever the config's spelling (duplicate or
// escaped keys, roots with leading or trailing spaces) and wherever the hook is started from.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pemKey } from '../secret/support/secrets.js';
import { validSkillMd } from '../support/fixture.js';
import { cleanEnv, createGitRepo, type GitRepo } from './../workflow/git.js';

const hook = fileURLToPath(new URL('../../scripts/hooks/pre-commit', import.meta.url));

function runHook(cwd: string, env: Record<string, string> = {}): { code: number | null; stderr: string } {
  const result = spawnSync('sh', [hook], { cwd, env: cleanEnv(env), encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stderr: result.stderr };
}

let repo: GitRepo;
beforeEach(() => {
  repo = createGitRepo();
});
afterEach(() => repo.cleanup());

/** A repository whose real skills live in `skillsDir`, with a private key staged in one of them, and a clean decoy elsewhere. */
function stageSecret(skillsDir: string, configText: string): void {
  repo.write(`${skillsDir}/a/SKILL.md`, validSkillMd('a'));
  repo.write('decoy/a/SKILL.md', validSkillMd('a'));
  repo.write('skillpack.config.json', configText);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'skills', '--no-verify');
  repo.write(`${skillsDir}/a/references/key.md`, `A key:\n\n${pemKey('rsa-pkcs8')}\n`);
  repo.git('add', '-A');
}

const skills = '"skills": [{ "path": "a", "tools": [] }]';
const hostileConfigs: [string, string, string][] = [
  [
    'a plain config',
    'content',
    `{\n  "root": "content",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  [
    'a duplicate root, decoy first',
    'content',
    `{\n  "root": "decoy",\n  "root": "content",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  [
    'a duplicate root, decoy last',
    'content',
    `{\n  "root": "content",\n  "root": "decoy",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  [
    'an escaped duplicate key',
    'content',
    `{\n  "root": "decoy",\n  "ro\\u006ft": "content",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  [
    'a root with a leading space',
    ' content',
    `{\n  "root": " content",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  [
    'a root with a trailing space',
    'content ',
    `{\n  "root": "content ",\n  "output": "generated/skills.ts",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
  ['a one-line config', 'content', `{"root":"content","output":"generated/skills.ts","publisher":"skillpack",${skills}}\n`],
  [
    'CRLF line endings',
    'content',
    `{\r\n  "root": "content",\r\n  "output": "generated/skills.ts",\r\n  "publisher": "skillpack",\r\n  ${skills}\r\n}\r\n`,
  ],
  [
    'a duplicate allowlist',
    'content',
    `{\n  "root": "content",\n  "output": "generated/skills.ts",\n  "secretAllowlist": "a.json",\n  "secretAllowlist": "b.json",\n  "publisher": "skillpack",\n  ${skills}\n}\n`,
  ],
];

describe('the hook refuses whatever check --staged refuses', () => {
  it.each(hostileConfigs)('%s', (_what, skillsDir, configText) => {
    stageSecret(skillsDir, configText);
    const lint = repo.skillpack(['check', '--staged']);
    expect(lint.code, lint.stdout + lint.stderr).not.toBe(0);
    // Refused for the key (exit 1) or for the duplicate key (exit 2, the loader refuses it), nothing else.
    if (lint.code === 1) expect(lint.stdout).toContain('secret/private-key');
    else expect(lint.stderr).toContain('is written twice in one object');
    const fromTop = runHook(repo.dir);
    expect(fromTop.code, fromTop.stderr).toBe(lint.code);
    // A hook manager may start it in a subdirectory.
    mkdirSync(join(repo.dir, 'decoy/a/sub'), { recursive: true });
    const fromSub = runHook(join(repo.dir, 'decoy/a/sub'));
    expect(fromSub.code, fromSub.stderr).toBe(lint.code);
  });

  it('passes what lint --staged passes, and takes the fast path when nothing relevant is staged', () => {
    stageSecret('content', hostileConfigs[0]![2]);
    repo.git('reset', '-q');
    repo.write('README.md', 'unrelated\n');
    repo.git('add', 'README.md');
    const lint = repo.skillpack(['lint', '--staged']);
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    const hooked = runHook(join(repo.dir, 'decoy'));
    expect(hooked.code, hooked.stderr).toBe(0);
  });

  it('fails loudly when it cannot find the config, never exit 0 in silence', () => {
    repo.write('README.md', 'no config here\n');
    repo.git('add', '-A');
    const hooked = runHook(repo.dir);
    expect(hooked.code).toBe(1);
    expect(hooked.stderr).toContain('no skillpack.config.json at the top of the work tree');
    const other = runHook(repo.dir, { SKILLPACK_CONFIG: 'missing/skillpack.config.json' });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('SKILLPACK_CONFIG');
  });

  it('outside any work tree it refuses and says so', () => {
    const outside = join(repo.dir, '.git');
    writeFileSync(join(repo.dir, 'x'), '');
    const hooked = runHook(outside);
    expect(hooked.code).toBe(1);
    expect(hooked.stderr).toContain('not inside a git work tree');
  });
});

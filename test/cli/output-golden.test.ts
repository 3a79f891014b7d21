// The CLI's output, pinned byte for byte: `lint`, `check` and `build` in every format over fixtures
// with findings of every kind, modules made stale in every way `check` names, the repository's own
// skills, a catalog shaped like public skills, and the benchmark catalogs (bench/generate-catalog.mjs),
// with the sha256 of every generated file. Speed work must leave every byte of it alone
// (docs/benchmarks.md); a change meant to alter output updates the files under golden/ with
// `npx vitest run test/cli/output-golden.test.ts -u` and shows the difference in review.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { realSkillsConfig, realSkillsTree, tinyPng } from '../support/real-skills.js';
import { textsModuleFile } from '../support/split-files.js';
// @ts-expect-error: the benchmark's generator is plain JavaScript without types
import { generateCatalog } from '../../bench/generate-catalog.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const golden = (name: string): string => join(repoRoot, 'test/cli/golden', `${name}.txt`);

/** Runs one command in process and returns its transcript with run-dependent parts masked. */
async function run(dir: string, args: readonly string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (chunk: string) => void) =>
    ({
      write: (chunk: string | Uint8Array) => (append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')), true),
    }) as unknown as CliIo['stdout'];
  const io: CliIo = {
    stdout: sink((c) => (stdout += c)),
    stderr: sink((c) => (stderr += c)),
    env: { NO_COLOR: '1' },
    cwd: dir,
  };
  const code = await runCli(args, io);
  if (args.includes('sarif')) stdout = withoutRuleCatalogue(stdout);
  const mask = (text: string): string =>
    text
      .split(dir)
      .join('<dir>')
      .replace(/, \d+ ms$/gm, ', <elapsed> ms')
      .replace(/"elapsedMs": ?\d+/g, '"elapsedMs": "<elapsed>"');
  return [`$ skillpack ${args.join(' ')}`, `exit ${code}`, mask(stdout), ...(stderr === '' ? [] : ['stderr:', mask(stderr)]), ''].join(
    '\n',
  );
}

/** SARIF output less the driver's rule catalogue (every rule's documentation, the same on every run). */
function withoutRuleCatalogue(sarif: string): string {
  const log = JSON.parse(sarif) as { runs: { tool: { driver: { rules?: unknown[] } } }[] };
  for (const run of log.runs) run.tool.driver.rules = [`${run.tool.driver.rules?.length ?? 0} rules`];
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** The sha256 and size of every file under `generated/` (sorted), as build wrote them. */
function generatedDigests(dir: string, under = 'generated'): string {
  const lines: string[] = [];
  if (!existsSync(join(dir, under))) return `${under}/ does not exist\n`;
  const visit = (path: string): void => {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) visit(child);
      else {
        const bytes = readFileSync(child);
        lines.push(`${relative(dir, child)} ${bytes.length} sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      }
    }
  };
  visit(join(dir, under));
  return `${lines.join('\n')}\n`;
}

const formats = ['text', 'json', 'sarif', 'github'] as const;

/** lint, build and check in every format, then the generated files' digests. */
async function fullTranscript(dir: string): Promise<string> {
  const parts: string[] = [];
  for (const format of formats) parts.push(await run(dir, ['lint', '--format', format]));
  parts.push(await run(dir, ['build', '--format', 'json']));
  parts.push(await run(dir, ['build', '--format', 'text']));
  for (const format of formats) parts.push(await run(dir, ['check', '--format', format]));
  parts.push(generatedDigests(dir));
  return parts.join('\n');
}

/** A computed token of a shape the GitHub family reports (never committed as a literal). */
const githubShaped = (): string => ['gh', 'p_'].join('') + 'Zq8'.repeat(12);

/** Findings of many kinds: frontmatter, references, hidden content, secrets, file types, JSON. */
function troubledTree(): Record<string, string | Uint8Array> {
  const ok = (name: string, extra = '') => `---\nname: ${name}\ndescription: Checks ${name}.\n${extra}---\n# ${name}\n`;
  return {
    ...realSkillsTree(),
    'skills/anchors/SKILL.md': '---\nname: anchors\ndescription: &d Uses an anchor.\nlicense: *d\n---\nbody\n',
    'skills/wrong-name/SKILL.md': ok('other-name'),
    'skills/no-front/SKILL.md': '# No frontmatter\n',
    'skills/unclosed/SKILL.md': '---\nname: unclosed\ndescription: never closed\n',
    'skills/numbers/SKILL.md': ok('numbers', 'version: 1.0\nallowed-tools: [1, 2]\nmetadata:\n  n: 2\n'),
    'skills/odd/SKILL.md': `${ok('odd', 'argument-hint: "[x]"\n')}<!-- hidden -->\nSee [gone](references/gone.md), [out](tests/a.md) and /etc/passwd and ../x.md.\nZero\u200bwidth.\n`,
    'skills/odd/data.foo': 'plain text of an undeclared type\n',
    'skills/odd/notes.txt': 'a\u0000b\n',
    'skills/odd/bad.json': '{ nope',
    'skills/odd/run.sh': '#!/bin/sh\necho hi\n',
    'skills/odd/image.png': tinyPng(),
    'skills/odd/blob.bin': new Uint8Array([0xff, 0xfe, 0x00, 0x01]),
    'skills/odd/tests/a.md': '# excluded\n',
    'skills/secretive/SKILL.md': validSkillMd('secretive', { body: `Use the token ${githubShaped()} for the API.\n` }),
    'skills/secretive/references/env.md': `# Env\n\nGITHUB_TOKEN=${githubShaped()}\n`,
  };
}

describe('output pinned byte for byte', () => {
  const cleanups: (() => void)[] = [];
  afterAll(() => cleanups.forEach((c) => c()), 120_000);
  const fresh = (): string => {
    const { dir, cleanup } = tempDir('skillpack-golden-');
    cleanups.push(cleanup);
    return dir;
  };

  it("the repository's own skills", async () => {
    const dir = fresh();
    cpSync(join(repoRoot, 'skills'), join(dir, 'skills'), { recursive: true });
    cpSync(join(repoRoot, 'skillpack.config.json'), join(dir, 'skillpack.config.json'));
    await expect(await fullTranscript(dir)).toMatchFileSnapshot(golden('repository-skills'));
  });

  it('a catalog shaped like public skills (recommended profile), in both layouts', async () => {
    const dir = fresh();
    writeTree(dir, realSkillsTree());
    writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify(realSkillsConfig(), null, 2));
    const single = await fullTranscript(dir);
    rmSync(join(dir, 'generated'), { recursive: true, force: true });
    writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify({ ...realSkillsConfig(), layout: 'split' }, null, 2));
    const split = await fullTranscript(dir);
    await expect(`${single}\n--- split layout ---\n\n${split}`).toMatchFileSnapshot(golden('real-skills'));
  });

  it('a catalog full of findings, with the rules at their defaults and with the unlocked ones off', async () => {
    const dir = fresh();
    writeTree(dir, troubledTree());
    const skills = [
      'pdf-forms',
      'latex-report',
      'plain-notes',
      'anchors',
      'wrong-name',
      'no-front',
      'unclosed',
      'numbers',
      { path: 'odd', exclude: ['tests/**'] },
      'secretive',
    ];
    const base = { root: 'skills', output: 'generated/skills.ts', publisher: 'acme', skills };
    writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify(base, null, 2));
    const defaults = await fullTranscript(dir);
    const lenient = {
      ...base,
      rules: { 'frontmatter/name-matches-directory': 'warning', 'reference/unresolved': 'info', 'hidden/html-comment': 'off' },
    };
    writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify(lenient, null, 2));
    const relaxed = [await run(dir, ['lint', '--format', 'json']), await run(dir, ['lint', 'odd', '--format', 'text'])].join('\n');
    await expect(`${defaults}\n--- some rules relaxed ---\n\n${relaxed}`).toMatchFileSnapshot(golden('findings'));
  });

  it('modules made stale in every way check names', async () => {
    const dir = fresh();
    writeTree(dir, {
      'skills/a/SKILL.md': validSkillMd('a'),
      'skills/a/references/r.md': 'line one\nline two\n',
      'skills/a/references/gone.md': 'soon removed\n',
      'skills/b/SKILL.md': validSkillMd('b'),
    });
    const skills = [
      { path: 'a', tools: [] },
      { path: 'b', tools: [] },
    ];
    writeConfig(dir, { skills });
    const moduleFile = join(dir, 'generated/skills.ts');
    const parts: string[] = [await run(dir, ['build', '--format', 'text'])];
    const built = readFileSync(moduleFile, 'utf8');
    const step = async (label: string, change: () => void): Promise<void> => {
      writeFileSync(moduleFile, built);
      change();
      parts.push(`# ${label}`, await run(dir, ['check', '--format', 'text']), await run(dir, ['check', '--format', 'json']));
    };
    await step('CRLF line endings', () => writeFileSync(moduleFile, built.replace(/\n/g, '\r\n')));
    await step('reformatted', () => writeFileSync(moduleFile, built.replace('from "skillpack/runtime";', "from 'skillpack/runtime';")));
    await step('hand edit of the code', () => writeFileSync(moduleFile, built.replace('deepFreeze(data)', 'deepFreeze( data )')));
    await step('hand edit of a text', () => writeFileSync(moduleFile, built.replace('line two', 'line 2')));
    await step('truncated', () => writeFileSync(moduleFile, built.slice(0, built.length >> 1)));
    await step('not UTF-8', () => writeFileSync(moduleFile, Buffer.concat([Buffer.from(built), Buffer.from([0xff, 0xfe])])));
    await step('empty', () => writeFileSync(moduleFile, ''));
    await step('missing', () => rmSync(moduleFile));
    await step('a temporary file left by a killed build', () => writeFileSync(join(dir, 'generated/.skills.ts.123.0123abcd.tmp'), 'x'));
    rmSync(join(dir, 'generated/.skills.ts.123.0123abcd.tmp'));
    writeFileSync(join(dir, 'skills/a/references/r.md'), 'line one\r\nline two, edited\r\n');
    rmSync(join(dir, 'skills/a/references/gone.md'));
    writeFileSync(join(dir, 'skills/a/references/new.md'), 'a new file\n');
    writeFileSync(
      join(dir, 'skills/b/SKILL.md'),
      validSkillMd('b', {
        body: 'Origin and limits: this skill is published by skillpack for its test suite, reworded; it is read-only guidance and grants no permissions.',
      }),
    );
    await step('sources edited, added and removed (CRLF in the edited one)', () => undefined);
    await step('CRLF module and edited sources', () => writeFileSync(moduleFile, built.replace(/\n/g, '\r\n')));

    await expect(parts.join('\n')).toMatchFileSnapshot(golden('stale-modules'));
  });

  it('split modules made stale', async () => {
    const dir = fresh();
    writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/r.md': 'line one\nline two\n' });
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }], layout: 'split' });
    const parts = [await run(dir, ['build', '--format', 'text']), await run(dir, ['check', '--format', 'json'])];
    const textsA = join(dir, textsModuleFile(dir, 'a'));
    writeFileSync(textsA, readFileSync(textsA, 'utf8').replace('line one', 'line 1'));
    writeFileSync(join(dir, 'generated/skills/zz.0123456789abcdef.ts'), 'export {};\n');
    parts.push('# a texts module edited, one left over', await run(dir, ['check', '--format', 'text']));
    rmSync(join(dir, 'generated/skills.ts'));
    parts.push('# the index missing', await run(dir, ['check', '--format', 'json']));
    await expect(parts.join('\n')).toMatchFileSnapshot(golden('stale-split-modules'));
  });

  describe.each(['typical', 'reallike', 'max'])('the %s benchmark catalog', (kind) => {
    it('lint, build and check, in both layouts, and check of an edited catalog', async () => {
      const work = fresh();
      const summary = generateCatalog(kind, work) as { dir: string; configFile: string; treeDigest: string };
      const dir = summary.dir;
      const parts = [`tree ${summary.treeDigest}`];
      parts.push(await run(dir, ['lint', '--format', 'json']));
      parts.push(await run(dir, ['build', '--format', 'json']));
      parts.push(await run(dir, ['check', '--format', 'text']));
      parts.push(await run(dir, ['check', '--format', 'json']));
      parts.push(generatedDigests(dir));
      const config = JSON.parse(readFileSync(summary.configFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(summary.configFile, JSON.stringify({ ...config, layout: 'split', output: 'split/skills.ts' }, null, 2));
      parts.push(await run(dir, ['build', '--format', 'text']));
      parts.push(await run(dir, ['check', '--format', 'text']));
      parts.push(generatedDigests(dir, 'split'));
      writeFileSync(summary.configFile, JSON.stringify(config, null, 2));
      // One file edited near its end and one SKILL.md edited: check names both.
      const skills = (config.skills as { path: string }[]).map((s) => s.path);
      const first = join(dir, 'skills', skills[0] as string, 'SKILL.md');
      writeFileSync(first, `${readFileSync(first, 'utf8')}\nOne more line.\n`);
      const last = join(dir, 'skills', skills[skills.length - 1] as string, 'SKILL.md');
      writeFileSync(last, readFileSync(last, 'utf8').replace('Origin and limits', 'Origin and limits,'));
      parts.push('# two SKILL.md edited', await run(dir, ['check', '--format', 'text']), await run(dir, ['check', '--format', 'json']));
      rmSync(work, { recursive: true, force: true });
      await expect(parts.join('\n')).toMatchFileSnapshot(golden(`bench-${kind}`));
    }, 300_000);
  });
});

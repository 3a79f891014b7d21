// The split layout served for real: the emitted index and texts modules are compiled to JavaScript
// in a temporary directory and imported as a server would. The split server answers exactly what
// the single-module server answers, imports a skill's texts only when one of its files is read,
// and turns a missing or mismatched texts module into an internal error for that read alone.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareModule } from '../../src/emit/prepare-module.js';
import {
  createSkillServer,
  createSplitSkillServer,
  internalErrorCode,
  type SkillCatalog,
  type SkillRequestContext,
  type SplitSkillCatalog,
} from '../../src/runtime/index.js';
import { tempDir } from '../support/disk.js';
import { lintFixtureOutcome, validSkillMd } from '../support/fixture.js';

const tree: Record<string, string> = {
  'skills/a/SKILL.md': validSkillMd('a'),
  'skills/a/references/notes.md': 'caf\u00e9 \u{1F680} line\u2028separator\r\n',
  'skills/b/SKILL.md': validSkillMd('b'),
  'skills/b/data.json': '{"k": "v"}\n',
  'skills/c/SKILL.md': validSkillMd('c'),
};
const ctx: SkillRequestContext = { era: 'modern', enabled: true, tools: [] };

/** Writes the prepared files as JavaScript, keeping paths (the index imports `./skills/<skill>.<hash>.js`). */
function compile(files: readonly { file: string; source: string }[], dir: string): void {
  for (const { file, source } of files) {
    const target = join(dir, file.replace(/\.ts$/, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' }).code);
  }
}

let dir: string;
let cleanup: () => void;
let single: SkillCatalog;
let split: SplitSkillCatalog;

beforeAll(async () => {
  ({ dir, cleanup } = tempDir());
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  const eager = prepareModule(lintFixtureOutcome(tree));
  compile([{ file: 'single/skills.ts', source: eager.source }], dir);
  const lazy = prepareModule(lintFixtureOutcome(tree, { layout: 'split' }));
  // Each texts module is named by its content (src/emit/emit-split.ts), the index last.
  const names = lazy.files.map((f) => f.file);
  expect(names).toHaveLength(4);
  for (const [i, skill] of ['a', 'b', 'c'].entries()) {
    const file = lazy.files[i];
    expect(file?.file).toBe(
      `generated/skills/${skill}.${createHash('sha256')
        .update(file?.bytes ?? '')
        .digest('hex')
        .slice(0, 16)}.ts`,
    );
  }
  expect(names[3]).toBe('generated/skills.ts');
  compile(lazy.files, dir);
  // Skill c's texts module is broken on purpose (its index entry is intact): only reads of c fail.
  writeFileSync(join(dir, (names[2] as string).replace(/\.ts$/, '.js')), 'export const texts = ["not the text"];\n');
  single = ((await import(pathToFileURL(join(dir, 'single/skills.js')).href)) as { catalog: SkillCatalog }).catalog;
  split = ((await import(pathToFileURL(join(dir, 'generated/skills.js')).href)) as { catalog: SplitSkillCatalog }).catalog;
});
afterAll(() => cleanup());

describe('split catalog', () => {
  it('has the same digest, skills and manifests as the single module, without texts', () => {
    expect(split.layout).toBe('split');
    expect(split.digest).toBe(single.digest);
    expect(split.skills.map((s) => s.files)).toEqual(single.skills.map((s) => s.files.map(({ text: _text, ...entry }) => entry)));
    expect(Object.isFrozen(split.skills[0])).toBe(true);
  });

  it('answers skills/list, skills/get, resources/list and resources/read as the single-module server does', async () => {
    const eager = createSkillServer(single);
    const lazy = createSplitSkillServer(split);
    expect(lazy.listSkills({}, ctx)).toEqual(eager.listSkills({}, ctx));
    expect(lazy.listResources({}, ctx)).toEqual(eager.listResources({}, ctx));
    for (const skill of single.skills.filter((s) => s.path !== 'c')) {
      expect(lazy.getSkill({ uri: skill.uri }, ctx)).toEqual(eager.getSkill({ uri: skill.uri }, ctx));
      for (const file of skill.files) {
        expect(await lazy.readResource({ uri: file.uri }, ctx)).toEqual(eager.readResource({ uri: file.uri }, ctx));
        expect(await lazy.respond('resources/read', { uri: file.uri }, ctx)).toEqual(
          eager.respond('resources/read', { uri: file.uri }, ctx),
        );
      }
    }
    // Refusals are the single server's too.
    expect(await lazy.readResource({ uri: 'skill://nope/SKILL.md' }, ctx)).toEqual(
      eager.readResource({ uri: 'skill://nope/SKILL.md' }, ctx),
    );
    expect(await lazy.readResource({ uri: 'skill://a/SKILL.md' }, { ...ctx, enabled: false })).toEqual(
      eager.readResource({ uri: 'skill://a/SKILL.md' }, { ...ctx, enabled: false }),
    );
  });

  it('answers a read of a skill whose texts do not match the index with an internal error, and still serves the others', async () => {
    const lazy = createSplitSkillServer(split);
    const broken = await lazy.readResource({ uri: 'skill://c/SKILL.md' }, ctx);
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.error.code).toBe(internalErrorCode);
      expect(broken.error.message).toContain('skill c');
    }
    expect((await lazy.readResource({ uri: 'skill://a/SKILL.md' }, ctx)).ok).toBe(true);
  });

  it('imports a skill texts module only when one of its files is read', async () => {
    let loads = 0;
    const counted: SplitSkillCatalog = {
      ...split,
      skills: split.skills.map((s) => ({ ...s, loadTexts: () => ((loads += 1), s.loadTexts()) })),
    };
    const lazy = createSplitSkillServer(counted);
    lazy.listSkills({}, ctx);
    lazy.listResources({}, ctx);
    expect(loads).toBe(0);
    await lazy.readResource({ uri: 'skill://a/SKILL.md' }, ctx);
    await lazy.readResource({ uri: 'skill://a/references/notes.md' }, ctx);
    expect(loads).toBe(1);
  });

  it('refuses an index without loadTexts at creation, as any unservable catalog', () => {
    const withoutLoader = { ...split, skills: split.skills.map(({ loadTexts: _l, ...rest }) => rest) } as unknown as SplitSkillCatalog;
    expect(() => createSplitSkillServer(withoutLoader)).toThrow(/loadTexts must be a function/);
  });
});

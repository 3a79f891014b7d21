// The split layout's texts modules are named by their content (`<skill path>.<16 hex of sha256>.ts`):
// the same catalog gives the same names and bytes, a changed skill gets a new name while the others
// are left alone, texts modules written under the old fixed names are left-overs build removes, and
// serve's loader accepts an index only when it imports texts modules by such names.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogModule } from '../../src/catalog-module/load-catalog-module.js';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { textsModuleFile } from '../support/split-files.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

let dir: string;
let cleanup: () => void;

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/references/r.md': 'first\n',
    'skills/b/SKILL.md': validSkillMd('b'),
    'skills/team/c/SKILL.md': validSkillMd('c'),
  });
  writeConfig(dir, {
    layout: 'split',
    skills: [
      { path: 'a', tools: [] },
      { path: 'b', tools: [] },
      { path: 'team/c', tools: [] },
    ],
  });
});
afterEach(() => cleanup());

const build = () => runCliProcess(['build'], dir);
/** Every generated file under generated/, with its bytes. */
function generated(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(join(dir, 'generated'), { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const rel = join(entry.parentPath, entry.name).slice(dir.length + 1);
      files.set(rel, readFileSync(join(dir, rel), 'utf8'));
    }
  return files;
}

describe('content-addressed texts modules', () => {
  it('the same catalog gives the same names and bytes, built anywhere', () => {
    expect(build().code).toBe(0);
    const first = generated();
    const other = tempDir();
    try {
      for (const file of [
        'skills/a/SKILL.md',
        'skills/a/references/r.md',
        'skills/b/SKILL.md',
        'skills/team/c/SKILL.md',
        'skillpack.config.json',
      ])
        writeTree(other.dir, { [file]: readFileSync(join(dir, file)) });
      expect(runCliProcess(['build'], other.dir).code).toBe(0);
      const second = new Map([...generated()].map(([file]) => [file, readFileSync(join(other.dir, file), 'utf8')]));
      expect(second).toEqual(first);
    } finally {
      other.cleanup();
    }
    // A nested skill's module sits beside its parent directory's, named the same way.
    expect(textsModuleFile(dir, 'team/c')).toMatch(/^generated\/skills\/team\/c\.[0-9a-f]{16}\.ts$/);
    expect(build().stdout).toContain('is up to date');
  });

  it('a changed skill gets a new texts module; the others are not rewritten; the old one goes after the index', () => {
    expect(build().code).toBe(0);
    const a = textsModuleFile(dir, 'a');
    const b = textsModuleFile(dir, 'b');
    const c = textsModuleFile(dir, 'team/c');
    writeTree(dir, { 'skills/a/references/r.md': 'second\n' });
    const rebuilt = build();
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    // The new texts module of a and the index; b and c keep their files.
    expect(rebuilt.stdout).toContain('wrote 2 of 4 files for generated/skills.ts');
    expect(rebuilt.stdout).toContain('deleted 1 left-over texts modules');
    const newA = textsModuleFile(dir, 'a');
    expect(newA).not.toBe(a);
    expect(textsModuleFile(dir, 'b')).toBe(b);
    expect(textsModuleFile(dir, 'team/c')).toBe(c);
    expect(readFileSync(join(dir, 'generated/skills.ts'), 'utf8')).toContain(`import("./${newA.slice('generated/'.length, -3)}.js")`);
    // Back to the first text: back to the first name.
    writeTree(dir, { 'skills/a/references/r.md': 'first\n' });
    expect(build().code).toBe(0);
    expect(textsModuleFile(dir, 'a')).toBe(a);
    expect(runCliProcess(['check'], dir).code).toBe(0);
  });

  it('texts modules under the old fixed names are left-overs: check names them, build deletes them', () => {
    expect(build().code).toBe(0);
    const a = textsModuleFile(dir, 'a');
    // What an earlier skillpack wrote: `<skill path>.ts`, with the generated header.
    writeFileSync(join(dir, 'generated/skills/a.ts'), readFileSync(join(dir, a)));
    const checked = runCliProcess(['check', '--format', 'json'], dir);
    expect(checked.code).toBe(1);
    const files = (JSON.parse(checked.stdout) as { diagnostics: { ruleId: string; file: string }[] }).diagnostics.map((d) => d.file);
    expect(files).toEqual(['generated/skills/a.ts']);
    expect(build().stdout).toContain('deleted 1 left-over texts modules');
    expect(readdirSync(join(dir, 'generated/skills')).filter((n) => n.startsWith('a.'))).toEqual([a.slice('generated/skills/'.length)]);
  });

  it("serve's loader accepts only texts modules named by their content", async () => {
    expect(build().code).toBe(0);
    const index = join(dir, 'generated/skills.ts');
    const a = textsModuleFile(dir, 'a');
    const hashed = a.slice('generated/'.length, -'.ts'.length);
    await expect(loadCatalogModule(index, 'split')).resolves.toMatchObject({ layout: 'split' });
    const original = readFileSync(index, 'utf8');
    for (const [name, file] of [
      ['skills/a', 'generated/skills/a.ts'],
      [`${hashed.slice(0, -1)}`, `${a.slice(0, -4)}.ts`],
      [`${hashed.slice(0, -16)}${hashed.slice(-16).toUpperCase()}`, `${a.slice(0, -19)}${a.slice(-19, -3).toUpperCase()}.ts`],
    ] as const) {
      renameSync(join(dir, a), join(dir, file));
      writeFileSync(index, original.replace(`import("./${hashed}.js")`, `import("./${name}.js")`));
      await expect(loadCatalogModule(index, 'split')).rejects.toThrow('imports something other than its own texts modules');
      renameSync(join(dir, file), join(dir, a));
    }
  });
});

// `serve` reads generated modules without a TypeScript compiler: the emitter's typed lines are
// rewritten exactly, and the result means what esbuild's full type stripping means (the same
// JavaScript statements, so the same catalog), for the single layout and both kinds of split module.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { emitModule } from '../../src/emit/emit-module.js';
import { writeSplitModules } from '../../src/emit/emit-split.js';
import { stripGeneratedTypes } from '../../src/catalog-module/strip-generated-types.js';
import { sampleCatalog } from '../runtime/helpers/catalog-fixture.js';

const options = { typesFrom: 'skillpack/runtime', configName: 'skillpack.config.json' };
/** esbuild's reading of a module, normalised by esbuild itself (so formatting cannot differ). */
const canonical = (typescript: string): string => transformSync(typescript, { loader: 'ts', format: 'esm', target: 'node20' }).code;
const strip = (source: string): string => {
  const outcome = stripGeneratedTypes(source);
  if (!outcome.ok) throw new Error(`refused line ${outcome.line}`);
  return outcome.code;
};

describe('stripGeneratedTypes', () => {
  const split = writeSplitModules(sampleCatalog(), { ...options, textsDirName: 'skills' });
  const modules: [string, string][] = [
    ['the single layout (sample catalog)', emitModule(sampleCatalog(), options)],
    ["this repository's generated/skills.ts", readFileSync('generated/skills.ts', 'utf8')],
    ['a split index module', split.index.toString()],
    ...split.texts.map((t): [string, string] => [`a split texts module (${t.path})`, t.module.toString()]),
  ];

  it.each(modules)('%s: JavaScript equal to what esbuild makes of it', (_name, source) => {
    const code = strip(source);
    expect(code).not.toMatch(/import type|: SkillCatalog|: SplitSkillCatalog|<T>|readonly string\[\]/);
    expect(canonical(code)).toBe(canonical(source));
  });

  it('refuses a top-level typed line the emitter does not write, naming it', () => {
    const source = emitModule(sampleCatalog(), options);
    const edited = source.replace('const data: SkillCatalog = {', 'const data: SkillCatalog | undefined = {');
    const lineOf = edited.split('\n').findIndex((l) => l.startsWith('const data')) + 1;
    expect(stripGeneratedTypes(edited)).toEqual({ ok: false, line: lineOf });
    expect(stripGeneratedTypes('export interface X {}\n')).toEqual({ ok: false, line: 1 });
  });

  it('never touches indented data, even when a text looks like a typed declaration', () => {
    const source = 'const data: SkillCatalog = {\n  text: "const data: SkillCatalog = {",\n};\n';
    expect(strip(source)).toBe('const data = {\n  text: "const data: SkillCatalog = {",\n};\n');
  });
});

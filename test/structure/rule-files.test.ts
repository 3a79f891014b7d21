// Every rule id names its files (AGENTS.md "Conventions"): the rule in `allRules` is exported by
// exactly one module under src/rules/, and that module is src/rules/<id>.ts; its table is
// test/rules/<id>.test.ts, which imports that module and runs `ruleTester`; and no table names a rule
// that does not exist. A secret family's module exports its definition, whose `meta` the registered
// rule shares (src/rules/secret/index.ts), and the registry hands each family's detector to the engine
// under the family's own id.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { secretDetectors, secretFamilies, textSecretRules } from '../../src/rules/secret/index.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** Repository-relative paths of the files under `dir` whose names end with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => posix.join(dir, f.split('\\').join('/')))
    .sort();
}

/** For each rule id, the modules under src/rules/ that export its rule (an export whose `meta` is the rule's). */
async function exportersOf(ids: ReadonlyMap<object, string>): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>([...ids.values()].map((id) => [id, []]));
  for (const file of filesUnder('src/rules', '.ts')) {
    const module = (await import(pathToFileURL(join(repo, file)).href)) as Record<string, unknown>;
    const found = new Set<string>();
    for (const value of Object.values(module)) {
      const meta = typeof value === 'object' && value !== null ? (value as { meta?: unknown }).meta : undefined;
      const id = typeof meta === 'object' && meta !== null ? ids.get(meta) : undefined;
      if (id !== undefined) found.add(id);
    }
    for (const id of found) out.get(id)?.push(file);
  }
  return out;
}

/** The repository-relative files a test file imports by relative specifier (`../x.js` → `x.ts`). */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/from\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    posix.normalize(posix.join(posix.dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts'))),
  );
}

/** What breaks the mapping from rule ids to files: rule sources, exporters and table files given. */
function ruleFileProblems(
  ids: readonly string[],
  exporters: ReadonlyMap<string, readonly string[]>,
  tables: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const id of ids) {
    const source = `src/rules/${id}.ts`;
    const found = exporters.get(id) ?? [];
    if (found.length !== 1 || found[0] !== source) problems.push(`${id} is exported by [${found.join(', ')}], not by ${source} alone`);
    const tablePath = `test/rules/${id}.test.ts`;
    const table = tables.get(tablePath);
    if (table === undefined) problems.push(`${id} has no table ${tablePath}`);
    else {
      if (!importsOf(tablePath, table).includes(source)) problems.push(`${tablePath} does not import ${source}`);
      if (!/\bruleTester\(/.test(table)) problems.push(`${tablePath} does not run ruleTester`);
    }
  }
  for (const path of tables.keys()) {
    const id = path.slice('test/rules/'.length, -'.test.ts'.length);
    if (/\bruleTester\(/.test(tables.get(path) ?? '') && !ids.includes(id)) problems.push(`${path} is the table of no rule`);
  }
  return problems;
}

describe('rule ids name their files', () => {
  const ids = allRules.map((rule) => rule.meta.id);
  const tables = new Map(
    filesUnder('test/rules', '.test.ts')
      .filter((path) => path.split('/').length === 4)
      .map((path) => [path, readFileSync(join(repo, path), 'utf8')]),
  );

  it('every rule is exported by src/rules/<id>.ts alone, and tested by the ruleTester table test/rules/<id>.test.ts', async () => {
    const exporters = await exportersOf(new Map(allRules.map((rule) => [rule.meta as object, rule.meta.id])));
    expect(ids.length).toBeGreaterThan(80);
    expect(ruleFileProblems(ids, exporters, tables)).toEqual([]);
  });

  it('finds a rule exported elsewhere, a missing table, a table that tests something else and an orphan table', () => {
    const exporters = new Map([
      ['a/one', ['src/rules/a/one.ts']],
      ['a/two', ['src/rules/a/two.ts', 'src/rules/a/index.ts']],
      ['b/three', ['src/rules/b/three.ts']],
    ]);
    const planted = new Map([
      ['test/rules/a/one.test.ts', "import { one } from '../../../src/rules/a/one.js';\nruleTester(one, table);\n"],
      ['test/rules/a/two.test.ts', "import { two } from '../../../src/rules/a/two.js';\ndescribe('two', () => {});\n"],
      ['test/rules/c/gone.test.ts', "import { gone } from '../../../src/rules/c/gone.js';\nruleTester(gone, table);\n"],
    ]);
    expect(ruleFileProblems(['a/one', 'a/two', 'b/three'], exporters, planted)).toEqual([
      'a/two is exported by [src/rules/a/two.ts, src/rules/a/index.ts], not by src/rules/a/two.ts alone',
      'test/rules/a/two.test.ts does not run ruleTester',
      'b/three has no table test/rules/b/three.test.ts',
      'test/rules/c/gone.test.ts is the table of no rule',
    ]);
  });
});

describe('the secret registry', () => {
  it('lists every text secret rule once, and hands the engine each family detector under its own id, in the same order', () => {
    const familyIds = secretFamilies.map((family) => family.meta.id);
    expect(new Set(familyIds).size).toBe(familyIds.length);
    expect(new Set(familyIds)).toEqual(new Set(textSecretRules.keys()));
    expect(secretDetectors.map((detector) => detector.ruleId)).toEqual(familyIds);
    for (const family of secretFamilies) expect(textSecretRules.get(family.meta.id)?.meta).toBe(family.meta);
  });
});

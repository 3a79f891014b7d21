// Every rule id names its files (AGENTS.md "Conventions"): the rule in `allRules` is exported by
// exactly one module under src/rules/, and that module is src/rules/<id>.ts, under the camelCase of its id; its table is
// test/rules/<id>.test.ts, which imports that module and calls `ruleTester` on the rule it exports
// (`reporterTester` for a rule reported outside the rule pass, a ReportedRule) (calls read with the TypeScript compiler, so one in a comment is none); and no table names a rule
// that does not exist. A secret family's module exports its definition, whose `meta` the registered
// rule shares (src/rules/secret/index.ts), and the registry hands each family's detector to the engine
// under the family's own id.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
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

/**
 * The `ruleTester(…)` calls of a test file, read with the TypeScript compiler (a call in a comment or
 * a string is none): for each, the repository-relative modules its rule argument's names are imported
 * from (`ruleTester(secretRuleOf(family), …)` counts `family`'s module).
 */
function ruleTesterCalls(file: string, source: string, tester = 'ruleTester'): string[][] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const importedFrom = new Map<string, string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\.js$/, '.ts')));
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.name !== undefined) importedFrom.set(statement.importClause.name.text, target);
    if (bindings !== undefined && ts.isNamedImports(bindings))
      for (const element of bindings.elements) importedFrom.set(element.name.text, target);
  }
  const calls: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === tester &&
      node.arguments[0] !== undefined
    ) {
      const modules = new Set<string>();
      const names = (n: ts.Node): void => {
        if (ts.isIdentifier(n) && importedFrom.has(n.text)) modules.add(importedFrom.get(n.text) as string);
        ts.forEachChild(n, names);
      };
      names(node.arguments[0]);
      calls.push([...modules]);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return calls;
}

/**
 * What breaks the mapping from rule ids to files: rule sources, exporters and table files given.
 * `reported` holds the ids of rules reported outside the rule pass, whose table runs reporterTester.
 */
function ruleFileProblems(
  ids: readonly string[],
  exporters: ReadonlyMap<string, readonly string[]>,
  tables: ReadonlyMap<string, string>,
  reported: ReadonlySet<string> = new Set(),
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
      const tester = reported.has(id) ? 'reporterTester' : 'ruleTester';
      const calls = ruleTesterCalls(tablePath, table, tester);
      if (calls.length === 0) problems.push(`${tablePath} does not run ${tester}`);
      else if (!calls.some((modules) => modules.includes(source)))
        problems.push(`${tablePath} runs ${tester} on no rule imported from ${source}`);
    }
  }
  for (const path of tables.keys()) {
    const id = path.slice('test/rules/'.length, -'.test.ts'.length);
    const text = tables.get(path) ?? '';
    const calls = [...ruleTesterCalls(path, text), ...ruleTesterCalls(path, text, 'reporterTester')];
    if (calls.length === 0 || ids.includes(id)) continue;
    // A rule's further table, `test/rules/<id>-<topic>.test.ts`, runs the tester on that rule.
    const owner = ids.find((rule) => id.startsWith(`${rule}-`) && calls.some((modules) => modules.includes(`src/rules/${rule}.ts`)));
    if (owner === undefined) problems.push(`${path} is the table of no rule`);
  }
  return problems;
}

/** The export name of a rule: its whole id in camelCase (AGENTS.md "Conventions"). */
function ruleExportName(id: string): string {
  return id
    .split(/[/-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

describe('rule ids name their files', () => {
  const ids = allRules.map((rule) => rule.meta.id);
  const tables = new Map(
    filesUnder('test/rules', '.test.ts')
      .filter((path) => path.split('/').length === 4)
      .map((path) => [path, readFileSync(join(repo, path), 'utf8')]),
  );

  it('every rule is exported by src/rules/<id>.ts alone, and tested by its table test/rules/<id>.test.ts', async () => {
    const exporters = await exportersOf(new Map(allRules.map((rule) => [rule.meta as object, rule.meta.id])));
    expect(ids.length).toBeGreaterThan(80);
    const reported = new Set(allRules.filter((rule) => rule.check === undefined).map((rule) => rule.meta.id));
    expect(ruleFileProblems(ids, exporters, tables, reported)).toEqual([]);
  });

  it('every rule is exported under the camelCase of its whole id (frontmatter/license → frontmatterLicense)', async () => {
    const misnamed: string[] = [];
    for (const rule of allRules) {
      const id = rule.meta.id;
      const name = ruleExportName(id);
      const module = (await import(pathToFileURL(join(repo, `src/rules/${id}.ts`)).href)) as Record<string, { meta?: unknown } | undefined>;
      if (module[name]?.meta !== rule.meta) misnamed.push(`${id} is not exported as ${name}`);
    }
    expect(misnamed).toEqual([]);
  });

  it('names exports from ids', () => {
    expect(ruleExportName('frontmatter/license')).toBe('frontmatterLicense');
    expect(ruleExportName('secret/github-token')).toBe('secretGithubToken');
    expect(ruleExportName('channel/claude-ai-archive-size')).toBe('channelClaudeAiArchiveSize');
  });

  it("finds a rule exported elsewhere, a call only in a comment, a table that imports the rule but tests another, a reported rule under the rule tester, and an orphan table, and accepts a rule's further table", () => {
    const exporters = new Map([
      ['a/one', ['src/rules/a/one.ts']],
      ['a/two', ['src/rules/a/two.ts', 'src/rules/a/index.ts']],
      ['b/three', ['src/rules/b/three.ts']],
    ]);
    const planted = new Map([
      ['test/rules/a/one.test.ts', "import { one } from '../../../src/rules/a/one.js';\nruleTester(one, table);\n"],
      [
        'test/rules/a/two.test.ts',
        "import { two } from '../../../src/rules/a/two.js';\n// ruleTester(two, table) is not run here\ndescribe('two', () => {});\n",
      ],
      [
        'test/rules/b/three.test.ts',
        "import { three } from '../../../src/rules/b/three.js';\nimport { other } from '../../../src/rules/b/other.js';\nruleTester(other, table);\n",
      ],
      ['test/rules/c/gone.test.ts', "import { gone } from '../../../src/rules/c/gone.js';\nruleTester(gone, table);\n"],
      ['test/rules/a/one-notations.test.ts', "import { one } from '../../../src/rules/a/one.js';\nruleTester(one, table);\n"],
      ['test/rules/a/one-other.test.ts', "import { three } from '../../../src/rules/b/three.js';\nruleTester(three, table);\n"],
      ['test/rules/d/four.test.ts', "import { four } from '../../../src/rules/d/four.js';\nruleTester(four, table);\n"],
      ['test/rules/d/five.test.ts', "import { five } from '../../../src/rules/d/five.js';\nreporterTester(five, report, table);\n"],
    ]);
    exporters.set('d/four', ['src/rules/d/four.ts']);
    exporters.set('d/five', ['src/rules/d/five.ts']);
    expect(ruleFileProblems(['a/one', 'a/two', 'b/three', 'd/four', 'd/five'], exporters, planted, new Set(['d/four', 'd/five']))).toEqual([
      'a/two is exported by [src/rules/a/two.ts, src/rules/a/index.ts], not by src/rules/a/two.ts alone',
      'test/rules/a/two.test.ts does not run ruleTester',
      'test/rules/b/three.test.ts runs ruleTester on no rule imported from src/rules/b/three.ts',
      'test/rules/d/four.test.ts does not run reporterTester',
      'test/rules/c/gone.test.ts is the table of no rule',
      'test/rules/a/one-other.test.ts is the table of no rule',
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

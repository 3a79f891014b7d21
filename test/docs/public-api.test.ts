// The root `skillpack` entry (src/index.ts) is a deliberate surface: every export and the type it has,
// printed by the TypeScript checker, is the API report docs/api-report.txt; a change to what the
// entry exports, or to the shape of anything it exports, fails here until the report is regenerated
// (`npx vitest run test/docs/public-api.test.ts -u`) and docs/api.md describes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** One line per export of `entry`, sorted: `function name: (…) => …`, `type Name = …`, `class Name …`. */
function apiReport(entry: string): string {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repo, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([entry], { ...config?.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`no module at ${entry}`);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.MultilineObjectLiterals;
  const lines: string[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    if (symbol.flags & ts.SymbolFlags.Class) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      lines.push(
        `class ${name}: ${checker.typeToString(instance, undefined, flags)} { ${checker
          .getPropertiesOfType(instance)
          .map((p) => p.getName())
          .join(', ')} }`,
      );
    } else if (symbol.flags & (ts.SymbolFlags.Value & ~ts.SymbolFlags.Class)) {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const type =
        declaration === undefined ? checker.getDeclaredTypeOfSymbol(symbol) : checker.getTypeOfSymbolAtLocation(symbol, declaration);
      lines.push(`value ${name}: ${checker.typeToString(type, undefined, flags)}`);
    } else {
      const declaration = symbol.declarations?.[0];
      const text = declaration === undefined ? '' : declaration.getText().replace(/\s+/g, ' ');
      lines.push(`type ${name}: ${text}`);
    }
  }
  return `${lines.sort().join('\n')}\n`;
}

describe('the root skillpack entry', () => {
  it('exports exactly what docs/api-report.txt records', async () => {
    await expect(apiReport(join(repo, 'src/index.ts'))).toMatchFileSnapshot(join(repo, 'docs/api-report.txt'));
  });

  it('names in its functions and values only types it exports', () => {
    const report = readFileSync(join(repo, 'docs/api-report.txt'), 'utf8').split('\n');
    const exported = new Set(report.map((line) => /^\w+ (\w+)/.exec(line)?.[1]));
    const language = new Set(['Promise', 'NodeJS', 'Uint8Array', 'ReadonlySet', 'ReadonlyMap', 'Readonly', 'Record', 'Exclude']);
    const named = report
      .filter((line) => line.startsWith('value '))
      .flatMap((line) => [...line.slice(line.indexOf(':') + 1).matchAll(/\b([A-Z]\w+)\b/g)].map((m) => m[1] as string));
    expect([...new Set(named)].filter((name) => !exported.has(name) && !language.has(name))).toEqual([]);
  });

  it('is described, export by export, in docs/api.md', () => {
    const doc = readFileSync(join(repo, 'docs/api.md'), 'utf8');
    const names = readFileSync(join(repo, 'docs/api-report.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => /^\w+ (\w+)/.exec(line)?.[1] ?? line);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(new RegExp(`\`${name}[(\`]`).test(doc), name).toBe(true);
  });
});

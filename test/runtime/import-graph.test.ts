// The runtime runs anywhere a server runs: its import graph, walked from the public entry, stays
// inside src/runtime and imports no `node:` module or package (SPEC-NOTES §3, DESIGN layout).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const runtimeDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/runtime');
const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function walk(entry: string): { files: string[]; problems: string[] } {
  const seen = new Set<string>();
  const problems: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(specifierPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const where = relative(runtimeDir, file);
      if (!specifier.startsWith('.')) {
        problems.push(`${where} imports ${specifier}`);
        continue;
      }
      const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (!target.startsWith(`${runtimeDir}/`)) problems.push(`${where} imports ${specifier}, outside src/runtime`);
      else queue.push(target);
    }
  }
  return { files: [...seen], problems };
}

describe('runtime import graph', () => {
  it('has no node: imports, no packages, nothing outside src/runtime', () => {
    const { files, problems } = walk(resolve(runtimeDir, 'index.ts'));
    expect(files.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('uses no Node-only globals', () => {
    const { files } = walk(resolve(runtimeDir, 'index.ts'));
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code, relative(runtimeDir, file)).not.toMatch(/\b(?:Buffer|process|require|__dirname)\b/);
    }
  });

  it('would catch a node: import', () => {
    specifierPattern.lastIndex = 0;
    expect([..."import { readFileSync } from 'node:fs';".matchAll(specifierPattern)].map((m) => m[1])).toEqual(['node:fs']);
  });
});

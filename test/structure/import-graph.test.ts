// The structure of src/ (AGENTS.md "Layers"): no file imports itself through others, no folder does,
// and no import runs from a lower layer to a higher one.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileCircles, folderCircles, importsOf, readImportGraph, upwardImports, type ImportGraph } from '../support/import-graph.js';

const graph = readImportGraph(fileURLToPath(new URL('../../src', import.meta.url)));

describe('the import graph of src/', () => {
  it('is read from every source file', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('cli/commands/check.ts')).toContain('emit/stale-findings.ts');
  });

  it('has no import from a lower layer to a higher one', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no circle between files', () => {
    expect(fileCircles(graph)).toEqual([]);
  });

  it('has no circle between folders', () => {
    expect(folderCircles(graph)).toEqual([]);
  });
});

describe('the checks find what they look for', () => {
  const planted: ImportGraph = new Map([
    ['config/types.ts', ['lint/run-rules.ts']],
    ['lint/run-rules.ts', ['rules/a/x.ts']],
    ['rules/a/x.ts', ['rules/b/y.ts']],
    ['rules/b/y.ts', ['rules/a/z.ts', 'rules/rule.ts']],
    ['rules/a/z.ts', []],
    ['rules/rule.ts', ['rules/a/z.ts']],
    ['fs/p.ts', ['fs/q.ts']],
    ['fs/q.ts', ['fs/p.ts']],
  ]);

  it('an upward import', () => {
    expect(upwardImports(planted)).toEqual(['config/types.ts imports lint/run-rules.ts (layer 6 from layer 1)']);
  });

  it('a circle of files', () => {
    expect(fileCircles(planted)).toEqual([['fs/p.ts', 'fs/q.ts']]);
  });

  it('a circle of sibling folders, though no file circle', () => {
    expect(folderCircles(planted)).toEqual([['rules/a', 'rules/b']]);
  });

  it('reads static, re-export, side-effect and dynamic imports, and skips packages', () => {
    const source =
      "import a from './a.js';\nexport { b } from '../b.js';\nimport './c.js';\nconst d = await import('./d/e.js');\nimport { x } from 'node:fs';\n";
    expect(importsOf('lint/f.ts', source)).toEqual(['lint/a.ts', 'b.ts', 'lint/c.ts', 'lint/d/e.ts']);
  });
});

// The architecture of src/ (AGENTS.md "Data flow" and "Layers") as checks that fail: no file or
// folder imports itself through others, no import runs from a lower layer to a higher one, src never
// imports its own package name nor a computed specifier, packages stay in the layers allowed them,
// sub-layers keep their bounds, `process` is touched only by the files named, every file is reached
// from an entry, and AGENTS.md says what these checks enforce. Each check is also run on a planted
// tree holding the violation it looks for.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTree } from '../support/disk.js';
import {
  computedImporters,
  computedImports,
  entriesNamedIn,
  factsOf,
  fileCircles,
  folderCircles,
  graphOf,
  importsOutsideSrc,
  layers,
  misplacedPackages,
  packageHomes,
  processOutsideEntries,
  processUsers,
  readFacts,
  selfImports,
  selfPaths,
  subLayers,
  subLayerBreaches,
  unreachableFiles,
  upwardImports,
} from '../support/import-graph.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const srcDir = join(repo, 'src');
const facts = readFacts(srcDir);
const graph = graphOf(facts);
const packageName = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { name: string }).name;

/** Every script and bench file that may name a src entry. */
function scriptTexts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of ['scripts', 'bench']) {
    for (const entry of readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.(?:mjs|ts|mts)$/.test(entry)) out.set(`${dir}/${entry.split('\\').join('/')}`, readFileSync(join(repo, dir, entry), 'utf8'));
    }
  }
  return out;
}

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

  it('never leaves src, imports its own package by name, or imports a computed specifier outside the files named', () => {
    expect(importsOutsideSrc(graph)).toEqual([]);
    expect(selfImports(facts, packageName, selfPaths(join(repo, 'tsconfig.json'), srcDir))).toEqual([]);
    expect(computedImports(facts)).toEqual([]);
  });

  it('keeps packages in their layers and sub-layers in their bounds', () => {
    expect(misplacedPackages(facts)).toEqual([]);
    expect(subLayerBreaches(facts)).toEqual([]);
  });

  it('touches process only in the files named, each of which does', () => {
    expect(processOutsideEntries(facts)).toEqual([]);
  });

  it('reaches every file from an entry that build, docs or bench scripts name', () => {
    const entries = entriesNamedIn(scriptTexts());
    expect(entries).toEqual(
      expect.arrayContaining([
        'cli/bin.ts',
        'cli/code-cache-entry.ts',
        'index.ts',
        'mcp/index.ts',
        'runtime/index.ts',
        'server/bundle-entry.ts',
      ]),
    );
    expect(unreachableFiles(graph, entries)).toEqual([]);
  });
});

/** The sentences of AGENTS.md the checks above enforce. */
describe('AGENTS.md says what the checks enforce', () => {
  const agents = readFileSync(join(repo, 'AGENTS.md'), 'utf8');
  const section = (title: string): string => {
    const start = agents.indexOf(`## ${title}\n`);
    const end = agents.indexOf('\n## ', start + 1);
    return agents.slice(start, end);
  };
  const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

  it('lists the layers in the order the check reads them', () => {
    const layersSection = section('Layers');
    const list = layersSection.slice(layersSection.indexOf('\n1. '), layersSection.indexOf('\n\n', layersSection.indexOf('\n1. ')));
    const listed = codeSpans(list)
      .filter((span) => span.startsWith('src/'))
      .map((span) => span.slice('src/'.length));
    expect(listed).toEqual(layers.flat());
  });

  it('names the files allowed to touch process, those allowed a computed import, and the package homes', () => {
    const dataFlow = section('Data flow');
    const paragraph = dataFlow.slice(dataFlow.indexOf("Node's `process`"), dataFlow.indexOf('\n\n', dataFlow.indexOf("Node's `process`")));
    const computedAt = paragraph.indexOf('computed `import()`');
    const filesIn = (text: string) =>
      codeSpans(text)
        .filter((span) => span.startsWith('src/') && span.endsWith('.ts'))
        .map((span) => span.slice('src/'.length));
    expect(computedAt).toBeGreaterThan(0);
    expect(new Set(filesIn(paragraph.slice(0, computedAt)))).toEqual(new Set(processUsers.keys()));
    expect(new Set(filesIn(paragraph.slice(computedAt)))).toEqual(new Set(computedImporters.keys()));
    for (const home of packageHomes) {
      expect(dataFlow).toContain(`\`${home.packages}\``);
      for (const folder of home.only) expect(dataFlow).toContain(`\`src/${folder}\``);
    }
  });

  it('names each sub-layer bound', () => {
    const inside = section('Layers');
    for (const bound of subLayers) expect(inside).toContain(`\`src/${bound.folder}\``);
  });
});

describe('the checks find what they look for', () => {
  const plantedDir = mkdtempSync(join(tmpdir(), 'skillpack-import-graph-'));
  afterAll(() => rmSync(plantedDir, { recursive: true, force: true }));
  const plant = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(plantedDir, 'src-'));
    writeTree(dir, files);
    return readFacts(dir);
  };

  it('an upward import, a circle of files and a circle of sibling folders', () => {
    const planted = graphOf(
      plant({
        'config/types.ts': "import { a } from '../lint/run-rules.js';\n",
        'lint/run-rules.ts': "import '../rules/a/x.js';\n",
        'rules/a/x.ts': "export * from '../b/y.js';\n",
        'rules/b/y.ts': "import type { Z } from '../a/z.js';\nimport { r } from '../rule.js';\n",
        'rules/a/z.ts': 'export type Z = 1;\n',
        'rules/rule.ts': "import '../rules/a/z.js';\n",
        'fs/p.ts': "export { q } from './q.js';\n",
        'fs/q.ts': "const p = await import('./p.js');\n",
      }),
    );
    expect(upwardImports(planted)).toEqual(['config/types.ts imports lint/run-rules.ts (layer 6 from layer 1)']);
    expect(fileCircles(planted)).toEqual([['fs/p.ts', 'fs/q.ts']]);
    expect(folderCircles(planted)).toEqual([['rules/a', 'rules/b']]);
  });

  it('the package imported by its own name, through tsconfig paths or not, and an import out of src', () => {
    const planted = plant({
      'cli/x.ts': "import { runCli } from 'skillpack';\nimport type { Skill } from 'skillpack/runtime';\n",
      'emit/y.ts':
        "export { z } from 'skillpack/internal/z.js';\nimport pkg from '../../package.json';\nimport { t } from '../../test/support/x.js';\n",
    });
    const paths = new Map([
      ['skillpack', 'index.ts'],
      ['skillpack/runtime', 'runtime/index.ts'],
    ]);
    expect(selfImports(planted, 'skillpack', paths)).toEqual([
      "cli/x.ts imports its own package as 'skillpack' (index.ts); import it by relative path",
      "cli/x.ts imports its own package as 'skillpack/runtime' (runtime/index.ts); import it by relative path",
      "emit/y.ts imports its own package as 'skillpack/internal/z.js'; import it by relative path",
    ]);
    expect(importsOutsideSrc(graphOf(planted))).toEqual(['emit/y.ts imports ../test/support/x.ts, outside src']);
    expect(selfPaths(join(repo, 'tsconfig.json'), srcDir).get('skillpack/runtime')).toBe('runtime/index.ts');
  });

  it('a computed import, which the graph cannot follow, outside the files named', () => {
    const planted = plant({
      'load/x.ts':
        "const name = './y.js';\nconst m = await import(name);\nconst n = await import(`./${name}`);\nconst k = await import('./literal.js');\n",
      'cli/code-cache-entry.ts': 'await import(url);\n',
    });
    expect(computedImports(planted)).toEqual([
      'load/x.ts has a computed import: import(name)',
      'load/x.ts has a computed import: import(`./${name}`)',
    ]);
  });

  it('the SDK outside mcp and server, and a package in a sub-layer that may import none', () => {
    const planted = plant({
      'cli/x.ts': "import { McpServer } from '@modelcontextprotocol/server';\n",
      'mcp/y.ts': "import type { McpServer } from '@modelcontextprotocol/server';\n",
      'runtime/z.ts': "import { createHash } from 'node:crypto';\n",
    });
    expect(misplacedPackages(planted)).toEqual([
      'cli/x.ts imports @modelcontextprotocol/server (@modelcontextprotocol/* belongs in mcp, server)',
    ]);
    expect(subLayerBreaches(planted)).toEqual([
      'runtime/z.ts imports node:crypto (runtime: zero dependencies, no node: modules, importable alone)',
    ]);
  });

  it('imports that leave a sub-layer: the secret engine, the rules support, the SDK adapter', () => {
    const planted = plant({
      'rules/secret/engine/judge.ts': "import { family } from '../github-token.js';\nimport { ok } from './ok.js';\n",
      'rules/secret/engine/ok.ts': 'export const ok = 1;\n',
      'rules/support/each-file.ts':
        "import { x } from '../body/empty.js';\nimport type { Rule } from '../rule.js';\nimport type { M } from '../../load/model.js';\n",
      'mcp/attach.ts': "import { y } from '../config/types.js';\nimport { z } from '../runtime/index.js';\n",
    });
    expect(subLayerBreaches(planted)).toEqual([
      'mcp/attach.ts imports config/types.ts (mcp: the SDK adapter is the runtime on the SDK)',
      'rules/secret/engine/judge.ts imports rules/secret/github-token.ts (rules/secret/engine: it is handed its detectors and imports no family)',
      'rules/support/each-file.ts imports rules/body/empty.ts (rules/support: shared by every category, so it imports none)',
    ]);
  });

  it('process in a file not named, through the global or node:process, but not a property or a word in a string', () => {
    const planted = plant({
      'emit/a.ts': 'export const pid = process.pid;\n',
      'lint/b.ts': "import { env } from 'node:process';\n",
      'rules/c.ts':
        "const pattern = /process\\.env/;\nconst o = { process: 1 };\nconst q = o.process;\n// process.exit()\nconst s = 'process.env.X';\n",
      'cli/bin.ts': 'process.exitCode = 0;\n',
      'cli/code-cache-entry.ts': 'export {};\n',
    });
    expect(processOutsideEntries(planted)).toEqual([
      'emit/a.ts touches process',
      'lint/b.ts touches process',
      'cli/code-cache-entry.ts is allowed process but does not touch it',
    ]);
  });

  it('a file no entry reaches, and the entries scripts name', () => {
    const planted = graphOf(
      plant({
        'cli/bin.ts': "import '../lint/a.js';\n",
        'lint/a.ts': "import type { T } from './t.js';\n",
        'lint/t.ts': 'export type T = 1;\n',
        'lint/dead.ts': "import './a.js';\n",
      }),
    );
    expect(unreachableFiles(planted, ['cli/bin.ts'])).toEqual(['lint/dead.ts']);
    const scripts = new Map([
      ['scripts/build.mjs', "build({ entryPoints: { index: 'src/index.ts', cli: 'src/cli/bin.ts' } });"],
      ['scripts/doc.ts', "import { profiles } from '../src/config/profiles.js';"],
      ['bench/probe.mjs', "const entry = `export { x } from './src/emit/emit-module.js';`;"],
    ]);
    expect(entriesNamedIn(scripts)).toEqual(['cli/bin.ts', 'config/profiles.ts', 'emit/emit-module.ts', 'index.ts']);
  });

  it('reads static, type, re-export, side-effect and literal dynamic imports, and tells packages apart', () => {
    const source =
      "import a from './a.js';\nexport { b } from '../b.js';\nimport './c.js';\nimport type { T } from './t.js';\nconst d = await import('./d/e.js');\nimport { x } from 'node:fs';\n// import { y } from './commented.js';\nconst s = \"import z from './in-a-string.js'\";\n";
    const read = factsOf('lint/f.ts', source);
    expect(read.imports).toEqual(['lint/a.ts', 'b.ts', 'lint/c.ts', 'lint/t.ts', 'lint/d/e.ts']);
    expect(read.packages).toEqual(['node:fs']);
  });
});

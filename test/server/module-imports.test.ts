// Run-time imports are read from a module's code, never from its string contents: skill text full of
// Python and JavaScript `import` lines is not code, while every real import form is still found.
import { describe, expect, it } from 'vitest';
import { runTimeImports } from '../../src/catalog-module/module-imports.js';

describe('runTimeImports', () => {
  it.each([
    ['a type-only import', 'import type { SkillCatalog } from "skillpack/runtime";\nexport const catalog = 1;'],
    [
      'Python and JavaScript samples in double-quoted text',
      'const t = "import os\\nimport (x)\\nimport(\\"./y.js\\")\\nfrom a import b\\nexport * from \\"z\\"";',
    ],
    ['samples in single-quoted text', "const t = 'import(\\'x\\') and import y from \\'z\\'';"],
    ['import.meta', 'const u = import.meta.url;'],
    ['comments', '// import x from "y"\n/* import("z") */\nconst a = 1;'],
    ['identifiers that contain import', 'const reimport = 1; const importer = reimport; obj.import = 2;'],
  ])('finds none in %s', (_name, source) => {
    expect(runTimeImports(source)).toEqual([]);
  });

  it.each([
    ['a static import', 'import { x } from "node:fs";', [{ kind: 'static', specifier: undefined }]],
    ['a side-effect import', "import 'node:fs';", [{ kind: 'static', specifier: undefined }]],
    ['a default import named like a type', 'import typeFoo from "x";', [{ kind: 'static', specifier: undefined }]],
    [
      'a literal dynamic import',
      'const f = () => import("./skills/a.js").then((m) => m.texts);',
      [{ kind: 'dynamic', specifier: './skills/a.js' }],
    ],
    ['a computed dynamic import', 'const f = (s) => import(s);', [{ kind: 'dynamic', specifier: undefined }]],
    [
      'a dynamic import inside a template literal (never emitted, judged as code)',
      'const t = `${import("x")}`;',
      [{ kind: 'dynamic', specifier: 'x' }],
    ],
    ['a re-export', "export * from 'node:child_process';", [{ kind: 're-export', specifier: 'node:child_process' }]],
    [
      'a named re-export',
      'export { execSync as run } from "node:child_process";',
      [{ kind: 're-export', specifier: 'node:child_process' }],
    ],
  ])('finds %s', (_name, source, expected) => {
    expect(runTimeImports(source)).toEqual(expected);
  });

  it('finds an import placed after a long literal that holds a quote escape', () => {
    const text = JSON.stringify(`${'x'.repeat(100_000)}"\\ import("nope")`);
    expect(runTimeImports(`const t = ${text};\nimport("node:fs");`)).toEqual([{ kind: 'dynamic', specifier: 'node:fs' }]);
  });
});

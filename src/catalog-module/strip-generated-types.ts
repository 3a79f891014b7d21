// Turns a module `skillpack build` wrote into JavaScript without a TypeScript compiler, so `serve`
// needs no esbuild at run time (README "Dependencies"). The emitter puts every type in a handful of
// fixed top-level lines (emit-module.ts, emit-split.ts: the `import type`, the annotated `data`,
// `catalog` and `texts` declarations, and the deepFreeze signature); every other line is indented
// data or untyped code, and string literals never span lines. Those lines are rewritten exactly;
// any other top-level line that still looks typed means the file is not as build writes it.
const rewrites: readonly (readonly [RegExp, string])[] = [
  [/^import type \{ [A-Za-z]+ \} from "[^"\\]*";$/, ''],
  [/^const data: (?:SkillCatalog|SplitSkillCatalog) = \{$/, 'const data = {'],
  [/^export const catalog: (?:SkillCatalog|SplitSkillCatalog) = deepFreeze\(data\);$/, 'export const catalog = deepFreeze(data);'],
  [/^function deepFreeze<T>\(value: T\): T \{$/, 'function deepFreeze(value) {'],
  [/^export const texts: readonly string\[\] = Object\.freeze\(\[$/, 'export const texts = Object.freeze(['],
];

const stillTyped =
  /^(?:import\s+type\b|(?:export\s+)?(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*:|(?:export\s+)?function\s+[A-Za-z_$][\w$]*\s*<|(?:export\s+)?(?:type|interface)\s)/;

export type StripOutcome = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly line: number };

export function stripGeneratedTypes(source: string): StripOutcome {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '' || line.startsWith(' ') || line.startsWith('//')) continue;
    let rewritten = line;
    for (const [pattern, replacement] of rewrites) {
      if (pattern.test(line)) {
        rewritten = replacement;
        break;
      }
    }
    if (rewritten === line && stillTyped.test(line)) return { ok: false, line: i + 1 };
    lines[i] = rewritten;
  }
  return { ok: true, code: lines.join('\n') };
}

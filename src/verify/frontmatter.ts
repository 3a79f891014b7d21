// How a host re-reads a served SKILL.md's frontmatter and compares it with the entry's published
// `frontmatter`, field by field and type by type (SPEC-NOTES §1: any difference and the skill is
// refused). The YAML is read under the 1.2 core schema with aliases refused and a size bound, so a
// hostile file cannot expand or stall the reader.
import { parse } from 'yaml';
import { excerpt } from './excerpt.js';

/** Four times the brief's 16 KiB frontmatter bound: a bigger block is a finding, never parsed (its parse cost grows with it). */
export const maxFrontmatterBytes = 64 * 1024;
/** Nesting a frontmatter never needs (a map of strings is two levels); deeper is a finding, never parsed (the reader recurses). */
export const maxFrontmatterDepth = 64;

/** The YAML between the opening `---` line and the next `---` line (BOM and CRLF removed, as hosts do). */
export function frontmatterBlock(text: string): string | undefined {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!normalized.startsWith('---\n')) return undefined;
  const close = /\n---(?:\n|$)/.exec(normalized.slice(3));
  return close === null ? undefined : normalized.slice(4, 3 + close.index);
}

/** Differences between the served file's frontmatter and the published value; empty when equal. */
export function frontmatterDifferences(skillMd: string, published: unknown): string[] {
  const block = frontmatterBlock(skillMd);
  if (block === undefined) return ['the served SKILL.md has no frontmatter block between `---` lines'];
  const bytes = Buffer.byteLength(block, 'utf8');
  if (bytes > maxFrontmatterBytes) return [`the frontmatter block is ${bytes} bytes, over ${maxFrontmatterBytes} bytes; not read further`];
  if (nestingDepth(block) > maxFrontmatterDepth)
    return [`the frontmatter is nested deeper than ${maxFrontmatterDepth} levels; not read further`];
  let value: unknown;
  try {
    value = parse(block, { schema: 'core', maxAliasCount: 0, uniqueKeys: true, strict: true });
  } catch (error) {
    return [`the frontmatter is not readable YAML (${excerpt(error instanceof Error ? error.message.split('\n')[0] : String(error), 80)})`];
  }
  return differences(value, published, 'frontmatter', []);
}

/**
 * An upper bound of the block's nesting, read without parsing: the indentation levels open on each
 * line, plus the `- ` and `? ` that open a compact collection on it, plus the flow brackets open
 * (quotes skipped). A real frontmatter scores a handful; only a hostile one reaches the bound.
 */
export function nestingDepth(block: string): number {
  let deepest = 0;
  let flow = 0;
  const indents: number[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const content = line.slice(indent);
    if (content === '' || content.startsWith('#')) continue;
    while (flow === 0 && indents.length > 0 && (indents[indents.length - 1] as number) >= indent) indents.pop();
    if (flow === 0) indents.push(indent);
    const compact = /^(?:[-?](?:\s+|$))*/.exec(content)?.[0].replace(/\s/g, '').length ?? 0;
    let quote = '';
    for (const c of content) {
      if (quote !== '') {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[' || c === '{') {
        flow++;
        deepest = Math.max(deepest, indents.length + compact + flow);
      } else if ((c === ']' || c === '}') && flow > 0) flow--;
    }
    deepest = Math.max(deepest, indents.length + compact + flow);
  }
  return deepest;
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function differences(read: unknown, published: unknown, path: string, out: string[]): string[] {
  if (out.length >= 5) return out;
  const [a, b] = [kind(read), kind(published)];
  if (a !== b) out.push(`${path}: the file gives ${a} ${excerpt(read, 40)}, the entry ${b} ${excerpt(published, 40)}`);
  else if (a === 'array') {
    const [r, p] = [read as unknown[], published as unknown[]];
    if (r.length !== p.length) out.push(`${path}: ${r.length} items in the file, ${p.length} in the entry`);
    for (let i = 0; i < Math.min(r.length, p.length); i += 1) differences(r[i], p[i], `${path}[${i}]`, out);
  } else if (a === 'object') {
    const [r, p] = [read as Record<string, unknown>, published as Record<string, unknown>];
    for (const key of new Set([...Object.keys(r), ...Object.keys(p)])) {
      const shown = /^[A-Za-z0-9_-]{1,64}$/.test(key) ? `${path}.${key}` : `${path}[${excerpt(key, 40)}]`;
      if (!Object.hasOwn(r, key)) out.push(`${shown}: in the entry, not in the file`);
      else if (!Object.hasOwn(p, key)) out.push(`${shown}: in the file, not in the entry`);
      else differences(r[key], p[key], shown, out);
    }
  } else if (!Object.is(read, published)) {
    out.push(`${path}: the file gives ${excerpt(read, 40)}, the entry ${excerpt(published, 40)}`);
  }
  return out;
}

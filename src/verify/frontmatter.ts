// How a host re-reads a served SKILL.md's frontmatter and compares it with the entry's published
// `frontmatter`, field by field and type by type (SPEC-NOTES §1: any difference and the skill is
// refused). The YAML is read under the 1.2 core schema with aliases refused and a size bound, so a
// hostile file cannot expand or stall the reader.
import { parse } from 'yaml';
import { excerpt } from './excerpt.js';

/** Far above the brief's 16 KiB frontmatter bound, far below anything that could stall the reader. */
const maxBlockChars = 256 * 1024;

/** The YAML between the opening `---` line and the next `---` line (BOM and CRLF removed, as hosts do). */
export function frontmatterBlock(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').split('\n', 4096);
  if (lines[0] !== '---') return undefined;
  const end = lines.indexOf('---', 1);
  return end < 0 ? undefined : lines.slice(1, end).join('\n');
}

/** Differences between the served file's frontmatter and the published value; empty when equal. */
export function frontmatterDifferences(skillMd: string, published: unknown): string[] {
  const block = frontmatterBlock(skillMd);
  if (block === undefined) return ['the served SKILL.md has no frontmatter block between `---` lines'];
  if (block.length > maxBlockChars) return [`the frontmatter block is over ${maxBlockChars} characters`];
  let value: unknown;
  try {
    value = parse(block, { schema: 'core', maxAliasCount: 0, uniqueKeys: true, strict: true });
  } catch (error) {
    return [`the frontmatter is not readable YAML (${excerpt(error instanceof Error ? error.message.split('\n')[0] : String(error), 80)})`];
  }
  return differences(value, published, 'frontmatter', []);
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

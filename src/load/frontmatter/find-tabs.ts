// Tabs that YAML 1.1 readers refuse. YAML 1.2 (and the `yaml` package) accept a tab as separation
// space almost anywhere, but PyYAML's scanner accepts one only inside a quoted scalar, inside a block
// scalar's content, or inside a comment; anywhere else (`key:\tvalue`, `a\tb` in a plain scalar, a
// tab before a comment or on a blank line) it stops with "found character '\t' that cannot start any
// token", so a Python host refuses the whole block (SPEC-NOTES §2: what we publish must be what every
// mainstream parser reads).
import type { CST } from 'yaml';
import { walkTokens } from './yaml-token-walk.js';

/** [start, end) offsets of the text where a tab is ordinary content for every reader. */
function tabSafeRanges(tokens: readonly CST.Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  walkTokens(tokens, undefined, (record) => {
    const type = record['type'];
    const offset = typeof record['offset'] === 'number' ? record['offset'] : 0;
    const source = typeof record['source'] === 'string' ? record['source'] : '';
    if (type === 'double-quoted-scalar' || type === 'single-quoted-scalar' || type === 'comment') {
      ranges.push([offset, offset + source.length]);
    } else if (type === 'block-scalar') {
      // The content starts after the header line (the last of the props is its line break); a tab
      // in the header line itself is refused like any other.
      const props = Array.isArray(record['props']) ? (record['props'] as { offset?: number; source?: string }[]) : [];
      const last = props[props.length - 1];
      const contentStart = last === undefined ? offset : (last.offset ?? offset) + (last.source ?? '').length;
      ranges.push([contentStart, contentStart + source.length]);
    }
    return undefined;
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Offsets of tabs outside quoted scalars, block scalar content and comments, at most `limit`. */
export function findRefusedTabs(yaml: string, tokens: readonly CST.Token[], limit = 20): number[] {
  if (!yaml.includes('\t')) return [];
  const safe = tabSafeRanges(tokens);
  const found: number[] = [];
  let range = 0;
  for (let at = yaml.indexOf('\t'); at !== -1 && found.length < limit; at = yaml.indexOf('\t', at + 1)) {
    while (range < safe.length && (safe[range] as [number, number])[1] <= at) range += 1;
    const current = safe[range];
    if (current !== undefined && current[0] <= at && at < current[1]) continue;
    found.push(at);
  }
  return found;
}

// One pass over the YAML token stream (before any value is composed) for what the packaging profile
// refuses outright: directives, extra documents, anchors, aliases, tags, explicit keys (`? k`) and
// implicit keys whose ":" is on a later line (PyYAML refuses both shapes that the `yaml` package
// accepts; a key must be one line with its ":"); plus the nesting depth (deep
// nesting exhausts the composer's stack) and the number of values. The walk (yaml-token-walk.ts) is
// iterative, so no input can overflow it.
import type { CST } from 'yaml';
import { quotedScalarProblem } from './quoted-scalars.js';
import { skipChildren, walkTokens } from './yaml-token-walk.js';

export interface TokenHazard {
  readonly kind:
    | 'directive'
    | 'document'
    | 'anchor'
    | 'alias'
    | 'tag'
    | 'explicit-key'
    | 'split-key'
    | 'quote-unclosed'
    | 'quote-escaped-break'
    | 'continuation-indent';
  /** Offset in the YAML text. */
  readonly offset: number;
  readonly source: string;
}

export interface TokenScan {
  readonly hazards: readonly TokenHazard[];
  readonly documents: number;
  /** Deepest collection nesting (a top-level map is 1, `metadata:` inside it 2). */
  readonly maxDepth: number;
  /** Offset of the first collection deeper than the limit, when there is one. */
  readonly tooDeepAt: number | undefined;
  /** Scalars, aliases and collections in the stream. */
  readonly nodes: number;
}

const collections = new Set(['block-map', 'block-seq', 'flow-collection']);
const scalars = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar', 'alias']);
const scalarKeys = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar']);

interface SourceToken {
  readonly type?: unknown;
  readonly offset?: unknown;
}

/** Offset of a map item's ":" when it follows a line break after an implicit key (`k\n: v`). */
function splitKeyIndicator(start: unknown, sep: readonly unknown[]): number | undefined {
  if (Array.isArray(start) && start.some((token: SourceToken) => token?.type === 'explicit-key-ind')) return undefined;
  let sawNewline = false;
  for (const token of sep as SourceToken[]) {
    if (token?.type === 'newline') sawNewline = true;
    if (token?.type === 'map-value-ind') return sawNewline && typeof token.offset === 'number' ? token.offset : undefined;
  }
  return undefined;
}

interface Context {
  readonly depth: number;
  /** Indentation of the innermost block collection, or -1 inside a flow collection or at the top. */
  readonly blockIndent: number;
}

/**
 * Offset of the first continuation line of a multi-line plain scalar that is not indented past its
 * block collection (`k:` / `#c` / `  a` / `- b` at column 0): the `yaml` package joins such a line to
 * the value, PyYAML refuses it.
 */
function underIndentedContinuation(offset: number, source: string, blockIndent: number): number | undefined {
  if (blockIndent < 0) return undefined;
  for (let lf = source.indexOf('\n'); lf !== -1; lf = source.indexOf('\n', lf + 1)) {
    const lineEnd = source.indexOf('\n', lf + 1);
    const line = source.slice(lf + 1, lineEnd === -1 ? source.length : lineEnd).replace(/\r$/, '');
    if (line.trim() === '') continue;
    const spaces = /^ */.exec(line)?.[0].length ?? 0;
    if (spaces <= blockIndent) return offset + lf + 1;
  }
  return undefined;
}

/** `text` is the tokenised YAML (to tell a quote cut by the end of the block from one cut earlier). */
export function scanTokens(tokens: readonly CST.Token[], depthLimit: number, text?: string): TokenScan {
  const hazards: TokenHazard[] = [];
  let documents = 0;
  let maxDepth = 0;
  let tooDeepAt: number | undefined;
  let nodes = 0;
  walkTokens<Context>(tokens, { depth: 0, blockIndent: -1 }, (record, { depth, blockIndent }) => {
    let childDepth = depth;
    let childIndent = blockIndent;
    const type = record['type'];
    if (type === undefined && Array.isArray(record['start'])) {
      // A map item. An explicit key that is a collection or empty is reported as a non-string key.
      const explicit = (record['start'] as SourceToken[]).find((token) => token?.type === 'explicit-key-ind');
      const key = record['key'] as SourceToken | null | undefined;
      if (explicit !== undefined && typeof explicit.offset === 'number' && typeof key?.type === 'string' && scalarKeys.has(key.type)) {
        hazards.push({ kind: 'explicit-key', offset: explicit.offset, source: '?' });
      }
      if (Array.isArray(record['sep']) && key !== undefined && key !== null) {
        const splitAt = splitKeyIndicator(record['start'], record['sep']);
        if (splitAt !== undefined) hazards.push({ kind: 'split-key', offset: splitAt, source: ':' });
      }
    }
    if (typeof type === 'string') {
      const offset = typeof record['offset'] === 'number' ? record['offset'] : 0;
      const source = typeof record['source'] === 'string' ? record['source'] : '';
      if (scalars.has(type) || collections.has(type)) nodes += 1;
      if (type === 'directive' || type === 'anchor' || type === 'alias' || type === 'tag') {
        hazards.push({ kind: type, offset, source });
      } else if (type === 'double-quoted-scalar' || type === 'single-quoted-scalar') {
        // One that runs to the end of the block is the composer's "missing closing quote" error.
        const problem = quotedScalarProblem(type, source);
        const atEnd = text !== undefined && text.slice(offset + source.length).trim() === '';
        if (problem !== undefined && !(problem === 'unclosed' && atEnd))
          hazards.push({ kind: problem === 'unclosed' ? 'quote-unclosed' : 'quote-escaped-break', offset, source: source.slice(0, 1) });
      } else if (type === 'document') {
        documents += 1;
        if (documents > 1) hazards.push({ kind: 'document', offset, source: '---' });
      } else if (type === 'scalar' && source.includes('\n')) {
        const at = underIndentedContinuation(offset, source, blockIndent);
        if (at !== undefined) hazards.push({ kind: 'continuation-indent', offset: at, source: '' });
      }
      if (collections.has(type)) {
        childIndent = type === 'flow-collection' ? -1 : typeof record['indent'] === 'number' ? record['indent'] : 0;
        childDepth = depth + 1;
        maxDepth = Math.max(maxDepth, childDepth);
        if (childDepth > depthLimit) {
          tooDeepAt ??= offset;
          return skipChildren;
        }
      }
    }
    return { depth: childDepth, blockIndent: childIndent };
  });
  hazards.sort((a, b) => a.offset - b.offset);
  return { hazards, documents, maxDepth, tooDeepAt, nodes };
}

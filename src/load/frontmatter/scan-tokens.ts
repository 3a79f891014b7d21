// One pass over the YAML token stream (before any value is composed) for what the packaging profile
// refuses outright: directives, extra documents, anchors, aliases, tags; plus the nesting depth (deep
// nesting exhausts the composer's stack) and the number of values. The walk is iterative, so no input
// can overflow it.
import type { CST } from 'yaml';

export interface TokenHazard {
  readonly kind: 'directive' | 'document' | 'anchor' | 'alias' | 'tag';
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
const childFields = ['start', 'key', 'sep', 'value', 'items', 'props', 'end'] as const;

interface Pending {
  readonly node: unknown;
  readonly depth: number;
}

export function scanTokens(tokens: readonly CST.Token[], depthLimit: number): TokenScan {
  const hazards: TokenHazard[] = [];
  let documents = 0;
  let maxDepth = 0;
  let tooDeepAt: number | undefined;
  let nodes = 0;
  const stack: Pending[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) stack.push({ node: tokens[i], depth: 0 });

  while (stack.length > 0) {
    const { node, depth } = stack.pop() as Pending;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], depth });
      continue;
    }
    const record = node as { readonly [key: string]: unknown };
    let childDepth = depth;
    const type = record['type'];
    if (typeof type === 'string') {
      const offset = typeof record['offset'] === 'number' ? record['offset'] : 0;
      const source = typeof record['source'] === 'string' ? record['source'] : '';
      if (scalars.has(type) || collections.has(type)) nodes += 1;
      if (type === 'directive' || type === 'anchor' || type === 'alias' || type === 'tag') {
        hazards.push({ kind: type, offset, source });
      } else if (type === 'document') {
        documents += 1;
        if (documents > 1) hazards.push({ kind: 'document', offset, source: '---' });
      } else if (collections.has(type)) {
        childDepth = depth + 1;
        maxDepth = Math.max(maxDepth, childDepth);
        if (childDepth > depthLimit) {
          tooDeepAt ??= offset;
          continue;
        }
      }
    }
    for (let f = childFields.length - 1; f >= 0; f--) {
      const child = record[childFields[f] as string];
      if (child !== undefined) stack.push({ node: child, depth: childDepth });
    }
  }
  hazards.sort((a, b) => a.offset - b.offset);
  return { hazards, documents, maxDepth, tooDeepAt, nodes };
}

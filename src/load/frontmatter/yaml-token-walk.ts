// The one walk of a YAML token tree (the `yaml` package's CST, before any value is composed): every
// token and every collection item, in document order, with a context each record passes to its
// children. The walk is iterative, so no nesting can overflow it; the token scan and the tab check
// are both visits over it.
import type { CST } from 'yaml';

/** A token or a collection item, read field by field (the CST's types do not survive hostile input). */
export type TokenRecord = { readonly [field: string]: unknown };

/** The fields of a record that hold its children, in document order. */
const childFields = ['start', 'key', 'sep', 'value', 'items', 'props', 'end'] as const;

/** What `visit` returns to leave a record's children unwalked. */
export const skipChildren: unique symbol = Symbol('skipChildren');

interface Pending<C> {
  readonly node: unknown;
  readonly context: C;
}

/**
 * Visits every record under `tokens` in document order, depth first. `visit` gets the context its
 * parent gave and returns the one for its own children, or `skipChildren`.
 */
export function walkTokens<C>(
  tokens: readonly CST.Token[],
  context: C,
  visit: (record: TokenRecord, context: C) => C | typeof skipChildren,
): void {
  const stack: Pending<C>[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) stack.push({ node: tokens[i], context });
  while (stack.length > 0) {
    const { node, context: given } = stack.pop() as Pending<C>;
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], context: given });
      continue;
    }
    const record = node as TokenRecord;
    const inner = visit(record, given);
    if (inner === skipChildren) continue;
    for (let f = childFields.length - 1; f >= 0; f--) {
      const child = record[childFields[f] as string];
      if (child !== undefined) stack.push({ node: child, context: inner });
    }
  }
}

// The one walk of a composed YAML tree: depth first in document order, over the nodes themselves
// (never `toJS`, so an alias is never expanded), naming each place by its path (`metadata.owner`,
// `tools[0]`), knowing whether it lies inside a flow collection, and giving an offset to a value that
// has no node (`{a}` and `? a` take their key's). The published value (read-value.ts) and
// the comparison of the three readings (schema-independence.ts) are both folds over it (SPEC-NOTES §2).
import { isAlias, isMap, isScalar, isSeq, type Alias, type Node, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

/** Where a node stands in the tree. */
export interface YamlPlace {
  /** Keys joined by ".", sequence indexes in brackets (`metadata.owner`, `tools[0]`); '' at the root. */
  readonly path: string;
  /** Inside a flow collection (`[…]`, `{…}`). */
  readonly inFlow: boolean;
  /** Offset in the YAML text for a place without a node: its key's, else its collection's. */
  readonly fallback: number;
}

/** One pair of a mapping. */
export interface YamlEntry {
  readonly key: Node | null;
  readonly value: Node | null;
  /** Offset of the key; of the value when there is no key; else of the mapping. */
  readonly keyAt: number;
  /** Where the pair's value stands: its path ends with the key's scalar value (`?` for any other key). */
  readonly place: YamlPlace;
}

/** What a walk computes at each kind of node; children are walked before their collection's call. */
export interface YamlFold<T> {
  /** Every node, before its own call (in document order). */
  enter?(node: Node, place: YamlPlace): void;
  /** No node at all: the value of `{a}` or of `? a` (`key:` composes to a null scalar). */
  absent(place: YamlPlace): T;
  alias(node: Alias, place: YamlPlace): T;
  scalar(node: Scalar, place: YamlPlace): T;
  sequence(node: YAMLSeq, place: YamlPlace, items: readonly T[]): T;
  /** A mapping: the fold walks each entry's value it wants through `walk`, in the order it wants. */
  mapping(node: YAMLMap, place: YamlPlace, entries: readonly YamlEntry[], walk: (entry: YamlEntry) => T): T;
  /** Any other node (a document, a pair): none in a composed frontmatter block. */
  other(node: Node, place: YamlPlace): T;
}

const startOf = (node: Node | null | undefined, fallback: number): number => node?.range?.[0] ?? fallback;

/** The path of `key` inside the mapping at `parent`. */
export const joinYamlPath = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

/** Folds the tree under `root` (a document's `contents`). */
export function walkYaml<T>(root: Node | null, fold: YamlFold<T>): T {
  const walk = (node: Node | null, place: YamlPlace): T => {
    if (node === null) return fold.absent(place);
    fold.enter?.(node, place);
    if (isAlias(node)) return fold.alias(node, place);
    if (isScalar(node)) return fold.scalar(node, place);
    const inFlow = place.inFlow || node.flow === true;
    const at = startOf(node, place.fallback);
    if (isSeq(node)) {
      const items = node.items.map((item, index) => walk(item as Node | null, { path: `${place.path}[${index}]`, inFlow, fallback: at }));
      return fold.sequence(node, place, items);
    }
    if (isMap(node)) {
      const entries = node.items.map((pair): YamlEntry => {
        const key = pair.key as Node | null;
        const value = pair.value as Node | null;
        const keyAt = startOf(key, startOf(value, at));
        const name = isScalar(key) ? String(key.value) : '?';
        return { key, value, keyAt, place: { path: joinYamlPath(place.path, name), inFlow, fallback: keyAt } };
      });
      return fold.mapping(node, place, entries, (entry) => walk(entry.value, entry.place));
    }
    return fold.other(node, place);
  };
  return walk(root, { path: '', inFlow: false, fallback: 0 });
}

// Orders findings by their offset in a text, as a stable sort does, without the sort's work array
// when they are in order already (the usual case: links come out of the Markdown reader in order).

/** Sorts `list` in place by `offset`, stably (equal offsets keep their order), and returns it. */
export function sortByOffset<T extends { readonly offset: number }>(list: T[]): T[] {
  for (let i = 1; i < list.length; i++) {
    if ((list[i] as T).offset < (list[i - 1] as T).offset) return list.sort((a, b) => a.offset - b.offset);
  }
  return list;
}

// Finds the first object key written twice in a JSON text. JSON.parse keeps the last one silently,
// while a reader that stops at the first (the pre-commit hook's shell fast path, other tools) would
// see another config: the loader refuses duplicates so every reader agrees (docs/hooks.md).

export interface DuplicateKey {
  /** The decoded key. */
  readonly key: string;
  /** 1-based line of the second occurrence. */
  readonly line: number;
}

/** The first duplicate key in `text`, which JSON.parse has already accepted; undefined when every key is unique. */
export function findDuplicateKey(text: string): DuplicateKey | undefined {
  // One set of keys per open object; arrays push undefined. Keys are compared decoded (`"ro\u006ft"` is "root").
  const stack: (Set<string> | undefined)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      stack.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      stack.push(undefined);
      expectKey = false;
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') {
      expectKey = stack[stack.length - 1] !== undefined;
    } else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const keys = stack[stack.length - 1];
        if (keys?.has(key) === true) return { key, line: text.slice(0, i).split('\n').length };
        keys?.add(key);
        expectKey = false;
      }
      i = end;
    }
  }
  return undefined;
}

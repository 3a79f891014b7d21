// A frozen deep copy of a catalog, taken before it is validated: every getter is read once, every
// array and object copied (an own `__proto__` key stays an own data property), so nothing the caller
// mutates or computes later can change what was validated and is served.
import { CatalogError } from './catalog-error.js';

/** Deeper than any catalog (frontmatter is bounded far below this); a deeper value is a cycle or an attack. */
const maxDepth = 64;

export function snapshotCatalog<T>(catalog: T): T {
  try {
    return copy(catalog, 0) as T;
  } catch (error) {
    if (error instanceof CatalogError) throw error;
    // A throwing getter or proxy trap: the catalog cannot be read, so it cannot be served.
    throw new CatalogError([`the catalog could not be read (${error instanceof Error ? error.message : String(error)})`.slice(0, 300)]);
  }
}

function copy(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > maxDepth) throw new CatalogError([`the catalog nests deeper than ${maxDepth} levels`]);
  if (Array.isArray(value)) {
    const length = value.length;
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(copy(value[i], depth + 1));
    return Object.freeze(out);
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, {
      value: copy((value as Record<string, unknown>)[key], depth + 1),
      enumerable: true,
      writable: false,
      configurable: false,
    });
  }
  return Object.freeze(out);
}

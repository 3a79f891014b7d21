// An entry that is one of several objects told apart by a fixed key (a target's "type"): the problems
// of the one branch its tag names, or one line naming the tags. Without this, every branch it is not
// would report ("must be equal to constant", keys allowed in another branch) — docs/publishing.md.
import { describeValue } from './describe-value.js';
import { toJsonPath } from './json-path.js';
import { nearestName } from './nearest-name.js';

/** The key every branch fixes with a `const` (`type`), and each branch's value of it, in branch order. */
export interface Tag {
  readonly key: string;
  readonly values: readonly string[];
}

/** The tag of a `oneOf`'s branches, when every branch is an object that fixes the same key to a string. */
export function tagOf(branches: readonly unknown[]): Tag | undefined {
  let key: string | undefined;
  const values: string[] = [];
  for (const branch of branches) {
    const properties = (branch as { properties?: Record<string, { const?: unknown }> }).properties ?? {};
    const fixed = Object.entries(properties).filter(([, p]) => typeof p.const === 'string');
    if (fixed.length !== 1) return undefined;
    const [name, property] = fixed[0] as [string, { const: string }];
    if (key !== undefined && name !== key) return undefined;
    key = name;
    values.push(property.const);
  }
  return key === undefined ? undefined : { key, values };
}

/** Which branch `entry` chose by its tag; -1 when it names none. */
export function chosenBranch(tag: Tag, entry: unknown): number {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return -1;
  const named = (entry as Record<string, unknown>)[tag.key];
  return typeof named === 'string' ? tag.values.indexOf(named) : -1;
}

/**
 * The one line for an entry whose tag names no branch: not an object, or a missing or unknown tag;
 * `atTag` when the line is about the tag's value (placed there rather than at the entry).
 */
export function untaggedMessage(tag: Tag, instancePath: string, entry: unknown): { message: string; atTag: boolean } {
  const list = tag.values.map((v) => JSON.stringify(v)).join(', ');
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    const written = typeof entry === 'string' && tag.values.includes(entry) ? `; write { "${tag.key}": ${JSON.stringify(entry)}, … }` : '';
    return { message: `${toJsonPath(instancePath)}: must be an object with "${tag.key}" set to one of ${list}${written}`, atTag: false };
  }
  const named = (entry as Record<string, unknown>)[tag.key];
  if (named === undefined)
    return { message: `${toJsonPath(instancePath, tag.key)}: required key is missing; use one of ${list}`, atTag: false };
  const near = typeof named === 'string' ? nearestName(named, tag.values) : undefined;
  const got = typeof named === 'string' ? describeValue(named) : String(JSON.stringify(named));
  return {
    message: `${toJsonPath(instancePath, tag.key)}: ${got} is not allowed; use one of ${list}${near === undefined ? '' : ` (did you mean "${near}"?)`}`,
    atTag: true,
  };
}

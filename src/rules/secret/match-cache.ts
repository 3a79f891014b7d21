// One engine pass per source file, shared by every secret rule: each rule reports only its own
// matches, and a span owned by a more specific rule is never reported twice.
import type { SourceFile } from '../../load/model.js';
import { scanText } from './scan-text.js';
import type { SecretMatch } from './engine/types.js';

const cache = new WeakMap<SourceFile, readonly SecretMatch[]>();

export function secretMatchesOf(file: SourceFile): readonly SecretMatch[] {
  let matches = cache.get(file);
  if (matches === undefined) {
    matches = file.text === undefined ? [] : scanText(file.text);
    cache.set(file, matches);
  }
  return matches;
}

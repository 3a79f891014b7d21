// One engine pass per source file, shared by every secret rule: each rule reports only its own
// matches, and a span owned by a more specific rule is never reported twice.
import type { SourceFile } from '../../load/model.js';
import { scanText } from './engine/scan-text.js';
import type { SecretMatch } from './engine/types.js';

const cache = new WeakMap<SourceFile, readonly SecretMatch[]>();
const deferred = new WeakMap<SourceFile, () => readonly SecretMatch[]>();

/**
 * Hands the scan of `file` to `provide`, which must return what scanText returns for its text
 * (the analysis pool, which may have run it on another thread).
 */
export function deferSecretMatches(file: SourceFile, provide: () => readonly SecretMatch[]): void {
  deferred.set(file, provide);
}

export function secretMatchesOf(file: SourceFile): readonly SecretMatch[] {
  let matches = cache.get(file);
  if (matches === undefined) {
    const provide = deferred.get(file);
    matches = file.text === undefined ? [] : provide !== undefined ? provide() : scanText(file.text);
    cache.set(file, matches);
  }
  return matches;
}

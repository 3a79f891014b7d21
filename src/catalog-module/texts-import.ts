// The one run-time import a split index may have: its own texts modules, named by their content
// (`./<dir>/<skill path>.<16 hex>.js`, src/emit/emit-split.ts); both the loader and the data reader
// accept exactly this shape and nothing else.
import { textsHashLength } from '../emit/emit-split.js';

/**
 * Whether `specifier` names one of the index's own texts modules. `fixedNames` also accepts the
 * unhashed names earlier versions wrote (`./<dir>/<skill path>.js`): only `diff` reads such base commits.
 */
export function textsImportMatcher(indexName: string, fixedNames = false): (specifier: string) => boolean {
  const dir = indexName.slice(0, -'.ts'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^\\./${dir}/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/){0,15}[A-Za-z0-9_-][A-Za-z0-9._-]*${fixedNames ? '' : `\\.[0-9a-f]{${textsHashLength}}`}\\.js$`,
  );
  return (specifier) => pattern.test(specifier) && !specifier.includes('..');
}

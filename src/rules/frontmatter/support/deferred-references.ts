// Reference extraction handed elsewhere (the analysis pool, which may run it on another thread):
// referencesOf asks here before extracting a file's references itself.
import type { SourceFile } from '../../../load/model.js';
import type { Reference } from './references.js';

const deferred = new WeakMap<SourceFile, () => readonly Reference[]>();

/** `provide` must return what extractReferences returns for the file's text from offset 0. */
export function deferReferences(file: SourceFile, provide: () => readonly Reference[]): void {
  deferred.set(file, provide);
}

/** The deferred references of a file that is not a SKILL.md, or undefined when nothing was deferred. */
export function deferredReferences(file: SourceFile): readonly Reference[] | undefined {
  return deferred.get(file)?.();
}

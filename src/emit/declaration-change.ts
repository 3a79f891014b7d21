// What `check` says when the committed module and the one the build writes differ in the catalog's
// declaration (the config's `directoryRead`, written as one catalog field only when on): the
// option changed, not the skills, and nothing was edited by hand.
import { directoryReadField } from './module-head.js';

/** The head of a module, where the catalog's own fields are (before the first skill). */
function declaresDirectoryRead(source: string): boolean {
  const skillsAt = source.indexOf('\n  skills: [\n');
  return source.slice(0, skillsAt === -1 ? 4096 : skillsAt).includes(`\n${directoryReadField}`);
}

/** Undefined when both modules declare the same; otherwise the change in words. */
export function declarationChange(committed: string, expected: string): string | undefined {
  const before = declaresDirectoryRead(committed);
  const after = declaresDirectoryRead(expected);
  if (before === after) return undefined;
  return after
    ? '`directoryRead` is on in the config but the module does not declare it'
    : '`directoryRead` is off in the config but the module still declares it';
}

// The build summary's account of the package beyond the skills it wrote: files kept beside their
// skills by `exclude`, scripts shipped where an entry opted in, and anything left out because a rule
// that would have refused it is switched off (DESIGN "Profiles and files").
import type { PackageContents } from '../../bundle/package-contents.js';
import { plural } from '../format/report.js';

/** At most this many paths per note; the rest are counted. */
const shown = 20;

function list(paths: readonly string[]): string {
  const head = paths.slice(0, shown).join(', ');
  return paths.length > shown ? `${head} and ${paths.length - shown} more` : head;
}

export function packageNotes(contents: PackageContents): string[] {
  const notes: string[] = [];
  if (contents.scripts.length > 0)
    notes.push(
      `shipped ${plural(contents.scripts.length, 'script')} (the skills' entries opt in with "scripts": true): ${list(contents.scripts)}`,
    );
  if (contents.excluded.length > 0)
    notes.push(`excluded ${plural(contents.excluded.length, 'file')} by "exclude" (not read, not shipped): ${list(contents.excluded)}`);
  if (contents.leftOut.length > 0) {
    notes.push(
      `left out of the package: ${contents.leftOut.length === 1 ? '1 entry' : `${contents.leftOut.length} entries`}; the model cannot read them:`,
    );
    for (const item of contents.leftOut.slice(0, shown)) notes.push(`  ${item.file}: ${item.reason}`);
    if (contents.leftOut.length > shown) notes.push(`  and ${contents.leftOut.length - shown} more`);
  }
  return notes;
}

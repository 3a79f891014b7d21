// The build summary's account of the package beyond the skills it wrote: files kept beside their
// skills by `exclude` (the default debris list included) and scripts shipped where an entry opted in
// (DESIGN "Profiles and files"). What cannot ship is no note but a `generated/left-out` error.
import type { PackageContents } from '../../bundle/package-contents.js';
import { escapeControls } from '../../runtime/quote-text.js';
import { plural } from '../format/report.js';

/** At most this many paths per note; the rest are counted. */
const shown = 20;

function list(paths: readonly string[]): string {
  // Paths come from the file system: escaped here, so each note stays one line.
  const head = escapeControls(paths.slice(0, shown).join(', '));
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
  return notes;
}

// Does the line of a path place it in the user's own tree ("compare with `../x.md` in your
// repository", "run `scripts/check.sh` in your project")? Such a path names the user's file, not one
// the skill should ship (docs/rules.md, "reference/escapes-skill" and "reference/outside-skill").
import { lineEndNear, lineStartNear } from '../line-window.js';

/** "your repository", "your own project", "your checkout", … */
const usersTree = /\byour (?:own )?(?:repo(?:sitory)?|project|codebase|checkout|workspace|monorepo)\b/i;

/** How far either side of the path the line is read: a sentence, never a whole hostile line per path. */
const window = 400;

export function inUsersTree(text: string, offset: number): boolean {
  return usersTree.test(text.slice(lineStartNear(text, offset, window), lineEndNear(text, offset, window)));
}

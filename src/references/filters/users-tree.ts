// Does the line of a path place it in the user's own tree ("compare with `../x.md` in your
// repository", "run `scripts/check.sh` in your project", "confirm the repository root contains
// `scripts/build.mjs`")? Such a path names the user's file, not one the skill should ship
// (docs/rules.md, "reference/escapes-skill" and "reference/outside-skill").
import { lineEndNear, lineStartNear } from '../line-window.js';

/** "your repository", "your own project", "your checkout", … */
const usersTree = /\byour (?:own )?(?:repo(?:sitory)?|project|codebase|checkout|workspace|monorepo)\b/i;

/**
 * The sentence before the path makes the checkout it works in the subject that holds it: "the
 * repository root contains …", "this project has …" (up to the path, without crossing a sentence's
 * end). A path so listed is what the user's tree holds, not a file for the model to open; "run
 * `scripts/x.sh` from the repository root" says where to run a file, and stays a reference.
 */
const treeHoldsBefore =
  /\b(?:the|this|your) (?:repo(?:sitory)?|project|checkout|workspace|monorepo)(?: (?:root|root directory|directory))? (?:contains|has|holds|includes)\b(?:[^.!?\n]|[.!?](?=\S)){0,200}$/i;

/** How far either side of the path the line is read: a sentence, never a whole hostile line per path. */
const window = 400;

export function inUsersTree(text: string, offset: number): boolean {
  const start = lineStartNear(text, offset, window);
  return usersTree.test(text.slice(start, lineEndNear(text, offset, window))) || treeHoldsBefore.test(text.slice(start, offset));
}

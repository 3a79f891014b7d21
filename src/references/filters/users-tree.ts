// Does the line of a path place it in the user's own tree ("compare with `../x.md` in your
// repository", "run `scripts/check.sh` in your project")? Such a path names the user's file, not one
// the skill should ship (docs/rules.md, "reference/escapes-skill" and "reference/outside-skill").

/** "your repository", "your own project", "your checkout", … */
const usersTree = /\byour (?:own )?(?:repo(?:sitory)?|project|codebase|checkout|workspace|monorepo)\b/i;

export function inUsersTree(text: string, offset: number): boolean {
  const end = text.indexOf('\n', offset);
  return usersTree.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, end === -1 ? text.length : end));
}

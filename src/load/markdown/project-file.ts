// Is an unresolved reference a file of the project the skill sits in? A skill kept inside its
// repository (`.cursor/skills/deploy`, `.claude/skills/release`, a skills monorepo) is written to run
// in that checkout: it links the repository's `docs/DEPLOYMENT.md` or runs its `scripts/x.sh`, written
// from the repository root. Such a file exists, just not in the skill, so "add the file" would be
// wrong advice (docs/rules.md, reference/unresolved).
import type { LoadedCatalog, LoadedSkill } from '../model.js';

/** The project path a reference names when read from the project root, or undefined when it cannot be one. */
export function projectPathOf(target: string): string | undefined {
  let path = target;
  const cut = path.search(/[#?]/);
  if (cut !== -1) path = path.slice(0, cut);
  while (path.startsWith('./')) path = path.slice(2);
  if (path.endsWith('/')) path = path.slice(0, -1);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
  }
  if (path === '' || path.startsWith('/') || /[\\\0{}$<>*]/.test(path)) return undefined;
  for (const segment of path.split('/')) if (segment === '' || segment === '.' || segment === '..') return undefined;
  return path;
}

/**
 * True when `target`, read from the project root (the config's directory), names an existing entry
 * of the project outside the skill's own directory. A skill at the project root has no outside, and
 * a `references/…` path always means the skill's own document.
 */
export function isProjectFile(catalog: LoadedCatalog, skill: LoadedSkill, target: string): boolean {
  if (catalog.inProject === undefined || skill.dir === '' || skill.dir === '.') return false;
  const path = projectPathOf(target);
  // references/ is the Agent Skills directory for the skill's own documents, never the repository's.
  if (path === undefined || path.startsWith('references/') || path === skill.dir || path.startsWith(`${skill.dir}/`)) return false;
  return catalog.inProject(path);
}

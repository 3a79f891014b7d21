// A reference read as a path of the project the skill sits in: the project path it names from the
// project root, whether it names a repository's file by convention (docs/, src/, package.json, …:
// the user's repository, docs/rules.md "reference/unresolved"), and where a `..` path that climbs
// out of the skill lands (reference/escapes-skill names it, so the publisher knows what to copy).
import { posix } from 'node:path';
import type { LoadedCatalog, LoadedSkill } from '../../load/model.js';

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
 * Top directories of a repository that are not skill directories: documentation, source and test
 * trees, monorepo packages, CI and editor or agent settings. A skill ships scripts/, references/ and
 * assets/ (docs/brief, Agent Skills layout); a link to `docs/ARCHITECTURE.md` or `.github/workflows/ci.yml`
 * from a skill that has no such directory is written from its repository's root.
 */
const repositoryDirectories = new Set([
  'docs',
  'doc',
  'src',
  'lib',
  'test',
  'tests',
  'packages',
  'apps',
  'crates',
  'cmd',
  'internal',
  '.github',
  '.gitlab',
  '.circleci',
  '.vscode',
  '.cursor',
  '.claude',
  '.agents',
  '.codex',
  '.windsurf',
  '.devcontainer',
]);
/** Files found at a repository's root: its agent instructions, contributor docs and build manifests. */
const repositoryRootFiles =
  /^(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|CONTRIBUTING\.md|CHANGELOG\.md|CODE_OF_CONDUCT\.md|SECURITY\.md|package\.json|package-lock\.json|pnpm-workspace\.yaml|tsconfig(?:\.[\w-]+)?\.json|pyproject\.toml|setup\.cfg|Cargo\.toml|go\.mod|Gemfile|Makefile|Dockerfile|docker-compose\.ya?ml|\.nvmrc|\.node-version|\.gitignore|\.env\.example)$/;

/**
 * True when `target`, read from the project root, names a repository's file by convention — under a
 * repository top directory (docs/, src/, .github/, …) that neither the skill nor the project around
 * it has, or a repository root file (AGENTS.md, package.json, …) — in a skill kept below that root.
 * Such a skill was copied out of the repository it runs in (a skill collection, a vendored copy), so
 * the file is the repository's, not one the skill forgot. When the project has the directory, the
 * file is judged by where it lies (outside-skill.ts) instead and a missing one stays reported.
 */
export function isRepositoryConventionPath(catalog: LoadedCatalog, skill: LoadedSkill, target: string): boolean {
  if (skill.dir === '' || skill.dir === '.') return false;
  const path = projectPathOf(target);
  if (path === undefined) return false;
  const slash = path.indexOf('/');
  if (slash === -1) return repositoryRootFiles.test(path) && catalog.inProject?.(path) !== true;
  const top = path.slice(0, slash);
  if (!repositoryDirectories.has(top)) return false;
  if (skill.entries.some((entry) => entry.path === top || entry.path.startsWith(`${top}/`))) return false;
  return catalog.inProject?.(top) !== true;
}

/**
 * The project path a reference that climbs out of the skill (`../../docs/x.md`) lands on, when that
 * is an existing file or directory of the project; undefined otherwise. Read from the referring
 * file's directory, then from the skill root; never above the project root.
 */
export function escapedProjectPath(catalog: LoadedCatalog, skill: LoadedSkill, fromFile: string, relative: string): string | undefined {
  if (catalog.inProject === undefined || relative.startsWith('/')) return undefined;
  const fileDir = posix.dirname(fromFile);
  for (const base of fileDir === '.' ? [''] : [fileDir, '']) {
    const path = posix.normalize(posix.join(skill.dir, base, relative)).replace(/\/$/, '');
    if (path === '..' || path.startsWith('../') || path === '.' || path.startsWith('/')) continue;
    if (path === skill.dir || path.startsWith(`${skill.dir}/`)) continue;
    if (catalog.inProject(path)) return path;
  }
  return undefined;
}

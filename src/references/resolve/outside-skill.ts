// Where a reference that names no file of its skill lies in the project, when it lies somewhere: in
// another skill of the catalog (read from that skill's root, as the Agent Skills convention writes
// paths, or from the project root through that skill's directory), at the root of the plugin the
// skill belongs to (a directory above it holding `.claude-plugin/plugin.json` or `plugin.json`), or elsewhere in the
// project around the skill. Over MCP a host reads only the skill's own files, so each is a file the
// skill names but cannot ship (docs/rules.md, "reference/outside-skill").
import type { LoadedCatalog, LoadedSkill } from '../../load/model.js';
import { memoSlot, type RunMemo } from '../../load/run-memo.js';
import { pluginRootFallback, pluginRootPlaceholder } from './host-placeholder.js';
import { projectPathOf } from './project-file.js';

export type OutsideSkill =
  | { readonly kind: 'other-skill'; readonly skill: LoadedSkill; readonly path: string }
  /** A directory of the project holding a SKILL.md that the catalog does not serve (a sibling left out of the config). */
  | { readonly kind: 'skill-directory'; readonly directory: string; readonly path: string }
  | { readonly kind: 'plugin'; readonly root: string; readonly path: string }
  | { readonly kind: 'project'; readonly path: string };

/** Each skill's file paths, for finding a file in another skill. */
const filesBySkill = memoSlot(
  'the file paths of every skill of the catalog',
  (skills: readonly LoadedSkill[]) => new Map(skills.map((skill) => [skill, new Set(skill.files.map((file) => file.path))])),
);

/** Does `directory` hold a plugin manifest (`.claude-plugin/plugin.json`, or a `plugin.json` of its own)? */
function isPluginRoot(inProject: (path: string) => boolean, directory: string): boolean {
  const prefix = directory === '' ? '' : `${directory}/`;
  return inProject(`${prefix}.claude-plugin/plugin.json`) || inProject(`${prefix}plugin.json`);
}

/** The plugin root above the skill's directory (the nearest directory holding a plugin manifest), if any. */
function pluginRootOf(catalog: LoadedCatalog, skill: LoadedSkill): string | undefined {
  const inProject = catalog.inProject;
  if (inProject === undefined) return undefined;
  for (let cut = skill.dir.lastIndexOf('/'); cut > 0; cut = skill.dir.lastIndexOf('/', cut - 1)) {
    const directory = skill.dir.slice(0, cut);
    if (isPluginRoot(inProject, directory)) return directory;
  }
  return isPluginRoot(inProject, '') ? '' : undefined;
}

const isInside = (path: string, directory: string): boolean => directory === '' || path === directory || path.startsWith(`${directory}/`);

/**
 * Where `target`, which names no file of `skill`, lies outside it; undefined when the project has it
 * nowhere (or it cannot be a project path: a pattern, a placeholder, a `..` path). A `references/…`
 * path always means the skill's own document, missing.
 */
export function whereOutsideSkill(memo: RunMemo, catalog: LoadedCatalog, skill: LoadedSkill, target: string): OutsideSkill | undefined {
  const pluginPlaceholder = pluginRootPlaceholder.exec(target);
  if (pluginPlaceholder !== null) {
    const rest = target.slice(pluginPlaceholder[0].length);
    const atRoot = atPluginRoot(catalog, skill, rest);
    // With no plugin root around the skill, a shell default (`${CLAUDE_PLUGIN_ROOT:-.agents}/…`) says
    // where the path is read from: the project's `.agents/…`, perhaps another skill's file.
    const fallback = pluginRootFallback(pluginPlaceholder[0]);
    if (atRoot !== undefined || fallback === undefined || pluginRootOf(catalog, skill) !== undefined) return atRoot;
    return whereOutsideSkill(memo, catalog, skill, `${fallback}/${rest}`);
  }
  const path = projectPathOf(target);
  if (path === undefined || path.startsWith('references/')) return undefined;
  // The rule pass may show one group of skills (LoadedCatalog.allSkills): look in every skill.
  const skills = catalog.allSkills ?? catalog.skills;
  const files = memo.get(filesBySkill, skills);
  // A bare name (`README.md`, `logic.prompt`) is a file at the skill's own root: another skill's file
  // of the same name is that skill's, not the one meant.
  for (const other of path.includes('/') ? skills : []) {
    if (other === skill || other.dir === skill.dir) continue;
    const paths = files.get(other);
    if (paths === undefined) continue;
    if (paths.has(path)) return { kind: 'other-skill', skill: other, path };
    if (other.dir !== '' && path.startsWith(`${other.dir}/`) && paths.has(path.slice(other.dir.length + 1)))
      return { kind: 'other-skill', skill: other, path: path.slice(other.dir.length + 1) };
  }
  const inProject = catalog.inProject;
  if (inProject === undefined || skill.dir === '' || skill.dir === '.') return undefined;
  const root = pluginRootOf(catalog, skill);
  // A path written from the plugin root (`scripts/validate.py` beside `skills/`), then from the project root.
  if (root !== undefined && root !== '') {
    const fromPlugin = `${root}/${path}`;
    if (!isInside(fromPlugin, skill.dir) && inProject(fromPlugin)) return { kind: 'plugin', root, path: fromPlugin };
  }
  if (isInside(path, skill.dir) || !inProject(path)) return undefined;
  const directory = skillDirectoryHolding(inProject, path);
  if (directory !== undefined) return { kind: 'skill-directory', directory, path };
  if (root !== undefined && isInside(path, root)) return { kind: 'plugin', root, path };
  return { kind: 'project', path };
}

/** The nearest directory above the project path `path` (below the project root) that holds a SKILL.md, if any. */
function skillDirectoryHolding(inProject: (path: string) => boolean, path: string): string | undefined {
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1))
    if (inProject(`${path.slice(0, cut)}/SKILL.md`)) return path.slice(0, cut);
  return undefined;
}

/**
 * Is the project path `path`, outside `skill`, a file of another skill (of the catalog, or any
 * directory above it holding a SKILL.md) or of the plugin the skill belongs to? Such a file is one
 * the skill needs but cannot ship; any other project file is the user's (code-span-paths.ts). For a
 * path the project does not have, `rootPlugin` false leaves out a plugin at the project root.
 */
export function isInSkillOrPlugin(catalog: LoadedCatalog, skill: LoadedSkill, path: string, rootPlugin = true): boolean {
  if (isInside(path, skill.dir)) return false;
  for (const other of catalog.allSkills ?? catalog.skills)
    if (other !== skill && other.dir !== '' && isInside(path, other.dir)) return true;
  const inProject = catalog.inProject;
  if (inProject === undefined) return false;
  if (skillDirectoryHolding(inProject, path) !== undefined) return true;
  const root = pluginRootOf(catalog, skill);
  // A plugin at the project root holds every project path: only a file it has is known to be the plugin's.
  return root !== undefined && (rootPlugin || root !== '') && isInside(path, root);
}

/**
 * The skill's own path that a path written from the plugin root names when it leads back into the
 * skill (`${CLAUDE_PLUGIN_ROOT}/skills/clip/scripts/copy.sh` in the skill at plugins/clip/skills/clip
 * is its scripts/copy.sh: the plugin layout Claude Code documents); undefined otherwise.
 */
export function skillPathFromPluginRoot(catalog: LoadedCatalog, skill: LoadedSkill, target: string): string | undefined {
  const placeholder = pluginRootPlaceholder.exec(target);
  const root = placeholder === null ? undefined : pluginRootOf(catalog, skill);
  if (placeholder === null || root === undefined) return undefined;
  const path = `${root}/${target.slice(placeholder[0].length)}`.replace(/^\//, '');
  return path.startsWith(`${skill.dir}/`) ? path.slice(skill.dir.length + 1) : undefined;
}

/** Where a path written from the plugin root (`${CLAUDE_PLUGIN_ROOT}/shared/x.md`) lies, when the plugin has it. */
function atPluginRoot(catalog: LoadedCatalog, skill: LoadedSkill, relative: string): OutsideSkill | undefined {
  const rest = projectPathOf(relative);
  const inProject = catalog.inProject;
  if (rest === undefined || inProject === undefined) return undefined;
  const root = pluginRootOf(catalog, skill);
  if (root === undefined) return undefined;
  const path = root === '' ? rest : `${root}/${rest}`;
  return !isInside(path, skill.dir) && inProject(path) ? { kind: 'plugin', root, path } : undefined;
}

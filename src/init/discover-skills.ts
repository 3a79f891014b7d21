// The skills a repository already has, found where hosts keep them (`.claude/skills`,
// `.agents/skills`, `.codex/skills`, `.cursor/skills`, `.github/skills`, `skills`,
// `plugins/*/skills`) or under a root the user names: every directory holding a SKILL.md, and the
// files of each that would need `"scripts": true` to ship (README "Adopting the skills you already have").
// When none of those places holds a skill, the whole project is searched (other hosts' folders such
// as `.agent/skills`, an app's resources): the directory above each skill found is a root to offer.
// The walks never follow a symlink, skip node_modules, and are bounded in depth and entries however
// big the tree is; a root's walk skips hidden entries (the build never reads them), the project search
// enters hidden folders but .git.
import { lstatSync, readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { readProjectHead } from '../fs/project-files.js';
import { scriptEvidence } from '../load/script-file.js';

/** Where hosts and tools keep skills, in the order init offers them. */
export const conventionalRoots = [
  '.claude/skills',
  '.agents/skills',
  '.codex/skills',
  '.cursor/skills',
  '.github/skills',
  'skills',
] as const;

export interface FoundSkill {
  /** The skill's path under the root: its allowlist `path`. */
  readonly path: string;
  /** Its files that count as scripts (skill-relative), sorted. */
  readonly scripts: readonly string[];
}

export interface FoundRoot {
  readonly root: string;
  readonly skills: readonly FoundSkill[];
}

const maxDepth = 8;
const maxEntries = 20_000;

function listDir(abs: string): Dirent[] {
  try {
    return readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return [];
  }
}

const skipped = (entry: Dirent): boolean => entry.name.startsWith('.') || entry.name === 'node_modules';

/** Is the path a real directory (not a symlink to one)? */
export function isRealDirectory(abs: string): boolean {
  try {
    return lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** The skills under one root (a project-relative directory), in code-unit order. */
export function skillsUnder(projectDir: string, root: string): FoundSkill[] {
  const rootAbs = join(projectDir, root);
  if (!isRealDirectory(rootAbs)) return [];
  const budget = { entries: maxEntries };
  const skills: FoundSkill[] = [];
  const walk = (rel: string, depth: number): void => {
    if (depth > maxDepth) return;
    const entries = listDir(rel === '' ? rootAbs : join(rootAbs, rel));
    budget.entries -= entries.length;
    if (budget.entries < 0) return;
    if (rel !== '' && entries.some((e) => e.name === 'SKILL.md' && e.isFile())) {
      skills.push({ path: rel, scripts: scriptsIn(projectDir, `${root}/${rel}`, budget) });
      return;
    }
    for (const entry of entries)
      if (entry.isDirectory() && !skipped(entry)) walk(rel === '' ? entry.name : `${rel}/${entry.name}`, depth + 1);
  };
  walk('', 0);
  return skills;
}

/** The files of a skill directory that would ship only with `"scripts": true` (src/load/script-file.ts). */
function scriptsIn(projectDir: string, skillDir: string, budget: { entries: number }): string[] {
  const scripts: string[] = [];
  const walk = (rel: string, depth: number): void => {
    if (depth > maxDepth) return;
    const entries = listDir(join(projectDir, skillDir, rel));
    budget.entries -= entries.length;
    if (budget.entries < 0) return;
    for (const entry of entries) {
      if (skipped(entry) || entry.name === '__pycache__') continue;
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path, depth + 1);
      else if (entry.isFile()) {
        let executable = false;
        try {
          executable = (lstatSync(join(projectDir, skillDir, path)).mode & 0o111) !== 0;
        } catch {
          continue;
        }
        const bytes = readProjectHead(projectDir, `${skillDir}/${path}`, 2);
        if (scriptEvidence({ path, bytes, executable }) !== undefined) scripts.push(path);
      }
    }
  };
  walk('', 0);
  return scripts;
}

/** What init finds: the roots to offer, and skills at the project's top level, which no root can hold. */
export interface Discovery {
  readonly roots: readonly FoundRoot[];
  /** Top-level directories holding a SKILL.md: the root would be the project itself (docs/brief/DESIGN.md, "root"). */
  readonly topLevel: readonly string[];
}

/** Every conventional root (and `plugins/NAME/skills`) holding a skill; else every directory above a skill found anywhere. */
export function discoverSkills(projectDir: string): Discovery {
  const roots = conventionalSkillRoots(projectDir);
  if (roots.length > 0) return { roots, topLevel: [] };
  const parents = new Set<string>();
  const topLevel: string[] = [];
  for (const dir of skillDirsAnywhere(projectDir)) {
    const slash = dir.lastIndexOf('/');
    if (slash < 0) topLevel.push(dir);
    else parents.add(dir.slice(0, slash));
  }
  const found: FoundRoot[] = [];
  for (const root of [...parents].sort()) {
    const skills = skillsUnder(projectDir, root);
    if (skills.length > 0) found.push({ root, skills });
  }
  return { roots: found, topLevel };
}

/** Directories holding a SKILL.md anywhere in the project (not below another skill), in code-unit order. */
function skillDirsAnywhere(projectDir: string): string[] {
  const budget = { entries: maxEntries };
  const dirs: string[] = [];
  const walk = (rel: string, depth: number): void => {
    if (depth > maxDepth) return;
    const entries = listDir(rel === '' ? projectDir : join(projectDir, rel));
    budget.entries -= entries.length;
    if (budget.entries < 0) return;
    if (rel !== '' && entries.some((e) => e.name === 'SKILL.md' && e.isFile())) {
      dirs.push(rel);
      return;
    }
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules')
        walk(rel === '' ? entry.name : `${rel}/${entry.name}`, depth + 1);
  };
  walk('', 0);
  return dirs;
}

function conventionalSkillRoots(projectDir: string): FoundRoot[] {
  const candidates: string[] = [...conventionalRoots];
  if (isRealDirectory(join(projectDir, 'plugins'))) {
    for (const plugin of listDir(join(projectDir, 'plugins'))) {
      if (plugin.isDirectory() && !skipped(plugin)) candidates.push(`plugins/${plugin.name}/skills`);
    }
  }
  const found: FoundRoot[] = [];
  for (const root of candidates) {
    // Each segment must be a real directory: a symlinked `.claude` is not followed.
    const segments = root.split('/');
    if (!segments.every((_, i) => isRealDirectory(join(projectDir, ...segments.slice(0, i + 1))))) continue;
    const skills = skillsUnder(projectDir, root);
    if (skills.length > 0) found.push({ root, skills });
  }
  return found;
}

// The one builder of skill trees on disk, for tests that need a real file system: a temporary
// directory (tempDir), the files of a tree written into it (writeTree), the suite's config
// (writeConfig), and a whole project at once (writeProject: tree, config, package.json, git).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function tempDir(prefix = 'skillpack-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes each file of `tree` (paths relative to `dir`, `/`-separated), creating the directories on the way. */
export function writeTree(dir: string, tree: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(tree)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** skillpack.config.json with the suite's defaults (the strict profile, `skills/`, `generated/skills.ts`) under `config`. */
export function writeConfig(dir: string, config: Record<string, unknown>): void {
  writeFileSync(
    join(dir, 'skillpack.config.json'),
    JSON.stringify(
      { extends: 'skillpack:strict', root: 'skills', output: 'generated/skills.ts', publisher: 'skillpack', ...config },
      null,
      2,
    ),
  );
}

export interface ProjectOptions {
  /** The temporary directory's name prefix. */
  readonly prefix?: string;
  /** Written as package.json (two-space JSON and a final newline) before the tree. */
  readonly packageJson?: Record<string, unknown>;
  /** Written by writeConfig (the suite's defaults under it) before the tree; a tree's own config file wins. */
  readonly config?: Record<string, unknown>;
  /** Run `git init` in the project first. */
  readonly git?: boolean;
}

/** A project in a new temporary directory: optionally a git repository, package.json and config, then the tree. */
export function writeProject(
  tree: Record<string, string | Uint8Array>,
  options: ProjectOptions = {},
): { dir: string; cleanup: () => void } {
  const made = tempDir(options.prefix);
  if (options.git === true) execFileSync('git', ['init', '-q'], { cwd: made.dir });
  if (options.packageJson !== undefined) writeFileSync(join(made.dir, 'package.json'), `${JSON.stringify(options.packageJson, null, 2)}\n`);
  if (options.config !== undefined) writeConfig(made.dir, options.config);
  writeTree(made.dir, tree);
  return made;
}

// How `skillpack init` adds the pre-commit check: through the hook manager the repository already
// uses (husky, lefthook, simple-git-hooks, the pre-commit framework), else a versioned hooks
// directory that git's core.hooksPath points at (docs/hooks.md "The same check in your project").
// Managers call the CLI directly with a path filter; only the core.hooksPath fallback runs the
// shipped hook script, whose fast path needs no filter.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { appendMissingLines, jsonIndent } from './text-edits.js';

export const lintStaged = './node_modules/.bin/skillpack lint --staged';
/** The paths whose staged changes the check reads (the default layout init writes). */
export const watchedPaths = ['skills', 'generated', 'skillpack.config.json'] as const;
const filtered = `git diff --cached --quiet -- ${watchedPaths.join(' ')} || ${lintStaged}`;
export const hooksDir = '.githooks';

export type HookManager = 'husky' | 'lefthook' | 'simple-git-hooks' | 'pre-commit' | 'core.hooksPath';

export interface FileChange {
  readonly path: string;
  readonly text: string;
  readonly executable?: boolean;
  readonly created: boolean;
}

export interface HookPlan {
  readonly manager: HookManager;
  readonly changes: readonly FileChange[];
  /** Set core.hooksPath to this directory (the fallback only). */
  readonly hooksPath?: string;
  /** What the user still has to do, if anything. */
  readonly notes: readonly string[];
}

const read = (dir: string, path: string): string | undefined => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : undefined);

export function planHook(dir: string, currentHooksPath: string | undefined): HookPlan {
  const manifestText = read(dir, 'package.json');
  const manifest = manifestText === undefined ? {} : (JSON.parse(manifestText) as Record<string, unknown>);
  const deps = { ...(manifest['dependencies'] as object | undefined), ...(manifest['devDependencies'] as object | undefined) };

  if (existsSync(join(dir, '.husky')) || 'husky' in deps) {
    const current = read(dir, '.husky/pre-commit');
    const text = current?.includes('skillpack') === true ? undefined : appendMissingLines(current ?? '', [filtered]);
    return { manager: 'husky', changes: text === undefined ? [] : [{ path: '.husky/pre-commit', text, executable: true, created: current === undefined }], notes: [] };
  }

  const lefthookFile = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'].find((f) => existsSync(join(dir, f)));
  if (lefthookFile !== undefined || 'lefthook' in deps) {
    const path = lefthookFile ?? 'lefthook.yml';
    const current = read(dir, path) ?? '';
    const doc = parseDocument(current);
    if (doc.getIn(['pre-commit', 'commands', 'skillpack']) !== undefined) return { manager: 'lefthook', changes: [], notes: [] };
    if (doc.contents === null) doc.contents = doc.createNode({}) as never;
    doc.setIn(['pre-commit', 'commands', 'skillpack'], doc.createNode({ glob: '{skills/**,generated/**,skillpack.config.json}', run: lintStaged }));
    return { manager: 'lefthook', changes: [{ path, text: doc.toString(), created: lefthookFile === undefined }], notes: ['run `npx lefthook install` once if lefthook is not installed in this clone yet'] };
  }

  if ('simple-git-hooks' in manifest && manifestText !== undefined) {
    const hooks = manifest['simple-git-hooks'] as Record<string, string>;
    const current = hooks['pre-commit'];
    if (current?.includes('skillpack') === true) return { manager: 'simple-git-hooks', changes: [], notes: [] };
    const updated = { ...manifest, 'simple-git-hooks': { ...hooks, 'pre-commit': current === undefined ? filtered : `${current} && ${filtered}` } };
    const eol = manifestText.includes('\r\n') ? '\r\n' : '\n';
    return {
      manager: 'simple-git-hooks',
      changes: [{ path: 'package.json', text: `${JSON.stringify(updated, null, jsonIndent(manifestText)).replace(/\n/g, eol)}${eol}`, created: false }],
      notes: ['run `npx simple-git-hooks` to install the updated hook into .git/hooks'],
    };
  }

  const preCommit = read(dir, '.pre-commit-config.yaml');
  if (preCommit !== undefined) {
    const doc = parseDocument(preCommit);
    const repos = doc.get('repos');
    const already = isSeq(repos) && repos.items.some((repo) => isMap(repo) && JSON.stringify(repo.toJSON()).includes('skillpack'));
    if (already) return { manager: 'pre-commit', changes: [], notes: [] };
    const hook = { repo: 'local', hooks: [{ id: 'skillpack-lint', name: 'skillpack lint (staged skills)', entry: lintStaged, language: 'system', pass_filenames: false, files: '^(skills/|generated/|skillpack\\.config\\.json$)' }] };
    if (isSeq(repos)) repos.items.push(doc.createNode(hook));
    else doc.set('repos', doc.createNode([hook]));
    return { manager: 'pre-commit', changes: [{ path: '.pre-commit-config.yaml', text: doc.toString(), created: false }], notes: ['run `pre-commit install` once if the framework is not installed in this clone yet'] };
  }

  const wrapper = ['#!/bin/sh', '# Installed by `skillpack init`: lint the staged skills (docs: node_modules/skillpack/docs/hooks.md).', 'exec ./node_modules/skillpack/scripts/hooks/pre-commit "$@"', ''].join('\n');
  const current = read(dir, `${hooksDir}/pre-commit`);
  const changes: FileChange[] = current === undefined ? [{ path: `${hooksDir}/pre-commit`, text: wrapper, executable: true, created: true }] : [];
  if (currentHooksPath !== undefined && currentHooksPath !== hooksDir) {
    return { manager: 'core.hooksPath', changes, notes: [`core.hooksPath is already ${currentHooksPath}: call ${hooksDir}/pre-commit from your pre-commit hook there`] };
  }
  return {
    manager: 'core.hooksPath',
    changes,
    ...(currentHooksPath === hooksDir ? {} : { hooksPath: hooksDir }),
    notes: [`other clones: run \`git config core.hooksPath ${hooksDir}\` once (git does not version that setting)`],
  };
}

// How `skillpack init` adds the pre-commit check: through the hook manager the repository already
// uses (husky, lefthook, simple-git-hooks, the pre-commit framework), else a versioned hooks
// directory that git's core.hooksPath points at (docs/hooks.md "The same check in your project").
// The check is `skillpack check --staged`: it lints what is staged and proves the staged generated
// module is what the build writes, so a skill committed without a rebuild is refused. Managers call
// the CLI directly with a path filter made from the config's root and output; only the
// core.hooksPath fallback runs the shipped hook script, which reads them from the config itself.
// An entry init wrote before is brought in line when the root or output changed since.
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { projectEntry, readProjectText } from '../fs/project-files.js';
import { appendMissingLines, jsonIndent } from './text-edits.js';
import { watchedPaths, type ProjectLayout } from './project-layout.js';

export const hookCommand = './node_modules/.bin/skillpack check --staged';
export const hooksDir = '.githooks';

/** An entry init wrote, in any version: the path filter, then the staged check (lint in older versions). */
const ownEntry = /git diff --cached --quiet -- .*? \|\| \.\/node_modules\/\.bin\/skillpack (?:lint|check) --staged/;
const ownCommand = /^\.\/node_modules\/\.bin\/skillpack (?:lint|check) --staged$/;

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

/** A word for a POSIX shell: quoted only when it needs to be. */
const shellWord = (word: string): string => (/^[A-Za-z0-9_./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** The husky and simple-git-hooks line: nothing watched staged, nothing started. */
export function filteredCommand(layout: ProjectLayout): string {
  return `git diff --cached --quiet -- ${watchedPaths(layout)
    .map((w) => shellWord(w.path))
    .join(' ')} || ${hookCommand}`;
}

/** lefthook's glob for the watched paths. */
export function lefthookGlob(layout: ProjectLayout): string {
  return `{${watchedPaths(layout)
    .map((w) => (w.directory ? `${w.path}/**` : w.path))
    .join(',')}}`;
}

const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pre-commit framework's `files` regular expression for the watched paths. */
export function preCommitFiles(layout: ProjectLayout): string {
  return `^(${watchedPaths(layout)
    .map((w) => (w.directory ? `${regexEscape(w.path)}/` : `${regexEscape(w.path)}$`))
    .join('|')})`;
}

const wrapper = [
  '#!/bin/sh',
  '# Installed by `skillpack init`: check the staged skills and generated module (docs: node_modules/skillpack/docs/hooks.md).',
  'exec ./node_modules/skillpack/scripts/hooks/pre-commit "$@"',
  '',
].join('\n');
/** Wrappers earlier versions of init wrote: replaced by the current one. */
const earlierWrappers = [
  [
    '#!/bin/sh',
    '# Installed by `skillpack init`: lint the staged skills (docs: node_modules/skillpack/docs/hooks.md).',
    'exec ./node_modules/skillpack/scripts/hooks/pre-commit "$@"',
    '',
  ].join('\n'),
];

function setIfChanged(doc: Document, path: readonly string[], value: string): boolean {
  if (doc.getIn(path) === value) return false;
  doc.setIn(path, value);
  return true;
}

export function planHook(dir: string, layout: ProjectLayout, currentHooksPath: string | undefined): HookPlan {
  const read = (path: string): string | undefined => readProjectText(dir, path);
  const manifestText = read('package.json');
  let manifest: Record<string, unknown> = {};
  try {
    const parsed = manifestText === undefined ? {} : (JSON.parse(manifestText) as unknown);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) manifest = parsed as Record<string, unknown>;
  } catch {
    manifest = {};
  }
  const deps = { ...(manifest['dependencies'] as object | undefined), ...(manifest['devDependencies'] as object | undefined) };
  const filtered = filteredCommand(layout);

  if (projectEntry(dir, '.husky') !== undefined || 'husky' in deps) {
    const current = read('.husky/pre-commit');
    const lines = (current ?? '').split(/(?<=\n)/);
    const own = lines.findIndex((line) => ownEntry.test(line));
    let text: string | undefined;
    if (own >= 0) {
      const updated = (lines[own] as string).replace(ownEntry, filtered);
      if (updated !== lines[own]) text = [...lines.slice(0, own), updated, ...lines.slice(own + 1)].join('');
    } else if (current?.includes('skillpack') !== true) {
      text = appendMissingLines(current ?? '', [filtered]);
    }
    return {
      manager: 'husky',
      changes: text === undefined ? [] : [{ path: '.husky/pre-commit', text, executable: true, created: current === undefined }],
      notes: [],
    };
  }

  const lefthookFile = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'].find((f) => projectEntry(dir, f) !== undefined);
  if (lefthookFile !== undefined || 'lefthook' in deps) {
    const path = lefthookFile ?? 'lefthook.yml';
    const current = read(path) ?? '';
    const doc = parseDocument(current);
    const at = ['pre-commit', 'commands', 'skillpack'];
    const existing = doc.getIn([...at, 'run']);
    if (existing !== undefined) {
      // Someone else's command under that name is theirs to keep.
      if (typeof existing !== 'string' || !ownCommand.test(existing)) return { manager: 'lefthook', changes: [], notes: [] };
      const changed = [setIfChanged(doc, [...at, 'glob'], lefthookGlob(layout)), setIfChanged(doc, [...at, 'run'], hookCommand)].some(
        Boolean,
      );
      return { manager: 'lefthook', changes: changed ? [{ path, text: doc.toString(), created: false }] : [], notes: [] };
    }
    if (doc.contents === null) doc.contents = doc.createNode({}) as never;
    doc.setIn(at, doc.createNode({ glob: lefthookGlob(layout), run: hookCommand }));
    return {
      manager: 'lefthook',
      changes: [{ path, text: doc.toString(), created: lefthookFile === undefined }],
      notes: ['run `npx lefthook install` once if lefthook is not installed in this clone yet'],
    };
  }

  if ('simple-git-hooks' in manifest && manifestText !== undefined) {
    const hooks = (manifest['simple-git-hooks'] ?? {}) as Record<string, string>;
    const current = hooks['pre-commit'];
    let command: string | undefined;
    if (typeof current === 'string' && ownEntry.test(current)) {
      const updated = current.replace(ownEntry, filtered);
      command = updated === current ? undefined : updated;
    } else if (current?.includes('skillpack') !== true) {
      command = current === undefined ? filtered : `${current} && ${filtered}`;
    }
    if (command === undefined) return { manager: 'simple-git-hooks', changes: [], notes: [] };
    const updated = { ...manifest, 'simple-git-hooks': { ...hooks, 'pre-commit': command } };
    const eol = manifestText.includes('\r\n') ? '\r\n' : '\n';
    return {
      manager: 'simple-git-hooks',
      changes: [
        {
          path: 'package.json',
          text: `${JSON.stringify(updated, null, jsonIndent(manifestText)).replace(/\n/g, eol)}${eol}`,
          created: false,
        },
      ],
      notes: ['run `npx simple-git-hooks` to install the updated hook into .git/hooks'],
    };
  }

  const preCommit = read('.pre-commit-config.yaml');
  if (preCommit !== undefined) {
    const doc = parseDocument(preCommit);
    const repos = doc.get('repos');
    const hook = {
      id: 'skillpack-check',
      name: 'skillpack check (staged skills and generated module)',
      entry: hookCommand,
      language: 'system',
      pass_filenames: false,
      files: preCommitFiles(layout),
    };
    if (isSeq(repos)) {
      for (const repo of repos.items) {
        if (!isMap(repo)) continue;
        const hooks = repo.get('hooks');
        if (!isSeq(hooks)) continue;
        for (const item of hooks.items) {
          if (!isMap(item)) continue;
          const entry = item.get('entry');
          if (typeof entry === 'string' && ownCommand.test(entry)) {
            const changed = Object.entries(hook)
              .map(([key, value]) => (item.get(key) === value ? false : (item.set(key, value), true)))
              .some(Boolean);
            return {
              manager: 'pre-commit',
              changes: changed ? [{ path: '.pre-commit-config.yaml', text: doc.toString(), created: false }] : [],
              notes: [],
            };
          }
        }
      }
      if (repos.items.some((repo) => isMap(repo) && JSON.stringify(repo.toJSON()).includes('skillpack')))
        return { manager: 'pre-commit', changes: [], notes: [] };
      repos.items.push(doc.createNode({ repo: 'local', hooks: [hook] }));
    } else {
      doc.set('repos', doc.createNode([{ repo: 'local', hooks: [hook] }]));
    }
    return {
      manager: 'pre-commit',
      changes: [{ path: '.pre-commit-config.yaml', text: doc.toString(), created: false }],
      notes: ['run `pre-commit install` once if the framework is not installed in this clone yet'],
    };
  }

  const current = read(`${hooksDir}/pre-commit`);
  const changes: FileChange[] =
    current === undefined
      ? [{ path: `${hooksDir}/pre-commit`, text: wrapper, executable: true, created: true }]
      : earlierWrappers.includes(current)
        ? [{ path: `${hooksDir}/pre-commit`, text: wrapper, executable: true, created: false }]
        : [];
  if (currentHooksPath !== undefined && currentHooksPath !== hooksDir) {
    return {
      manager: 'core.hooksPath',
      changes,
      notes: [`core.hooksPath is already ${currentHooksPath}: call ${hooksDir}/pre-commit from your pre-commit hook there`],
    };
  }
  return {
    manager: 'core.hooksPath',
    changes,
    ...(currentHooksPath === hooksDir ? {} : { hooksPath: hooksDir }),
    notes: [`other clones: run \`git config core.hooksPath ${hooksDir}\` once (git does not version that setting)`],
  };
}

// The git-index implementation of SourceTree (--staged): what the next commit would contain, never the
// working tree, so unstaged edits cannot change a verdict. One `git ls-files -s -z` lists the entries
// in scope (mode, object id, stage) and one `git cat-file --batch` reads their blobs: the number of
// processes does not grow with the number of files.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { isAbsolute, resolve } from 'node:path';
import type { EntryInfo, EntryKind, ReadResult, SourceTree } from './source-tree.js';

export type GitIndexProblem = 'not-a-repository' | 'git-missing' | 'git-failed';

/** Why the index could not be read at all (not a finding: the caller turns it into exit 2). */
export class GitIndexError extends Error {
  readonly problem: GitIndexProblem;

  constructor(problem: GitIndexProblem, message: string) {
    super(message);
    this.name = 'GitIndexError';
    this.problem = problem;
  }
}

export interface GitIndexTreeOptions {
  /**
   * Paths relative to the base directory whose index entries the tree holds (the skills root, the
   * generated module, the config, the secret allowlist). Everything else reads as missing.
   */
  readonly scope: readonly string[];
  /** Environment for git; defaults to the inherited one. */
  readonly env?: NodeJS.ProcessEnv;
  /** Directory that relative GIT_DIR / GIT_INDEX_FILE / GIT_WORK_TREE values in `env` are relative to. */
  readonly cwd?: string;
  /** Blob bytes read in one go before falling back to sizing blobs first (a huge file is staged). */
  readonly batchBytes?: number;
  /** Blobs larger than this are never read in the fallback; their reads report `too-large`. */
  readonly fileBytes?: number;
}

interface IndexEntry {
  readonly mode: string;
  readonly oid: string;
  /** Several stages (1–3) mean an unresolved merge conflict. */
  readonly conflicted: boolean;
}

type Blob = { readonly size: number; readonly bytes: Uint8Array | undefined } | { readonly missing: true };

const gitPathVariables = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'];

function gitEnvironment(options: GitIndexTreeOptions): NodeJS.ProcessEnv | undefined {
  if (options.env === undefined) return undefined;
  const env: NodeJS.ProcessEnv = { ...options.env };
  // git runs in the base directory; a relative path handed down by a hook would then point elsewhere.
  if (options.cwd !== undefined) {
    for (const name of gitPathVariables) {
      const value = env[name];
      if (value !== undefined && value !== '' && !isAbsolute(value)) env[name] = resolve(options.cwd, value);
    }
  }
  return env;
}

function runGit(
  args: readonly string[],
  baseDir: string,
  env: NodeJS.ProcessEnv | undefined,
  input: string | undefined,
  maxBuffer: number,
): SpawnSyncReturns<Buffer> {
  const result = spawnSync('git', ['--literal-pathspecs', ...args], {
    cwd: baseDir,
    env,
    input,
    maxBuffer,
    windowsHide: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const code = (result.error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') throw new GitIndexError('git-missing', '--staged reads the git index, but `git` was not found on PATH');
  return result;
}

function failure(what: string, result: SpawnSyncReturns<Buffer>): GitIndexError {
  const stderr = result.stderr?.toString('utf8').trim() ?? '';
  if (/not a git repository|must be run in a work tree/i.test(stderr)) {
    return new GitIndexError('not-a-repository', stderr.split('\n')[0] ?? stderr);
  }
  const why =
    result.error !== undefined
      ? String((result.error as NodeJS.ErrnoException).code ?? result.error.message)
      : stderr.split('\n')[0] || `exit ${result.status ?? result.signal}`;
  return new GitIndexError('git-failed', `${what} failed: ${why}`);
}

/** `<mode> <oid> <stage>\t<path>\0` records, paths relative to the base directory. */
function parseLsFiles(out: Buffer): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  let at = 0;
  while (at < out.length) {
    let end = out.indexOf(0, at);
    if (end === -1) end = out.length;
    const tab = out.indexOf(9, at);
    if (tab !== -1 && tab < end) {
      const [mode = '', oid = '', stage = '0'] = out.toString('latin1', at, tab).split(' ');
      const path = out.toString('utf8', tab + 1, end);
      const previous = entries.get(path);
      if (previous !== undefined || stage !== '0')
        entries.set(path, { mode: previous?.mode ?? mode, oid: previous?.oid ?? oid, conflicted: true });
      else entries.set(path, { mode, oid, conflicted: false });
    }
    at = end + 1;
  }
  return entries;
}

/** `<oid> <type> <size>\n<bytes>\n` per object (`<oid> missing\n` when absent). */
function parseBatch(out: Buffer, blobs: Map<string, Blob>, withContents: boolean): void {
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    if (eol === -1) break;
    const [oid = '', type = '', size = ''] = out.toString('latin1', at, eol).split(' ');
    at = eol + 1;
    if (type === 'missing' || size === '') {
      blobs.set(oid, { missing: true });
      continue;
    }
    const length = Number(size);
    if (withContents) {
      blobs.set(oid, { size: length, bytes: new Uint8Array(out.buffer, out.byteOffset + at, length) });
      at += length + 1;
    } else {
      blobs.set(oid, { size: length, bytes: undefined });
    }
  }
}

function kindOf(mode: string): EntryKind {
  if (mode === '120000') return 'symlink';
  if (mode === '160000') return 'gitlink';
  if (mode === '040000') return 'directory';
  return 'file';
}

export function createGitIndexTree(baseDir: string, options: GitIndexTreeOptions): SourceTree {
  const env = gitEnvironment(options);
  const scope = [...new Set(options.scope.filter((p) => p !== ''))];
  const listed =
    scope.length === 0 ? undefined : runGit(['ls-files', '-s', '-z', '--', ...scope], baseDir, env, undefined, 256 * 1024 * 1024);
  if (listed !== undefined && (listed.status !== 0 || listed.error !== undefined)) throw failure('git ls-files', listed);
  const entries = listed === undefined ? new Map<string, IndexEntry>() : parseLsFiles(listed.stdout);

  const children = new Map<string, Set<string>>([['', new Set()]]);
  for (const path of entries.keys()) {
    let child = path;
    while (child !== '') {
      const cut = child.lastIndexOf('/');
      const parent = cut === -1 ? '' : child.slice(0, cut);
      let set = children.get(parent);
      if (set === undefined) children.set(parent, (set = new Set()));
      const name = cut === -1 ? child : child.slice(cut + 1);
      if (set.has(name)) break;
      set.add(name);
      child = parent;
    }
  }

  const wanted = [...new Set([...entries.values()].filter((e) => !e.conflicted && kindOf(e.mode) === 'file').map((e) => e.oid))];
  const blobs = new Map<string, Blob>();
  if (wanted.length > 0) {
    const input = `${wanted.join('\n')}\n`;
    const batchBytes = options.batchBytes ?? 128 * 1024 * 1024;
    const batch = runGit(['cat-file', '--batch'], baseDir, env, input, batchBytes + wanted.length * 128);
    if (batch.status === 0 && batch.error === undefined) {
      parseBatch(batch.stdout, blobs, true);
    } else if ((batch.error as NodeJS.ErrnoException | undefined)?.code === 'ENOBUFS') {
      // Something huge is staged: size every blob first, then read only those that can pass the
      // per-file bound; the rest are reported too large without being read.
      const sized = runGit(['cat-file', '--batch-check'], baseDir, env, input, 64 * 1024 * 1024);
      if (sized.status !== 0 || sized.error !== undefined) throw failure('git cat-file --batch-check', sized);
      parseBatch(sized.stdout, blobs, false);
      const fileBytes = options.fileBytes ?? 1024 * 1024;
      const small = wanted.filter((oid) => {
        const blob = blobs.get(oid);
        return blob !== undefined && 'size' in blob && blob.size <= fileBytes;
      });
      if (small.length > 0) {
        const read = runGit(['cat-file', '--batch'], baseDir, env, `${small.join('\n')}\n`, small.length * (fileBytes + 128));
        if (read.status !== 0 || read.error !== undefined) throw failure('git cat-file --batch', read);
        parseBatch(read.stdout, blobs, true);
      }
    } else {
      throw failure('git cat-file --batch', batch);
    }
  }

  // The whole index, names and modes only, read once and only when something outside the scope is asked for.
  let wholeIndex: Map<string, IndexEntry> | undefined;
  let wholeDirectories: Set<string> | undefined;
  const hasEntry = (path: string): boolean => {
    if (wholeIndex === undefined || wholeDirectories === undefined) {
      const all = runGit(['ls-files', '-s', '-z'], baseDir, env, undefined, 256 * 1024 * 1024);
      if (all.status !== 0 || all.error !== undefined) throw failure('git ls-files', all);
      wholeIndex = parseLsFiles(all.stdout);
      wholeDirectories = new Set();
      for (const file of wholeIndex.keys())
        for (let cut = file.indexOf('/'); cut !== -1; cut = file.indexOf('/', cut + 1)) wholeDirectories.add(file.slice(0, cut));
    }
    // A symlink on the way leads anywhere: the entry is not the project's.
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
      const along = wholeIndex.get(path.slice(0, cut));
      if (along !== undefined) return false;
    }
    const entry = wholeIndex.get(path);
    if (entry !== undefined) return entry.conflicted || kindOf(entry.mode) === 'file';
    return wholeDirectories.has(path);
  };

  return {
    label: 'git index',
    hasEntry,
    stat(path: string): EntryInfo {
      const entry = entries.get(path);
      if (entry !== undefined) {
        const kind = entry.conflicted ? 'file' : kindOf(entry.mode);
        const blob = kind === 'file' ? blobs.get(entry.oid) : undefined;
        return { kind, size: blob !== undefined && 'size' in blob ? blob.size : 0 };
      }
      if (children.has(path)) return { kind: 'directory', size: 0 };
      return { kind: 'missing', size: 0 };
    },
    list(dir: string): string[] {
      return [...(children.get(dir) ?? [])];
    },
    read(path: string, limit: number, expectedSize?: number): ReadResult {
      const entry = entries.get(path);
      if (entry === undefined || (!entry.conflicted && kindOf(entry.mode) !== 'file')) return { ok: false, reason: 'not-regular' };
      if (entry.conflicted)
        return {
          ok: false,
          reason: 'unreadable',
          detail: 'it has an unresolved merge conflict in the index; resolve it and `git add` the file',
        };
      const blob = blobs.get(entry.oid);
      if (blob === undefined || !('size' in blob))
        return { ok: false, reason: 'unreadable', detail: `object ${entry.oid} is missing from the repository` };
      if (blob.size > limit) return { ok: false, reason: 'too-large' };
      if (expectedSize !== undefined && blob.size !== expectedSize)
        return { ok: false, reason: 'changed', detail: `size changed from ${expectedSize} to ${blob.size} bytes` };
      if (blob.bytes === undefined) return { ok: false, reason: 'too-large' };
      return { ok: true, bytes: blob.bytes.slice(), executable: entry.mode === '100755' };
    },
  };
}

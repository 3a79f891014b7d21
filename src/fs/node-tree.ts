// The working-tree implementation of SourceTree: an entry's type from lstat or readdir's d_type, never
// following a symlink, never opening a FIFO/socket/device, never reading more than limit + 1 bytes.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { decodeStrictUtf8 } from './decode-text.js';
import type { EntryInfo, EntryKind, ListedEntry, OpenedFile, ReadResult, SourceTree } from './source-tree.js';

type ReadRefusal = Extract<ReadResult, { ok: false }>;

function kindOf(stats: Stats): EntryKind {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isSocket()) return 'socket';
  return 'device';
}

/** readdir's d_type (Node lstats a DT_UNKNOWN entry itself); undefined leaves the decision to lstat. */
function kindOfDirent(dirent: Dirent<Buffer>): EntryKind | undefined {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isFile()) return 'file';
  if (dirent.isDirectory()) return 'directory';
  if (dirent.isFIFO()) return 'fifo';
  if (dirent.isSocket()) return 'socket';
  if (dirent.isBlockDevice() || dirent.isCharacterDevice()) return 'device';
  return undefined;
}

// O_NOFOLLOW refuses a symlink swapped in after it was listed; O_NONBLOCK keeps a swapped-in FIFO
// from blocking the open. Both exist on Linux and macOS; elsewhere they are 0 and fstat still checks.
const openFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

export interface NodeTreeOptions {
  /**
   * Test seam: called right before a file is opened, so a test can swap a directory on its path for
   * a symlink at exactly that moment (the race a real build only meets by chance).
   */
  readonly beforeOpen?: (path: string) => void;
}

/**
 * Where an open descriptor really is (Linux: /proc/self/fd), or undefined where that cannot be
 * learned. O_NOFOLLOW guards only the last component of a path; comparing the descriptor's real path
 * with the expected one catches a directory on the way that was a symlink when the file was opened
 * (swapped in after the walk), so no byte from outside the repository is ever used.
 */
function openedPath(fd: number): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
}

/** A relative path with no empty, `.` or `..` segment: joining it to a normal base changes nothing in it. */
const abnormalSegment = /(?:^|\/)\.{0,2}(?:\/|$)/;

/**
 * join(base, path), without join's normalising pass over every character when it would change
 * nothing: the loader joins every file it lists, opens and compares, and its paths are already normal.
 */
export function joinUnder(base: string): (path: string) => string {
  const normal = sep === '/' && base.startsWith('/') && !base.endsWith('/') && normalize(base) === base;
  return (path) => (normal && !path.startsWith('/') && !abnormalSegment.test(path) ? `${base}/${path}` : join(base, path));
}

export function createNodeTree(baseDir: string, options: NodeTreeOptions = {}): SourceTree {
  const under = joinUnder(baseDir);
  const abs = (path: string): string => (path === '' ? baseDir : under(path));
  let realBase: string | undefined;
  let underReal: ((path: string) => string) | undefined;
  const realAbs = (path: string): string | undefined => {
    try {
      realBase ??= realpathSync(baseDir);
    } catch {
      return undefined;
    }
    underReal ??= joinUnder(realBase);
    return path === '' ? realBase : underReal(path);
  };
  const undecodable = new Set<string>();
  /** The name as the loader sees it; one that is not UTF-8 is remembered, so stat reports it. */
  const nameOf = (dir: string, raw: Buffer): { name: string; decoded: boolean } => {
    const name = decodeStrictUtf8(raw);
    if (name !== undefined) return { name, decoded: true };
    // Node would decode the name lossily and then fail to find it: report it instead.
    const shown = new TextDecoder().decode(raw);
    undecodable.add(dir === '' ? shown : `${dir}/${shown}`);
    return { name: shown, decoded: false };
  };
  /**
   * Opens a regular file for reading, refused as `read` documents: the descriptor is the caller's to
   * close when the answer is ok, and closed here otherwise.
   */
  const openChecked = (
    path: string,
    limit: number,
    expectedSize: number | undefined,
  ): { ok: true; fd: number; size: number; executable: boolean } | ReadRefusal => {
    if (expectedSize !== undefined && expectedSize > limit) return { ok: false, reason: 'too-large' };
    let fd: number;
    try {
      options.beforeOpen?.(path);
      fd = openSync(abs(path), openFlags);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return { ok: false, reason: 'changed', detail: 'became a symlink after it was listed' };
      return { ok: false, reason: 'unreadable', detail: code ?? String(error) };
    }
    let kept = false;
    try {
      const real = openedPath(fd);
      const expected = real === undefined ? undefined : realAbs(path);
      if (real !== undefined && expected !== undefined && real !== expected)
        return { ok: false, reason: 'changed', detail: 'a directory on its path is a symlink (or was swapped for one while reading)' };
      const stats = fstatSync(fd);
      if (!stats.isFile()) return { ok: false, reason: 'changed', detail: 'is no longer a regular file' };
      const size = stats.size;
      if (expectedSize !== undefined && size !== expectedSize)
        return { ok: false, reason: 'changed', detail: `size changed from ${expectedSize} to ${size} bytes while reading`, size };
      if (size > limit) return { ok: false, reason: 'too-large', size };
      kept = true;
      return { ok: true, fd, size, executable: (stats.mode & 0o111) !== 0 };
    } catch (error) {
      return { ok: false, reason: 'unreadable', detail: (error as NodeJS.ErrnoException).code ?? String(error) };
    } finally {
      if (!kept) closeSync(fd);
    }
  };
  const list = (dir: string): string[] => readdirSync(abs(dir), { encoding: 'buffer' }).map((raw) => nameOf(dir, raw).name);
  return {
    label: 'working tree',
    stat(path: string): EntryInfo {
      if (undecodable.has(path)) return { kind: 'unreadable', size: 0 };
      let stats: Stats | undefined;
      try {
        stats = lstatSync(abs(path), { throwIfNoEntry: false });
      } catch {
        // ENAMETOOLONG, EACCES, ELOOP on a parent: a hostile tree is a finding, not a crash.
        return { kind: 'unreadable', size: 0 };
      }
      if (stats === undefined) return { kind: 'missing', size: 0 };
      const kind = kindOf(stats);
      return { kind, size: kind === 'file' ? stats.size : 0 };
    },
    list,
    listEntries(dir: string): ListedEntry[] {
      let dirents: Dirent<Buffer>[];
      try {
        dirents = readdirSync(abs(dir), { encoding: 'buffer', withFileTypes: true });
      } catch {
        // Node lstats a DT_UNKNOWN entry itself and fails the whole listing when that fails (the
        // entry went away, EACCES): list names only, so each entry is judged on its own by stat.
        return list(dir).map((name) => ({ name }));
      }
      return dirents.map((dirent) => {
        const { name, decoded } = nameOf(dir, dirent.name);
        return { name, kind: decoded ? kindOfDirent(dirent) : 'unreadable' };
      });
    },
    read(path: string, limit: number, expectedSize?: number): ReadResult {
      const opened = openChecked(path, limit, expectedSize);
      if (!opened.ok) return opened;
      const { fd, size } = opened;
      try {
        // One byte more than the size (never past limit + 1) tells a file that grew from one that did not.
        const buffer = Buffer.allocUnsafe(size + 1);
        let filled = 0;
        while (filled < buffer.length) {
          const wanted = buffer.length - filled;
          const n = readSync(fd, buffer, filled, wanted, filled);
          if (n === 0) break;
          filled += n;
          // Short once the opened size is in: the end, with no second read needed to be told so again.
          if (n < wanted && filled >= size) break;
        }
        if (filled > limit) return { ok: false, reason: 'too-large', size };
        if (filled !== size)
          return { ok: false, reason: 'changed', detail: `size changed from ${size} to ${filled} bytes while reading`, size };
        return { ok: true, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, filled), executable: opened.executable };
      } catch (error) {
        return { ok: false, reason: 'unreadable', detail: (error as NodeJS.ErrnoException).code ?? String(error) };
      } finally {
        closeSync(fd);
      }
    },
    open(path: string, limit: number, expectedSize?: number): { ok: true; file: OpenedFile } | ReadRefusal {
      const opened = openChecked(path, limit, expectedSize);
      if (!opened.ok) return opened;
      const { fd, size } = opened;
      return {
        ok: true,
        file: { size, read: (into, position) => readSync(fd, into, 0, into.length, position), close: () => closeSync(fd) },
      };
    },
  };
}

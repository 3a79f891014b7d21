// Safe access to the project files `skillpack init` reads and edits (package.json, .gitattributes,
// hook and workflow files): every directory on the way checked with lstat (a symlink is refused,
// never followed), a file read only when it is a regular file (opened with O_NOFOLLOW|O_NONBLOCK,
// bounded), and writes that never go through a symlink: new files created exclusively, edits
// written to a temporary file and renamed over the old one (docs/security.md "What init touches").
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, posix } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { describeValue } from '../config/describe-value.js';
import { checkOutputDirectories, ioProblem, notAFileProblem } from './output-files.js';

/** Far above any package.json, .gitattributes or hook file a project keeps; a bigger one is not read. */
export const maxProjectFileBytes = 4 * 1024 * 1024;

const readFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
const createFlags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

function lstatOrUndefined(abs: string, rel: string): Stats | undefined {
  try {
    return lstatSync(abs, { throwIfNoEntry: false });
  } catch (error) {
    throw new UserError('io', `${describeValue(rel)}: cannot inspect (${ioProblem(error)})`);
  }
}

const symlinkRefusal = (rel: string): UserError =>
  new UserError(
    'io',
    `${describeValue(rel)} is a symlink: skillpack init never reads or writes through a symlink, so it cannot touch anything outside the repository. Replace it with a real file or directory, or make that change yourself.`,
  );

/** The directories on the way to a project path, each a real directory (checkOutputDirectories); false when one is missing. */
function parentsAreDirectories(baseDir: string, rel: string, create: boolean): boolean {
  return checkOutputDirectories(baseDir, posix.dirname(rel), 'the files init edits', create);
}

/** What is at a project path, without following anything: undefined when nothing is there. */
export function projectEntry(baseDir: string, rel: string): 'file' | 'directory' | 'symlink' | 'other' | undefined {
  if (!parentsAreDirectories(baseDir, rel, false)) return undefined;
  const stats = lstatOrUndefined(join(baseDir, rel), rel);
  if (stats === undefined) return undefined;
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  return 'other';
}

/**
 * The text of a project file, or undefined when there is none. A symlink, FIFO, device or directory
 * at the path (or a symlink on the way) is refused with a UserError before anything is opened; at
 * most `limit` bytes are read.
 */
export function readProjectText(baseDir: string, rel: string, limit = maxProjectFileBytes): string | undefined {
  if (!parentsAreDirectories(baseDir, rel, false)) return undefined;
  const abs = join(baseDir, rel);
  const stats = lstatOrUndefined(abs, rel);
  if (stats === undefined) return undefined;
  if (stats.isSymbolicLink()) throw symlinkRefusal(rel);
  const problem = notAFileProblem(stats);
  if (problem !== undefined)
    throw new UserError('io', `${describeValue(rel)} ${problem}; skillpack init reads and edits regular files only.`);
  let fd: number;
  try {
    fd = openSync(abs, readFlags);
  } catch (error) {
    throw new UserError('io', `${describeValue(rel)}: cannot read (${ioProblem(error)})`);
  }
  try {
    const opened = fstatSync(fd);
    const swapped = notAFileProblem(opened);
    if (swapped !== undefined) throw new UserError('io', `${describeValue(rel)} ${swapped}; skillpack init reads regular files only.`);
    if (opened.size > limit)
      throw new UserError('io', `${describeValue(rel)} is larger than ${limit} bytes; skillpack init does not edit it.`);
    const buffer = Buffer.allocUnsafe(opened.size + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    if (filled > limit) throw new UserError('io', `${describeValue(rel)} grew past ${limit} bytes while it was read`);
    return buffer.subarray(0, filled).toString('utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError('io', `${describeValue(rel)}: cannot read (${ioProblem(error)})`);
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a regular file (for a `#!` line), or an empty buffer when it is anything else. */
export function readProjectHead(baseDir: string, rel: string, length: number): Buffer {
  let fd: number | undefined;
  try {
    fd = openSync(join(baseDir, rel), readFlags);
    if (!fstatSync(fd).isFile()) return Buffer.alloc(0);
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
  } catch {
    return Buffer.alloc(0);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}

/**
 * Writes a project file without ever following a symlink: `created` files are made exclusively
 * (O_EXCL: a file or symlink that appeared meanwhile is an error, never overwritten or followed);
 * edits go to a temporary file beside the target, which then replaces it, so a symlink swapped in
 * at the target is replaced, never written through. `executable` sets the mode on the descriptor.
 */
export function writeProjectFile(baseDir: string, rel: string, text: string, options: { created: boolean; executable?: boolean }): void {
  const fail = (error: unknown): never => {
    if (error instanceof UserError) throw error;
    throw new UserError('io', `${describeValue(rel)}: cannot write (${ioProblem(error)})`);
  };
  parentsAreDirectories(baseDir, rel, true);
  const abs = join(baseDir, rel);
  const mode = options.executable === true ? 0o755 : 0o644;
  if (options.created) {
    let fd: number | undefined;
    try {
      fd = openSync(abs, createFlags, mode);
      writeAll(fd, text);
      fchmodSync(fd, mode);
      fsyncSync(fd);
    } catch (error) {
      fail(error);
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    return;
  }
  const current = lstatOrUndefined(abs, rel);
  if (current === undefined) throw new UserError('io', `${describeValue(rel)}: vanished before it was edited`);
  if (current.isSymbolicLink()) throw symlinkRefusal(rel);
  const problem = notAFileProblem(current);
  if (problem !== undefined) throw new UserError('io', `${describeValue(rel)} ${problem}; skillpack init edits regular files only.`);
  const temp = `${abs}.skillpack-init.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, createFlags, 0o600);
    writeAll(fd, text);
    // The edited file keeps its own permissions (plus the execute bits a hook needs).
    fchmodSync(fd, (current.mode & 0o7777) | (options.executable === true ? 0o111 : 0));
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, abs);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    fail(error);
  }
}

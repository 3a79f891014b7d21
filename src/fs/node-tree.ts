// The working-tree implementation of SourceTree: lstat before anything, never follow a symlink,
// never open a FIFO/socket/device, never read more than limit + 1 bytes.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { decodeStrictUtf8 } from '../load/decode-text.js';
import type { EntryInfo, EntryKind, ReadResult, SourceTree } from './source-tree.js';

function kindOf(stats: Stats): EntryKind {
  if (stats.isSymbolicLink()) return 'symlink';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isSocket()) return 'socket';
  return 'device';
}

// O_NOFOLLOW refuses a symlink swapped in after lstat; O_NONBLOCK keeps a swapped-in FIFO from
// blocking the open. Both exist on Linux and macOS; elsewhere they are 0 and fstat still checks.
const openFlags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

export function createNodeTree(baseDir: string): SourceTree {
  const abs = (path: string): string => (path === '' ? baseDir : join(baseDir, path));
  const undecodable = new Set<string>();
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
    list(dir: string): string[] {
      return readdirSync(abs(dir), { encoding: 'buffer' }).map((raw) => {
        const name = decodeStrictUtf8(raw);
        if (name !== undefined) return name;
        // Node would decode the name lossily and then fail to find it: report it instead.
        const shown = new TextDecoder().decode(raw);
        undecodable.add(dir === '' ? shown : `${dir}/${shown}`);
        return shown;
      });
    },
    read(path: string, limit: number, expectedSize: number): ReadResult {
      if (expectedSize > limit) return { ok: false, reason: 'too-large' };
      let fd: number;
      try {
        fd = openSync(abs(path), openFlags);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ELOOP') return { ok: false, reason: 'changed', detail: 'became a symlink after it was listed' };
        return { ok: false, reason: 'unreadable', detail: code ?? String(error) };
      }
      try {
        const stats = fstatSync(fd);
        if (!stats.isFile()) return { ok: false, reason: 'changed', detail: 'is no longer a regular file' };
        if (stats.size !== expectedSize) return { ok: false, reason: 'changed', detail: `size changed from ${expectedSize} to ${stats.size} bytes while reading` };
        // One byte more than the limit tells a file that grew past it from one that fits.
        const buffer = Buffer.allocUnsafe(Math.min(expectedSize, limit) + 1);
        let filled = 0;
        while (filled < buffer.length) {
          const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
          if (n === 0) break;
          filled += n;
        }
        if (filled > limit) return { ok: false, reason: 'too-large' };
        if (filled !== expectedSize) return { ok: false, reason: 'changed', detail: `size changed from ${expectedSize} to ${filled} bytes while reading` };
        return { ok: true, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, filled) };
      } catch (error) {
        return { ok: false, reason: 'unreadable', detail: (error as NodeJS.ErrnoException).code ?? String(error) };
      } finally {
        closeSync(fd);
      }
    },
  };
}

// Writes a file atomically: a temporary file in the same directory, flushed, then renamed over the
// target. A failure at any point leaves the previous file byte-identical and removes the temporary
// file; one left by a killed build (`.<name>.<pid>.<8 hex>.tmp`) is swept by the next build and
// reported by `check` (see stale-temp-files.ts).
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** `content`: text (written as UTF-8) or the exact bytes. The directory must exist (the caller checked it). */
export function writeFileAtomic(target: string, content: string | Uint8Array): void {
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    // O_EXCL never follows a symlink planted at the temporary name; O_NOFOLLOW says so twice.
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o644);
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
}

// `build`'s last step: the configured targets' files written atomically, each only when its bytes change,
// never through a symlink, never over anything but a regular file, and never over a published snapshot
// (docs/publishing.md; docs/security.md "Writing the generated files").
import { join, posix } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { describeValue } from '../config/describe-value.js';
import { writeFileAtomic } from '../emit/write-atomic.js';
import { checkOutputDirectories, ioProblem, readExistingOutput } from '../fs/output-files.js';
import type { RenderedTargets } from './render-targets.js';
import { maxTargetBytes } from './compare-targets.js';

/** Writes every target file whose bytes differ from what is there; returns how many were written. */
export function writeTargets(baseDir: string, rendered: RenderedTargets): number {
  const pending: { file: string; bytes: Uint8Array }[] = [];
  // Every previous file is read (and every directory checked) before the first write, so a refusal writes nothing.
  for (const { file, bytes, immutable } of rendered.files) {
    checkOutputDirectories(baseDir, posix.dirname(file), `the target file ${describeValue(file)}`, true);
    const previous = readExistingOutput(baseDir, file, maxTargetBytes);
    if (previous?.equals(bytes) === true) continue;
    if (immutable && previous !== undefined)
      throw new UserError(
        'io',
        `${describeValue(file)} belongs to a published snapshot and differs; raise "version" before building again.`,
      );
    pending.push({ file, bytes });
  }
  for (const { file, bytes } of pending) {
    try {
      writeFileAtomic(join(baseDir, file), bytes);
    } catch (error) {
      throw new UserError(
        'io',
        `${describeValue(file)}: cannot write (${ioProblem(error)}); the files written before it are complete, rerun the build.`,
      );
    }
  }
  return pending.length;
}

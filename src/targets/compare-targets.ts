// What `check` (and `build`, before it writes) finds in the configured targets: each rendered file compared
// byte for byte with the one in the tree (the git index under --staged), a changed published snapshot,
// and skills a name-keyed channel cannot tell apart, each as a `generated/stale-target` finding.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SourceTree } from '../fs/source-tree.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import { generatedStaleTarget } from '../rules/generated/stale-target.js';
import type { RenderedTargets } from './render-targets.js';

/** A target file bigger than this is not one skillpack wrote (the catalog is at most 32 MiB). */
export const maxTargetBytes = 64 * 1024 * 1024;

/** The committed bytes of a file, undefined when there is none, or a problem that stops it being compared. */
export function readTargetFile(tree: SourceTree, file: string): { bytes?: Uint8Array; problem?: string } {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i += 1) {
    const kind = tree.stat(parts.slice(0, i).join('/')).kind;
    if (kind === 'missing') return {};
    if (kind !== 'directory')
      return {
        problem: `cannot be read: "${parts.slice(0, i).join('/')}" is not a directory (skillpack never reads or writes through a symlink)`,
      };
  }
  const info = tree.stat(file);
  if (info.kind === 'missing') return {};
  if (info.kind !== 'file') return { problem: `is not a regular file (${info.kind})` };
  const read = tree.read(file, maxTargetBytes, info.size);
  if (!read.ok)
    return {
      problem: read.reason === 'too-large' ? `is larger than ${maxTargetBytes} bytes` : `cannot be read (${read.detail ?? read.reason})`,
    };
  return { bytes: read.bytes };
}

export function targetFindings(tree: SourceTree, rendered: RenderedTargets, fix: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const { target, name, paths, file } of rendered.nameClashes)
    found.push(
      diagnosticFrom(generatedStaleTarget, {
        messageId: 'nameClash',
        data: { target, name, paths: paths.map((p) => `"${p}"`).join(', ') },
        file,
      }),
    );
  for (const { target, file, bytes, immutable, optional } of rendered.files) {
    const committed = readTargetFile(tree, file);
    if (committed.problem !== undefined) {
      found.push(
        diagnosticFrom(generatedStaleTarget, { messageId: 'unusable', data: { target, file, problem: committed.problem, fix }, file }),
      );
      continue;
    }
    if (committed.bytes === undefined) {
      if (!optional) found.push(diagnosticFrom(generatedStaleTarget, { messageId: 'missing', data: { target, file, fix }, file }));
      continue;
    }
    if (Buffer.from(committed.bytes.buffer, committed.bytes.byteOffset, committed.bytes.byteLength).equals(bytes)) continue;
    found.push(diagnosticFrom(generatedStaleTarget, { messageId: immutable ? 'published' : 'stale', data: { target, file, fix }, file }));
  }
  return found;
}

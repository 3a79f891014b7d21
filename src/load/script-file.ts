// What makes a skill file a script (DESIGN "Profiles and files": scripts ship only where a skill's
// entry opts in): an interpreter's extension, a `#!` first line, or an executable bit (working tree or
// git index) on a file without an extension. The bit alone does not make a `.md` or `.png` a script:
// checkouts from Windows shares and zip archives often mark every file executable.
import { extensionOf } from '../config/files-policy.js';
import type { SourceFile } from './model.js';

export const scriptExtensions: ReadonlySet<string> = new Set([
  '.py',
  '.sh',
  '.bash',
  '.zsh',
  '.ps1',
  '.bat',
  '.cmd',
  '.js',
  '.mjs',
  '.cjs',
  '.ts',
  '.rb',
  '.pl',
  '.php',
]);

/** Why the file counts as a script, in words for messages; undefined when it does not. */
export function scriptEvidence(file: Pick<SourceFile, 'path' | 'bytes' | 'executable'>): string | undefined {
  const ext = extensionOf(file.path).toLowerCase();
  if (scriptExtensions.has(ext)) return `extension "${ext}"`;
  if (file.bytes[0] === 0x23 && file.bytes[1] === 0x21) return 'a "#!" first line';
  if (file.executable && ext === '') return 'an executable bit';
  return undefined;
}

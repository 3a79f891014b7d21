// A built skill's files as archive entries: raw bytes (text re-encoded as the lossless UTF-8 it was read
// as, a blob decoded from base64) and the mode its script opt-in gives it.
import type { CatalogSkill } from '../runtime/types.js';
import type { ArchiveEntry } from './archive-entry.js';

const encoder = new TextEncoder();

/** `scripts` holds config-relative files (`skills/pdf/scripts/run.py`) that ship as opted-in scripts. */
export function skillArchiveEntries(skill: CatalogSkill, skillDir: string, scripts: ReadonlySet<string>): ArchiveEntry[] {
  return skill.files.map((file) => ({
    path: file.path,
    bytes: file.text !== undefined ? encoder.encode(file.text) : new Uint8Array(Buffer.from(file.blob, 'base64')),
    mode: scripts.has(`${skillDir}/${file.path}`) ? 0o755 : 0o644,
  }));
}

// One file of a skill as the archives carry it: its path inside the skill, its raw bytes and its mode.
// Modes come from the script opt-in (docs/rules.md "content/executable"), never from the working tree,
// so the same sources give the same archive on every machine (docs/publishing.md).
export interface ArchiveEntry {
  /** `/`-separated, relative to the skill directory (`scripts/run.py`). */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** 0o755 for a script the skill's entry opted in, else 0o644. */
  readonly mode: 0o644 | 0o755;
}

/** Every archive is written with this one modification time: 1980-01-01T00:00:00Z, the earliest a zip can record. */
export const fixedArchiveTime = 315532800;

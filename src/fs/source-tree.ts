// The file-access seam: everything the loader knows about a tree comes through this interface, so the
// same loader runs on the working tree, the git index (--staged) and object-literal trees in tests.

/**
 * `gitlink` is a git index entry of mode 160000 (a submodule's commit): it has no bytes to ship and
 * is only ever seen by the git index tree (--staged).
 */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'fifo' | 'socket' | 'device' | 'gitlink' | 'unreadable' | 'missing';

export interface EntryInfo {
  readonly kind: EntryKind;
  /** Byte size for files; 0 otherwise. */
  readonly size: number;
}

/** One name in a directory, with its type when the listing itself tells it (readdir's d_type). */
export interface ListedEntry {
  readonly name: string;
  /**
   * The entry's kind as `stat` would give it (never following a symlink); undefined when the listing
   * cannot tell, and the caller stats the entry. A listed `file` carries no size: `read` without an
   * expected size, or `stat`, gives it.
   */
  readonly kind?: EntryKind | undefined;
}

export type ReadResult =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      /** The file has an executable bit (stat mode & 0o111; git index mode 100755); absent = not known to. */
      readonly executable?: boolean;
    }
  | {
      readonly ok: false;
      readonly reason: 'too-large' | 'changed' | 'not-regular' | 'unreadable';
      readonly detail?: string;
      /** The size of the regular file that was opened, when the tree learned it before refusing. */
      readonly size?: number;
    };

/** A regular file opened to be read piece by piece (`read` gives the count read, 0 at the end, or throws). */
export interface OpenedFile {
  readonly size: number;
  read(into: Uint8Array, position: number): number;
  close(): void;
}

export interface SourceTree {
  /** A label for messages ("working tree", "git index"). */
  readonly label: string;
  /** Type of an entry, decided without following symlinks and without opening the entry. */
  stat(path: string): EntryInfo;
  /** Names in a directory (not sorted; callers sort). Throws when the directory cannot be listed. */
  list(dir: string): string[];
  /**
   * Like `list`, with each entry's kind when the listing tells it, so a walk need not stat every
   * entry. Optional: a tree without it is walked with `list` and `stat`.
   */
  listEntries?(dir: string): ListedEntry[];
  /**
   * Read a regular file, never more than `limit + 1` bytes. A file that is larger than `limit`,
   * not regular, or that changed type or size since `stat` is refused rather than read. Without
   * `expectedSize` the size is the opened file's own (the bytes read, or `size` on a refusal when
   * given; `stat` otherwise), and a file whose size changes while it is read is still refused.
   */
  read(path: string, limit: number, expectedSize?: number): ReadResult;
  /** Opens a file with `read`'s refusals, for the caller to read and close. Optional. */
  open?(path: string, limit: number, expectedSize?: number): { ok: true; file: OpenedFile } | Extract<ReadResult, { ok: false }>;
  /**
   * Is there a file or directory at `path` anywhere in the project, reached through no symlink?
   * Existence only; nothing is opened. Optional: without it, `stat` along the path decides. A tree
   * that holds only part of the project (the git index's scope) answers for the rest here.
   */
  hasEntry?(path: string): boolean;
}

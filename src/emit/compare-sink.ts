// Compares a streamed module with the committed file as it is written: code in windows, and each
// file's text literal checked straight against the committed bytes from its source UTF-8, never
// escaped into memory (docs/benchmarks.md). The file is read ahead into one reused window, so
// neither the new module nor the committed one is ever held whole.
import type { OpenedFile } from '../fs/source-tree.js';
import type { ByteSink } from './module-writer.js';
import { characterBoundary, maxEscapedBytesPerByte, writeEscapedUtf8 } from './utf8-literal.js';
import { verifyEscapedUtf8 } from './verify-escaped.js';

/** Bytes of the committed file read at once. */
const readAhead = 1024 * 1024;
/** Source bytes verified per window check: their worst-case escape must fit the window's read-ahead. */
const verifyChunk = 16 * 1024;
const quote = Buffer.from('"');

/**
 * Compares what it is given, in order, with the committed file; `same` once every byte matched and
 * the file holds nothing more.
 */
export class CompareSink implements ByteSink {
  readonly #committed: OpenedFile;
  #window = Buffer.alloc(0);
  /** The file offset the window's first byte holds, and how many bytes it holds. */
  #windowAt = 0;
  #held = 0;
  /** Bytes compared so far: the offset in the file of the next byte. */
  #at = 0;
  #differs = false;

  constructor(committed: OpenedFile) {
    this.#committed = committed;
  }

  write(bytes: Uint8Array): void {
    const end = this.#at + bytes.length;
    if (!this.#differs && (end > this.#committed.size || !this.#holds(bytes))) this.#differs = true;
    this.#at = end;
  }

  #holds(bytes: Uint8Array): boolean {
    if (this.#hold(bytes.length) < bytes.length) return false;
    const from = this.#at - this.#windowAt;
    return this.#window.subarray(from, from + bytes.length).equals(bytes);
  }

  /**
   * `"` + the escaped form of `utf8` + `"`, as ModuleWriter.scannedUtf8Literal writes it, compared
   * in place; returns the literal's length in bytes, as the writer would have written it.
   */
  escapedLiteral(utf8: Uint8Array): number {
    const start = this.#at;
    this.write(quote);
    for (let from = 0; from < utf8.length;) {
      if (this.#differs) {
        // The rest is not compared, but the writer still counts the literal's length as written.
        this.#at += escapedLength(utf8, from);
        break;
      }
      const to = characterBoundary(utf8, Math.min(utf8.length, from + verifyChunk));
      const held = this.#hold((to - from) * maxEscapedBytesPerByte);
      const offset = this.#at - this.#windowAt;
      const after = held < 0 ? -1 : verifyEscapedUtf8(utf8, from, to, this.#window, offset, offset + held);
      if (after < 0) {
        this.#differs = true;
        continue;
      }
      this.#at += after - offset;
      from = to;
    }
    this.write(quote);
    return this.#at - start;
  }

  get same(): boolean {
    // A file that grew after it was opened has bytes past its size: one more read finds them.
    return !this.#differs && this.#at === this.#committed.size && this.#readAt(this.#at, Buffer.alloc(1)) === 0;
  }

  /**
   * Makes the window hold the file from the current offset for `length` bytes, or to the file's
   * end if that comes first; returns the bytes held from the offset, -1 after an I/O error.
   */
  #hold(length: number): number {
    const wanted = Math.min(length, this.#committed.size - this.#at);
    const keptFrom = this.#at - this.#windowAt;
    const kept = Math.max(0, this.#held - keptFrom);
    if (kept >= wanted) return kept;
    // What the window holds past the offset moves to its start; the rest is read after it.
    if (this.#window.length < wanted) {
      const grown = Buffer.allocUnsafe(Math.max(readAhead, wanted));
      if (kept > 0) this.#window.copy(grown, 0, keptFrom, keptFrom + kept);
      this.#window = grown;
    } else if (kept > 0) this.#window.copyWithin(0, keptFrom, keptFrom + kept);
    this.#windowAt = this.#at;
    this.#held = kept;
    const room = Math.min(this.#window.length, this.#committed.size - this.#at);
    const read = this.#readAt(this.#at + kept, this.#window.subarray(kept, room));
    if (read < 0) return -1;
    this.#held += read;
    return this.#held;
  }

  /** Fills `into` from `position` until it is full or the file ends; -1 on an I/O error (no proof). */
  #readAt(position: number, into: Buffer): number {
    let filled = 0;
    try {
      while (filled < into.length) {
        const n = this.#committed.read(into.subarray(filled), position + filled);
        if (n === 0) break;
        filled += n;
      }
    } catch {
      this.#differs = true;
      return -1;
    }
    return filled;
  }
}

/** The escaped length of `utf8` from `from` (a character boundary), counted by the one writer. */
function escapedLength(utf8: Uint8Array, from: number): number {
  const scratch = Buffer.allocUnsafe(verifyChunk * maxEscapedBytesPerByte);
  let length = 0;
  for (let at = from; at < utf8.length;) {
    const to = characterBoundary(utf8, Math.min(utf8.length, at + verifyChunk));
    length += writeEscapedUtf8(utf8, at, to, scratch, 0);
    at = to;
  }
  return length;
}

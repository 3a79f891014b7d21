// A read file whose text is decoded from its bytes when first asked for and can be let go again
// (TextRelease): the rule pass holds the texts of one skill at a time, not the whole catalog's
// (docs/benchmarks.md, peak RSS of `check`). The bytes are kept: the emitter escapes texts from them.
import { Buffer, isAscii, isUtf8 } from 'node:buffer';
import type { FileType } from '../config/files-policy.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';
import { LineIndex } from './line-index.js';
import type { SourceFile } from './model.js';

/** Would `decodeStrictUtf8(bytes)` give a text? The same native checks, without building the string. */
export function isStrictUtf8(bytes: Uint8Array): boolean {
  const view = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return isAscii(view) || isUtf8(view);
}

export class LoadedFile implements SourceFile {
  readonly file: string;
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly type: FileType | undefined;
  readonly executable: boolean;
  /** The bytes decode to a text (strict UTF-8) and the file's type is not a blob type. */
  readonly hasText: boolean;
  /** Kept for good once decoded (SKILL.md, which the loader parses and most rules read). */
  readonly #pinned: boolean;
  #text: string | undefined;
  #lines: LineIndex | undefined;

  constructor(
    fields: Pick<SourceFile, 'file' | 'path' | 'bytes' | 'type' | 'executable'>,
    hasText: boolean,
    options: { readonly pinned?: boolean } = {},
  ) {
    this.file = fields.file;
    this.path = fields.path;
    this.bytes = fields.bytes;
    this.type = fields.type;
    this.executable = fields.executable;
    this.hasText = hasText;
    this.#pinned = options.pinned === true;
  }

  get text(): string | undefined {
    if (!this.hasText) return undefined;
    this.#text ??= decodeStrictUtf8(this.bytes);
    return this.#text;
  }

  get lines(): LineIndex | undefined {
    const text = this.text;
    if (text === undefined) return undefined;
    this.#lines ??= new LineIndex(text);
    return this.#lines;
  }

  /** Is the decoded text held now (not to be decoded again when read)? */
  get holdsText(): boolean {
    return this.#text !== undefined;
  }

  /** Lets the decoded text and its line index go (decoded again if asked for); a pinned file keeps them. */
  release(): void {
    if (this.#pinned) return;
    this.#text = undefined;
    this.#lines = undefined;
  }
}

/** Whether a file has a text, without decoding it when the loader already knows. */
export function hasText(file: SourceFile): boolean {
  return file instanceof LoadedFile ? file.hasText : file.text !== undefined;
}

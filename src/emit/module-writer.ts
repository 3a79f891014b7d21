// Builds the module as bytes, piece by piece, and remembers where every string literal went and what
// it holds, so the secret scan of what ships reads the module without parsing it back. Bytes, not a
// joined string: `build` writes them as they are, and `check` hands them, a window at a time, to a
// sink that compares them with the committed file, so it never holds the whole module.
import { BlankedCode, writtenModuleText, type KnownLiteral, type ModuleText } from './module-literals.js';
import { stringLiteral } from './ascii-string-literal.js';
import { characterBoundary, maxEscapedBytesPerByte, writeEscapedUtf8 } from './utf8-literal.js';

/** Input bytes escaped per capacity check: room for the worst case of a chunk, not of a whole file. */
const escapeChunk = 64 * 1024;

/** Where a streamed module's bytes go, in order, a window at a time (each window is reused after the call). */
export interface ByteSink {
  write(bytes: Uint8Array): void;
  /**
   * Takes a whole text literal as `scannedUtf8Literal` writes it (quotes included) from its source
   * UTF-8, instead of its escaped bytes; returns the literal's length in bytes. A sink that compares
   * can check the escape in place (compare-sink.ts).
   */
  escapedLiteral?(utf8: Uint8Array): number;
}

/** The window of a streamed module: the worst case of one escaped chunk fits, and it stays in cache. */
const streamWindow = 1024 * 1024;

export class ModuleWriter {
  #bytes: Buffer;
  /** Bytes in the buffer (all bytes written, unless streamed). */
  #length = 0;
  /** Bytes handed to the sink already. */
  #flushed = 0;
  /** UTF-16 code units of the text written: literal offsets count these, as a string of the module would. */
  #units = 0;
  readonly #literals: KnownLiteral[] = [];
  /** The module as the shipped-module scan reads it (literals blanked), built as it is written. */
  readonly #blanked = new BlankedCode();
  #text: string | undefined;
  readonly #sink: ByteSink | undefined;

  /**
   * `expectedBytes`: a guess at the final size, so a big module is not copied while it grows. With a
   * `sink`, the module is streamed: its bytes go to the sink and are not kept (call `end()` last).
   */
  constructor(expectedBytes = 64 * 1024, sink?: ByteSink) {
    this.#sink = sink;
    this.#bytes = Buffer.allocUnsafe(sink === undefined ? Math.max(1024, expectedBytes) : streamWindow);
  }

  #reserve(bytes: number): void {
    if (this.#length + bytes <= this.#bytes.length) return;
    if (this.#sink !== undefined) {
      this.#flush();
      if (bytes <= this.#bytes.length) return;
    }
    const grown = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#length + bytes));
    this.#bytes.copy(grown, 0, 0, this.#length);
    this.#bytes = grown;
  }

  /** Code exactly as given (UTF-8). */
  code(text: string): this {
    this.#blanked.code(text);
    return this.#write(text);
  }

  #write(text: string): this {
    this.#text = undefined;
    const size = Buffer.byteLength(text, 'utf8');
    this.#reserve(size);
    this.#bytes.write(text, this.#length, size === text.length ? 'latin1' : 'utf8');
    this.#length += size;
    this.#units += text.length;
    return this;
  }

  /** `value` as a pure-ASCII string literal; `scanned`: its content needs no secret scan. */
  literal(value: string, scanned = false): this {
    const text = stringLiteral(value);
    this.#literals.push({ start: this.#units, end: this.#units + text.length, value: scanned ? undefined : value });
    this.#blankLiteral(text.length);
    return this.#write(text);
  }

  /**
   * A blob's base64 (RFC 4648 §4 alphabet and padding, all ASCII that needs no escape) as a string
   * literal, written as it is: the same bytes `literal(base64, true)` would write, without escaping.
   */
  base64Literal(base64: string): this {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Error('internal: a blob is not base64');
    const text = `"${base64}"`;
    this.#literals.push({ start: this.#units, end: this.#units + text.length, value: undefined });
    this.#blankLiteral(text.length);
    return this.#write(text);
  }

  /**
   * The same literal as `literal(text, true)`, escaped from `utf8`, which must be exactly the UTF-8
   * encoding of a text (strictly decoded by the loader). For file contents the rules scanned already.
   */
  scannedUtf8Literal(utf8: Uint8Array): this {
    if (this.#sink?.escapedLiteral !== undefined) {
      // Everything before the literal goes first, so the sink takes the module in order.
      this.#flush();
      const written = this.#sink.escapedLiteral(utf8);
      this.#flushed += written;
      return this.#scannedLiteralWritten(written);
    }
    const byteStart = this.#flushed + this.#length;
    this.#reserve(1);
    this.#bytes[this.#length++] = 0x22;
    for (let from = 0; from < utf8.length;) {
      const to = characterBoundary(utf8, Math.min(utf8.length, from + escapeChunk));
      this.#reserve((to - from) * maxEscapedBytesPerByte + 1);
      this.#length = writeEscapedUtf8(utf8, from, to, this.#bytes, this.#length);
      from = to;
    }
    this.#reserve(1);
    this.#bytes[this.#length++] = 0x22;
    return this.#scannedLiteralWritten(this.#flushed + this.#length - byteStart);
  }

  /** Records a file's text literal of `written` bytes, quotes included, just written. */
  #scannedLiteralWritten(written: number): this {
    // The escaped form is ASCII: one code unit per byte.
    this.#literals.push({ start: this.#units, end: this.#units + written, value: undefined });
    this.#units += written;
    this.#blankLiteral(written);
    this.#text = undefined;
    return this;
  }

  /** Quotes kept, contents blanked, as readModuleText would see the literal. */
  #blankLiteral(length: number): void {
    this.#blanked.blankLiteral(length);
  }

  #flush(): void {
    if (this.#length === 0) return;
    this.#sink?.write(this.#bytes.subarray(0, this.#length));
    this.#flushed += this.#length;
    this.#length = 0;
  }

  /** A streamed module: hands the sink what is left. */
  end(): void {
    if (this.#sink === undefined) throw new Error('internal: end() of a module that is kept');
    this.#flush();
  }

  get literals(): readonly KnownLiteral[] {
    return this.#literals;
  }

  /** The module's bytes (a view of the writer's buffer: valid until the next write). */
  toBytes(): Buffer {
    if (this.#sink !== undefined) throw new Error('internal: a streamed module is not kept');
    return this.#bytes.subarray(0, this.#length);
  }

  toString(): string {
    if (this.#sink !== undefined) throw new Error('internal: a streamed module is not kept');
    // One byte per code unit means ASCII (every literal is), and latin1 is then an exact, fast decode.
    this.#text ??= this.#bytes.toString(this.#units === this.#length ? 'latin1' : 'utf8', 0, this.#length);
    return this.#text;
  }

  /** The module split as the shipped-module scan reads it, without reading the module back (call once, when writing is done). */
  moduleText(): ModuleText {
    return writtenModuleText(() => this.toString(), this.#literals, this.#blanked.finish());
  }
}

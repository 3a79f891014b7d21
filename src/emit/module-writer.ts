// Builds the module text piece by piece and remembers where every string literal went and what it
// holds, so the secret scan of what ships reads the module without parsing it back.
import type { KnownLiteral } from '../rules/secret/string-literals.js';
import { stringLiteral } from './string-literal.js';

export class ModuleWriter {
  readonly #parts: string[] = [];
  #length = 0;
  readonly #literals: KnownLiteral[] = [];

  /** Code exactly as given. */
  code(text: string): this {
    this.#parts.push(text);
    this.#length += text.length;
    return this;
  }

  /** `value` as a pure-ASCII string literal; `scanned`: its content needs no secret scan. */
  literal(value: string, scanned = false): this {
    const text = stringLiteral(value);
    this.#literals.push({ start: this.#length, end: this.#length + text.length, value: scanned ? undefined : value });
    return this.code(text);
  }

  get literals(): readonly KnownLiteral[] {
    return this.#literals;
  }

  toString(): string {
    return this.#parts.join('');
  }
}

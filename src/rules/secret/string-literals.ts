// The string literals of a generated TypeScript module, decoded, with a map from each decoded
// character back to its offset in the source: the emitted module embeds every file as a
// JSON-escaped literal, so the text a client receives is the decoded one.

export interface DecodedLiteral {
  /** The literal's value. */
  readonly text: string;
  /** `offsets[i]` is the source offset of the escape or character that produced `text[i]`; one extra entry for the end. */
  readonly offsets: Int32Array;
}

export interface ModuleText {
  readonly literals: DecodedLiteral[];
  /** The source with every string literal's contents blanked by spaces (offsets preserved). */
  readonly code: string;
}

const simpleEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** Decodes the literal whose opening quote is at `start`; returns it and the offset after the closing quote. */
function decodeLiteral(source: string, start: number): [DecodedLiteral, number] {
  const quote = source[start];
  const chars: string[] = [];
  const offsets: number[] = [];
  let i = start + 1;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === quote) break;
    if (c === '\n') break; // unterminated: stop at the line end
    if (c !== '\\') {
      chars.push(c);
      offsets.push(i);
      i++;
      continue;
    }
    const e = source[i + 1] ?? '';
    const at = i;
    if (e === 'u' && source[i + 2] === '{') {
      const close = source.indexOf('}', i + 3);
      const cp = Number.parseInt(source.slice(i + 3, close), 16);
      const s = close !== -1 && Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
      for (const unit of s.split('')) {
        chars.push(unit);
        offsets.push(at);
      }
      i = close === -1 ? i + 2 : close + 1;
    } else if (e === 'u' || e === 'x') {
      const n = e === 'u' ? 4 : 2;
      const code = Number.parseInt(source.slice(i + 2, i + 2 + n), 16);
      if (Number.isFinite(code)) {
        chars.push(String.fromCharCode(code));
        offsets.push(at);
      }
      i += 2 + n;
    } else if (e === '\r' || e === '\n' || e === '\u2028' || e === '\u2029') {
      i += e === '\r' && source[i + 2] === '\n' ? 3 : 2; // line continuation
    } else {
      chars.push(simpleEscapes[e] ?? e);
      offsets.push(at);
      i += 2;
    }
  }
  offsets.push(i);
  return [{ text: chars.join(''), offsets: Int32Array.from(offsets) }, Math.min(source.length, i + 1)];
}

/** Splits a module into its decoded string literals and the code around them (comments and template literals stay code). */
export function readModuleText(source: string): ModuleText {
  const literals: DecodedLiteral[] = [];
  const code: string[] = [];
  let last = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== '`') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '"' || c === "'") {
      const [literal, after] = decodeLiteral(source, i);
      literals.push(literal);
      code.push(source.slice(last, i + 1), ' '.repeat(Math.max(0, after - i - 2)));
      last = after - 1;
      i = after;
    } else {
      i++;
    }
  }
  code.push(source.slice(last));
  return { literals, code: code.join('') };
}

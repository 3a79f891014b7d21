// Strict UTF-8: the served text must re-encode to exactly the bytes that were hashed. Only files whose
// type ships as text are judged: a blob type is served as bytes, and a refused file has its one
// finding in content/media-type.
import { defineRule } from '../rule.js';
import { eachReadFile } from '../support/each-file.js';

/** Offset and line/column of the first invalid UTF-8 sequence. */
function firstInvalid(bytes: Uint8Array): { offset: number; line: number; column: number } {
  let line = 1;
  let column = 1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let need = 0;
    let min = 0;
    if (b < 0x80) need = 0;
    else if (b >= 0xc2 && b <= 0xdf) ((need = 1), (min = 0x80));
    else if (b >= 0xe0 && b <= 0xef) ((need = 2), (min = 0x800));
    else if (b >= 0xf0 && b <= 0xf4) ((need = 3), (min = 0x10000));
    else return { offset: i, line, column };
    let cp = need === 0 ? b : b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return { offset: i, line, column };
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return { offset: i, line, column };
    if (b === 0x0a) ((line += 1), (column = 1));
    else column += cp >= 0x10000 ? 2 : 1;
    i += need + 1;
  }
  return { offset: i, line, column };
}

export const contentInvalidUtf8 = defineRule({
  meta: {
    id: 'content/invalid-utf8',
    severity: 'error',
    guardsSafety: true,
    messages: {
      invalid: '"{file}" is not valid UTF-8 (byte 0x{byte} at offset {offset}); re-save it as UTF-8.',
    },
  },
  check({ catalog, report, memo }) {
    for (const file of eachReadFile(catalog, memo)) {
      // A type nobody listed ships as a blob when it is not UTF-8; only a listed text type must be.
      if (file.text !== undefined || file.type?.encoding !== 'text' || file.type.unlisted === true) continue;
      const at = firstInvalid(file.bytes);
      const byte = (file.bytes[at.offset] ?? 0).toString(16).padStart(2, '0');
      report({
        messageId: 'invalid',
        data: { file: file.file, byte, offset: at.offset },
        file: file.file,
        line: at.line,
        column: at.column,
      });
    }
  },
});

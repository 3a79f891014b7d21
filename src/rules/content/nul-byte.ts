// NUL never belongs in text; it truncates strings in C-based hosts and hides content from review.
import { bufferView } from '../../load/byte-view.js';
import { defineRule } from '../rule.js';
import { eachReadFile } from '../support/each-file.js';

/**
 * UTF-16 offset of the first NUL in a text decoded from `bytes` (strict UTF-8), or -1. A 0 byte in
 * UTF-8 is only ever U+0000, so the bytes answer first and only a file holding one has its text searched.
 */
export function firstNulOffset(text: string, bytes: Uint8Array): number {
  return bufferView(bytes).indexOf(0) === -1 ? -1 : text.indexOf('\0');
}

export const contentNulByte = defineRule({
  meta: {
    id: 'content/nul-byte',
    severity: 'error',
    guardsSafety: false,
    messages: {
      nul: '"{file}" contains a NUL character; remove it (the file may be binary or UTF-16).',
    },
  },
  check({ catalog, report, memo }) {
    for (const file of eachReadFile(catalog, memo)) {
      // Only text is judged: a blob type ships as bytes, a refused file has content/media-type.
      // An unlisted type holding NUL ships as a blob (src/load/media-type.ts), so it is not judged as text.
      if (file.text === undefined || file.lines === undefined || file.type?.encoding !== 'text' || file.type.unlisted === true) continue;
      const at = firstNulOffset(file.text, file.bytes);
      if (at === -1) continue;
      const { line, column } = file.lines.position(at);
      report({ messageId: 'nul', data: { file: file.file }, file: file.file, line, column });
    }
  },
});

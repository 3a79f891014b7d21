// Bare `file:` URLs in prose, outside code, links, HTML blocks and quotes (docs/rules.md,
// "reference/absolute"); `file:` followed by anything but `/` or a drive (`configuration file:\n`)
// is no URL.
import { DOUBLE_QUOTE, SINGLE_QUOTE } from '../../load/markdown/char-codes.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inPairs } from '../../load/markdown/offset-search.js';
import { htmlBlockPairs } from '../filters/html-comment-block.js';
import type { Reference } from '../reference.js';
import { placeOf } from './place.js';

// A file: URL names a path (`file:/…`, `file:///…`, `file:C:/…`); "the file: …" in prose does not,
// and neither does `file:\n` inside an escaped JSON string.
const fileUrlAt = /(?<![A-Za-z0-9+.-])file:(?:\/|[A-Za-z]:[/\\])[^\s<>()"'`[\]|]{0,2000}/iy;
/** Bare `file:` URLs in prose, outside code, links, HTML blocks and quotes. */
export function fileUrlReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  let scanFrom = 0;
  let htmlPairs: number[] | undefined;
  for (let colon = text.indexOf(':', 4); colon !== -1; colon = text.indexOf(':', Math.max(colon + 1, scanFrom + 4))) {
    const at = colon - 4;
    if (
      (text.charCodeAt(at) | 32) !== 102 ||
      (text.charCodeAt(at + 1) | 32) !== 105 ||
      (text.charCodeAt(at + 2) | 32) !== 108 ||
      (text.charCodeAt(at + 3) | 32) !== 101
    )
      continue;
    fileUrlAt.lastIndex = at;
    if (!fileUrlAt.test(text)) continue;
    scanFrom = fileUrlAt.lastIndex;
    const before = text.charCodeAt(at - 1);
    if (before === DOUBLE_QUOTE || before === SINGLE_QUOTE) continue;
    // A URL in prose ends before the sentence's punctuation ("file://, s3://" names two schemes).
    const target = text.slice(at, scanFrom).replace(/[.,;:!?]+$/, '');
    if (target.includes('{')) continue;
    // "file://" alone names the scheme ("a file:// URL", a table of supported schemes), and so does
    // the generic "file:///path/to/…" such a table shows: neither is a file.
    if (/^file:\/*$/i.test(target) || /^file:\/+path\/to(?:\/|$)/i.test(target)) continue;
    if (placeOf(document, bodyOffset, at) !== 'prose') continue;
    if (at >= bodyOffset && inPairs((htmlPairs ??= htmlBlockPairs(document)), at)) continue;
    refs.push({ target, offset: at, kind: 'file-url', tentative: false });
  }
}

// The bytes of one `resources/read` answer, as a host verifies them (SPEC-NOTES §2: lossless UTF-8
// as `text`, anything else as a base64 `blob`; size and digest always over the raw bytes).
import { excerpt } from './excerpt.js';
import { isObject } from './rpc-connection.js';

export type ReadContents =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly encoding: 'text' | 'blob'; readonly mimeType: string | undefined }
  | { readonly ok: false; readonly problem: string };

/** RFC 4648 base64 with padding and nothing else (no whitespace, no URL-safe alphabet); linear, no backtracking. */
function isCanonicalBase64(text: string): boolean {
  if (text.length % 4 !== 0) return false;
  const body = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return !/[^A-Za-z0-9+/]/.test(body);
}

/** Exactly one content item for `uri`, with exactly one of `text` and `blob` (strict RFC 4648 base64). */
export function readContents(result: unknown, uri: string): ReadContents {
  if (!isObject(result) || !Array.isArray(result['contents'])) return { ok: false, problem: 'the result has no `contents` array' };
  const items = result['contents'].filter((item) => isObject(item) && item['uri'] === uri) as Record<string, unknown>[];
  if (items.length !== 1) {
    return { ok: false, problem: items.length === 0 ? `no content item has the URI asked for (${result['contents'].length} item(s))` : `${items.length} content items have the URI asked for` };
  }
  const item = items[0] as Record<string, unknown>;
  const mimeType = typeof item['mimeType'] === 'string' ? item['mimeType'] : undefined;
  const hasText = 'text' in item;
  const hasBlob = 'blob' in item;
  if (hasText === hasBlob) return { ok: false, problem: hasText ? 'the content item has both `text` and `blob`' : 'the content item has neither `text` nor `blob`' };
  if (hasText) {
    if (typeof item['text'] !== 'string') return { ok: false, problem: '`text` is not a string' };
    return { ok: true, bytes: Buffer.from(item['text'], 'utf8'), encoding: 'text', mimeType };
  }
  const blob = item['blob'];
  if (typeof blob !== 'string' || !isCanonicalBase64(blob)) return { ok: false, problem: `\`blob\` is not canonical base64 (starts ${excerpt(typeof blob === 'string' ? blob : blob, 16)})` };
  return { ok: true, bytes: Buffer.from(blob, 'base64'), encoding: 'blob', mimeType };
}

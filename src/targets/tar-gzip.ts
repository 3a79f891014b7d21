// A deterministic `.tar.gz` of one skill's files, for the Agent Skills well-known index (the archive root is
// the skill directory: no wrapper directory, no `..`, no absolute paths). POSIX ustar entries with fixed
// owner, time and modes, sorted; a PAX header only for a path ustar cannot hold. The gzip stream uses stored
// deflate blocks, so the bytes never depend on a zlib build or the CPU it runs on (docs/publishing.md).
import type { ArchiveEntry } from './archive-entry.js';
import { fixedArchiveTime } from './archive-entry.js';
import { crc32 } from './crc32.js';

const block = 512;
const encoder = new TextEncoder();

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: Uint8Array, prefix: Uint8Array, size: number, mode: number, type: '0' | 'x'): Uint8Array {
  const h = new Uint8Array(block);
  h.set(name, 0);
  h.set(encoder.encode(octal(mode, 8)), 100);
  h.set(encoder.encode(octal(0, 8)), 108);
  h.set(encoder.encode(octal(0, 8)), 116);
  h.set(encoder.encode(octal(size, 12)), 124);
  h.set(encoder.encode(octal(fixedArchiveTime, 12)), 136);
  h.set(encoder.encode('        '), 148);
  h[156] = type.charCodeAt(0);
  h.set(encoder.encode('ustar\u000000'), 257);
  h.set(prefix, 345);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.set(encoder.encode(sum.toString(8).padStart(6, '0') + '\0 '), 148);
  return h;
}

/** ustar's name (100 bytes) and prefix (155 bytes) split, or undefined when the path needs a PAX record. */
function ustarName(path: Uint8Array): { name: Uint8Array; prefix: Uint8Array } | undefined {
  if (path.length <= 100) return { name: path, prefix: new Uint8Array(0) };
  for (let i = path.length - 1; i > 0; i -= 1) {
    if (path[i] !== 0x2f) continue;
    if (i <= 155 && path.length - i - 1 <= 100 && path.length - i - 1 > 0)
      return { name: path.subarray(i + 1), prefix: path.subarray(0, i) };
  }
  return undefined;
}

function paxRecord(key: string, value: Uint8Array): Uint8Array {
  const body = (length: number): Uint8Array => {
    const head = encoder.encode(`${length} ${key}=`);
    const out = new Uint8Array(head.length + value.length + 1);
    out.set(head, 0);
    out.set(value, head.length);
    out[out.length - 1] = 0x0a;
    return out;
  };
  let length = value.length + key.length + 4;
  for (;;) {
    const record = body(length);
    if (record.length === length) return record;
    length = record.length;
  }
}

function padded(bytes: Uint8Array): Uint8Array[] {
  const rest = bytes.length % block;
  return rest === 0 ? [bytes] : [bytes, new Uint8Array(block - rest)];
}

/** The tar stream of the entries, sorted by path in code-unit order. */
export function tarBytes(entries: readonly ArchiveEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const entry of sorted) {
    const path = encoder.encode(entry.path);
    const split = ustarName(path);
    if (split === undefined) {
      const record = paxRecord('path', path);
      parts.push(header(encoder.encode('PaxHeader'), new Uint8Array(0), record.length, 0o644, 'x'), ...padded(record));
    }
    const names = split ?? { name: path.subarray(0, 100), prefix: new Uint8Array(0) };
    parts.push(header(names.name, names.prefix, entry.bytes.length, entry.mode, '0'), ...padded(entry.bytes));
  }
  parts.push(new Uint8Array(block * 2));
  return concat(parts);
}

/** gzip (RFC 1952) around stored deflate blocks (RFC 1951 §3.2.4): no compression, fixed header. */
export function gzipStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3)];
  let offset = 0;
  do {
    const length = Math.min(0xffff, data.length - offset);
    const final = offset + length >= data.length ? 1 : 0;
    parts.push(
      Uint8Array.of(final, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff),
      data.subarray(offset, offset + length),
    );
    offset += length;
  } while (offset < data.length);
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc32(data), true);
  view.setUint32(4, data.length >>> 0, true);
  parts.push(trailer);
  return concat(parts);
}

export function tarGzipBytes(entries: readonly ArchiveEntry[]): Uint8Array {
  return gzipStored(tarBytes(entries));
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

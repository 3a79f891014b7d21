// The files of a skill archive from an Agent Skills well-known index, read the way a careful client
// unpacks one (agentskills.io "Well-Known URI" › "Archive safety"): `.tar.gz` or `.zip`, in memory, never
// written to disk; a traversal (`..`), an absolute path, a link or any entry that is not a regular file or
// a directory makes the archive unsafe; the unpacked size is bounded, so a decompression bomb stops early.
import { gunzipSync, inflateRawSync } from 'node:zlib';

export type ArchiveRead =
  { readonly ok: true; readonly files: ReadonlyMap<string, Uint8Array> } | { readonly ok: false; readonly problem: string };

/** A skill is at most 16 MiB of files (SPEC-NOTES §1); an archive unpacking past twice that is refused. */
export const maxUnpackedBytes = 32 * 1024 * 1024;

const decoder = new TextDecoder('utf-8', { fatal: false });

/** A path inside the skill directory, or why it is not one. */
function safePath(raw: string): string | { problem: string } {
  const path = raw.startsWith('./') ? raw.slice(2) : raw;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return { problem: `holds the absolute path ${JSON.stringify(raw.slice(0, 200))}` };
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return { problem: `holds the traversal ${JSON.stringify(raw.slice(0, 200))}` };
  if (path.includes('\\') || path.includes('\0'))
    return { problem: `holds the path ${JSON.stringify(raw.slice(0, 200))}, which no skill file has` };
  return segments.filter((s) => s !== '' && s !== '.').join('/');
}

function octalField(bytes: Uint8Array, start: number, length: number): number {
  const text = decoder
    .decode(bytes.subarray(start, start + length))
    .replace(/[\0 ]+$/g, '')
    .trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function cString(bytes: Uint8Array, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

function readTar(tar: Uint8Array): ArchiveRead {
  const files = new Map<string, Uint8Array>();
  let offset = 0;
  let paxPath: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = octalField(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (!Number.isSafeInteger(size) || body.length < size) return { ok: false, problem: 'is a truncated tar stream' };
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      for (const record of decoder.decode(body).split('\n')) {
        const match = /^\d+ path=(.*)$/s.exec(record);
        if (match !== null) paxPath = match[1];
      }
      continue;
    }
    if (type === 'g') continue;
    const prefix = cString(header, 345, 155);
    const name = paxPath ?? (prefix === '' ? cString(header, 0, 100) : `${prefix}/${cString(header, 0, 100)}`);
    paxPath = undefined;
    const path = safePath(name);
    if (typeof path !== 'string') return { ok: false, problem: path.problem };
    if (type === '5') continue;
    if (type !== '0' && type !== '\0')
      return {
        ok: false,
        problem: `holds ${JSON.stringify(name.slice(0, 200))}, which is a link or special file (tar type ${JSON.stringify(type)})`,
      };
    if (files.has(path)) return { ok: false, problem: `holds ${JSON.stringify(path)} twice` };
    files.set(path, body);
  }
  return { ok: true, files };
}

function readZip(zip: Uint8Array): ArchiveRead {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1)
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  if (end === -1) return { ok: false, problem: 'is not a zip archive (no end of central directory)' };
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  let unpacked = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== 0x02014b50) return { ok: false, problem: 'has a damaged central directory' };
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const unixMode = view.getUint32(at + 38, true) >>> 16;
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    const path = safePath(name);
    if (typeof path !== 'string') return { ok: false, problem: path.problem };
    if (name.endsWith('/')) continue;
    const kind = unixMode & 0o170000;
    if (kind !== 0 && kind !== 0o100000)
      return { ok: false, problem: `holds ${JSON.stringify(name.slice(0, 200))}, which is a link or special file` };
    if (local + 30 > zip.length || view.getUint32(local, true) !== 0x04034b50) return { ok: false, problem: 'has a damaged local header' };
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + compressed);
    let bytes: Uint8Array;
    try {
      if (method === 0) bytes = data;
      else if (method === 8) bytes = inflateRawSync(data, { maxOutputLength: maxUnpackedBytes - unpacked });
      else return { ok: false, problem: `uses compression method ${method}, which clients are not asked to read` };
    } catch {
      return { ok: false, problem: `unpacks past ${maxUnpackedBytes} bytes or holds a damaged entry` };
    }
    unpacked += bytes.length;
    if (unpacked > maxUnpackedBytes) return { ok: false, problem: `unpacks past ${maxUnpackedBytes} bytes` };
    if (files.has(path)) return { ok: false, problem: `holds ${JSON.stringify(path)} twice` };
    files.set(path, bytes);
  }
  return { ok: true, files };
}

/** `.zip` by its signature, else gzip'd tar. */
export function readSkillArchive(bytes: Uint8Array): ArchiveRead {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b) return readZip(bytes);
  let tar: Uint8Array;
  try {
    tar = gunzipSync(bytes, { maxOutputLength: maxUnpackedBytes });
  } catch {
    return { ok: false, problem: `is neither a zip nor a gzip stream within ${maxUnpackedBytes} unpacked bytes` };
  }
  return readTar(tar);
}

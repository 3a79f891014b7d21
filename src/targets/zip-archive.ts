// A deterministic `.zip` of one skill for upload (Claude.ai takes the skill's directory, named after the
// skill, with SKILL.md inside it): stored entries (no compression, so the bytes never depend on a zlib
// build), sorted, one fixed DOS time, UTF-8 names, Unix modes in the external attributes and no extra
// fields, so no host-specific attribute ends up in it (docs/publishing.md).
import type { ArchiveEntry } from './archive-entry.js';
import { crc32 } from './crc32.js';
import { concat } from './tar-gzip.js';

const encoder = new TextEncoder();
/** 1980-01-01 00:00:00 in MS-DOS date/time fields (day 1, month 1, year 0 = 1980). */
const dosTime = 0;
const dosDate = (1 << 5) | 1;
const utf8Names = 0x0800;

/** The zip of the entries, each under `prefix` (`"pdf/"` puts `SKILL.md` at `pdf/SKILL.md`). */
export function zipBytes(entries: readonly ArchiveEntry[], prefix: string): Uint8Array {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of sorted) {
    const name = encoder.encode(prefix + entry.path);
    const crc = crc32(entry.bytes);
    const local = new Uint8Array(30 + name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 10, true);
    l.setUint16(6, utf8Names, true);
    l.setUint16(8, 0, true);
    l.setUint16(10, dosTime, true);
    l.setUint16(12, dosDate, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, entry.bytes.length, true);
    l.setUint32(22, entry.bytes.length, true);
    l.setUint16(26, name.length, true);
    l.setUint16(28, 0, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, (3 << 8) | 20, true); // made by Unix, so the external attributes carry the mode
    c.setUint16(6, 10, true);
    c.setUint16(8, utf8Names, true);
    c.setUint16(10, 0, true);
    c.setUint16(12, dosTime, true);
    c.setUint16(14, dosDate, true);
    c.setUint32(16, crc, true);
    c.setUint32(20, entry.bytes.length, true);
    c.setUint32(24, entry.bytes.length, true);
    c.setUint16(28, name.length, true);
    c.setUint32(38, ((0o100000 | entry.mode) << 16) >>> 0, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, entry.bytes);
    centrals.push(central);
    offset += local.length + entry.bytes.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, sorted.length, true);
  e.setUint16(10, sorted.length, true);
  e.setUint32(12, directory.length, true);
  e.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}

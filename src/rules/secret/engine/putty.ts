// PuTTY's private key file (PPK versions 2 and 3, the PuTTY manual's "PPK file format" appendix):
// `PuTTY-User-Key-File-N: <algorithm>`, `Encryption:`, `Comment:`, the public blob in
// `Public-Lines: n` base64 lines, key-derivation headers for an encrypted version 3 file, the
// private blob in `Private-Lines: m` lines and `Private-MAC:` in hex. Read line by line, bounded.
import { tryDecodeBase64 } from './base64.js';

/** The trigger: a key file's first line starts with it (`PuTTY-User-Key-File-`; a short literal keeps the prefilter's walk short). */
export const PUTTY_HEADER = 'PuTTY-';
// A key file is a few dozen lines; the longest RSA key's blobs fit in far fewer than this.
const MAX_LINES = 128;
const MAX_BASE64_LINES = 64;
// Sticky, matched in place: each fails at the first character out of shape, so a flood of headers
// (on one line or many) costs a few comparisons each.
const HEADER_LINE = /PuTTY-User-Key-File-([23]): ([\w@.-]{3,64})\r?\n/y;
const FIELD_LINE =
  /(Encryption|Comment|Public-Lines|Private-Lines|Private-MAC|Key-Derivation|Argon2-Memory|Argon2-Passes|Argon2-Parallelism|Argon2-Salt): ?([^\r\n]{0,256})(\r?\n|$)/y;
const BASE64_LINE = /([A-Za-z0-9+/]{1,256}={0,2})(?:\r?\n|$)/y;

export interface PuttyKey {
  /** Where the file ends: after its `Private-MAC` line. */
  readonly end: number;
  /** The private blob's base64, the key material. */
  readonly privateBase64: string;
  /** The blobs have the layout the header promises, and the MAC its length. */
  readonly valid: boolean;
}

/** The key file whose header starts at `at` (the trigger `PuTTY-User-Key-File-`), or undefined when it is not one. */
export function readPuttyKey(text: string, at: number): PuttyKey | undefined {
  // The version, then the second line of every key file, before any regular expression runs.
  if (!text.startsWith('User-Key-File-', at + 6)) return undefined;
  const version = text.charCodeAt(at + 20);
  if ((version !== 50 && version !== 51) || text.charCodeAt(at + 21) !== 58) return undefined; // 2 3 :
  let lineEnd = at + 22;
  while (lineEnd < at + 96 && lineEnd < text.length && text.charCodeAt(lineEnd) !== 10) lineEnd++;
  if (!text.startsWith('Encryption:', lineEnd + 1)) return undefined;
  HEADER_LINE.lastIndex = at;
  const header = HEADER_LINE.exec(text);
  if (header === null) return undefined;
  const algorithm = header[2] ?? '';
  let pos = HEADER_LINE.lastIndex;
  let encryption: string | undefined;
  let publicBase64: string | undefined;
  let privateBase64: string | undefined;
  for (let n = 0; n < MAX_LINES; n++) {
    FIELD_LINE.lastIndex = pos;
    const field = FIELD_LINE.exec(text);
    // Only the format's own fields: another header or any other line ends the reading.
    if (field === null) return undefined;
    const [, name, value = ''] = field;
    pos = FIELD_LINE.lastIndex;
    if (name === 'Encryption') encryption = value;
    else if (name === 'Public-Lines' || name === 'Private-Lines') {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > MAX_BASE64_LINES) return undefined;
      let base64 = '';
      for (let k = 0; k < count; k++) {
        BASE64_LINE.lastIndex = pos;
        const b = BASE64_LINE.exec(text);
        if (b === null) return undefined;
        base64 += b[1];
        pos = BASE64_LINE.lastIndex;
      }
      if (name === 'Public-Lines') publicBase64 = base64;
      else privateBase64 = base64;
    } else if (name === 'Private-MAC') {
      if (publicBase64 === undefined || privateBase64 === undefined || encryption === undefined) return undefined;
      const macLength = version === 50 ? 40 : 64; // 2
      const valid =
        /^[0-9a-f]+$/.test(value) &&
        value.length === macLength &&
        isBlobPair(algorithm, publicBase64, privateBase64, encryption !== 'none');
      return { end: pos - (field[3] ?? '').length, privateBase64, valid };
    }
    // Comment, Key-Derivation, Argon2-*: read past (a file has a handful).
  }
  return undefined;
}

/** The public blob names the header's algorithm; the private blob opens with an SSH string or mpint (or is whole cipher blocks). */
function isBlobPair(algorithm: string, publicBase64: string, privateBase64: string, encrypted: boolean): boolean {
  const pub = tryDecodeBase64(publicBase64);
  const priv = tryDecodeBase64(privateBase64);
  if (pub === undefined || priv === undefined || priv.length < 16) return false;
  const nameLength = u32(pub, 0);
  if (nameLength !== algorithm.length || Buffer.from(pub.subarray(4, 4 + nameLength)).toString('latin1') !== algorithm) return false;
  if (encrypted) return priv.length % 16 === 0;
  const first = u32(priv, 0);
  return first !== undefined && first > 0 && 4 + first <= priv.length;
}

function u32(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  return (bytes[at] ?? 0) * 0x1000000 + (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
}

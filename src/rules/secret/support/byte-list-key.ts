// A key written as a list of byte values under a key's name: Zigbee2MQTT's `network_key: [ … ]`, an Arduino sketch's `uint8_t appKey[16] = { 0x2B, … }` (LoRaWAN), Python's `bytes([ … ])` (docs/rules.md, secret/generic-assignment).
// Read only when the list holds exactly a key's length of bytes (16, 24 or 32) that look drawn at
// random: not one value repeated, not a progression (Zigbee2MQTT's documented default network key
// steps by two), not printable text (Zigbee's well-known `ZigBeeAlliance09` link key), not FIPS-197's
// sample AES key.

const MAX_ENTRIES = 40;
const MAX_GAP = 48;
// FIPS-197 Appendix A's AES-128 sample key, the one every AES example copies.
const FIPS_SAMPLE = '2b7e151628aed2a6abf7158809cf4f3c';

export interface ByteListKey {
  readonly start: number;
  readonly end: number;
}

const isBlankOrBreak = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** The byte list after the name ending at `nameEnd` (`[16]`, `:`/`=`, an optional `bytes(`), when it holds a random key; or undefined. */
export function byteListKey(text: string, nameEnd: number): ByteListKey | undefined {
  let i = nameEnd;
  // A C array's size: `appKey[16]`.
  if (text.charCodeAt(i) === 91 && text.charCodeAt(i + 3) === 93) i += 4; // [ ]
  const limit = i + MAX_GAP;
  while (i < limit && isBlankOrBreak(text.charCodeAt(i))) i++;
  const op = text.charCodeAt(i);
  if (op !== 58 && op !== 61) return undefined; // : =
  i++;
  while (i < limit && text.charCodeAt(i) !== 91 && text.charCodeAt(i) !== 123) {
    const c = text.charCodeAt(i);
    // Blanks, or a wrapping call's name and its `(` (`bytes(`, `bytearray(`, `Buffer.from(`).
    if (!isBlankOrBreak(c) && c !== 40 && c !== 46 && !(c >= 65 && c <= 90) && !(c >= 97 && c <= 122)) return undefined;
    i++;
  }
  const open = text.charCodeAt(i);
  if (open !== 91 && open !== 123) return undefined;
  const close = open === 91 ? 93 : 125;
  const start = i;
  const bytes: number[] = [];
  i++;
  for (;;) {
    while (isBlankOrBreak(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === close) break;
    let value = -1;
    if (text.charCodeAt(i) === 48 && (text.charCodeAt(i + 1) | 32) === 120) {
      // 0xHH
      const hex = /^[0-9A-Fa-f]{1,2}/.exec(text.slice(i + 2, i + 4));
      if (hex === null) return undefined;
      value = Number.parseInt(hex[0], 16);
      i += 2 + hex[0].length;
    } else {
      let n = 0;
      let digits = 0;
      while (digits < 3 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
        n = n * 10 + text.charCodeAt(i) - 48;
        i++;
        digits++;
      }
      if (digits === 0 || n > 255) return undefined;
      value = n;
    }
    bytes.push(value);
    if (bytes.length > MAX_ENTRIES) return undefined;
    while (isBlankOrBreak(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 44)
      i++; // ,
    else if (text.charCodeAt(i) !== close) return undefined;
  }
  const n = bytes.length;
  if (n !== 16 && n !== 24 && n !== 32) return undefined;
  if (!looksRandom(bytes)) return undefined;
  return { start, end: i + 1 };
}

function looksRandom(bytes: readonly number[]): boolean {
  if (new Set(bytes).size < bytes.length / 2) return false;
  if (bytes.every((b) => b >= 32 && b < 127)) return false; // printable text
  let steady = 0;
  for (let k = 2; k < bytes.length; k++)
    if ((bytes[k] as number) - (bytes[k - 1] as number) === (bytes[k - 1] as number) - (bytes[k - 2] as number)) steady++;
  if (steady >= bytes.length / 3) return false;
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join('') !== FIPS_SAMPLE;
}

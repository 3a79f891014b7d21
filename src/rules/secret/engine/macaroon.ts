// Macaroon v2 binary serialisation (the format PyPI API tokens carry after `pypi-`): a version
// byte, a header section (location, identifier), caveat sections, and a 32-byte signature.
// Each section is a list of (type varint, length varint, data) fields ended by a 0 byte.

export interface Macaroon {
  readonly location: string;
  readonly caveats: number;
}

const MAX_FIELDS = 256;

function readVarint(bytes: Uint8Array, at: number): [number, number] | undefined {
  let value = 0;
  let shift = 0;
  for (let i = at; i < bytes.length && shift <= 28; i++) {
    const b = bytes[i] ?? 0;
    value |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) return [value >>> 0, i + 1];
    shift += 7;
  }
  return undefined;
}

interface Field {
  readonly type: number;
  readonly data: Uint8Array;
}

/** Reads fields up to the section's 0 terminator; returns them and the offset after it. */
function readSection(bytes: Uint8Array, at: number): [Field[], number] | undefined {
  const fields: Field[] = [];
  let pos = at;
  while (fields.length < MAX_FIELDS) {
    const type = readVarint(bytes, pos);
    if (type === undefined) return undefined;
    pos = type[1];
    if (type[0] === 0) return [fields, pos];
    const length = readVarint(bytes, pos);
    if (length === undefined || length[1] + length[0] > bytes.length) return undefined;
    fields.push({ type: type[0], data: bytes.subarray(length[1], length[1] + length[0]) });
    pos = length[1] + length[0];
  }
  return undefined;
}

export function parseMacaroonV2(bytes: Uint8Array): Macaroon | undefined {
  if (bytes[0] !== 2) return undefined;
  const header = readSection(bytes, 1);
  if (header === undefined) return undefined;
  const location = header[0].find((f) => f.type === 1);
  if (!header[0].some((f) => f.type === 2)) return undefined;
  let pos = header[1];
  let caveats = 0;
  while (caveats < MAX_FIELDS) {
    if (bytes[pos] === 0) {
      pos++;
      break;
    }
    const section = readSection(bytes, pos);
    if (section === undefined || section[0].length === 0) return undefined;
    caveats++;
    pos = section[1];
  }
  const sigType = readVarint(bytes, pos);
  if (sigType?.[0] !== 6) return undefined;
  const sigLength = readVarint(bytes, sigType[1]);
  if (sigLength?.[0] !== 32 || sigLength[1] + 32 !== bytes.length) return undefined;
  return { location: location === undefined ? '' : Buffer.from(location.data).toString('latin1'), caveats };
}

/**
 * The location of a v2 macaroon read from its header alone (version byte, then a location field):
 * what a token's first bytes promise even when the rest cannot be checked.
 */
export function macaroonLocation(bytes: Uint8Array): string | undefined {
  if (bytes[0] !== 2 || bytes[1] !== 1) return undefined;
  const length = bytes[2] ?? 0;
  if (length === 0 || length > 64 || 3 + length > bytes.length) return undefined;
  return Buffer.from(bytes.subarray(3, 3 + length)).toString('latin1');
}

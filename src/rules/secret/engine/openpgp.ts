// OpenPGP armored private keys (RFC 4880 §6): the optional CRC-24 line must match the body, and
// the first packet must be a secret-key packet (tag 5) of a known version.

export function crc24(bytes: Uint8Array): number {
  let crc = 0xb704ce;
  for (const b of bytes) {
    crc ^= b << 16;
    for (let i = 0; i < 8; i++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

export function isPgpSecretKey(bytes: Uint8Array): boolean {
  const first = bytes[0] ?? 0;
  if ((first & 0x80) === 0) return false;
  let tag: number;
  let bodyStart: number;
  let bodyLength: number;
  if (first & 0x40) {
    tag = first & 0x3f;
    const l1 = bytes[1] ?? 0;
    if (l1 < 192) [bodyStart, bodyLength] = [2, l1];
    else if (l1 < 224) [bodyStart, bodyLength] = [3, ((l1 - 192) << 8) + (bytes[2] ?? 0) + 192];
    else if (l1 === 255)
      [bodyStart, bodyLength] = [6, (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0];
    else return false; // partial lengths never start a key
  } else {
    tag = (first >> 2) & 0x0f;
    const type = first & 0x03;
    if (type === 0) [bodyStart, bodyLength] = [2, bytes[1] ?? 0];
    else if (type === 1) [bodyStart, bodyLength] = [3, ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0)];
    else if (type === 2)
      [bodyStart, bodyLength] = [5, (((bytes[1] ?? 0) << 24) | ((bytes[2] ?? 0) << 16) | ((bytes[3] ?? 0) << 8) | (bytes[4] ?? 0)) >>> 0];
    else return false;
  }
  if (tag !== 5 || bodyLength < 12 || bodyStart + bodyLength > bytes.length) return false;
  const version = bytes[bodyStart] ?? 0;
  return version >= 3 && version <= 6;
}

// Just enough DER to tell a private key from base64 noise: the body must be one SEQUENCE that
// spans it exactly and whose children are well-formed TLVs in the layout of PKCS#8, encrypted
// PKCS#8, PKCS#1 (RSA), SEC1 (EC) or DSA private keys.

interface Tlv {
  readonly tag: number;
  readonly start: number; // content start
  readonly end: number; // content end
}

function readTlv(bytes: Uint8Array, at: number, limit: number): Tlv | undefined {
  if (at + 2 > limit) return undefined;
  const tag = bytes[at] ?? 0;
  if ((tag & 0x1f) === 0x1f) return undefined; // multi-byte tags never occur in key structures
  let length = bytes[at + 1] ?? 0;
  let pos = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || pos + count > limit) return undefined;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[pos + i] ?? 0);
    pos += count;
    if (length < 128) return undefined; // not minimal: not DER
  }
  if (pos + length > limit) return undefined;
  return { tag, start: pos, end: pos + length };
}

function children(bytes: Uint8Array, parent: Tlv): Tlv[] | undefined {
  const out: Tlv[] = [];
  let pos = parent.start;
  while (pos < parent.end) {
    const child = readTlv(bytes, pos, parent.end);
    if (child === undefined || out.length > 64) return undefined;
    out.push(child);
    pos = child.end;
  }
  return out;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const OCTET_STRING = 0x04;

/** Whether the bytes are a DER private key in one of the PEM layouts. */
export function isDerPrivateKey(bytes: Uint8Array): boolean {
  const outer = readTlv(bytes, 0, bytes.length);
  if (outer === undefined || outer.tag !== SEQUENCE || outer.end !== bytes.length) return false;
  const items = children(bytes, outer);
  if (items === undefined || items.length < 2) return false;
  const [first, second] = items;
  if (first === undefined || second === undefined) return false;
  // Encrypted PKCS#8: SEQUENCE { AlgorithmIdentifier, OCTET STRING }.
  if (first.tag === SEQUENCE) return items.length === 2 && second.tag === OCTET_STRING && second.end - second.start >= 16;
  if (first.tag !== INTEGER || first.end - first.start > 2) return false;
  // PKCS#8: INTEGER version, AlgorithmIdentifier, OCTET STRING privateKey, …
  if (second.tag === SEQUENCE) return items[2]?.tag === OCTET_STRING;
  // SEC1 EC: INTEGER 1, OCTET STRING privateKey, …
  if (second.tag === OCTET_STRING) return second.end - second.start >= 16;
  // PKCS#1 RSA (9 INTEGERs) and DSA (6 INTEGERs).
  return items.length >= 6 && items.every((item) => item.tag === INTEGER);
}

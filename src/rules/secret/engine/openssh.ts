// The OpenSSH private key container (PROTOCOL.key): `openssh-key-v1\0`, cipher, KDF, KDF options,
// the key count, the public keys and the (possibly encrypted) private section.

const MAGIC = 'openssh-key-v1\0';

function u32(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  return (bytes[at] ?? 0) * 0x1000000 + (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
}

/** Skips an SSH `string` (u32 length + bytes); returns the offset after it. */
function skipString(bytes: Uint8Array, at: number): [number, number] | undefined {
  const length = u32(bytes, at);
  if (length === undefined || at + 4 + length > bytes.length) return undefined;
  return [at + 4, at + 4 + length];
}

export function isOpenSshPrivateKey(bytes: Uint8Array): boolean {
  if (bytes.length < MAGIC.length + 32) return false;
  if (Buffer.from(bytes.subarray(0, MAGIC.length)).toString('latin1') !== MAGIC) return false;
  let pos = MAGIC.length;
  const cipher = skipString(bytes, pos);
  if (cipher === undefined) return false;
  const cipherName = Buffer.from(bytes.subarray(cipher[0], cipher[1])).toString('latin1');
  pos = cipher[1];
  for (let i = 0; i < 2; i++) {
    const s = skipString(bytes, pos); // KDF name, KDF options
    if (s === undefined) return false;
    pos = s[1];
  }
  const count = u32(bytes, pos);
  if (count === undefined || count < 1 || count > 16) return false;
  pos += 4;
  for (let i = 0; i < count; i++) {
    const s = skipString(bytes, pos);
    if (s === undefined || s[1] - s[0] < 16) return false;
    pos = s[1];
  }
  const secret = skipString(bytes, pos);
  if (secret === undefined || secret[1] !== bytes.length || secret[1] - secret[0] < 8) return false;
  // Unencrypted: the private section opens with two equal check integers.
  if (cipherName === 'none') return u32(bytes, secret[0]) === u32(bytes, secret[0] + 4);
  return (secret[1] - secret[0]) % 8 === 0;
}

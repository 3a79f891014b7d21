// A Fernet token (OpenStack Keystone's `X-Auth-Token`, `OS_TOKEN`): base64url of the version byte 0x80, a 64-bit timestamp, a 128-bit IV, the AES-CBC ciphertext in 16-byte blocks and a 256-bit HMAC (https://github.com/fernet/spec/blob/master/Spec.md), so it opens with `gAAAAA` and its length says the layout.
import { isSecretToken } from '../engine/judge.js';

const FERNET = /^gAAAAA[A-Za-z0-9_-]{94,1018}={0,2}$/;
// Version, timestamp, IV and HMAC: 57 bytes around the ciphertext.
const FRAME = 57;

/** Whether a value is a Fernet token: its prefix, its byte length, and a body that looks generated. */
export function isFernetToken(value: string): boolean {
  if (!FERNET.test(value)) return false;
  const chars = value.replace(/=+$/, '').length;
  const bytes = Math.floor((chars * 6) / 8);
  // The zero bytes of the timestamp read as a typed run: the body after it is judged.
  return bytes > FRAME && (bytes - FRAME) % 16 === 0 && isSecretToken(value.slice(12), 32);
}

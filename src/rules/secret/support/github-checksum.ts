// The checksum of GitHub-format tokens, which npm tokens share: the last six characters are the
// base62 CRC-32 of the 30 random characters before them
// (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/).
import { decodeBase62 } from '../engine/base62.js';
import { crc32 } from '../engine/crc32.js';

/** Whether a classic token's last six characters are the base62 CRC-32 of the 30 before them. */
export function githubChecksumValid(body: string): boolean {
  return body.length === 36 && decodeBase62(body.slice(30)) === crc32(body.slice(0, 30));
}

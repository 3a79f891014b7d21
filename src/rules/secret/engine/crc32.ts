// CRC-32 (IEEE 802.3, the zlib polynomial) over the ASCII/Latin-1 code units of a string: the
// checksum GitHub, npm, GitLab and Cloudflare embed in their tokens.

const table = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of a string whose code units are all below 256 (tokens are ASCII). */
export function crc32(s: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < s.length; i++) crc = (table[(crc ^ s.charCodeAt(i)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

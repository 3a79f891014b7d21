// Base62 numerals in the alphabet 0-9A-Za-z: how GitHub and npm write a token's CRC-32
// (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/).

function digitOf(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c >= 97 && c <= 122) return c - 61;
  return -1;
}

/** The value of a short base62 numeral, or -1 when it holds a character outside the alphabet. */
export function decodeBase62(s: string): number {
  let value = 0;
  for (let i = 0; i < s.length; i++) {
    const digit = digitOf(s.charCodeAt(i));
    if (digit === -1) return -1;
    value = value * 62 + digit;
  }
  return value;
}

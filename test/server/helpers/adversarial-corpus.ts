// Malformed and adversarial URIs and cursors: each must be refused with -32602 by a server that
// keeps answering afterwards.

export function adversarialUris(known: string): unknown[] {
  const [authority = 'x', ...rest] = known.slice('skill://'.length).split('/');
  const path = rest.join('/');
  return [
    `skill://${authority}/../${authority}/${path}`,
    `skill://${authority}/./${path}`,
    `skill://${authority}/%2e%2e/${path}`,
    `skill://${authority}/${path.replace('.', '%2E')}`,
    `skill://${authority}%2F${path}`,
    `skill://${authority}/.${path}`,
    `skill://${authority}/.git/config`,
    `skill://${authority}/.env`,
    `file:///etc/passwd`,
    `https://${authority}/${path}`,
    `SKILL://${authority}/${path}`,
    `skill:${authority}/${path}`,
    `skill:/${authority}/${path}`,
    `skill:///${authority}/${path}`,
    `skill://user@${authority}/${path}`,
    `skill://user:pw@${authority}/${path}`,
    `skill://${authority}:443/${path}`,
    `skill://${authority}/${path}?raw=1`,
    `skill://${authority}/${path}#frag`,
    `skill://${authority}//${path}`,
    `skill://${authority}/${path}/`,
    `skill://${authority}\\..\\${path}`,
    `skill://${authority}/${path}\u0000`,
    `skill://${authority}/${path} `,
    ` ${known}`,
    `skill://${authority}/${path}\n`,
    `skill://${authority.toUpperCase()}/${path}`,
    `skill://${authority}/${path.toUpperCase() === path ? path.toLowerCase() : path.toUpperCase()}`,
    `skill://${authority}\uff0f${path}`,
    `skill://${authority}/${path}\u200b`,
    `skill://${'a'.repeat(129)}/SKILL.md`,
    `skill://${authority}/${'b'.repeat(1100)}`,
    `skill://${Array.from({ length: 17 }, () => 'a').join('/')}`,
    `skill://${authority}/${'x/'.repeat(5000)}SKILL.md`,
    `skill://${authority}`,
    'skill://',
    '',
    `skill://${authority}/nope.md`,
    `skill://unknown-skill/SKILL.md`,
    `skill://${authority}/${path}.bak`,
    `skill://u@x/`,
    `skill://@${authority}/${path}`,
    `skill://${authority}:/${path}`,
    `skill://[::1]/${path}`,
    `skill://${authority}/%252e%252e/${path}`,
    `skill://${authority}/%5C..%5C${path}`,
    `skill://${authority}/%c0%ae%c0%ae/${path}`,
    `skill://${authority}/${path};x=1`,
    `skill://${authority}/\uff0e\uff0e/${path}`,
    `\ufeff${known}`,
    `skill://${authority}/\u202e${path}`,
    `skill://${authority}/${path}\ud800`,
    `skill://${authority}/${path}\r\nX-Injected: 1`,
    `skill://${authority}/.../${path}`,
    `skill://${authority}/${path}/..`,
    // 1025 and 1024 bytes of 128-byte-or-shorter segments: over the bound, and well-formed but unknown.
    `skill://${`${'c'.repeat(100)}/`.repeat(10)}${'c'.repeat(7)}`,
    `skill://${`${'c'.repeat(100)}/`.repeat(10)}${'c'.repeat(6)}`,
    `skill://${authority}/${'a'.repeat(128)}`,
    `skill://${Array.from({ length: 16 }, () => 'a').join('/')}`,
    `skill://__proto__/SKILL.md`,
    42,
    null,
    true,
    { uri: known },
    [known],
  ];
}

export function adversarialCursors(valid: string): unknown[] {
  const flip = (i: number): string => `${valid.slice(0, i)}${valid[i] === 'A' ? 'B' : 'A'}${valid.slice(i + 1)}`;
  return [
    '',
    'garbage',
    '0',
    '32',
    '{"offset":32}',
    'eyJvZmZzZXQiOjMyfQ',
    valid.slice(0, -1),
    valid.slice(1),
    `${valid}A`,
    `${valid}=`,
    flip(0),
    flip(5),
    flip(valid.length - 1),
    // Another spelling of the same bytes: standard alphabet, padding, non-canonical final bits.
    Buffer.from(valid, 'base64url').toString('base64'),
    `${valid.slice(0, -1)}${valid.at(-1) === 'A' ? 'B' : String.fromCharCode((valid.at(-1) ?? 'A').charCodeAt(0) ^ 1)}`,
    // The offset changed under an intact signature.
    ((): string => {
      const bytes = Buffer.from(valid, 'base64url');
      bytes.writeUInt32BE(bytes.readUInt32BE(2) + 32, 2);
      return bytes.toString('base64url');
    })(),
    valid.toUpperCase() === valid ? valid.toLowerCase() : valid.toUpperCase(),
    'A'.repeat(2051),
    'A'.repeat(2052),
    'A'.repeat(100_000),
    '\u0000',
    42,
    null,
    { cursor: valid },
    [valid],
  ];
}

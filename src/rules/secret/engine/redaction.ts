// The only printable form of a secret: its public prefix (or two characters of a long value) and at
// most its last two characters (docs/rules.md, secret rules).

const ELLIPSIS = '\u2026';

export function redact(secret: string, publicPrefix = ''): string {
  const prefix = publicPrefix !== '' && secret.startsWith(publicPrefix) ? publicPrefix : '';
  const rest = secret.slice(prefix.length);
  const head = prefix !== '' ? prefix : rest.length >= 16 ? rest.slice(0, 2) : '';
  const tail = rest.length >= 12 ? rest.slice(-2) : '';
  return `${head}${ELLIPSIS}${tail}`;
}

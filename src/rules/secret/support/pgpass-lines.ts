// The password fields of PostgreSQL password-file lines (`hostname:port:database:username:password`,
// https://www.postgresql.org/docs/current/libpq-pgpass.html) written near a mention of the file
// (`~/.pgpass`, `PGPASSFILE`, `pgpass.conf`) or of its format: a line holds no secret-sounding name,
// so only that mention says what the fifth field is (docs/rules.md, "secret/generic-assignment"),
// or the line names PostgreSQL's own port (`host:5432:db:user:password`), which says it alone.

/**
 * `host:port:database:user:password`, bare, quoted or echoed at a line's start, or a code span anywhere
 * on the line (prose that shows the entry: "fallback: `h:5432:db:u:p`"); `*` stands for any host,
 * port, database or user.
 */
const ENTRY =
  /(?:^[ \t]*(?:echo[ \t]+)?["']?|`)[A-Za-z0-9.*_-]{1,253}:(?:\d{1,5}|\*):[^:\s"'`]{1,63}:([^:\s"'`]{1,63}):([^\s"'`]{1,128}?)(?:["']?(?:[ \t]|$)|`)/;
/** How many lines after the mention are read, and the longest line read. */
const WINDOW_LINES = 8;
const MAX_LINE = 512;
const FORMAT = 'hostname:port:database:username:';

/** Does the trigger `pass` at `index` mention the password file or write out its format? */
export function mentionsPgpass(text: string, index: number): boolean {
  // `pg` before it, in either case, read without a string per hit (keyword floods hit `pass` often).
  if (index >= 2 && (text.charCodeAt(index - 2) | 32) === 112 && (text.charCodeAt(index - 1) | 32) === 103) return true;
  return index >= FORMAT.length && text.charCodeAt(index - 1) === 58 && text.startsWith(FORMAT, index - FORMAT.length); // :
}

export interface PgpassField {
  readonly start: number;
  readonly end: number;
  readonly user: string;
}

/**
 * The password fields of the entries on the mention's line and the lines after it, from `from`
 * on (each line is read once per scan, so a flood of mentions stays linear): where the scan ends.
 */
export function readPgpassFields(
  text: string,
  index: number,
  from: number,
  found: (field: PgpassField) => void,
  window = WINDOW_LINES,
): number {
  let lineStart = Math.max(from, text.lastIndexOf('\n', index) + 1);
  for (let n = 0; n <= window && lineStart < text.length; n++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    if (lineEnd - lineStart <= MAX_LINE) {
      const line = text.slice(lineStart, text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd);
      const m = ENTRY.exec(line);
      if (m !== null) {
        const password = m[2] ?? '';
        const start = lineStart + m.index + m[0].lastIndexOf(password);
        found({ start, end: start + password.length, user: m[1] ?? '' });
      }
    }
    lineStart = lineEnd + 1;
  }
  return lineStart;
}

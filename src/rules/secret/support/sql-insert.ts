// SQL seed data: `INSERT INTO users (email, password) VALUES ('a@b.c', 'v'), (…)`. A column's name says
// what the literal at its place in each row is (docs/rules.md, "secret/generic-assignment"); read once
// per statement, from its `INSERT INTO`, with the statement's length bounded.
import { type Assignment, pairedAssignment } from './assignment.js';

/** The statement's opening, as the prefilter wakes on it (compared ignoring case). */
export const SQL_INSERT = 'insert into';

const HEAD = /insert[ \t]+into[ \t]+[\w."`[\]]{1,128}[ \t\r\n]*\(([^()]{1,1024})\)[ \t\r\n]*values[ \t\r\n]*/iy;
const MAX_ROWS = 64;

/** Each row's literal in a column whose name `isSecretColumn` accepts, as an assignment to that column. */
export function sqlInsertValues(text: string, index: number, isSecretColumn: (name: string) => boolean): Assignment[] {
  HEAD.lastIndex = index;
  const head = HEAD.exec(text);
  if (head === null) return [];
  // Each column's name and where it stands in the text (quotes and brackets around it left out).
  const columns: Array<{ name: string; start: number }> = [];
  let from = index + head[0].indexOf('(') + 1;
  for (const part of (head[1] ?? '').split(',')) {
    const name = part.trim().replace(/^[`"[]|[`"\]]$/g, '');
    columns.push({ name, start: text.indexOf(name, from) });
    from += part.length + 1;
  }
  const wanted = columns.map((c) => isSecretColumn(c.name));
  if (!wanted.includes(true)) return [];
  const out: Assignment[] = [];
  let at = HEAD.lastIndex;
  for (let row = 0; row < MAX_ROWS && text.charCodeAt(at) === 40; row++) {
    // (
    at++;
    for (let column = 0; ; column++) {
      while (at < text.length && /\s/.test(text.charAt(at))) at++;
      const start = at;
      if (text.charCodeAt(at) === 39) {
        // '…' with '' for a quote inside
        at++;
        while (at < text.length && !(text.charCodeAt(at) === 39 && text.charCodeAt(at + 1) !== 39))
          at += text.charCodeAt(at) === 39 ? 2 : 1;
        if (at >= text.length) return out;
        const named = columns[column];
        if (wanted[column] === true && named !== undefined)
          out.push(pairedAssignment(text, named.start, named.start + named.name.length, start + 1, at, "'", named.name));
        at++;
      } else {
        // A number, NULL, a call (`now()`) or an expression: skipped to its comma, nested brackets included.
        let depth = 0;
        while (at < text.length && at - start < 512) {
          const c = text.charCodeAt(at);
          if (c === 40) depth++;
          else if (c === 41) {
            if (depth === 0) break;
            depth--;
          } else if (c === 44 && depth === 0) break;
          at++;
        }
      }
      while (at < text.length && /\s/.test(text.charAt(at))) at++;
      if (text.charCodeAt(at) === 44) {
        at++;
        continue;
      }
      if (text.charCodeAt(at) !== 41) return out;
      at++;
      break;
    }
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
    if (text.charCodeAt(at) !== 44) break;
    at++;
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
  }
  return out;
}

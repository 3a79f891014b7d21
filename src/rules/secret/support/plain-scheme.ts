// A password stored under a plain-text scheme marker (Dovecot's passwd-file `user:{PLAIN}pw:…`,
// OpenLDAP's `userPassword: {CLEARTEXT}pw`, https://doc.dovecot.org/configuration_manual/authentication/password_schemes/):
// the marker says the value after it is the password itself, not a hash (docs/rules.md, "secret/generic-assignment").

/** The markers' openings, as the prefilter wakes on them (compared ignoring case). */
export const plainSchemeTriggers = ['{plain', '{clear'];

const SCHEME = /^\{(?:plain|plaintext|clear|cleartext)\}/i;
const MAX_PASSWORD = 256;

/** The password after the marker whose `{` is at `index`: to a blank, a quote, `:` (a passwd-file field), `<` or the line's end. */
export function plainSchemePassword(text: string, index: number): { start: number; end: number } | undefined {
  const m = SCHEME.exec(text.slice(index, index + 12));
  if (m === null) return undefined;
  const start = index + m[0].length;
  const stop = Math.min(text.length, start + MAX_PASSWORD + 1);
  let end = start;
  while (end < stop) {
    const c = text.charCodeAt(end);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 96 || c === 58 || c === 60) break;
    end++;
  }
  return end === stop || end === start ? undefined : { start, end };
}

// Credentials handed to calls by position, read for the generic secret assignment: a key store password given as `"…".toCharArray()`, the literal arguments of a call named for a secret or a password's setter, and a literal hashed as a password (`Hash::make('…')`).
// Java's and Azure's SDKs take secrets as arguments, not as named values; each reader starts at a
// keyword hit, walks a bounded distance and answers the literal or nothing (docs/rules.md,
// secret/generic-assignment).
import { charTable, isAt } from '../engine/chars.js';
import { isUuid } from '../engine/judge.js';
import { type Assignment, nameWords, pairedAssignment } from './assignment.js';

const NAME_CHAR = charTable('A-Za-z0-9', '_.-');
// Java's key store and key APIs take their password as a `char[]`: `ks.load(in, "pw".toCharArray())`,
// `store`, `getKey`, `getEntry`, `setKeyEntry`, `KeyManagerFactory.init`, `PBEKeySpec`,
// `KeyStore.PasswordProtection`.
const charArrayPasswordCalls = new Set(['load', 'store', 'getKey', 'getEntry', 'setKeyEntry', 'init', 'PBEKeySpec', 'PasswordProtection']);
export const CHAR_ARRAY = '.toCharArray()';
const MAX_ARGUMENTS_BEFORE = 200;
const CALL_NAME = charTable('A-Za-z0-9', '_');
const isBlankOrBreak = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The string literal converted by `.toCharArray()` at `index` when it is an argument of a call in
 * charArrayPasswordCalls: its [start, end), or undefined. Read backwards a bounded distance.
 */
export function charArrayPassword(text: string, index: number): [number, number] | undefined {
  if (text.charCodeAt(index - 1) !== 34) return undefined; // "
  let open = index - 2;
  while (open > index - 258 && open >= 0 && text.charCodeAt(open) !== 34) {
    const c = text.charCodeAt(open);
    if (c === 10 || c === 92) return undefined; // a line break or an escape
    open--;
  }
  if (open < 0 || text.charCodeAt(open) !== 34) return undefined;
  // Back over blanks to `(` or `,`, then over the arguments before it to the call's `(`.
  let p = open;
  while (p > open - 40 && isBlankOrBreak(text.charCodeAt(p - 1))) p--;
  p--;
  const first = text.charCodeAt(p);
  if (first !== 40 && first !== 44) return undefined; // ( ,
  for (let depth = 0; ; p--) {
    if (p < 0 || p < open - MAX_ARGUMENTS_BEFORE) return undefined;
    const c = text.charCodeAt(p);
    if (c === 41)
      depth++; // )
    else if (c === 40) {
      if (depth === 0) break;
      depth--;
    } else if (c === 59 || c === 123 || c === 125) return undefined; // ; { }: a statement's end
  }
  let nameStart = p;
  while (nameStart > p - 24 && isAt(text, nameStart - 1, CALL_NAME)) nameStart--;
  return charArrayPasswordCalls.has(text.slice(nameStart, p)) ? [open + 1, index - 1] : undefined;
}

// Verbs of calls that take a secret's name, not its value (`getSecret("db-password")`, Key Vault's
// `deleteSecret`): their arguments are names.
const accessorVerbs = new Set([
  'get',
  'read',
  'fetch',
  'delete',
  'remove',
  'list',
  'describe',
  'has',
  'load',
  'lookup',
  'resolve',
  'find',
  'rotate',
  'purge',
  'restore',
  'backup',
  'recover',
]);
// Sticky after `(` or `,`: one argument, a quoted literal (group 2, in the quotes of group 1) or
// another expression without quotes, brackets or commas, then `,` or `)` (group 3).
// A secret store's constructor names its literal `value` (Prefect's `Secret(value="…")`).
const ARGUMENT = /[ \t\r\n]{0,40}(?:(?:value[ \t]*=[ \t]*)?(["'])([^"'\\\r\n]{0,512})\1|[^"'(),\r\n]{1,128})[ \t\r\n]{0,40}([,)])/y;
const MAX_ARGUMENTS = 4;
const NO_ARGUMENTS: readonly Assignment[] = [];

/**
 * The literal arguments of a call named for a secret (ms-rest-azure's
 * `loginWithServicePrincipalSecret(clientId, secret, tenant)`, Azure Identity's
 * `new ClientSecretCredential(tenant, clientId, secret)`), each paired with the call's name. UUIDs
 * there are the client's and the tenant's ids, not the secret; the caller judges the rest.
 * `nameEnd` is the `(` after the name holding `index`.
 */
export function secretCallArguments(text: string, index: number, nameEnd: number): readonly Assignment[] {
  let nameStart = index;
  while (nameStart > index - 80 && isAt(text, nameStart - 1, NAME_CHAR)) nameStart--;
  let segment = nameEnd;
  while (segment > nameStart && text.charCodeAt(segment - 1) !== 46) segment--; // .
  const words = nameWords(text.slice(segment, nameEnd));
  const last = words[words.length - 1];
  // pydantic's `SecretStr("…")` wraps a secret's literal value; Weaviate's `Auth.api_key("…")` and
  // Appwrite's `client.setKey("…")` take the API key itself.
  const prev = words[words.length - 2];
  const secretOwn =
    last === 'secret' ||
    ((last === 'credential' || last === 'str') && prev === 'secret') ||
    (last === 'key' && (prev === 'api' || (prev === 'set' && words.length === 2))) ||
    // A password's setter (Django's `user.set_password("…")`, `withPassword("…")`) takes the password itself.
    (last === 'password' && (words[0] === 'set' || words[0] === 'with'));
  if (!secretOwn || accessorVerbs.has(words[0] ?? '')) return NO_ARGUMENTS;
  const found: Assignment[] = [];
  ARGUMENT.lastIndex = nameEnd + 1;
  for (let n = 0; n < MAX_ARGUMENTS; n++) {
    const from = ARGUMENT.lastIndex;
    const m = ARGUMENT.exec(text);
    if (m === null) break;
    const value = m[2];
    if (value !== undefined && !isUuid(value)) {
      const valueStart = from + m[0].indexOf(`${m[1] ?? ''}${value}`) + 1;
      found.push(pairedAssignment(text, segment, nameEnd, valueStart, valueStart + value.length, m[1] ?? ''));
    }
    if (m[3] === ')') break;
  }
  return found;
}

// Clients constructed with an API key as their first argument, read from the constructor's name
// (lower case, with its `(`): PagerDuty's `RestApiV2Client('<key>', default_from=…)` (python-pagerduty)
// and pdpyras' `APISession('<key>')`.
export const apiKeyConstructors = ['restapiv2client(', 'apisession('];
// A password hashed from a literal where it is stored (seeders, fixtures): Laravel's `Hash::make('…')`
// and `bcrypt('…')`, Node's `bcrypt.hash('…', 10)`, Django's `make_password('…')`, Werkzeug's
// `generate_password_hash('…')`, PHP's `password_hash('…', PASSWORD_DEFAULT)`. The hash is computed at
// run time, so the plaintext is in the file; a call on a variable holds none (docs/rules.md,
// secret/generic-assignment).
export const PASSWORD_HASH_CALLS = ['hash::make(', 'bcrypt(', 'bcrypt.hash(', 'bcrypt.hashsync(', 'make_password(', 'password_hash('];
// Sticky after the `(`: blanks, then a quoted literal (group 2, in the quotes of group 1) ending the argument.
const FIRST_LITERAL = /[ \t\r\n]{0,40}(["'])([^"'\\\r\n]{1,512})\1[ \t\r\n]{0,40}[,)]/y;

/** The literal first argument of an API-key constructor or a password hash call whose `(` ends at `open`, paired with the constructor's name; or undefined. */
export function apiKeyArgument(text: string, index: number, open: number): Assignment | undefined {
  FIRST_LITERAL.lastIndex = open;
  const m = FIRST_LITERAL.exec(text);
  if (m === null) return undefined;
  const value = m[2] ?? '';
  const valueStart = open + m[0].indexOf(`${m[1] ?? ''}${value}`) + 1;
  return pairedAssignment(text, index, open - 1, valueStart, valueStart + value.length, m[1] ?? '');
}

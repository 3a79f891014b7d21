// secret/connection-string: Secret members of connection strings: `Password=`/`Pwd=`, Azure `AccountKey=`, `SharedAccessKey=` and App Configuration `Secret=`.
// Connection strings (`Server=…;User Id=…;Password=…;`, Azure `AccountKey=…`, Service Bus
// `SharedAccessKey=…`): a `Key=Value;` member list whose secret member is judged.
import { VerdictMemo } from './support/verdict-memo.js';
import { tryDecodeBase64 } from './engine/base64.js';
import { charTable, inTable } from './engine/chars.js';
import { isStrongPassword } from './engine/judge.js';
import type { Detector } from './engine/types.js';
import { isPublishedExample } from './support/known-examples.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';
import { conninfoValueEnd, goDsnPassword, goDsnTriggers } from './support/conninfo.js';

const MAX_VALUE = 256;
const NEAR = 320; // a sibling member must sit this close, on the same line
// `<` ends an unquoted value only where a markup tag closes (`</connectionString>`); inside a
// generated password `<` and `>` are marks like any other (`Pwd=54SXC<>8Cz.2;`).
const VALUE_STOP = charTable(';"\'`\r\n<');
const MEMBER_BEFORE = charTable(';"\' \t\n');
const VALUE_END = charTable(';"\'`\r\n<'); // `<`: a closing tag (VALUE_STOP)
const siblings =
  /(?:server|data source|host|hostname|address|addr|user id|userid|uid|user|username|database|initial catalog|accountname|defaultendpointsprotocol|endpoint|endpointsuffix|port|sharedaccesskeyname|provider|driver|dsn|trusted_connection|encrypt|sslmode|(?<![\w-])id)\s{0,4}=/gi;

type Kind = 'password' | 'account-key' | 'access-key';
const isBlank = (c: number): boolean => c === 32 || c === 9;
const secretMembers: Record<string, Kind> = {
  password: 'password',
  pwd: 'password',
  accountkey: 'account-key',
  sharedaccesskey: 'access-key',
  // Azure App Configuration: `Endpoint=https://…;Id=…;Secret=<base64>`.
  secret: 'access-key',
};

const MSENCRYPT_TOKEN = /^\{[0-9A-F]{32}\}$/;

const NOT_SECRET = 0;
const PUBLISHED = 1;
const SECRET = 2;

/** A member's value: a published example (claimed), a secret, or neither. */
function judgeMember(value: string, kind: Kind): number {
  if (isPublishedExample(value)) return PUBLISHED;
  // MapServer's `password={…}` holds msencrypt's output, 32 hex digits in braces, decrypted with a key
  // file kept elsewhere (https://mapserver.org/utilities/msencrypt.html); ODBC's braces quote a literal.
  if (kind === 'password' && MSENCRYPT_TOKEN.test(value)) return NOT_SECRET;
  const ok =
    kind === 'password'
      ? isStrongPassword(value, '', { passwordPlace: true })
      : (tryDecodeBase64(value)?.length ?? 0) >= (kind === 'account-key' ? 64 : 32);
  return ok ? SECRET : NOT_SECRET;
}

// Oracle's connect descriptor after the JDBC driver's prefix: `jdbc:oracle:thin:user/password@host…`
// (also `oci:`). Sticky after the prefix; group 1 is the user, group 2 the password, which ends at `@`.
const oracleLogin = /(?:thin|oci):([A-Za-z][\w$#-]{0,63})\/([^\s/@"'`;]{1,256})@/iy;
const ORACLE_JDBC = 'jdbc:oracle:';

export const connectionStringDetector: Detector = {
  ruleId: 'secret/connection-string',
  triggers: [],
  caseInsensitiveTriggers: [...Object.keys(secretMembers), ORACLE_JDBC, ...goDsnTriggers],
  start(text, emit) {
    // The sibling members around the latest hit, found by one forward search: hits arrive in
    // offset order, so the search never goes back and reads the text once.
    const search = new RegExp(siblings.source, 'gi');
    const verdicts = new VerdictMemo();
    let before = -1; // the last sibling found before the current hit
    let after = -2; // the first sibling at or after it (-1: none left; -2: not searched yet)
    /** Whether `at` is a sibling within reach of `index`, on the same line. */
    const near = (at: number, index: number): boolean => {
      if (at < 0 || Math.abs(at - index) > NEAR) return false;
      for (let i = Math.min(at, index), to = Math.max(at, index); i < to; i++) if (text.charCodeAt(i) === 10) return false;
      return true;
    };
    /** Whether another member of a connection string sits near `index` on the same line. */
    const hasSibling = (index: number): boolean => {
      while (after === -2 || (after !== -1 && after < index)) {
        if (after >= 0) before = after;
        const m = search.exec(text);
        after = m === null ? -1 : m.index;
        if (m !== null && m[0].length === 0) search.lastIndex++;
      }
      return near(before, index) || near(after, index);
    };
    // Where the next character that closes an unquoted value sits: found once and kept, since hits
    // arrive in offset order, so a long line of members without one is read once, not once a member.
    let stopFrom = 0;
    let stopAt = -1;
    const nextStop = (from: number): number => {
      if (from < stopFrom || from > stopAt) {
        stopFrom = from;
        stopAt = from;
        while (
          stopAt < text.length &&
          (!inTable(VALUE_STOP, text.charCodeAt(stopAt)) ||
            (text.charCodeAt(stopAt) === 60 && text.charCodeAt(stopAt + 1) !== 47 && stopAt > from)) // < /
        )
          stopAt++;
      }
      return stopAt;
    };
    /** `user/password@` after Oracle's JDBC prefix: the password is judged as a connection string's is. */
    const onOracle = (index: number): void => {
      oracleLogin.lastIndex = index + ORACLE_JDBC.length;
      const m = oracleLogin.exec(text);
      const value = m?.[2];
      if (m === null || value === undefined || judgeMember(value, 'password') !== SECRET) return;
      const end = oracleLogin.lastIndex - 1;
      emit({ offset: end - value.length, end, secret: value, kind: 'secret', family: 'Password in a connection string', validated: false });
    };
    /** The Go MySQL driver's `user:password@tcp(…)`: the password is judged as a connection string's is. */
    const onGoDsn = (index: number): void => {
      const found = goDsnPassword(text, index);
      if (found === undefined) return;
      const value = text.slice(found.start, found.end);
      if (judgeMember(value, 'password') !== SECRET) return;
      emit({
        offset: found.start,
        end: found.end,
        secret: value,
        kind: 'secret',
        family: 'Password in a connection string',
        validated: false,
      });
    };
    return (index, literal) => {
      if (literal === ORACLE_JDBC) return onOracle(index);
      if (goDsnTriggers.includes(literal)) return onGoDsn(index);
      if (index > 0 && !inTable(MEMBER_BEFORE, text.charCodeAt(index - 1))) return;
      // `<member> = value`: the trigger literal is the member's name, in lower case.
      const kind = secretMembers[literal];
      if (kind === undefined) return;
      let start = index + literal.length;
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(start)); k++) start++;
      if (text.charCodeAt(start) !== 61) return; // =
      start++;
      if (text.charCodeAt(start) === 61) return; // `Password == …` compares; a member is assigned once
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(start)); k++) start++;
      const q = text.charCodeAt(start);
      const quote = q === 34 || q === 39 ? q : -1; // " '
      if (quote !== -1) start++;
      const stop = Math.min(text.length, start + MAX_VALUE + 1);
      let end = start;
      // In libpq's blank-separated list a value ends at a blank (`;` is a password character there).
      const keywordEnd = quote === -1 && kind === 'password' ? conninfoValueEnd(text, index, start) : -1;
      if (keywordEnd !== -1) end = keywordEnd;
      else if (quote === -1) end = Math.min(nextStop(start), stop);
      else while (end < stop && text.charCodeAt(end) !== quote && text.charCodeAt(end) !== 10) end++;
      if (end > start + MAX_VALUE || end === start) return;
      // A member list: the value is closed by `;` or the end of the string, and has company.
      const closer = quote === -1 ? end : end + 1;
      if (keywordEnd === -1 && closer < text.length && !inTable(VALUE_END, text.charCodeAt(closer))) return;
      if (!hasSibling(index)) return;
      while (end > start && text.charCodeAt(end - 1) === 32) end--;
      // A shell line continuation (`AccountKey=…==\` at the end of a line) is not part of the value.
      if (
        quote === -1 &&
        end > start &&
        text.charCodeAt(end - 1) === 92 &&
        (end === text.length || text.charCodeAt(end) === 10 || text.charCodeAt(end) === 13)
      )
        end--;
      const value = text.slice(start, end);
      const family =
        kind === 'password'
          ? 'Password in a connection string'
          : kind === 'account-key'
            ? 'Azure storage account key'
            : 'Shared access key';
      // Judged once per distinct value and member kind: documents and floods repeat their members.
      const how = kind === 'password' ? 1 : kind === 'account-key' ? 2 : 3;
      let judged = verdicts.get(value, how);
      if (judged === -1) judged = verdicts.set(value, how, judgeMember(value, kind));
      if (judged === PUBLISHED) {
        // A well-known default (the storage emulator's key): claimed, so no looser rule reports it.
        emit({ offset: start, end, secret: value, kind: 'claim', family, validated: false });
        return;
      }
      if (judged !== SECRET) return;
      emit({ offset: start, end, secret: value, kind: 'secret', family, validated: false });
    };
  },
};

export const secretConnectionString = defineSecretFamily(
  {
    id: 'secret/connection-string',
    severity: 'error',
    guardsSafety: true,
    messages: { found: contextualMessage('secret/connection-string') },
  },
  () => 'found',
  connectionStringDetector,
  { judgedFromContext: true },
);

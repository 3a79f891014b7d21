// A user and a password in the notations of servers' and package tools' files and commands, read after their own word: HAProxy's `stats auth u:p` and `user u insecure-password p`, an `Authorization=Basic%20<base64>` header in a `key=value` list (OTEL_EXPORTER_OTLP_HEADERS), `conan remote login <remote> <user> -p <password>` and `composer config`'s or `poetry config`'s `http-basic.<host> <user> <password>`, a curl config file's `user = "u:pw"` (`proxy-user`) and Postfix `sasl_passwd`'s `[relay]:port u:pw` (also in a code span) (docs/rules.md, secret/basic-auth).
import { tryDecodeBase64, utf8 } from '../engine/base64.js';
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';

/** The literals (lower case) that wake these readings. */
export const loginNotationTriggers = [
  'stats auth',
  'insecure-password',
  'basic%20',
  'remote login',
  'http-basic.',
  'user =',
  'user=',
  ']:',
];

const isBlank = (c: number): boolean => c === 32 || c === 9;
const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;

// Sticky after `stats auth`: blanks, the user (group 1), `:`, the password (group 2) ending the line.
const STATS_AUTH = /[ \t]+([^\s:]{1,64}):(\S{1,256})[ \t]*(?=\r?\n|$)/y;
// Sticky after `insecure-password`: blanks, the password (group 1) ending the line or before another keyword.
const INSECURE_PASSWORD = /[ \t]+(\S{1,256})(?=[ \t]*(?:\r?\n|$)|[ \t]+groups[ \t])/y;
// Sticky after `basic%20`: the base64 credential (`%3D` is a URL-encoded `=`).
const ENCODED_BASIC = /([A-Za-z0-9+/]{8,1024})((?:=|%3[Dd]){0,2})/y;
// Sticky after `remote login`: the remote, the user (group 1), then `-p`/`--password` and the password (group 3, in quotes group 2).
const CONAN_LOGIN =
  /[ \t]+[^\s-]\S{0,63}[ \t]+([^\s-]\S{0,63})[ \t]+(?:-p|--password)(?:[ \t]+|=)(["']?)([^\s"']{1,256})\2(?=[ \t]*(?:\r?\n|$|[;&|]))/y;
// Sticky after `http-basic.`: the host, the user (group 1) and the password (group 3, in quotes group 2) ending the command.
const COMPOSER_HTTP_BASIC =
  /[A-Za-z0-9.-]{1,253}[ \t]+(["']?)([^\s"']{1,128})\1[ \t]+(["']?)([^\s"']{1,256})\3(?=[ \t]*(?:\r?\n|$|[;&|]))/y;
// Sticky after a curl config file's `user` or `proxy-user` opening its line (`.curlrc`, `_curlrc`): `= "u:pw"`, the user (group 2), the password (group 3).
const CURL_CONFIG_USER = /[ \t]*=[ \t]*(["']?)([^\s"':]{1,128}):([^\s"']{1,256})\1(?=[ \t]*(?:\r?\n|$))/y;
// Sticky after Postfix `sasl_passwd`'s `[relay.host]:`: the port, then `user:password` (groups 1, 2) ending the line
// (http://www.postfix.org/SASL_README.html#client_sasl_enable).
const RELAY_LOGIN = /\d{1,5}[ \t]+([^\s"'`:]{1,128}):([^\s"'`]{1,256})(?=["'`]|[ \t]*(?:\r?\n|$))/y;
// Before `http-basic.` on its line: `composer config` or `poetry config` and options.
const COMPOSER_CONFIG = /(?:composer|poetry)[ \t]+config(?:[ \t]+-{1,2}[a-z-]{1,16})*[ \t]+$/;
/** The reader of one scan: handles a hit of one of loginNotationTriggers. */
export function loginNotationReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const report = (end: number, password: string, user: string, family: string): void => {
    if (!isChosenPassword(password, user)) return;
    emit({ offset: end - password.length, end, secret: password, kind: 'secret', family, validated: false });
  };
  const lineBefore = (index: number): string => {
    let start = index;
    while (start > 0 && start > index - 96 && text.charCodeAt(start - 1) !== 10) start--;
    return text.slice(start, index);
  };
  /** HAProxy's `user <name>` alone before `insecure-password` on its line: the name, read back in place. */
  const haproxyUserBefore = (index: number): string | undefined => {
    let p = index;
    while (p > index - 8 && isBlank(text.charCodeAt(p - 1))) p--;
    if (p === index) return undefined;
    let w = p;
    while (w > p - 64 && w > 0 && !isBlank(text.charCodeAt(w - 1)) && text.charCodeAt(w - 1) !== 10) w--;
    let u = w;
    while (u > w - 8 && isBlank(text.charCodeAt(u - 1))) u--;
    if (u === w || w === p || !text.startsWith('user', u - 4)) return undefined;
    let l = u - 4;
    while (l > u - 68 && isBlank(text.charCodeAt(l - 1))) l--;
    return l === 0 || text.charCodeAt(l - 1) === 10 ? text.slice(w, p) : undefined;
  };
  return (index, literal) => {
    if (literal === ']:') {
      // A bracketed relay host (`[smtp.example.net]`) opening a line or a quoted string.
      let h = index;
      while (h > index - 253 && /[\w.-]/.test(text[h - 1] ?? '')) h--;
      const lead = text.charCodeAt(h - 2);
      if (
        text.charCodeAt(h - 1) !== 91 ||
        !text.slice(h, index).includes('.') ||
        (h > 1 && lead !== 10 && !isBlank(lead) && lead !== 34 && lead !== 39 && lead !== 96) // " ' `
      )
        return;
      RELAY_LOGIN.lastIndex = index + 2;
      const m = RELAY_LOGIN.exec(text);
      if (m !== null) report(RELAY_LOGIN.lastIndex, m[2] ?? '', m[1] ?? '', 'Password in a server configuration');
      return;
    }
    if (literal.startsWith('user')) {
      // `user` (or `proxy-user`) alone at the line's start.
      let l = text.startsWith('proxy-', index - 6) ? index - 6 : index;
      while (l > index - 70 && isBlank(text.charCodeAt(l - 1))) l--;
      if (l > 0 && text.charCodeAt(l - 1) !== 10) return;
      CURL_CONFIG_USER.lastIndex = index + 4;
      const m = CURL_CONFIG_USER.exec(text);
      if (m !== null) report(CURL_CONFIG_USER.lastIndex - (m[1] ?? '').length, m[3] ?? '', m[2] ?? '', 'Password on a command line');
      return;
    }
    if (isWordChar(text.charCodeAt(index - 1)) && literal !== 'basic%20') return;
    const from = index + literal.length;
    if (literal === 'stats auth') {
      STATS_AUTH.lastIndex = from;
      const m = STATS_AUTH.exec(text);
      if (m !== null) report(from + m[0].trimEnd().length, m[2] ?? '', m[1] ?? '', 'Password in a server configuration');
    } else if (literal === 'insecure-password') {
      const user = haproxyUserBefore(index);
      if (user === undefined) return;
      INSECURE_PASSWORD.lastIndex = from;
      const m = INSECURE_PASSWORD.exec(text);
      if (m !== null) report(INSECURE_PASSWORD.lastIndex, m[1] ?? '', user, 'Password in a server configuration');
    } else if (literal === 'basic%20') {
      // `Authorization=Basic%20…`: the header's value URL-encoded in a `key=value` list.
      const mark = text.charCodeAt(index - 1);
      if ((mark !== 61 && mark !== 58) || !/authorization[ \t]*[=:]$/i.test(text.slice(Math.max(0, index - 20), index))) return;
      ENCODED_BASIC.lastIndex = from;
      const m = ENCODED_BASIC.exec(text);
      if (m === null || isWordChar(text.charCodeAt(ENCODED_BASIC.lastIndex))) return;
      const encoded = (m[1] ?? '') + (m[2] ?? '').replace(/%3d/gi, '=');
      const bytes = tryDecodeBase64(encoded);
      const decoded = bytes === undefined ? undefined : utf8(bytes);
      const colon = decoded === undefined || !/^[\x20-\x7e]+$/.test(decoded) ? -1 : decoded.indexOf(':');
      if (decoded === undefined || colon < 0 || !isChosenPassword(decoded.slice(colon + 1), decoded.slice(0, colon))) return;
      emit({
        offset: from,
        end: ENCODED_BASIC.lastIndex,
        secret: m[0],
        kind: 'secret',
        family: 'HTTP Basic credentials',
        validated: false,
      });
    } else if (literal === 'remote login') {
      if (!isBlank(text.charCodeAt(index - 1)) || !/conan[ \t]+$/.test(text.slice(Math.max(0, index - 16), index))) return;
      CONAN_LOGIN.lastIndex = from;
      const m = CONAN_LOGIN.exec(text);
      if (m !== null) report(CONAN_LOGIN.lastIndex - (m[2] ?? '').length, m[3] ?? '', m[1] ?? '', 'Password on a command line');
    } else if (literal === 'http-basic.') {
      if (!isBlank(text.charCodeAt(index - 1)) || !COMPOSER_CONFIG.test(lineBefore(index))) return;
      COMPOSER_HTTP_BASIC.lastIndex = from;
      const m = COMPOSER_HTTP_BASIC.exec(text);
      if (m !== null) report(COMPOSER_HTTP_BASIC.lastIndex - (m[3] ?? '').length, m[4] ?? '', m[2] ?? '', 'Password on a command line');
    }
  };
}

// secret/generic-assignment: Assignments whose name denotes a secret (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`), also a method, keyword or command named for one (`.password("…")`, `{:password "…"}`, `npm config set …:_authToken …`), and whose value is a literal that looks generated; also wallet recovery phrases and `accounts` private keys.
// Generic secret assignments: `name = value` where the name denotes a secret (`*_TOKEN`,
// `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`) and the value is a literal that looks
// generated: not templated (`${X}`, `{{ }}`), not an indirection (`process.env.X`,
// `os.environ[…]`), not masked, a UUID, a hash, a URL or a path (docs/rules.md, secret rules).
import { VerdictMemo } from './support/verdict-memo.js';
import {
  base64Text,
  isChosenPassword,
  isIdentifierLike,
  isPunctuatedKey,
  isRandomHexKey,
  isStrongPassword,
  isSecretToken,
  isUuid,
} from './engine/judge.js';
import { charTable, inTable, isAt, runEnd } from './engine/chars.js';
import type { Detector } from './engine/types.js';
import { type Assignment, lastReadNameEnd, nameWords, pairedAssignment, readAssignment } from './support/assignment.js';
import { isPublishedExample } from './support/known-examples.js';
import { pipedToChpasswd } from './support/chpasswd-line.js';
import { IniSections } from './support/ini-section.js';
import { mentionsPgpass, readPgpassFields } from './support/pgpass-lines.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';
import { SeparatedPairs, readPlainSecretValue } from './support/separated-pair.js';
import {
  CHAR_ARRAY,
  PASSWORD_HASH_CALLS,
  apiKeyArgument,
  apiKeyConstructors,
  charArrayPassword,
  secretCallArguments,
} from './support/credential-calls.js';
import { scopedSecretNameKind } from './support/scoped-secret-names.js';
import { configNotationReader, configNotationTriggers } from './support/config-notations.js';
import { formFieldInput } from './support/form-field-input.js';
import { plainSchemePassword, plainSchemeTriggers } from './support/plain-scheme.js';
import { SQL_INSERT, sqlInsertValues } from './support/sql-insert.js';
import { exportColumnReader } from './support/export-columns.js';
import { prosePassword } from './support/prose-password.js';
import { isBlank } from './support/char-codes.js';
import { parameterDefault } from './support/parameter-default.js';
import { byteListKey } from './support/byte-list-key.js';
import { symbolPair } from './support/symbol-pair.js';
import { LOGIN_TRIGGER, configCommandValue, loginToken } from './support/config-command.js';
import { SETCOOKIE_TRIGGER, erlangCookieTriggers, isGeneratedCookie, setcookieValue } from './support/erlang-cookie.js';
import { AUTH_METHOD_TRIGGERS, secretMethodArgument } from './support/secret-method-call.js';
import { LOGIN_MODULE, jaasUserPasswords } from './support/jaas-users.js';
import { IPSEC_TYPES, ipsecSecret } from './support/ipsec-secrets.js';
import { holdsVariableTable, robotVariable } from './support/robot-variables.js';
import { accountKeyReader } from './support/account-key.js';
import { isFernetToken } from './support/fernet-token.js';
import { holdsEncodedSecret } from './support/encoded-json-secret.js';
import { SEED_PHRASE_TRIGGERS, seedPhrase } from './support/seed-phrase.js';
import { ACCOUNTS_TRIGGER, accountKeyList } from './support/account-key-list.js';
import { isComparedInCondition } from './support/compared-literal.js';
import { passwordFileWrite } from './support/password-file-write.js';
import { isCmdletCall, isEncryptedValue, isNamedDigest } from './support/stored-forms.js';
import { VENDOR_TOKEN_TRIGGERS, isVendorToken, vendorCallArgument } from './support/vendor-tokens.js';
import { isNestedSecretKey } from './support/nested-secret-key.js';
import { passwordRunClasses } from './support/password-run.js';
import { isSpacedPassphrase } from './support/spaced-passphrase.js';
import { nmcliPsk, uciWirelessKey } from './support/wifi-keys.js';
import { credentialMap } from './support/credential-map.js';
import { NEW_VALUE, printedPassword } from './support/printed-password.js';
import { secretCommandReader } from './support/secret-command.js';

type NameKind = 'password' | 'secret' | 'loose-key';

// `userpass` and `dbpass` are query-string and config names for a password (a JDBC realm's `userpass=`).
// redis.conf's `requirepass` (the server's password) and `masterauth` (the primary's, on a replica).
const passwordWords = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  // gosec's G101 names: `pw` for a password (`db_pw`, `const pw = "…"`).
  'pw',
  'pass',
  'passw',
  'pswd',
  'userpass',
  'dbpass',
  'requirepass',
  'masterauth',
  // PAM's and SSSD's authentication token (`ldap_default_authtok`): the bind password.
  'authtok',
  // OpenLDAP's and nss-pam-ldapd's bind and root passwords (`bindpw`, `rootpw`).
  'bindpw',
  'rootpw',
  // A pre-shared key: wpa_supplicant's `psk=` (a passphrase, or 64 hex digits derived from one), IPsec's.
  'psk',
]);
const secretWords = new Set([
  'secret',
  'token',
  'apikey',
  'secretkey',
  'accesskey',
  'privatekey',
  'authtoken',
  'accesstoken',
  'refreshtoken',
  'clientsecret',
  'pat',
  'credential',
  'credentials',
  'apitoken',
  'bearertoken',
  'sessiontoken',
  'authkey',
  'signingkey',
  'encryptionkey',
  'masterkey',
  'webhooksecret',
  'signingsecret',
  'apisecret',
  'appsecret',
  'creds',
  'cred',
  'secrets',
  'tokens',
  // SNMP's community string is its shared password (`snmp_community`, `community: <string>`).
  'community',
]);
// Trailing words that say how a secret is held, not what it is (`mySecretString`, `VERY_SECRET_TOO`,
// `password2`): dropped before the name is judged.
const trailingFillers = new Set(['string', 'str', 'value', 'val', 'text', 'literal', 'raw', 'plain', 'too', 'also', 'var', 'here']);
// Trailing words that say which or how strong a secret is, not what it is about (`password_super_secure`,
// `api_key_prod`, `PASSWORD_NEW`): dropped after a secret's or password's word, as fillers are
// (`password_reset`, `password_hint`, `token_ttl` keep their last word and name something else).
const trailingQualifiers = new Set([
  'super',
  'secure',
  'strong',
  'new',
  'old',
  'current',
  'prod',
  'production',
  'staging',
  'dev',
  'admin',
  'root',
]);
// `<qualifier>_key` names a secret; `<other>_key` names a lookup key unless its value is very random.
const keyQualifiers = new Set([
  'api',
  'access',
  'secret',
  'private',
  'signing',
  'encryption',
  'encrypt',
  'client',
  'master',
  'app',
  'auth',
  'service',
  'account',
  'webhook',
  'session',
  'shared',
  'storage',
  'admin',
  'consumer',
  'subscription',
  'write',
  'license',
  'hmac',
  'jwt',
  'crypto',
  'cipher',
  'aes',
  'root',
  'decryption',
  'sas',
  'management',
  'developer',
]);
const notSecretKeys = new Set([
  'public',
  'publishable',
  'primary',
  'foreign',
  'sort',
  'partition',
  'cache',
  'object',
  'idempotency',
  'lookup',
  'hash',
  'map',
  'row',
  'unique',
  'composite',
  'registry',
  'ssh',
  'gpg',
  'pgp',
  'i18n',
  'translation',
  'message',
  'group',
  'routing',
  'dedup',
  'dedupe',
  's3',
  'bucket',
  'cursor',
  'sequence',
  'index',
  'list',
  'dict',
  'config',
  'hot',
  'shortcut',
  'keyboard',
  'name',
  'value',
  'id',
  'field',
  'column',
  'table',
  'entry',
  'json',
  'yaml',
  'env',
  'metric',
  'label',
  'tag',
  'attribute',
  'property',
  'prop',
  'search',
  'filter',
  'order',
  'query',
  'event',
  'topic',
  'stream',
  'shard',
  'range',
  'child',
  'parent',
  'react',
  'state',
  'storage_key',
  'cdn',
  'file',
  'path',
  'redis',
  'host',
  'known',
  'dedupe',
  'idempotency',
  'natural',
  'surrogate',
  'cluster',
  'site',
  'inchi',
  'standard',
  // `Sec-WebSocket-Key` is the handshake's nonce; `topologyKey` names a node label.
  'socket',
  'websocket',
  'topology',
]);
// `<word>_token` names an opaque cursor or a form nonce, not a credential, for these words.
const notCredentialTokens = new Set([
  'next',
  'page',
  'continuation',
  'pagination',
  'cursor',
  'sync',
  'resume',
  'csrf',
  'xsrf',
  'captcha',
  'recaptcha',
  'turnstile',
  'idempotency',
  'request',
  'trace',
  'span',
  'correlation',
  'change',
  'delta',
  'watermark',
]);
// Words in a name that make it about something other than a literal secret.
const pluralSecretWords = new Set(['secrets', 'tokens', 'credentials', 'creds', 'passwords', 'keys']);
const secretStores = new Set(['store', 'bucket', 'location', 'dir', 'folder', 'path', 'file', 'arn']);
const disqualifiers = new Set([
  'public',
  'publishable',
  'example',
  'sample',
  'dummy',
  'fake',
  'hash',
  'digest',
  'sha',
  'sha1',
  'sha256',
  'sha512',
  'md5',
  'checksum',
  'fingerprint',
  'hashed',
  'hashes',
  'inchi',
  'inchikey',
  'secretary',
  'etag',
  'crc',
  'integrity',
  'signature',
  'sig',
  'nonce',
  'length',
  'len',
  'type',
  'url',
  'uri',
  'endpoint',
  'file',
  'path',
  'name',
  'id',
  'count',
  'max',
  'min',
  'size',
  'expiry',
  'expires',
  'ttl',
  'timeout',
  'header',
  'policy',
  'prompt',
  'field',
  'format',
  'pattern',
  'regex',
]);

const NAME_CHAR = charTable('A-Za-z0-9', '_.-');
const BASE64_PADDED = charTable('A-Za-z0-9', '+/=');

const kindCache = new Map<string, NameKind | undefined>();
let lastName = '';
let lastKind: NameKind | undefined;

// Only a version-4 UUID is drawn at random; a time-based one (version 1) is an id with a clock in it.
const isRandomUuid = (value: string): boolean => isUuid(value) && value.charCodeAt(14) === 52 && isRandomHexKey(value); // 4

// The shortest value judged under a secret's name: some vendors issue keys of 10-15 characters.
const SHORT_SECRET = 10;

/**
 * A value under 16 characters under a secret's name (`API_TOKEN = "q7Xk2pLm9Rz4"`): too short for the
 * randomness measures of isSecretToken, so it counts only with all three classes and when it reads
 * as no identifier (`MyApiToken2`), word or placeholder (`changeme12`, `bluewhale42`: isStrongPassword).
 */
function isShortSecret(value: string, written: boolean): boolean {
  return value.length < 16 && hasThreeClasses(value) && !isIdentifierLike(value) && isStrongPassword(value, '', { passwordPlace: written });
}

/** Lower case, upper case and a digit, tested without a regular expression. */
function hasThreeClasses(value: string): boolean {
  let seen = 0;
  for (let i = 0; i < value.length && seen !== 7; i++) {
    const c = value.charCodeAt(i);
    seen |= c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 4 : 0;
  }
  return seen === 7;
}

/** Whether a value holds a blank or a line break: a sentence or a list, never one credential. */
function hasBlank(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) return true;
  }
  return false;
}

/**
 * Whether a bare value is written down as text rather than code: a command line's word (a long
 * flag's value, Dockerfile's `ENV NAME value`, nginx's `set $name value;`, a .netrc entry), or a
 * line-oriented setting that fills its line (`.env`/INI/properties `NAME=value` without blanks
 * around `=`, YAML `name: value`) or one of `key=value` words (libpq's conninfo) or comma-separated
 * members (`host:6380,password=v,ssl=True`), where `.` is an
 * ordinary character (`Password=Tirch37.marble`).
 * Python's `password = settings.db.password` (blanks around `=`) and a JavaScript object's
 * `password: user.password,` stay code.
 */
function isWrittenLiteral(text: string, a: Assignment, sections: IniSections): boolean {
  if (a.quote !== '') return true;
  if (a.name.startsWith('--')) return true;
  let i = a.nameEnd;
  while (i < a.valueStart && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (i === a.valueStart) return i > a.nameEnd; // name and value parted by blanks only: a command's words
  const op = text.charCodeAt(i);
  // INI's `password = Heron85.copper`: blanks around `=`, on a line of a `[section]` of settings.
  if (op === 61 && (i !== a.nameEnd || i + 1 !== a.valueStart))
    return (
      sections.mayHold() &&
      startsLineSetting(text, a.nameStart) &&
      endsLineSetting(text, a.valueEnd) &&
      sections.inSection(lineStartOf(text, a.nameStart))
    );
  if (op !== 61 && (op !== 58 || i !== a.nameEnd || i + 1 === a.valueStart)) return false; // = :
  // Among `key=value` words (libpq's `host=h user=u password=v dbname=d`, `env A=x B=y cmd`) a value is text too.
  if (op === 61 && isWordSettingLead(text.charCodeAt(a.nameStart - 1)) && nextIsWordSetting(text, a.valueEnd)) return true;
  // So among comma-separated members (StackExchange.Redis' `host:6380,password=v,ssl=True`).
  if (op === 61 && text.charCodeAt(a.nameStart - 1) === 44 && nextIsMemberSetting(text, a.valueEnd)) return true; // ,
  return startsLineSetting(text, a.nameStart) && endsLineSetting(text, a.valueEnd);
}

const isBlankAt = (text: string, at: number): boolean => text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9;

/** Where the line holding `at` starts. */
function lineStartOf(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** Before a `key=value` word: a blank or the quote of a string that holds the words. */
const isWordSettingLead = (c: number): boolean => c === 32 || c === 9 || c === 34 || c === 39;
const WORD_NAME = charTable('A-Za-z0-9', '_.-');

/** After a value: blanks and the next `key=` (compared in place). */
function nextIsWordSetting(text: string, at: number): boolean {
  let i = at;
  while (i < at + 8 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (i === at) return false;
  const name = i;
  while (i < name + 32 && isAt(text, i, WORD_NAME)) i++;
  return i > name && text.charCodeAt(i) === 61; // =
}

/** After a value: `,` and the next `key=`, without blanks (compared in place). */
function nextIsMemberSetting(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 44) return false; // ,
  let i = at + 1;
  while (i < at + 33 && isAt(text, i, WORD_NAME)) i++;
  return i > at + 1 && text.charCodeAt(i) === 61; // =
}

/** Before a line setting's name: indentation, optionally `export ` or a YAML list's `- `, from the line's start. */
function startsLineSetting(text: string, nameStart: number): boolean {
  let p = nameStart;
  while (p > nameStart - 48 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) p--;
  if (p > 0 && text.charCodeAt(p - 1) !== 10) {
    if (text.charCodeAt(p - 1) === 45)
      p--; // -
    else if (text.startsWith('export', p - 6)) p -= 6;
    // systemd's `Environment=NAME=value`.
    else if (p === nameStart && text.startsWith('Environment=', p - 12)) p -= 12;
    // A Dockerfile's `ARG NAME=value` and `ENV NAME=value`, a batch file's `set NAME=value`.
    else if (
      p < nameStart &&
      (text.startsWith('ARG', p - 3) || text.startsWith('ENV', p - 3) || text.startsWith('set', p - 3) || text.startsWith('SET', p - 3))
    )
      p -= 3;
    else return false;
    while (p > nameStart - 56 && (text.charCodeAt(p - 1) === 32 || text.charCodeAt(p - 1) === 9)) p--;
  }
  return p === 0 || text.charCodeAt(p - 1) === 10;
}

/** After a line setting's value: the end of the line, or blanks and a comment (`#`, `;`). */
function endsLineSetting(text: string, at: number): boolean {
  let i = at;
  while (i < at + 64 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const c = text.charCodeAt(i);
  return i >= text.length || c === 10 || c === 13 || ((c === 35 || c === 59) && i > at);
}

/** What a name says its value is (memoised: documents repeat their names). */
export function secretNameKind(name: string): NameKind | undefined {
  if (name === lastName) return lastKind;
  lastName = name;
  if (kindCache.has(name)) return (lastKind = kindCache.get(name));
  if (kindCache.size > 4096) kindCache.clear();
  const kind = scopedSecretNameKind(name) ?? kindOfWords(nameWords(name));
  kindCache.set(name, kind);
  return (lastKind = kind);
}

/** Whether a word is a secret's or password's own word (what a qualifier may follow). */
function namesSecretWord(word: string): boolean {
  return (
    passwordWords.has(word) ||
    secretWords.has(word) ||
    word === 'key' ||
    word.endsWith('password') ||
    word.endsWith('token') ||
    word.endsWith('secret')
  );
}

// Words that open a phrase saying whose or what a secret is for (`my_secret_password_for_email`,
// `token_of_deploy_bot`): the phrase is dropped after a secret's or password's word. A name without
// one keeps its last word (`password_reset_url`, `token_endpoint`, `secret_name`).
const phraseOpeners = new Set(['for', 'of']);
// The longest phrase dropped: the opener and up to three words.
const MAX_PHRASE = 4;

function kindOfWords(all: readonly string[]): NameKind | undefined {
  let words = all;
  for (let i = Math.max(1, words.length - MAX_PHRASE); i < words.length - 1; i++) {
    if (phraseOpeners.has(words[i] ?? '') && namesSecretWord(words[i - 1] ?? '')) {
      words = words.slice(0, i);
      break;
    }
  }
  while (words.length > 1) {
    const tail = words[words.length - 1] ?? '';
    // A number or one letter tells secrets of a kind apart (`API_KEY_2`, `SENTRY_AUTH_TOKEN_X`).
    if (!trailingFillers.has(tail) && !/^(\d+|[a-z])$/.test(tail) && !trailingQualifiers.has(tail)) break;
    words = words.slice(0, -1);
  }
  // A qualifier counts only once a secret's or password's word remains (`cookie_secure` names a flag).
  if (
    words.length < all.length &&
    all.slice(words.length).some((w) => trailingQualifiers.has(w)) &&
    !namesSecretWord(words[words.length - 1] ?? '')
  )
    return undefined;
  let last = words[words.length - 1];
  // A nonce is single-use and public, but the key or salt that makes nonces (WordPress's
  // `NONCE_KEY`, `NONCE_SALT`) is a secret.
  const noncePart = last === 'key' || last === 'salt';
  // Telegram's `api_hash` (my.telegram.org) is the application's secret, not a digest.
  if (last === 'hash' && words.length === 2 && words[0] === 'api') return 'secret';
  // Drupal's `hash_salt` salts the site's one-time links and form tokens: a secret, not a hash.
  const hashSalt = last === 'salt' && words.length === all.length && words[words.length - 2] === 'hash';
  // A salt that signs public links (`PublicLinkSalt`) is a secret: `public` says what the links are, not the salt.
  const linkSalt = last === 'salt' && words.length > 2;
  // The whole name, a dropped phrase too (`password_for_example`), is checked for words that disqualify it.
  if (
    last === undefined ||
    all.some(
      (w, k) =>
        disqualifiers.has(w) &&
        !(noncePart && w === 'nonce' && w !== last) &&
        !(hashSalt && k === all.length - 2) &&
        !(linkSalt && w === 'public' && k < words.length - 2),
    )
  )
    return undefined;
  // One upper-case word cannot be split (`MYSECRETSTRING`): a filler at its end is dropped when a
  // secret word comes before it.
  for (const filler of trailingFillers) {
    if (filler.length < 3 || !last.endsWith(filler) || last.length <= filler.length) continue;
    const rest = last.slice(0, -filler.length);
    if (/(?:secret|token|password|passwd)$/.test(rest)) last = rest;
    break;
  }
  // Rails' `secret_key_base` is the application's master secret.
  if (last === 'base' && words[words.length - 2] === 'key') last = 'secretkey';
  if (
    (last === 'token' || last.endsWith('token')) &&
    all.some((w) => notCredentialTokens.has(w) || notCredentialTokens.has(w.replace(/token$/, '')))
  )
    return undefined;
  // A plural after a place (`keyVaultToStoreSecrets`, `bucket_for_tokens`) names where secrets are
  // kept, not one of them.
  if (pluralSecretWords.has(last) && words.slice(0, -1).some((w) => secretStores.has(w))) return undefined;
  if (passwordWords.has(last) || last.endsWith('password') || last.endsWith('passwd')) return 'password';
  // A salt kept in configuration (WordPress's `AUTH_SALT`, a Hashids salt) is a secret input to the
  // application's hashing: judged as a loose key (long and generated), so `"salt": "abc"` and a
  // round count (`SALT_ROUNDS`) are not.
  if (last === 'salt') return 'loose-key';
  // One lower-case word that ends in a secret's word (`clientsecret`, `theapikey`) names that secret.
  if (
    secretWords.has(last) ||
    (last.length > 5 && (last.endsWith('token') || last.endsWith('secret'))) ||
    (last.length > 6 && last.endsWith('apikey'))
  )
    return 'secret';
  if (last === 'key') {
    const prev = words[words.length - 2];
    if (prev !== undefined && keyQualifiers.has(prev)) return 'secret';
    if (prev !== undefined && notSecretKeys.has(prev)) return undefined;
    return 'loose-key';
  }
  return undefined;
}

// A character that is not a letter or a name's separator: without one, isChosenPassword is the strong-password test.
const CHOSEN_MARK = /[^A-Za-z_.-]/;

// Docker's config.json, decoded: the first `"auth": "<base64 of user:password>"`.
const DOCKER_CONFIG_AUTH = /"auth"[ \t\r\n]*:[ \t\r\n]*"([A-Za-z0-9+/=]{8,512})"/;

// Sticky after `IDENTIFIED BY`: blanks and a quoted literal without blanks (group 2): a phrase is no password.
const IDENTIFIED_BY_LITERAL = /[ \t]+(['"])([^'"\s]{8,256})\1/y;
// Sticky after MySQL's `SET PASSWORD`: `FOR <account>`, `=` and a quoted literal (group 2), also
// in the older `PASSWORD('…')`.
const SET_PASSWORD_FOR_LITERAL = /[ \t]+FOR[ \t]+[^\s=]{1,128}[ \t]*=[ \t]*(?:PASSWORD\([ \t]*)?(['"])([^'"\s]{8,256})\1/iy;

// Values that are public by design even under a secret-sounding name.
const publicValue = /^(?:pk_(?:live|test)_|pk\.|sb_publishable_|G-[A-Z0-9]+$|UA-\d|true$|false$|null$|none$|nil$|undefined$)/i;

// How the detector reads a hit, by its literal: as a name only, as a name that may be `pass` of a
// password file's mention or of `chpasswd`, or by the literal's own reading first.
const ROUTE_NAME = 0;
const ROUTE_PASS = 1;
const ROUTE_OWN = 2;

/**
 * The route of a literal (the longest trigger of any family at the offset, so not always one of this
 * detector's): a literal the handler reads in a way of its own is listed here.
 */
function routeOf(literal: string): number {
  let route = routes.get(literal);
  if (route === undefined) routes.set(literal, (route = ownRoute(literal)));
  return route;
}

// Computed once per literal: a literal is a trigger's text, so the map stays as small as the trigger list.
const routes = new Map<string, number>();

function ownRoute(literal: string): number {
  if (
    literal === CHAR_ARRAY ||
    literal === 'psk' ||
    IPSEC_TYPES.includes(literal) ||
    literal === LOGIN_MODULE ||
    PASSWORD_HASH_CALLS.includes(literal) ||
    literal === LOGIN_TRIGGER ||
    literal === SETCOOKIE_TRIGGER ||
    literal === 'erlang_cookie' ||
    literal === 'erlangcookie' ||
    literal.charCodeAt(0) === 123 || // {
    literal === SQL_INSERT ||
    literal === '"auth"' ||
    literal === 'identified by' ||
    literal === 'set password' ||
    literal === '.dockerconfigjson' ||
    literal === '.dockercfg' ||
    literal === '_auth' ||
    literal.endsWith('auth(') ||
    literal === 'restapiv2client(' ||
    literal === 'apisession(' ||
    literal === '5432:' ||
    literal === ACCOUNTS_TRIGGER ||
    literal === NEW_VALUE ||
    SEED_PHRASE_TRIGGERS.includes(literal) ||
    VENDOR_TOKEN_TRIGGERS.includes(literal)
  )
    return ROUTE_OWN;
  // `pwd` too: a literal written to a file named for a password (password-file-write.ts).
  return literal.startsWith('pass') || literal === 'pwd' ? ROUTE_PASS : ROUTE_NAME;
}

export const genericAssignmentDetector: Detector = {
  ruleId: 'secret/generic-assignment',
  triggers: [CHAR_ARRAY, ...AUTH_METHOD_TRIGGERS, LOGIN_TRIGGER, SETCOOKIE_TRIGGER, LOGIN_MODULE, ...IPSEC_TYPES, ...VENDOR_TOKEN_TRIGGERS],
  caseInsensitiveTriggers: [
    'secret',
    'token',
    'pass',
    'pwd',
    'pw',
    'pswd',
    'key',
    'salt',
    'credential',
    'creds',
    // gosec's `cred` (`cred = "…"`): a name of its own, not only the start of `credential`.
    'cred',
    '_pat',
    '"auth"',
    // .npmrc's `_auth=` (INI: also with blanks around `=`).
    '_auth',
    'identified by',
    'set password',
    // A PostgreSQL password-file line on PostgreSQL's port (`:5432:`), without a mention of the file.
    // The literal starts at the port's digits: a `:` opening a literal wakes the gate on every YAML line.
    '5432:',
    // redis.conf's `masterauth`, read as a `directive value` line (config-notations.ts): it holds no other trigger.
    'masterauth',
    '.dockerconfigjson',
    '.dockercfg',
    'authtok',
    'community',
    // Telegram's `api_hash` holds no other trigger.
    'api_hash',
    'psk',
    // A map of users' passwords (credential-map.ts): its key names no secret.
    'users',
    'logins',
    // A transcript's printed password (printed-password.ts).
    NEW_VALUE,
    ...apiKeyConstructors,
    ...configNotationTriggers,
    ...erlangCookieTriggers,
    ...plainSchemeTriggers,
    ...PASSWORD_HASH_CALLS,
    SQL_INSERT,
    ...SEED_PHRASE_TRIGGERS,
    ACCOUNTS_TRIGGER,
  ],
  start(text, emit, claimed) {
    let nameScannedTo = 0;
    let variableTable: boolean | undefined;
    let jaasReadTo = 0;
    const verdicts = new VerdictMemo();
    const sections = new IniSections(text);
    const separated = new SeparatedPairs(text, namesSecret);
    const consider = considerIn(text, emit, claimed, sections, verdicts);
    const readNotation = configNotationReader(text, sections, secretNameKind);
    const exportColumn = exportColumnReader(text, (name) => secretNameKind(name) !== undefined);
    const secretCommand = secretCommandReader(text);
    // Docker's config.json `"auth": "<base64 of user:password>"` and .npmrc's `_auth=<the same>`.
    const isEncodedPair = (value: string): boolean => {
      const decoded = base64Text(value);
      const colon = decoded === undefined ? -1 : decoded.indexOf(':');
      if (decoded === undefined || colon <= 0) return false;
      // The pair's password is judged as a basic-auth password is: a chosen one (`Paven35.birch`) counts.
      const user = decoded.slice(0, colon);
      const password = decoded.slice(colon + 1);
      return isStrongPassword(password, user) || isChosenPassword(password, user);
    };
    const reportPair = (offset: number, end: number, value: string): void => {
      if (!isEncodedPair(value)) return;
      emit({ offset, end, secret: value, kind: 'secret', family: 'Registry credentials (base64 user:password)', validated: false });
    };
    // A Kubernetes registry Secret: `.dockerconfigjson:` (or `.dockercfg:`) holds Docker's config.json
    // in base64, its `"auth"` values the same pairs.
    const onDockerConfigData = (index: number, literal: string): void => {
      let at = index + literal.length;
      if (text.charCodeAt(at) === 34 || text.charCodeAt(at) === 39) at++; // a quoted key in JSON
      if (text.charCodeAt(at) !== 58) return; // :
      at++;
      while (at < index + literal.length + 12 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 34 || text.charCodeAt(at) === 39))
        at++;
      const end = runEnd(text, at, BASE64_PADDED, 1024);
      if (end - at < 24 || end - at > 1024 || claimed(at, end)) return;
      const config = base64Text(text.slice(at, end));
      const auth = config === undefined ? null : DOCKER_CONFIG_AUTH.exec(config);
      if (auth === null || !isEncodedPair(auth[1] ?? '')) return;
      emit({
        offset: at,
        end,
        secret: text.slice(at, end),
        kind: 'secret',
        family: 'Registry credentials (base64 user:password)',
        validated: false,
      });
    };
    const onDockerAuth = (index: number): void => {
      const a = readAssignment(text, index + 1);
      if (a === undefined || a.name !== 'auth' || a.quote !== '"' || claimed(a.valueStart, a.valueEnd)) return;
      reportPair(a.valueStart, a.valueEnd, a.value);
    };
    // Read in place, not as an assignment: a flood of `_auth=` fails at its first character.
    const onNpmAuth = (index: number): void => {
      if (isAt(text, index - 1, NAME_CHAR)) return; // `my_auth=`
      let start = index + 5;
      while (start < index + 9 && isBlankAt(text, start)) start++;
      if (text.charCodeAt(start) !== 61) return; // =
      start++;
      while (start < index + 14 && isBlankAt(text, start)) start++;
      const end = runEnd(text, start, BASE64_PADDED, 512);
      if (end - start < 12 || end - start > 512 || isAt(text, end, NAME_CHAR) || claimed(start, end)) return;
      reportPair(start, end, text.slice(start, end));
    };
    // PostgreSQL's password file: `host:port:db:user:password` lines after a mention of the file.
    let pgpassReadTo = 0;
    const onPgpass = (index: number, window?: number): void => {
      if (index < pgpassReadTo) return;
      pgpassReadTo = readPgpassFields(
        text,
        index,
        pgpassReadTo,
        ({ start, end, user }) => {
          const value = text.slice(start, end);
          if (claimed(start, end) || isPublishedExample(value) || !(isStrongPassword(value, user) || isChosenPassword(value))) return;
          emit({ offset: start, end, secret: value, kind: 'secret', family: 'Password in a PostgreSQL password file', validated: false });
        },
        window,
      );
    };
    const onChpasswd = (index: number): void => {
      if (isAt(text, index - 1, NAME_CHAR) || isAt(text, index + 8, NAME_CHAR)) return;
      const pair = pipedToChpasswd(text, index);
      if (pair === undefined || !isChosenPassword(pair.password, pair.user)) return;
      const start = pair.end - pair.password.length;
      if (claimed(start, pair.end)) return;
      emit({
        offset: start,
        end: pair.end,
        secret: pair.password,
        kind: 'secret',
        family: 'Account password piped to chpasswd',
        validated: false,
      });
    };
    // SQL's `IDENTIFIED BY '…'` (MySQL, Oracle: `CREATE USER u IDENTIFIED BY 'pw'`) sets a password.
    // So does MySQL's `SET PASSWORD FOR u = '…'`.
    const onIdentifiedBy = (index: number, literal: string): void => {
      if (isAt(text, index - 1, NAME_CHAR)) return;
      const pattern = literal === 'identified by' ? IDENTIFIED_BY_LITERAL : SET_PASSWORD_FOR_LITERAL;
      pattern.lastIndex = index + literal.length;
      const m = pattern.exec(text);
      const value = m?.[2];
      if (m === null || value === undefined) return;
      const end = pattern.lastIndex - 1;
      const start = end - value.length;
      if (
        claimed(start, end) ||
        isPublishedExample(value) ||
        !(isStrongPassword(value, '', { passwordPlace: true }) || isChosenPassword(value))
      )
        return;
      emit({ offset: start, end, secret: value, kind: 'secret', family: 'Password assignment', validated: false });
    };
    // A literal password converted for a key store call (charArrayPassword).
    const onCharArray = (index: number): void => {
      const span = charArrayPassword(text, index);
      if (span === undefined || claimed(span[0], span[1])) return;
      const value = text.slice(span[0], span[1]);
      if (isPublishedExample(value) || !(isStrongPassword(value, '', { passwordPlace: true }) || isChosenPassword(value))) return;
      emit({ offset: span[0], end: span[1], secret: value, kind: 'secret', family: 'Password in a key store call', validated: false });
    };
    // A password after a plain-text scheme marker (`{PLAIN}pw`, plain-scheme.ts).
    const onPlainScheme = (index: number): void => {
      const span = plainSchemePassword(text, index);
      if (span === undefined || claimed(span.start, span.end)) return;
      const value = text.slice(span.start, span.end);
      if (isPublishedExample(value) || !(isStrongPassword(value, '', { passwordPlace: true }) || isChosenPassword(value))) return;
      emit({ offset: span.start, end: span.end, secret: value, kind: 'secret', family: 'Password assignment', validated: false });
    };
    // A key written as bytes (`network_key: [ … ]`, `uint8_t appKey[16] = { 0x2B, … }`: byte-list-key.ts),
    // under a name ending in `key`.
    const onByteList = (nameEnd: number): boolean => {
      const after = text.charCodeAt(nameEnd);
      if ((after !== 58 && after !== 61 && after !== 91 && after !== 32) || !endsInWord(text, nameEnd, 'key')) return false;
      const list = byteListKey(text, nameEnd);
      if (list === undefined || claimed(list.start, list.end)) return false;
      const secret = text.slice(list.start, list.end);
      emit({ offset: list.start, end: list.end, secret, kind: 'secret', family: 'Secret assignment', validated: false });
      return true;
    };
    const onMethod = (index: number, open: number): boolean => {
      const m = secretMethodArgument(text, index, open, secretNameKind);
      if (m !== undefined) consider(m.assignment, true, m.kind);
      return m !== undefined;
    };
    // An Erlang node's cookie: its generated shape (20 upper-case letters) counts under its own name only.
    const onCookie = (a: Assignment): void => {
      if (!isGeneratedCookie(a.value)) return consider(a, true, 'secret');
      if (claimed(a.valueStart, a.valueEnd)) return;
      emit({ offset: a.valueStart, end: a.valueEnd, secret: a.value, kind: 'secret', family: 'Secret assignment', validated: false });
    };
    // A map of users' passwords under a key naming users or their logins (credential-map.ts).
    const onCredentialMap = (nameEnd: number): boolean => {
      // Every map word ends in `s`: most names are refused by their last letter.
      if ((text.charCodeAt(nameEnd - 1) | 32) !== 115 || !MAP_WORDS.some((w) => endsInWord(text, nameEnd, w))) return false;
      const members = credentialMap(text, nameEnd);
      for (let k = 0; k < members.length; k++) consider(members[k] as Assignment, true, 'password');
      return members.length > 0;
    };
    // A wallet's recovery phrase (seed-phrase.ts) and a network's accounts list of private keys (account-key-list.ts);
    // an `accounts` key without a list may hold a map of users' passwords.
    const onWallet = (index: number, literal: string): void => {
      const spans = literal === ACCOUNTS_TRIGGER ? accountKeyList(text, index) : [seedPhrase(text, index, literal)];
      if (spans.length === 0 && literal === ACCOUNTS_TRIGGER && onCredentialMap(index + literal.length)) return;
      const family = literal === ACCOUNTS_TRIGGER ? 'Private key in an accounts list' : 'Wallet recovery phrase';
      for (const span of spans) {
        if (span === undefined || claimed(span[0], span[1])) continue;
        emit({ offset: span[0], end: span[1], secret: text.slice(span[0], span[1]), kind: 'secret', family, validated: false });
      }
    };
    // A vendor's prefixed token quoted as a call's argument (vendor-tokens.ts).
    const onVendorToken = (index: number): boolean => {
      const a = vendorCallArgument(text, index);
      if (a !== undefined) consider(a, true, 'secret');
      return a !== undefined;
    };
    let lastLiteral = '';
    let lastRoute = ROUTE_NAME;
    return (index, literal) => {
      // The literal's route, remembered: floods repeat one literal, and telling the literals that
      // have a reading of their own apart takes string calls (docs/benchmarks.md, secret scanning).
      const route = literal === lastLiteral ? lastRoute : (lastRoute = routeOf((lastLiteral = literal)));
      if (route === ROUTE_PASS) {
        const pgpass = literal !== 'pwd' && mentionsPgpass(text, index);
        if (pgpass) onPgpass(index);
        // A literal written to a file named for a password (password-file-write.ts); a password file's lines are onPgpass's.
        const written = pgpass ? undefined : passwordFileWrite(text, index);
        if (written !== undefined) return consider(written, true, 'password');
        // `pass` inside the word `chpasswd`: the pair piped to it (no literal of its own: `pass` wakes here anyway).
        if (literal === 'pass' && text.startsWith('ch', index - 2) && text.startsWith('wd', index + 4)) return onChpasswd(index - 2);
      } else if (route === ROUTE_OWN) {
        // Every literal tested here is one routeOf sends here.
        if (literal === CHAR_ARRAY) return onCharArray(index);
        if (VENDOR_TOKEN_TRIGGERS.includes(literal)) return void onVendorToken(index);
        if (literal === NEW_VALUE) {
          const printed = printedPassword(text, index);
          return printed === undefined ? undefined : consider(printed, true, 'password');
        }
        if (literal === ACCOUNTS_TRIGGER || SEED_PHRASE_TRIGGERS.includes(literal)) return onWallet(index, literal);
        if (literal === 'psk' || IPSEC_TYPES.includes(literal)) {
          // An ipsec.secrets line's `: PSK "…"` (ipsec-secrets.ts); a `psk` elsewhere is read as a name below.
          const ipsec = ipsecSecret(text, index);
          if (ipsec !== undefined) return consider(ipsec, true, 'password');
          if (literal !== 'psk') return;
          // nmcli's `wifi-sec.psk <value>` (wifi-keys.ts).
          const nm = nmcliPsk(text, index);
          if (nm !== undefined) return consider(nm, true, 'password');
        }
        if (literal === LOGIN_MODULE) {
          // A JAAS entry's `user_<name>="…"` options are passwords (jaas-users.ts).
          if (index >= jaasReadTo) jaasReadTo = jaasUserPasswords(text, index, (user) => consider(user, true, 'password'));
          return;
        }
        // A literal hashed where it is stored (`Hash::make('…')`: credential-calls.ts) is a password.
        if (PASSWORD_HASH_CALLS.includes(literal)) {
          const hashed = apiKeyArgument(text, index, index + literal.length);
          if (hashed !== undefined) return consider(hashed, true, 'password');
        }
        if (literal === LOGIN_TRIGGER) {
          const a = loginToken(text, index);
          return a === undefined ? undefined : consider(a, true, 'secret');
        }
        if (literal === SETCOOKIE_TRIGGER) {
          const cookie = setcookieValue(text, index);
          if (cookie !== undefined) onCookie(pairedAssignment(text, index + 1, index + 10, cookie[0], cookie[1], cookie[2]));
          return;
        }
        if (literal === 'erlang_cookie' || literal === 'erlangcookie') {
          const a = readAssignment(text, index);
          nameScannedTo = lastReadNameEnd();
          return a === undefined ? undefined : onCookie(a);
        }
        if (literal.charCodeAt(0) === 123) return onPlainScheme(index); // {
        if (literal === SQL_INSERT) {
          // Seed rows: each literal under a column named for a secret (sql-insert.ts).
          const rows = sqlInsertValues(text, index, (name) => secretNameKind(name) !== undefined);
          for (let k = 0; k < rows.length; k++) consider(rows[k] as Assignment, true);
          return;
        }
        if (literal === '"auth"') return onDockerAuth(index);
        if (literal === 'identified by' || literal === 'set password') return onIdentifiedBy(index, literal);
        if (literal === '.dockerconfigjson' || literal === '.dockercfg') return onDockerConfigData(index, literal);
        // The literal is the longest trigger of any family at this offset (`pass`, `password`).
        if (literal.startsWith('pass') && mentionsPgpass(text, index)) onPgpass(index);
        if (literal === '_auth') {
          // reqwest's `.bearer_auth("…")` is a method; anything else, .npmrc's `_auth=`.
          if (text.charCodeAt(index + 5) === 40) onMethod(index, index + 5);
          else onNpmAuth(index);
          return;
        }
        if (literal.endsWith('auth(')) {
          onMethod(index + literal.length - 5, index + literal.length - 1);
          return;
        }
        // `pass` inside the word `chpasswd`: the pair piped to it (no literal of its own: `pass` wakes here anyway).
        if (literal === 'pass' && text.startsWith('ch', index - 2) && text.startsWith('wd', index + 4)) return onChpasswd(index - 2);
        if (literal === 'restapiv2client(' || literal === 'apisession(') {
          // A constructor of its own (`pagerduty.RestApiV2Client(`), never the end of a longer name.
          if (isAt(text, index - 1, NAME_CHAR) && text.charCodeAt(index - 1) !== 46) return; // .
          const a = apiKeyArgument(text, index, index + literal.length);
          return a === undefined ? undefined : consider(a, true, 'secret');
        }
        if (literal === '5432:') return text.charCodeAt(index - 1) === 58 ? onPgpass(index, 0) : undefined; // `:` before; its own line only
      }
      // Supabase's `sb_secret_…` quoted as a call's argument (vendor-tokens.ts).
      if (literal === 'secret' && text.startsWith('sb_', index - 3) && onVendorToken(index - 3)) return;
      // `users` and `logins` name no secret, only a map of passwords (credential-map.ts): read for that
      // alone, so a name they sit in (`iDRAC.Users.3.Password`) is still read at its own secret word.
      if (literal === 'users' || literal === 'logins') return void onCredentialMap(index + literal.length);
      if (index < nameScannedTo) return;
      // UCI's `uci set wireless.<iface>.key=…` is a Wi-Fi password (wifi-keys.ts).
      const uci = literal === 'key' && text.charCodeAt(index - 1) === 46 ? uciWirelessKey(text, index) : undefined;
      if (uci !== undefined) return consider(uci, true, 'password');
      // A CSV/TSV export's column named for a secret (export-columns.ts).
      const cells = exportColumn(index);
      if (cells !== undefined && cells.length > 0) {
        for (let k = 0; k < cells.length; k++) consider(cells[k] as Assignment, true);
        return;
      }
      // A tool's own notation (a directive block, OpenWrt's `option`, Cisco's type 0, …) first.
      const notation = readNotation(index, literal);
      if (notation === null) return;
      if (notation.length > 0) {
        for (let k = 0; k < notation.length; k++) {
          const n = notation[k] as (typeof notation)[number];
          nameScannedTo = Math.max(nameScannedTo, n.assignment.nameEnd);
          consider(n.assignment, true, n.kind);
        }
        return;
      }
      if (literal === 'secret' && isBlank(text.charCodeAt(index - 1))) {
        // `<tool> secret add … --value v` stores the value as a secret (secret-command.ts).
        const stored = secretCommand(index);
        if (stored !== undefined) return consider(stored, true, 'password');
      }
      if (literal === 'secret' && text.charCodeAt(index + 6) === 86) {
        // V: a CDK plain-text SecretValue often holds a password a person chose: judged as one.
        const plain = readPlainSecretValue(text, index);
        if (plain !== undefined) return consider(plain, true, 'password');
      }
      const a = readAssignment(text, index);
      nameScannedTo = lastReadNameEnd();
      if (a !== undefined) {
        // `aes_key = bytes([…])`: read as an assignment of `bytes([12`, then as the list it opens.
        const c = a.value.charCodeAt(0);
        if ((c === 91 || c === 123 || c === 98) && onByteList(a.nameEnd)) return; // [ { b
        if (c === 123 && onCredentialMap(a.nameEnd)) return;
        return consider(a, false);
      }
      if (onCredentialMap(nameScannedTo)) return;
      // A keyword or symbol before its literal (`{:password "…"}`, `set :password, "…"`: symbol-pair.ts).
      const symbol = symbolPair(text, index, nameScannedTo);
      if (symbol !== undefined) return consider(symbol, true);
      // A tool's `config set <key> <value>` command (config-command.ts).
      const configured = configCommandValue(text, index, nameScannedTo, secretNameKind);
      if (configured !== undefined) return consider(configured, true);
      // A reference's literal fallback (`${DB_PASSWORD:-…}`, Spring's `${api.key:…}`: parameter-default.ts).
      const fallback = parameterDefault(text, index, nameScannedTo);
      if (fallback !== undefined) return consider(fallback, true);
      // A Robot Framework variable table's `${PASSWORD}    value` (robot-variables.ts).
      if (text.charCodeAt(nameScannedTo) === 125 && (variableTable ??= holdsVariableTable(text))) {
        const cell = robotVariable(text, index, nameScannedTo);
        if (cell !== undefined) return consider(cell, true);
      }
      if (onByteList(nameScannedTo)) return;
      const after = text.charCodeAt(nameScannedTo);
      // A form field's selector named for a password and the literal typed into it (form-field-input.ts);
      // the name's run ends at the selector's quote or bracket.
      if (after === 39 || after === 34 || after === 96 || after === 93) {
        const typed = formFieldInput(text, index);
        if (typed !== undefined) return consider(typed, true, 'password');
      }
      // A call named for a secret (`loginWithServicePrincipalSecret(id, "…", tenant)`): its literal arguments.
      if (text.charCodeAt(nameScannedTo) === 40) {
        // A method named for a secret given its literal (`.password("…")`, `.token("…")`: secret-method-call.ts).
        if (onMethod(index, nameScannedTo)) return;
        // The name's last word first, in place: most calls (`getPassword(`, `token(`) name no secret's value.
        if (
          !endsInWord(text, nameScannedTo, 'secret') &&
          !endsInWord(text, nameScannedTo, 'credential') &&
          !endsInWord(text, nameScannedTo, 'secretstr') &&
          !endsInWord(text, nameScannedTo, 'key') &&
          !endsInWord(text, nameScannedTo, 'password')
        )
          return;
        const args = secretCallArguments(text, index, nameScannedTo);
        for (let k = 0; k < args.length; k++) consider(args[k] as Assignment, true);
        return;
      }
      // No assignment here: a notation that pairs the name with a value elsewhere (read second: most
      // hits are assignments or nothing).
      const pairs = separated.read(index, text.charCodeAt(nameScannedTo));
      for (let k = 0; k < pairs.length; k++) consider(pairs[k] as Assignment, true);
      // A sentence that gives the password (prose-password.ts).
      if (pairs.length === 0 && isBlank(text.charCodeAt(nameScannedTo))) {
        const prose = prosePassword(text, index);
        if (prose !== undefined) consider(prose, true, 'password');
      }
    };
  },
};

/** Whether `text` before `end` ends in `word` (lower case; compared ignoring case, in place). */
function endsInWord(text: string, end: number, word: string): boolean {
  const start = end - word.length;
  if (start < 0) return false;
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(start + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}

// The last words of a key that holds a map of users' passwords (credential-map.ts).
const MAP_WORDS = ['users', 'logins', 'accounts', 'credentials', 'passwords'];

const FORMAT_CALL = '.format(';

// A JWT's first segment: base64url of a JSON header (`{"alg":…,"typ":"JWT"}`).
const JWT_HEADER = /^eyJ[A-Za-z0-9_-]{8,}={0,2}$/;

/**
 * A JWT's header with nothing after it (`eyJhbGciOi….<payload>.<signature>` read up to the first
 * `.`): the header names the algorithm and is public; the secret part of a token is its signature.
 */
function isJwtHeaderAlone(value: string): boolean {
  if (!JWT_HEADER.test(value)) return false;
  const json = base64Text(value);
  return json !== undefined && json.startsWith('{') && json.includes('"alg"');
}

/**
 * A value of parts parted by `$` (Braintree's and PayPal's `access_token$production$<id>$<key>`):
 * a part that is a generated token makes it a secret. A hash in modular crypt format (`$2b$12$…`,
 * `$argon2id$…`) starts with `$`, and `${…}`/`$(…)` are a shell's or a template's.
 */
function holdsSecretPart(value: string): boolean {
  if (value.charCodeAt(0) === 36 || !value.includes('$') || /\$[{(]/.test(value)) return false;
  return value.split('$').some((part) => part.length >= 16 && isSecretToken(part, 16, { allowHex: true }));
}

// After a value: its closing quote or a separator, blanks, then a line comment that opens by calling
// the value public (`PUSHER_APP_KEY=…  # public, ships in the browser bundle`). A comment that does
// not open so (`# never make this public`, `# not public`) says nothing of the value.
// "public" must be the comment's whole predicate (`# public`, `# public, ships…`, `// it's public.`):
// "# public repo mirror" speaks of something else. A search-only key (Algolia's DocSearch) or one the
// comment calls safe to expose is public in the same way.
const PUBLIC_COMMENT =
  /["'`]?[,;]?[ \t]+(?:#|\/\/)[ \t]*(?:(?:it|this)(?:'s|[ \t]+is)[ \t]+)?(?:public(?=[ \t]*(?:[,.;:!)\u2013\u2014-]|\r|\n|$))|search-only\b|safe[ \t]+to[ \t]+(?:expose|share|publish)\b)/iy;

/** Whether the line comment right after a value calls the value public (docs/rules.md, secret/generic-assignment). */
function commentCallsPublic(text: string, valueEnd: number): boolean {
  PUBLIC_COMMENT.lastIndex = valueEnd;
  return PUBLIC_COMMENT.test(text);
}

const CONTENT_API_CLIENT = 'GhostContentAPI(';

/**
 * Ghost's Content API key (`new GhostContentAPI({ url, key: '…' })`) is public by design: it reads
 * published content only and ships in front-end code (ghost.org/docs/content-api). Its Admin API key
 * (`new GhostAdminAPI({ key: '<id>:<secret>' })`) is a secret and stays reported.
 */
function isContentApiKey(text: string, a: Assignment): boolean {
  if (a.name !== 'key') return false;
  // Read back a bounded distance (a flood of `key:` options costs no more than its length).
  const from = Math.max(0, a.nameStart - 240);
  const open = text.slice(from, a.nameStart).lastIndexOf(CONTENT_API_CLIENT);
  if (open === -1) return false;
  for (let i = from + open + CONTENT_API_CLIENT.length; i < a.nameStart; i++) if (text.charCodeAt(i) === 125) return false; // }
  return true;
}

const STORED_HASH_RECORD = 'secretData';

/**
 * A salt stored beside a password's hash (a Keycloak realm export's `"secretData":
 * "{\"value\":\"<hash>\",\"salt\":\"…\"}"`) is part of the hash record, not a secret to keep: without
 * the password it opens nothing. A salt in configuration (`HASHIDS_SALT=…`) stays reported.
 */
function isStoredHashSalt(text: string, a: Assignment): boolean {
  if (!a.name.toLowerCase().endsWith('salt')) return false;
  // On the salt's line, a bounded distance back (a flood of salts costs no more than its length).
  const before = text.slice(Math.max(0, a.nameStart - 512), a.nameStart);
  const at = before.lastIndexOf(STORED_HASH_RECORD);
  return at !== -1 && !before.includes('\n', at);
}

const namesSecret = (name: string): boolean => secretNameKind(name) !== undefined;

const HASHED_AFTER = /^[ \t]+HASHED\b/i;
// OpenPGP's key-selecting options (gpg, duplicity) and git's `user.signingkey` take a key id or a
// fingerprint: 8, 16 or 40 hex digits.
const OPENPGP_KEY_OPTION = /^--(?:hidden-)?(?:encrypt|sign|default|trusted)-key$|^user\.signingkey$/i;
const OPENPGP_KEY_ID = /^(?:0x)?(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/;
// An access key's id (AWS's and MinIO's shape: 20 upper-case letters and digits) is the public half of a pair.
const ACCESS_KEY_ID = /^[A-Z0-9]{20}$/;

/**
 * Whether the value is the public half a name points at: an OpenPGP key id after `--encrypt-key`, a
 * WireGuard `public key:` in `wg show` output, an access key's id under `AccessKey` (its secret is
 * the `SecretKey` beside it).
 */
function namesPublicPart(text: string, a: Assignment, kind: NameKind): boolean {
  if (kind === 'password') return false;
  if (OPENPGP_KEY_OPTION.test(a.name)) return OPENPGP_KEY_ID.test(a.value);
  if (a.name.toLowerCase() === 'key' && text.slice(Math.max(0, a.nameStart - 7), a.nameStart).toLowerCase() === 'public ') return true;
  return ACCESS_KEY_ID.test(a.value) && /access[_-]?key(?:[_-]?id)?$/i.test(a.name);
}

const SALT_NAME = /salt$/i;

/**
 * Judges the value read under a name and emits it when it is a literal secret. `separated`: read by
 * SeparatedPairs, whose notations hold only literals (an element's text, a parameter's default, a table cell).
 */
function considerIn(
  text: string,
  emit: Parameters<Detector['start']>[1],
  claimed: Parameters<Detector['start']>[2],
  sections: IniSections,
  verdicts: VerdictMemo,
): (a: Assignment, separated: boolean, kindOfValue?: NameKind) => void {
  const isAccountKey = accountKeyReader(text);
  // A value's run classes (password-run.ts), read once per scan: floods repeat their values.
  const runs = new VerdictMemo();
  const runClassesOf = (value: string): number => {
    const kept = runs.get(value, 0);
    return kept !== -1 ? kept : runs.set(value, 0, passwordRunClasses(value));
  };
  return (a, separated, kindOfValue) => {
    const named = kindOfValue ?? secretNameKind(a.name);
    if (named === undefined) return;
    // A loose key that is an account's API key (`KAGGLE_KEY=<hex>`, kaggle.json: account-key.ts).
    const kind =
      named === 'loose-key' && (isAccountKey(a) || isComparedInCondition(text, a) || isNestedSecretKey(text, a)) ? 'secret' : named;
    const value = a.value;
    // A bare run that mixes marks into three or four classes on a setting's line is a password
    // (password-run.ts); a salt's is not, as it is stored beside the hash it salts.
    const run =
      kind !== 'password' &&
      a.quote === '' &&
      !SALT_NAME.test(a.name) &&
      value.length >= 8 &&
      startsLineSetting(text, a.nameStart) &&
      endsLineSetting(text, a.valueEnd)
        ? runClassesOf(value) >= (kind === 'loose-key' ? 4 : 3)
        : false;
    // Too short; under a secret's name, a short value needs all three classes (isShortSecret), tested
    // before anything else, as floods of names repeat short words.
    if (value.length < (kind === 'password' ? 8 : kind === 'secret' ? 16 : 24) && !run) {
      if (kind !== 'secret' || value.length < SHORT_SECRET || !hasThreeClasses(value)) return;
    }
    // Prose, but for words and a number chosen as a passphrase, quoted or filling its line (spaced-passphrase.ts).
    const spaced = hasBlank(value);
    if (spaced && !(kind === 'password' && (a.quote !== '' || endsLineSetting(text, a.valueEnd)) && isSpacedPassphrase(value))) return;
    // A JSX or template expression (`folderKey={currentFolder}`) is code in a value's place, and
    // a long flag (`--http-password= --next`, a code span in "pass to `--delta-passes=`") is a command line's
    // argument; a quoted string that opens with `--` is a literal.
    // A quoted value starting with `{` is text (a generated key may hold any mark).
    // Between markup tags a value in braces is Maven's encrypted form (`<password>{…}</password>`,
    // settings-security.xml holds its key) or a template. A bare value in parentheses is fish's command
    // substitution (`set -gx TOKEN (gh auth token)`).
    if (
      ((a.quote === '' || (a.quote === '<' && value.charCodeAt(value.length - 1) === 125)) && value.charCodeAt(0) === 123) ||
      (a.quote === '' && value.charCodeAt(0) === 40) ||
      ((a.quote === '' || a.quote === '`') && value.charCodeAt(0) === 45 && value.charCodeAt(1) === 45)
    )
      return; // { } --
    if (a.elided || claimed(a.valueStart, a.valueEnd) || namesPublicPart(text, a, kind)) return;
    // T-SQL's `PASSWORD = 0x… HASHED` gives the stored hash, not the password.
    if (HASHED_AFTER.test(text.slice(a.valueEnd, a.valueEnd + 10))) return;
    // A protected property (NiFi's `<IV>||<ciphertext>`, with `<name>.protected=<scheme>` beside it) is encrypted.
    // So is ciphertext under an `encrypted` name, a digest its element names the algorithm of, and a cmdlet (stored-forms.ts).
    if (isProtectedValue(text, a) || isEncryptedValue(a) || isNamedDigest(text, a) || isCmdletCall(a)) return;
    // A password is never public, whatever its comment says; a key may be (a client-side app key).
    if ((kind !== 'password' && commentCallsPublic(text, a.valueEnd)) || isContentApiKey(text, a) || isStoredHashSalt(text, a)) return;
    // A literal formatted at once (`r"{}\{:0.1f}\VC".format(…)`) is a template, not a value.
    if (a.quote !== '' && text.startsWith(FORMAT_CALL, a.valueEnd + 1)) return;
    // A hex value under a secret's name is a key (`openssl rand -hex 32`), not a digest; a name
    // that speaks of hashing was disqualified above. A .netrc password is often a hex API token.
    // A password a person chose is read only as a literal: quoted, or bare without code punctuation
    // (`pass = !this.result.ok`, `pass: match?.pass ?? false` are expressions).
    // A bare value written as text (isWrittenLiteral) is a literal too.
    const codeMarks = holdsCodeMark(value);
    const written = separated || run || (codeMarks ? isWrittenLiteral(text, a, sections) : a.quote !== '');
    const isLiteral = written || !codeMarks;
    // Under a secret's or password's name a random UUID is the secret (Heroku API keys, legacy npm
    // tokens, many vendors' keys); elsewhere (`client_id`, `request_id`, a loose `key`) it is an id.
    // A query string's value (`?user=u&password=…`) is a literal: there a `.` is a password character.
    const before = text.charCodeAt(a.nameStart - 1);
    const inQuery = before === 38 || before === 63; // & ?
    // The verdict depends on the value, its name's kind and these flags only: a document that
    // repeats an assignment (or a flood of one) is judged once per distinct value.
    const flags =
      (kind === 'password' ? 0 : kind === 'secret' ? 1 : 2) |
      (a.netrc ? 4 : 0) |
      (a.quote === '' ? 0 : 8) |
      (written ? 16 : 0) |
      (isLiteral ? 32 : 0) |
      (inQuery ? 64 : 0) |
      (run ? 128 : 0);
    let verdict = verdicts.get(value, flags);
    if (spaced) verdict = 1;
    else if (verdict === -1)
      verdict = verdicts.set(
        value,
        flags,
        judge(value, kind, a, written, isLiteral, inQuery) || (run && judge(value, 'password', a, true, true, false)) ? 1 : 0,
      );
    if (verdict === 0) return;
    emit({
      offset: a.valueStart,
      end: a.valueEnd,
      secret: value,
      kind: 'secret',
      family: kind === 'password' ? 'Password assignment' : 'Secret assignment',
      validated: false,
    });
  };
}

// NiFi's encrypted property value: a base64 IV and a base64 ciphertext parted by `||`
// (https://nifi.apache.org/docs/nifi-docs/html/toolkit-guide.html, encrypt-config).
// Read from the value's start: a reader may stop the value at the `|`.
const PROTECTED_VALUE = /[A-Za-z0-9+/]{12,}={0,2}\|\|[A-Za-z0-9+/]{16,}={0,2}(?=[\s"']|$)/y;

/** Whether the value is NiFi's encrypted form, its `<name>.protected=` marker beside it. */
function isProtectedValue(text: string, a: Assignment): boolean {
  if (text.charCodeAt(a.valueEnd) !== 124 && !a.value.includes('||')) return false; // |
  PROTECTED_VALUE.lastIndex = a.valueStart;
  return (
    PROTECTED_VALUE.test(text) && text.slice(PROTECTED_VALUE.lastIndex, PROTECTED_VALUE.lastIndex + 300).includes(`${a.name}.protected=`)
  );
}

const ZERO_RUN = /A{5,}/g;
const PERCENT_ENCODED_BASE64 = /%(?:2[BbFf]|3[Dd])/g;

/**
 * A base64 token whose bytes hold runs of zeros (`AAAAA…` in base64), percent-encoded as a URL or a
 * header carries it (`%2F`, `%2B`, `%3D`): X's app-only bearer tokens open with 21 `A`s. A run of
 * one letter makes a typed placeholder of an ordinary value (looksGenerated refuses it); here the runs
 * are set aside and what is left must be a generated token of 32 characters or more on its own.
 */
function isZeroPaddedToken(value: string): boolean {
  if (value.length < 48 || !value.includes('AAAAA')) return false;
  const decoded = value.includes('%') ? value.replace(PERCENT_ENCODED_BASE64, (e) => decodeURIComponent(e)) : value;
  if (!/^[A-Za-z0-9+/]+=*$/.test(decoded)) return false;
  const rest = decoded.replace(ZERO_RUN, '').replace(/=+$/, '');
  return rest.length >= 32 && isSecretToken(rest, 32);
}

// Code punctuation: a bare value holding one may be an expression (considerIn).
const CODE_MARK = charTable('.?:()[]{}!');

/** Whether a value holds code punctuation, read without a regular expression (every value read is asked). */
function holdsCodeMark(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (inTable(CODE_MARK, value.charCodeAt(i))) return true;
  return false;
}

/** Whether a value read under a secret's or password's name is a literal secret (pure: memoised per scan). */
function judge(value: string, kind: NameKind, a: Assignment, written: boolean, isLiteral: boolean, inQuery: boolean): boolean {
  if (
    publicValue.test(value) ||
    (value.includes('@') && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value)) ||
    isPublishedExample(value) ||
    isJwtHeaderAlone(value)
  )
    return false;
  if (kind !== 'password' && (holdsSecretPart(value) || holdsEncodedSecret(value) || isVendorToken(value))) return true;
  // A literal is judged in a password's place from the start; isChosenPassword adds to that only
  // for a value with a digit or a mark (CHOSEN_MARK), so a run of words is judged once.
  return kind === 'password'
    ? isStrongPassword(value, '', { allowHex: a.netrc, passwordPlace: inQuery || isLiteral }) ||
        ((isLiteral || inQuery) && CHOSEN_MARK.test(value) && isChosenPassword(value)) ||
        isRandomUuid(value) ||
        (a.quote !== '' && isPunctuatedKey(value))
    : isSecretToken(value, kind === 'secret' ? 16 : 24, { allowHex: kind === 'secret' }) ||
        (kind === 'secret' &&
          (isRandomUuid(value) || (isLiteral && isShortSecret(value, written)) || isZeroPaddedToken(value) || isFernetToken(value))) ||
        // WordPress's keys and salts and Django's `SECRET_KEY` mix every mark into the key.
        (a.quote !== '' && isPunctuatedKey(value));
}

export const secretGenericAssignment = defineSecretFamily(
  {
    id: 'secret/generic-assignment',
    severity: 'error',
    guardsSafety: true,
    messages: { found: contextualMessage('secret/generic-assignment') },
  },
  () => 'found',
  genericAssignmentDetector,
  { judgedFromContext: true },
);

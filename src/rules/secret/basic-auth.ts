// secret/basic-auth: HTTP Basic credentials: `Authorization: Basic` values (decoded and judged), `user:password` on command lines and a user and password passed to a credentials call.
// HTTP basic credentials: `Authorization: Basic <base64>` (decoded, then the password judged),
// `user:password` given on the command line (`curl -u`, `--user`, `--proxy-user`, HTTPie `-a`,
// jenkins-cli `-auth`), a user and password passed positionally to a call that logs in
// (support/login-calls.ts, whatever the call), Node's `auth: "u:pw"` option (and Elixir
// Req's `auth: {:basic, "u:pw"}`), Guzzle's `'auth' => ['u', 'pw']` option,
// Guzzle's request option `'auth' => ['user', 'pw']` (PHP, Drupal's `httpClient()`): the user and the
// password as the array's first two strings. Sticky at the quote after `auth`; group 2 is the user, group 4 the password.
const authArrayOption = /["'][ \t]*=>[ \t]*\[[ \t\r\n]{0,40}(["'])([^"'\r\n]{0,128})\1[ \t]*,[ \t\r\n]{0,40}(["'])([^"'\r\n]{1,256})\3/y;
// express-basic-auth's `users` map, and
// the password flags of commands that log in (`mysql -p…`, `docker login -p`, `sshpass -p`,
// `redis-cli -a`, wget's `--http-password=`/`--ftp-password=`/`--proxy-password=`), those of any
// tool read by the command's shape (support/password-options.ts, account-verbs.ts,
// joined-user-option.ts), and a
// `user:password` pair encoded in code (`Buffer.from("user:pw").toString("base64")`, `btoa("user:pw")`,
// `base64.b64encode(b"user:pw")`).
import { BASE64, charTable, inTable, isAt, runEnd } from './engine/chars.js';
import { tryDecodeBase64, utf8 } from './engine/base64.js';
import { isChosenPassword } from './engine/judge.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';
import { loginNotationReader, loginNotationTriggers } from './support/login-notations.js';
import { loginCallReader, loginCallTriggers } from './support/login-calls.js';
import { passwordOptionReader } from './support/password-options.js';
import { joinedUserReader } from './support/joined-user-option.js';
import { accountVerbReader, accountVerbTriggers } from './support/account-verbs.js';
import { stdinLoginWords, stdinPasswordReader, stdinPasswordTriggers } from './support/stdin-password.js';
import { oracleLogonReader, oracleLogonTriggers } from './support/oracle-logon.js';
import { slashOptionReader } from './support/slash-options.js';
import { snmpPassphraseReader } from './support/snmp-passphrases.js';
import { serverLoginReader, serverLoginTriggers } from './support/server-login-lines.js';
import { urlLoginCallReader, urlLoginCallTriggers } from './support/url-login-call.js';
import { userpwdReader, userpwdTriggers } from './support/userpwd-variable.js';
import { tableLoginReader, tableLoginTriggers } from './support/table-login-cell.js';
import { escapedLineLoginReader, escapedLineLoginTriggers } from './support/escaped-line-login.js';
import { optionNear } from './support/command-words.js';
import { ircLoginReader, ircLoginTriggers } from './support/irc-login.js';

const WORD_BEFORE = charTable('A-Za-z0-9', '_-');
const ALNUM = charTable('A-Za-z0-9');
const PADDING = charTable('=');
const ARG_STOP = charTable(' \t\r\n"\'`;|&<>()');
const MAX_ARG = 256;

function readArgument(text: string, at: number): { start: number; end: number } | undefined {
  let start = at;
  const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
  if (quote !== '') start++;
  const stop = Math.min(text.length, start + MAX_ARG + 1);
  let end = start;
  while (end < stop && (quote === '' ? !inTable(ARG_STOP, text.charCodeAt(end)) : text[end] !== quote && text[end] !== '\n')) end++;
  if (end > start + MAX_ARG || end === start) return undefined;
  return { start, end };
}

/** Whether text[start, end) holds a `:`, read in place. */
function hasColon(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 58) return true;
  return false;
}

// Commands whose `-p` (or `-P`) may be a password (elsewhere it is a port, a path or a profile): any
// database client, named by its word (`mysql`, `mongosh`, `sqlcmd`, `cqlsh`; a port given there is
// digits, never a chosen password), redis-cli,
// whose `-a` is one, and OpenLDAP's clients, whose `-w` is the bind password. Group 1 is redis-cli,
// group 2 an LDAP client.
// Sysinternals' PsExec and FreeRDP (`/p:`) take `-p`/`/p:` as the password, Windows' cmdkey `/pass:`; so does the argument
// after `net use … /user:NAME`.
const passwordCommand =
  /(?:^|[\s;&|(`])(?:(redis-cli)|(ldap(?:search|modify|add|delete|whoami|passwd|compare|modrdn|exop))|[\w.-]{0,16}(?:sql|mongo|maria|cql|clickhouse|influx|neo4j|cypher|couch)[\w.-]{0,16}|sshpass|[Pp][Ss][Ee]xec(?:64)?(?:\.exe)?|(?:[xw]|sdl-)freerdp3?|net[ \t]+use|cmdkey|(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login)[ \t]/g;

/**
 * Whether the current line has named a command whose `-p` (or, for redis-cli, `-a`) is a
 * password, before `index`. Flags arrive in offset order, so the commands are found by one forward
 * search and the line starts by one forward walk: the text is read a bounded number of times.
 */
function commandContext(text: string): (index: number) => { p: boolean; a: boolean; w: boolean } {
  const search = new RegExp(passwordCommand.source, 'g');
  let nextCommand: RegExpExecArray | null | undefined;
  let lastP = -1;
  let lastA = -1;
  let lastW = -1;
  let lineStart = 0;
  let nextNewline = text.indexOf('\n');
  const seen = { p: false, a: false, w: false };
  return (index) => {
    if (nextNewline !== -1 && nextNewline < index) {
      lineStart = text.lastIndexOf('\n', index) + 1; // only when a line was crossed: amortised linear
      nextNewline = text.indexOf('\n', index);
    }
    if (nextCommand === undefined) nextCommand = search.exec(text);
    while (nextCommand !== null && nextCommand.index < index) {
      if (nextCommand[1] !== undefined) lastA = nextCommand.index;
      else if (nextCommand[2] !== undefined) lastW = nextCommand.index;
      else lastP = nextCommand.index;
      nextCommand = search.exec(text);
    }
    // A match may start at the line break that opens the line (`(?:^|\s)`).
    seen.p = lastP !== -1 && lastP >= lineStart - 1;
    seen.a = lastA !== -1 && lastA >= lineStart - 1;
    seen.w = lastW !== -1 && lastW >= lineStart - 1;
    return seen;
  };
}

// A user and a password passed to a call by position are read by login-calls.ts, whatever the call's
// name (`NetworkCredential`, `HTTPBasicAuth`, `.login`, `getConnection`); these are the calls it cannot read.
// Sticky: matched at an offset of the text, without slicing it. Group 2 is the user, group 4 the password.
// Sequelize's constructor takes (database, user, password): the second and third strings.
const sequelizeCall =
  /\([ \t\r\n]{0,40}(["'])[^"'\r\n]{0,128}\1[ \t]*,[ \t\r\n]{0,40}(["'])([^"'\r\n]{0,128})\2[ \t]*,[ \t\r\n]{0,40}(["'])([^"'\r\n]{1,256})\4/y;
// requests' keyword argument `auth=('user', 'pw')`.
const authArgument = /[ \t]*=[ \t]*\([ \t\r\n]{0,40}(["'])([^"'\r\n]{0,128})\1[ \t]*,[ \t\r\n]{0,40}(["'])([^"'\r\n]{1,256})\3/y;
// express-basic-auth's `basicAuth(…)` (its `users` map) and Sequelize's constructor.
const optionCalls = ['basicauth', 'sequelize', 'auth'];
// Node's `http.request({ auth: 'user:pw' })` (and `"auth": "user:pw"`): the option is the Basic pair.
// Sticky after `auth`; group 2 is the user, group 3 the password.
// Elixir's Req takes the same pair as a tuple: `auth: {:basic, "user:pw"}`.
const authOptionPair = /["']?[ \t]*:[ \t]*(?:\{:basic,[ \t]*)?(["'`])([^"'`:\s$]{1,64}):([^"'`\s]{1,256})\1/y;
// express-basic-auth's `basicAuth({ users: { 'user': 'pw' } })`: after the call's `({`, its `users`
// map within a few options. Sticky at `(`; then each entry in turn (group 2 the user, group 4 the password).
const usersOption = /\([ \t\r\n]{0,40}\{[^}]{0,300}?\busers[ \t]*:[ \t\r\n]{0,40}\{/y;
const userEntry = /[ \t\r\n]{0,40}(["']?)([\w.@-]{1,64})\1[ \t]*:[ \t]*(["'])([^"'\r\n]{1,256})\3[ \t]*,?/y;
const MAX_USERS = 8;

const anonymousUsers = new Set(['anonymous', 'ftp']);
const loginNotationLiterals = new Set(loginNotationTriggers);
const loginCallLiterals = new Set(loginCallTriggers);
const accountVerbLiterals = new Set([...accountVerbTriggers, 'login']);
const stdinPasswordLiterals = new Set(stdinPasswordTriggers);
const stdinLoginLiterals = new Set(stdinLoginWords);
const oracleLogonLiterals = new Set(oracleLogonTriggers);
const serverLoginLiterals = new Set(serverLoginTriggers);
// `net use`'s share, then a word ending where `/user:` follows (group 1, its quote opening it).
const shareThenPassword = /\\\\\S+[ \t]+((["']?)[^\s"'/*%$][^\s"']*\2)(?=[ \t]+$)/;
// What a `-w` password binds as (see onFlag).
const bindAccount =
  /(?:^|[\s(`])(?:-D[ \t]+["']?(?:cn|uid)=|-p[ \t]+["']?[\w.-]+(?:\/[\w.-]+)?@[A-Z]|add-(?:generic|internet)-password[ \t])/gim;
// Windows-style password options read only beside a user's option (support/slash-options.ts).
const slashPasswords = ['/rp', '/password:', '.password:', '/login:'];

// Flags whose value is a password on any command line (wget's).
const passwordFlags = ['--http-password', '--ftp-password', '--proxy-password'];
// Flags whose value is `user:password` besides curl's: jenkins-cli's `-auth user:token`, Solr's
// `-credentials user:pw` and its `-Dbasicauth=user:pw` system property.
const pairFlags = ['-auth', '-credentials'];
const SYSTEM_PROPERTY = '-Dbasicauth';

/**
 * A `user:password` string literal handed to a base64 encoder: the code builds a Basic header by hand.
 * Sticky at the encoder's `(`; group 2 is the user, group 3 the password.
 */
const encodedPair = /\((?:[ \t]*\[\]byte\()?[ \t]*b?(["'`])([^"'`:\s$]{1,64}):([^"'`\s]{1,256})\1/y;
// After `htpasswd`: its flags (group 1), the file and user or the user alone (group 2), and the
// password (group 4, in the quotes of group 3) ending the command. Sticky; every part is bounded.
const htpasswdCommand =
  /((?:[ \t]+-[A-Za-z]{1,8}){1,4})[ \t]+((?:[^\s"'`;|&<>()-][^\s"'`;|&<>()]{0,255}[ \t]+){1,2})(["']?)([^\s"'`;|&<>()]{1,256})\3(?=[ \t]*(?:$|[\r\n;|&)]))/y;
// `echo -n "user:pw" | base64` and `printf 'user:pw' | base64`: the shell builds the Basic value.
// Sticky after `echo `/`printf `; group 2 is the user, group 3 the password.
const echoedPair = /(?:-n[ \t]+)?(["'])([^"'`:\s$]{1,64}):([^"'`\s]{1,256})\1[ \t]*\|[ \t]*base64\b/y;
const ENCODED_FAMILY = 'HTTP Basic credentials';
// Sticky after `ConvertTo-SecureString`: `-String`, a quoted literal (group 2), and `-AsPlainText`
// further on the line.
const plainSecureString = /[ \t]+(?:-String[ \t]+)?(["'])([^"'\r\n$`]{1,256})\1([^\r\n]{0,40}?)[ \t]-AsPlainText\b/iy;
const encoders = ['buffer.from', 'btoa', 'b64encode', 'base64.encode', 'encodetostring', 'encode64', 'strict_encode64'];

// The readers a literal wakes, as bits (routeOf), so a hit tests its literal's memberships once.
const LOGIN_CALL = 1;
const ACCOUNT_VERB = 2;
const STDIN_PASSWORD = 4;
const ORACLE_LOGON = 8;
const LOGIN_NOTATION = 16;
const SLASH_PASSWORD = 32;
const FLAG = 64;
const ENCODER = 128;
const STDIN_LOGIN = 256;
const SERVER_LOGIN = 512;

// Computed once per literal: a literal is a trigger's text, so the map stays as small as the trigger list.
const routes = new Map<string, number>();

function routeOf(literal: string): number {
  let route = routes.get(literal);
  if (route === undefined) routes.set(literal, (route = readersOf(literal)));
  return route;
}

function readersOf(literal: string): number {
  return (
    (loginCallLiterals.has(literal) ? LOGIN_CALL : 0) |
    (accountVerbLiterals.has(literal) ? ACCOUNT_VERB : 0) |
    (stdinPasswordLiterals.has(literal) ? STDIN_PASSWORD : 0) |
    (oracleLogonLiterals.has(literal) ? ORACLE_LOGON : 0) |
    (loginNotationLiterals.has(literal) ? LOGIN_NOTATION : 0) |
    (slashPasswords.includes(literal) ? SLASH_PASSWORD : 0) |
    (literal.startsWith('-') ? FLAG : 0) |
    (encoders.includes(literal) || literal.endsWith(' ') ? ENCODER : 0) |
    (stdinLoginLiterals.has(literal) ? STDIN_LOGIN : 0) |
    (serverLoginLiterals.has(literal) ? SERVER_LOGIN : 0)
  );
}

export const basicAuthDetector: Detector = {
  ruleId: 'secret/basic-auth',
  triggers: [
    '--user',
    '--proxy-user',
    '-a',
    '-A ',
    '-X',
    '--auth',
    ...tableLoginTriggers,
    ...pairFlags,
    '-w',
    '/p:',
    '/pass:',
    '/user:',
    ...passwordFlags,
  ],
  caseInsensitiveTriggers: [
    // `-p`, and `-P` (sqlcmd's, bcp's password): read as one; `-u`, and Samba's `-U user%pw` (joined-user-option.ts).
    '-p',
    '-u',
    '-hp',
    'pw',
    'basic',
    'htpasswd',
    'echo -n ',
    'printf ',
    'convertto-securestring',
    ...slashPasswords,
    ...optionCalls,
    ...encoders,
    ...loginNotationTriggers,
    ...loginCallTriggers,
    ...accountVerbTriggers,
    ...stdinPasswordTriggers,
    ...stdinLoginWords,
    ...oracleLogonTriggers,
    ...serverLoginTriggers,
    ...urlLoginCallTriggers,
    ...userpwdTriggers,
    ...escapedLineLoginTriggers,
    ...ircLoginTriggers,
  ],
  start(text, emit) {
    const context = commandContext(text);
    const readLogin = loginNotationReader(text, emit);
    const readLoginCall = loginCallReader(text, emit);
    // The shapes of any tool's command line (support/password-options.ts, joined-user-option.ts, account-verbs.ts).
    const readPasswordOption = passwordOptionReader(text, emit);
    const readJoinedUser = joinedUserReader(text, emit);
    const readAccountVerb = accountVerbReader(text, emit);
    const readStdinPassword = stdinPasswordReader(text, emit);
    const readOracleLogon = oracleLogonReader(text, emit);
    const readSlashOption = slashOptionReader(text, emit);
    const readSnmpPassphrase = snmpPassphraseReader(text, emit);
    const readServerLogin = serverLoginReader(text, emit);
    const readUrlLoginCall = urlLoginCallReader(text, emit);
    const readUserpwd = userpwdReader(text, emit);
    const readTableLogin = tableLoginReader(text, emit);
    const readEscapedLineLogin = escapedLineLoginReader(text, emit);
    const readIrcLogin = ircLoginReader(text, emit);
    const accountNear = optionNear(text, bindAccount);
    /** A user and a password read by `pattern` at `after`: groups `userGroup` and `userGroup + 2`, the password ending the match. */
    const emitCallPassword = (after: number, pattern: RegExp, userGroup: number): void => {
      pattern.lastIndex = after;
      const m = pattern.exec(text);
      if (m === null) return;
      const password = m[userGroup + 2] ?? '';
      const user = m[userGroup] ?? '';
      // Anonymous FTP's password is an e-mail address by convention (RFC 1635), never a secret.
      if (anonymousUsers.has(user.toLowerCase()) || !isChosenPassword(password, user)) return;
      const end = after + m[0].length - 1; // before the closing quote
      emit({
        offset: end - password.length,
        end,
        secret: password,
        kind: 'secret',
        family: 'Password in a credentials call',
        validated: false,
      });
    };
    /** Node's `auth: 'user:pw'` option (`auth` at `index`, a `:` after it). */
    const onAuthOption = (after: number): void => {
      authOptionPair.lastIndex = after;
      const m = authOptionPair.exec(text);
      if (m === null) return;
      const user = m[2] ?? '';
      const password = m[3] ?? '';
      if (!isChosenPassword(password, user)) return;
      const end = authOptionPair.lastIndex - 1;
      emit({ offset: end - password.length, end, secret: password, kind: 'secret', family: ENCODED_FAMILY, validated: false });
    };
    /** express-basic-auth's `users` map: each `'user': 'pw'` entry. */
    const onUsersOption = (after: number): void => {
      usersOption.lastIndex = after;
      if (!usersOption.test(text)) return;
      userEntry.lastIndex = usersOption.lastIndex;
      for (let n = 0; n < MAX_USERS; n++) {
        const from = userEntry.lastIndex;
        const m = userEntry.exec(text);
        if (m === null) return;
        const user = m[2] ?? '';
        const password = m[4] ?? '';
        if (!isChosenPassword(password, user)) continue;
        const start = from + m[0].lastIndexOf(`${m[3] ?? ''}${password}`) + 1;
        emit({ offset: start, end: start + password.length, secret: password, kind: 'secret', family: ENCODED_FAMILY, validated: false });
      }
    };
    const onCall = (index: number, name: string): void => {
      const after = index + name.length;
      const next = text.charCodeAt(after);
      // `auth` as requests' keyword argument (`auth=(…)`, also `login_auth = (…)`) or Node's
      // `auth: 'u:pw'` option, never inside a word (`oauth=`); the others only as a call (`Name(`).
      if (name === 'auth') {
        const lead = text.charCodeAt(index - 1);
        if (isAt(text, index - 1, WORD_BEFORE) && lead !== 95) return; // _
        if (next === 58 || ((next === 34 || next === 39) && text.charCodeAt(after + 1) === 58)) return onAuthOption(after); // : " '
        if ((next === 34 || next === 39) && text.charCodeAt(index - 1) === next) return emitCallPassword(after, authArrayOption, 2);
        if (next === 61 || next === 32 || next === 9) emitCallPassword(after, authArgument, 2); // = space tab
        return;
      }
      if (name === 'basicauth' && next === 61 && text.startsWith('-D', index - 2)) return onFlag(index - 2, SYSTEM_PROPERTY); // =
      if (next !== 40) return; // (
      if (name === 'basicauth') onUsersOption(after);
      else if (name === 'sequelize') emitCallPassword(after, sequelizeCall, 3);
    };
    const onBasic = (index: number): void => {
      if (isAt(text, index - 1, WORD_BEFORE)) return;
      let at = index + 5;
      if (text[at] !== ' ' && text[at] !== '\t') return;
      while (text[at] === ' ' || text[at] === '\t') at++;
      const end = runEnd(text, at, BASE64, 1024);
      if (end - at < 8 || end > at + 1024) return;
      const padded = runEnd(text, end, PADDING, 2);
      if (isAt(text, padded, WORD_BEFORE)) return;
      const encoded = text.slice(at, padded);
      const bytes = tryDecodeBase64(encoded);
      const decoded = bytes === undefined ? undefined : utf8(bytes);
      if (decoded === undefined || !/^[\x20-\x7e]+$/.test(decoded)) return;
      // `:secret` (no user) is how Azure DevOps personal access tokens are sent.
      const colon = decoded.indexOf(':');
      if (colon < 0) return;
      if (!isChosenPassword(decoded.slice(colon + 1), decoded.slice(0, colon))) return;
      emit({ offset: at, end: padded, secret: encoded, kind: 'secret', family: 'HTTP Basic credentials', validated: false });
    };
    // An encoder's string argument, or the string `echo -n`/`printf` pipes to `base64`.
    const onEncoder = (index: number, name: string): void => {
      if (isAt(text, index - 1, WORD_BEFORE)) return;
      const pattern = name.endsWith(' ') ? echoedPair : encodedPair;
      const from = index + name.length;
      pattern.lastIndex = from;
      const m = pattern.exec(text);
      if (m === null) return;
      const user = m[2] ?? '';
      const password = m[3] ?? '';
      if (!isChosenPassword(password, user)) return;
      const offset = from + m[0].indexOf(`${user}:${password}`) + user.length + 1;
      emit({ offset, end: offset + password.length, secret: password, kind: 'secret', family: ENCODED_FAMILY, validated: false });
    };
    const onFlag = (index: number, flag: string): void => {
      if (index > 0 && text[index - 1] !== ' ' && text[index - 1] !== '\t') return flag === '-p' ? readPasswordOption(index) : undefined;
      let at = index + flag.length;
      if (text[at] === '=' && (flag.startsWith('--') || flag === SYSTEM_PROPERTY)) at++;
      else if (text[at] === ' ' || text[at] === '\t') while (text[at] === ' ' || text[at] === '\t') at++;
      else if (flag.startsWith('--') || !/[^\s-]/.test(text[at] ?? ' ')) return; // `-uuser:pw`, `-p!pw` are allowed
      // `-p` (and redis-cli's `-a`) takes a bare password, but only on a command line that logs in.
      const loginFlag = flag === '-p' || flag === '/p:' || flag === '/pass:';
      // `-w` is a password only on an LDAP client's line (elsewhere a width, a wait, a write) or beside
      // the account it binds as in the same command: a DN (`-D "cn=…"`), a Kerberos principal (kadmin's
      // `-p admin/admin@REALM`), macOS `security add-generic-password`'s account.
      if (flag === '-w' && (text.charCodeAt(at) === 45 || (!context(index).w && accountNear(index) === undefined))) return; // another flag (`-w -b`) is no value
      const passwordOnly =
        flag === '-w' || (loginFlag ? context(index).p : flag === '-a' ? context(index).a : passwordFlags.includes(flag));
      if (loginFlag && !passwordOnly) return flag === '-p' ? readPasswordOption(index) : undefined;
      const arg = readArgument(text, at);
      if (arg === undefined) return;
      // A `user:password` argument needs its colon: a flood of flags (`-a -a …`) ends here, unsliced.
      if (!passwordOnly && !hasColon(text, arg.start, arg.end)) return;
      let value = text.slice(arg.start, arg.end);
      let valueEnd = arg.end;
      // `--user kevin:'p4ss…'`: the shell joins a bare `user:` and a quoted password into one word.
      const quoted = arg.start > at;
      if (!quoted && text.charCodeAt(arg.end - 1) === 58 && (text[arg.end] === "'" || text[arg.end] === '"')) {
        const password = readArgument(text, arg.end);
        if (password === undefined) return;
        value += text.slice(password.start, password.end);
        valueEnd = password.end;
      }
      if (passwordOnly) {
        if (!isChosenPassword(value)) return;
        emit({
          offset: valueEnd - value.length,
          end: valueEnd,
          secret: value,
          kind: 'secret',
          family: 'Password on a command line',
          validated: false,
        });
        return;
      }
      const colon = value.indexOf(':');
      if (colon === -1 || value.length === 1) return;
      // `-u ":pw"` sends a password with no user; `-u "key:"` sends an API key as the user name with
      // no password (Stripe, Elasticsearch API keys): the credential is the part that is there.
      const tokenAsUser = colon === value.length - 1;
      const password = tokenAsUser ? value.slice(0, colon) : value.slice(colon + 1);
      if (!isChosenPassword(password, tokenAsUser ? '' : value.slice(0, colon))) return;
      const passwordEnd = tokenAsUser ? valueEnd - value.length + colon : valueEnd;
      emit({
        offset: passwordEnd - password.length,
        end: passwordEnd,
        secret: password,
        kind: 'secret',
        family: 'Password on a command line',
        validated: false,
      });
    };
    const emitPassword = (arg: { start: number; end: number } | undefined, user = ''): void => {
      if (arg === undefined) return;
      const password = text.slice(arg.start, arg.end);
      if (!isChosenPassword(password, user)) return;
      emit({ offset: arg.start, end: arg.end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
    };
    // The next blank-separated argument after `at`, on the same line.
    const nextArgument = (at: number): { start: number; end: number } | undefined => {
      let i = at;
      while (i < at + 16 && (text[i] === ' ' || text[i] === '\t')) i++;
      return i > at ? readArgument(text, i) : undefined;
    };
    // `net use \\host\share /user:DOMAIN\name password`: the argument after the user is the password.
    const onNetUser = (index: number): void => {
      if (index === 0 || (text[index - 1] !== ' ' && text[index - 1] !== '\t') || !context(index).p) return;
      const user = readArgument(text, index + 6);
      const next = user === undefined ? undefined : nextArgument(user.end);
      // A switch after the user (`/persistent:yes`, cmdkey's `/pass:…`) is no positional password.
      if (user !== undefined && next !== undefined && text.charCodeAt(next.start) !== 47)
        return emitPassword(next, text.slice(user.start, user.end)); // /
      // `net use \\host\share password /user:NAME`: the argument after the share, before the user.
      const from = Math.max(0, index - 300);
      const m = shareThenPassword.exec(text.slice(from, index));
      if (m !== null && user !== undefined)
        emitPassword(readArgument(text, from + m.index + m[0].length - (m[1] ?? '').length), text.slice(user.start, user.end));
    };
    // `htpasswd -b[c] FILE USER PASSWORD` (`-nb USER PASSWORD`): the password is the last argument.
    const onHtpasswd = (index: number): void => {
      if (isAt(text, index - 1, WORD_BEFORE)) return;
      htpasswdCommand.lastIndex = index + 8;
      const m = htpasswdCommand.exec(text);
      const flags = m?.[1] ?? '';
      // Without `-b` the password is prompted for.
      if (m === null || !flags.includes('b')) return;
      const positional = (m[2] ?? '').trim().split(/[ \t]+/);
      if (positional.length !== (flags.includes('n') ? 1 : 2)) return;
      const password = m[4] ?? '';
      const end = index + 8 + m[0].length - (m[3] ?? '').length;
      emitPassword({ start: end - password.length, end }, positional[positional.length - 1]);
    };
    // PowerShell's `ConvertTo-SecureString "pw" -AsPlainText`: a literal password made a credential.
    const onSecureString = (index: number): void => {
      plainSecureString.lastIndex = index + 22;
      const m = plainSecureString.exec(text);
      const password = m?.[2];
      if (m === null || password === undefined || !isChosenPassword(password)) return;
      // Only blanks and `-String` stand before the quoted literal.
      const start = index + 22 + m[0].indexOf(`${m[1] ?? ''}${password}`) + 1;
      emit({
        offset: start,
        end: start + password.length,
        secret: password,
        kind: 'secret',
        family: 'Password in a credentials call',
        validated: false,
      });
    };
    let lastLiteral = '';
    let lastRoute = 0;
    return (index, literal) => {
      // The literal's readers, remembered: floods repeat one literal (docs/benchmarks.md, secret scanning).
      const route = literal === lastLiteral ? lastRoute : (lastRoute = routeOf((lastLiteral = literal)));
      if ((route & LOGIN_CALL) !== 0) readLoginCall(index);
      // A login word after a pipe reads an echoed password (support/stdin-password.ts).
      if ((route & STDIN_LOGIN) !== 0) readStdinPassword(index, literal);
      // IRC's `IDENTIFY` to NickServ and its raw `PASS` line (support/irc-login.ts).
      if (literal === 'nickserv' || literal === '/ns identify ') return readIrcLogin(index, literal);
      if (literal === 'pass' && text.charCodeAt(index) === 80 && text.charCodeAt(index + 4) === 32) readIrcLogin(index, literal); // P, blank
      if ((route & ACCOUNT_VERB) !== 0) return readAccountVerb(index);
      if ((route & STDIN_PASSWORD) !== 0) return readStdinPassword(index, literal);
      if ((route & ORACLE_LOGON) !== 0) return readOracleLogon(index, literal);
      if ((route & SERVER_LOGIN) !== 0) return readServerLogin(index, literal);
      if (literal.startsWith('(')) return readUrlLoginCall(index);
      if (literal === 'userpwd') return readUserpwd(index);
      if (literal === ' / ') return readTableLogin(index);
      if (literal.startsWith('\\n')) return readEscapedLineLogin(index, literal);
      if (literal === '-u' && text.charCodeAt(index + 1) === 85) return readJoinedUser(index, '-U'); // U
      if (literal === '-u' || literal === '--user') readJoinedUser(index, literal);
      if ((route & LOGIN_NOTATION) !== 0) return readLogin(index, literal);
      if (literal === 'convertto-securestring') return onSecureString(index);
      // SNMPv3's `-A` and `-X` passphrases (support/snmp-passphrases.ts).
      if (literal === '-X' || literal === '-A ') return readSnmpPassphrase(index);
      if (literal === '-hp') return readPasswordOption(index);
      // An option's name glued to `pw` (`--connectpw`, support/password-options.ts).
      if (literal === 'pw' || literal === 'pwd') return isAt(text, index - 1, ALNUM) ? readPasswordOption(index) : undefined;
      if ((route & SLASH_PASSWORD) !== 0) return void readSlashOption(index, literal);
      // `/p:` beside a user's option, else of a command that logs in (onFlag).
      if ((literal === '/p:' || literal === '/pass:') && readSlashOption(index, literal)) return;
      if (literal === '/user:') onNetUser(index);
      else if (literal === 'htpasswd') onHtpasswd(index);
      else if ((route & FLAG) !== 0 || literal === '/p:' || literal === '/pass:') onFlag(index, literal);
      else if (literal === 'basic') onBasic(index);
      else if ((route & ENCODER) !== 0) onEncoder(index, literal);
      else onCall(index, literal);
    };
  },
};

export const secretBasicAuth = defineSecretFamily(
  {
    id: 'secret/basic-auth',
    severity: 'error',
    guardsSafety: true,
    messages: { found: contextualMessage('secret/basic-auth') },
  },
  () => 'found',
  basicAuthDetector,
  { judgedFromContext: true },
);

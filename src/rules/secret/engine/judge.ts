// Judging a free-form credential value: is it a real secret, or a template, an indirection, a
// masked value, an identifier, a hash, a URL, a path, a placeholder or a well-known default?
// (docs/rules.md, secret rules.)
import { commonWords } from './common-words.js';
import {
  classCount,
  hasPlaceholderWord,
  hasTypedPattern,
  longestRepeat,
  looksGenerated,
  sequenceShare,
  shannonBits,
} from './randomness.js';

const templated = /\$\{|\{\{|\}\}|\$\(|%\(|%[sd]\b|#\{|<[^>]*>|\[\[|@\{|\{[A-Za-z_][\w.-]*\}|^\$[A-Za-z_{]|^%[A-Za-z_]+%$|^:[A-Za-z_]/;

// A SAS macro variable (`&sysparm`, `&&DBPASS`, `&pw.`): resolved when the program runs. Its name is
// in one case; a generated password after `&` mixes them (`&Kx9mQ2pL7vRw`).
const sasMacro = /^&&?(?:[a-z_][a-z0-9_]{0,31}|[A-Z_][A-Z0-9_]{0,31})\.?$/;

/** `${X}`, `{{ x }}`, `$(cmd)`, `<token>`, `%s`, `$VAR`, `{name}`, `%VAR%`, `&macro`. */
export function isTemplated(value: string): boolean {
  return templated.test(value) || (value.charCodeAt(0) === 38 && sasMacro.test(value)); // &
}

const indirection =
  /^(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|getenv|System\.getenv|ENV\[|ENV\.fetch|env\(|env\.|secrets\.|vars\.|config\.|settings\.|Deno\.env|Environment\.|context\.|params\.|args\.|options\.|opts\.|self\.|this\.|#bean:|#class:)/i;

/**
 * `process.env.X`, `os.environ[…]`, `secrets.X`, a call `f(…)`, an index `a[…]`, a dotted identifier.
 * In a password's place (`passwordPlace`: a URL's userinfo, `user:password` on a command line, a
 * connection string's `Password=`) a `.` is an ordinary password character: there a dotted value is
 * an indirection only behind a known prefix (`config.db.password`), never by its dots alone.
 */
export function isIndirection(value: string, passwordPlace = false): boolean {
  if (indirection.test(value)) return true;
  // In a password's place a bracket is code only when a call or an index opens the value
  // (`getPassword()`, `secrets[0]`): `9V9gjI[qbp4n<w]ug…` is a generated password with marks.
  // Elsewhere (a bare value in code: `(self.username`, `qr/[\x21…`) any bracket is.
  if (passwordPlace) return opensWithCallOrIndex(value);
  if (/[([]/.test(value)) return true;
  // `a.b.c`, `!this.result`, `opts?.withCredentials`, `this.#field`: member access, negated or optional;
  // not a dotted token whose parts are long random runs (`eyJ0eXAi….RkNW….OGY1…`), nor one with a
  // part no programmer names a member (`Q29ctQU0z.u5j6Ir`: digits inside a mix of both cases).
  return (
    /^!?[A-Za-z_$#][\w$#]*(?:\??\.[A-Za-z_$#][\w$#]*)+$/.test(value) &&
    !value.split('.').some((part) => (part.length >= 20 && /\d/.test(part) && looksGenerated(part, 20)) || isRandomMemberName(part))
  );
}

// A name path, optionally behind a dereference or a negation (`*createPass`, `&cfg.get`, `!ok`).
const CALLEE = /^[*&!]?[A-Za-z_$][\w$.:]*$/;

/**
 * A call or an index that opens the value: a name path, then its first bracket (`getPassword()`,
 * `secrets[0].value`, `Escape(fnamemodify(f,` cut off at a quote). A bracket after a digit or
 * another mark (`9V9gjI[qbp4n<w]…`, `6:N[Hkk;…`) is one more mark of a generated password.
 */
function opensWithCallOrIndex(value: string): boolean {
  const paren = value.indexOf('(');
  const bracket = value.indexOf('[');
  const first = paren === -1 ? bracket : bracket === -1 ? paren : Math.min(paren, bracket);
  return first > 0 && CALLEE.test(value.slice(0, first));
}

/**
 * A dotted part no one names a field: at least six characters with a digit between letters of both
 * cases (`Q29ctQU0z`, `aqYBZROp5v`), not a word-shaped name (`base64Url`, `v2Client`, `utf8Decoder`).
 */
function isRandomMemberName(part: string): boolean {
  return part.length >= 6 && /[a-z]/.test(part) && /[A-Z]/.test(part) && /[A-Za-z]\d+[A-Za-z]/.test(part) && !isIdentifierLike(part);
}

/** Words in Markdown emphasis (`**Stable**`, `_draft_`, `~~old~~`): prose in a value's place, as in `PASS → PASS: **Stable**`. */
export function isEmphasizedProse(value: string): boolean {
  return /^(\*\*?|__?|~~)[A-Za-z][A-Za-z .'-]*\1$/.test(value);
}

/** `****`, `xxxx`, `•••`, `...`, `REDACTED`, Rails' and Sentry's `[FILTERED]`. */
export function isMasked(value: string): boolean {
  return /\*{3}|x{4}|X{4}|[•●…]|\.{3}|#{4}|_{4}|-{4}/.test(value) || /\b(?:redacted|masked|hidden|removed|filtered)\b/i.test(value);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(value);
}

/** An InChIKey (IUPAC chemical identifier): 14 letters, `-`, 8 letters + flag + version letter, `-`, a protonation letter. */
export function isInchiKey(value: string): boolean {
  return value.length === 27 && /^[A-Z]{14}-[A-Z]{8}[SN][A-Z]-[A-Z]$/.test(value);
}

// A mark no name, tag or label holds.
const NOT_NAME_MARK = /[~!^*#$%&+=?|;,<>"'`\\]/;

/**
 * Made of words, short tags and small numbers between separators (`sk-or-v1-project1-key`,
 * `my-test-token-2`, a label key `topology.kubernetes.io/zone`): every segment is at most three characters or a word with at most two digits.
 * A generated value has a long segment of random texture somewhere.
 */
export function isWordShaped(value: string): boolean {
  // A mark no name or tag holds (`y1~_VGK`, `^`, `!`) makes a chosen password, whatever its segments.
  if (NOT_NAME_MARK.test(value)) return false;
  const segments = value.split(/[-_.:/]/);
  if (segments.length < 3) return false;
  for (const segment of segments) {
    if (segment.length <= 3) continue;
    const letters = segment.replace(/\d{1,2}$/, '');
    if (!/^(?:[a-z]+|[A-Z][a-z]+|[A-Z]+)$/.test(letters) || letters.length > 12 || !isWordLike(letters.toLowerCase())) return false;
  }
  return true;
}

/**
 * Words joined into a password (`river_otter_basalt42`, `Heron-Copper-17`, `onyx.fjord.maple61`,
 * `Lemon_Basalt_Fjord`): in a password's place, two words of four letters or more and a number, or
 * three capitalised words, are a passphrase someone chose, not a name or a tag; a placeholder's words
 * (`your-db-password-1`) still read as a placeholder, and lower-case words without a number
 * (`correct-horse-battery-staple`, the classic sample) are judged as before (docs/rules.md, secret rules).
 */
function isPassphrase(value: string): boolean {
  if (!PASSPHRASE_SHAPE.test(value) || hasPlaceholderWord(value)) return false;
  const numbered = /\d/.test(value);
  let words = 0;
  for (const segment of value.split(/[-_.]/)) {
    const letters = segment.replace(/\d+$/, '');
    if (!numbered && !CAPITALISED.test(letters)) return false;
    if (letters.length >= 4 && isWordLike(letters.toLowerCase())) words++;
  }
  return words >= (numbered ? 2 : 3);
}

const CAPITALISED = /^[A-Z][a-z]+$/;

const PASSPHRASE_SHAPE = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$/;

// A password hash or its salt setting in crypt notation (`$2b$12$…`, `$6$…`, `$argon2id$…`): stored beside the password, never the password.
const cryptHash = /^\$(?:2[abxy]?|1|5|6|y|apr1|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*)\$/;

// PostgreSQL's stored password forms (https://www.postgresql.org/docs/current/auth-password.html): a SCRAM
// verifier `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>` and `md5` + 32 hex digits.
const postgresVerifier = /^(?:SCRAM-SHA-(?:1|256)\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+|md5[0-9a-f]{32})$/;
// MySQL's stored `mysql_native_password` form: `*` and the 40 upper-case hex digits of SHA1(SHA1(pw))
// (`IDENTIFIED BY PASSWORD '*…'`, https://dev.mysql.com/doc/refman/8.0/en/password-hashing.html).
const mysqlNativeHash = /^\*[0-9A-F]{40}$/;

/** A digest, not a secret: bare hex of a hash length, an algorithm-prefixed digest, a crypt hash or a stored verifier. */
export function isHash(value: string): boolean {
  if (
    /^(?:sha1|sha224|sha256|sha384|sha512|md5|blake2b?|blake3|argon2)[:-]/i.test(value) ||
    (value.charCodeAt(0) === 36 && cryptHash.test(value)) || // $
    postgresVerifier.test(value) ||
    mysqlNativeHash.test(value)
  )
    return true;
  return /^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value) ? [32, 40, 56, 64, 96, 128].includes(value.length) : false;
}

/** A URL or another resource name (`urn:`, an AWS `arn:`, TeamCity's `credentialsJSON:<id>`, a reference to a stored secret). */
export function isUrl(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value) || /^(?:mailto|urn|arn|data|file|credentialsjson):/i.test(value);
}

export function isPath(value: string): boolean {
  if (/^(?:\.{1,2}\/|~\/|\/|[A-Za-z]:\\|\\\\)/.test(value)) return !isSlashFirstBase64(value);
  return /^[\w.-]+(?:\/[\w.-]+)+\/?$/.test(value) && /\.[A-Za-z0-9]{1,8}$|\/$/.test(value);
}

/**
 * Base64 of key bytes that happens to start with `/` (a first byte of 0xFC or more): padded, or with a
 * run between slashes that looks generated. A path's segments are names (`/var/run/secrets/token`).
 */
function isSlashFirstBase64(value: string): boolean {
  if (!/^\/[A-Za-z0-9+/]{15,}={0,2}$/.test(value)) return false;
  if (value.endsWith('=')) return true;
  return value.split('/').some((segment) => segment.length >= 16 && looksGenerated(segment, 16) && !isIdentifierLike(segment));
}

/**
 * An identifier that names a value rather than being one: `API_TOKEN`, `my_secret_var`, `getToken`,
 * `AccessKeyRotationPolicyName`, `please-change-this-key`. Every part must read as a word (letters
 * with a vowel, no long consonant cluster) or a short acronym, with few digits: a generated value of
 * token length almost never splits that way.
 */
export function isIdentifierLike(value: string): boolean {
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value)) return true;
  if (!/^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*$/.test(value)) return false;
  const parts = value.match(/[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[A-Z]|\d+/g) ?? [];
  if (parts.length < 2) return false;
  let digits = 0;
  let singles = 0;
  let wordLetters = 0;
  let acronymLetters = 0;
  for (const part of parts) {
    const c = part.charCodeAt(0);
    if (c >= 48 && c <= 57) {
      digits += part.length;
      continue;
    }
    if (part.length >= 2 && part === part.toUpperCase()) {
      if (part.length > 5) return false; // an acronym (`API`, `HTTP`, `AWS`)
      acronymLetters += part.length;
      continue;
    }
    if (part.length < 2) {
      if (++singles > 1) return false; // `getAToken` has one; random text has many
      continue;
    }
    if (!isWordLike(part.toLowerCase())) return false;
    if (part.length >= 3) wordLetters += part.length;
  }
  // Mostly words: random text has short letter runs and stray capitals.
  const length = value.replace(/[_.-]/g, '').length;
  // Words joined by separators may carry numbers (`generate-with-openssl-rand-base64-32`).
  const maxDigits = length < value.length ? Math.max(2, 0.15 * length) : 2;
  return digits <= maxDigits && wordLetters >= 0.6 * length && acronymLetters <= 0.25 * length && parts.length * 3 <= length;
}

/** Letters that could be an English word: a vowel, and no run of five consonants. */
function isWordLike(word: string): boolean {
  if (!/[aeiouy]/.test(word)) return false;
  return !/[^aeiouy]{5}/.test(word);
}

// Word lists as tries over their characters (a-z, 0-9): `next[node * 36 + slot]` is the child (0:
// none; the root is node 1), `wordEnd[node]` marks the end of a word.
const slotOf = (c: number): number => (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : -1);

interface WordTrie {
  readonly next: Int32Array;
  readonly wordEnd: Uint8Array;
}

function wordTrie(words: readonly string[]): WordTrie {
  const edges: number[][] = [[], []];
  const ends: number[] = [0, 0];
  for (const word of words) {
    let node = 1;
    for (let i = 0; i < word.length; i++) {
      const slot = slotOf(word.charCodeAt(i));
      let child = edges[node]?.[slot];
      if (child === undefined) {
        child = edges.length;
        edges.push([]);
        ends.push(0);
        (edges[node] ?? [])[slot] = child;
      }
      node = child;
    }
    ends[node] = 1;
  }
  const table = new Int32Array(edges.length * 36);
  edges.forEach((row, node) => row.forEach((child, slot) => (table[node * 36 + slot] = child)));
  return { next: table, wordEnd: Uint8Array.from(ends) };
}

const commonTrie = wordTrie(commonWords);
// The words of placeholder and default passwords, for judging a human-chosen password: the common
// words without `real` (`r3alP4ssw0rd` is somebody's password; `notreal…` still is a placeholder).
const placeholderTrie = wordTrie([...commonWords.filter((w) => w !== 'real'), 'notreal', 'changeit', 'mysecret', 'qwerty123', 'iloveyou']);

// Leetspeak digits and symbols, undone only between two letters (`p@ssw0rd`, not `…123`).
const leet = new Int32Array(128).fill(-1);
for (const [from, to] of ['0o', '1i', '3e', '4a', '5s', '7t', '@a', '$s', '!i']) leet[from?.charCodeAt(0) ?? 0] = to?.charCodeAt(0) ?? 0;

const isLower = (c: number): boolean => c >= 97 && c <= 122;

function codeAt(s: string, i: number, unLeet: boolean): number {
  const c = s.charCodeAt(i);
  if (!unLeet || c >= 128 || isLower(c) || !isLower(s.charCodeAt(i - 1)) || !isLower(s.charCodeAt(i + 1))) return c;
  const l = leet[c] ?? -1;
  return l === -1 ? c : l;
}

const reach = new Uint8Array(1025);

/** reach[i]: the prefix of length i is common words, digits and punctuation only. */
function segmentable(s: string, unLeet: boolean, trie: WordTrie = commonTrie): boolean {
  const { next, wordEnd } = trie;
  if (s.length > 1024) return false; // longer than any value judged
  reach.fill(0, 0, s.length + 1);
  reach[0] = 1;
  for (let i = 0; i < s.length; i++) {
    if (reach[i] !== 1) continue;
    if (!isLower(codeAt(s, i, unLeet))) reach[i + 1] = 1;
    let node = 1;
    for (let j = i; j < s.length; j++) {
      const slot = slotOf(codeAt(s, j, unLeet));
      node = slot === -1 ? 0 : (next[node * 36 + slot] ?? 0);
      if (node === 0) break;
      if (wordEnd[node] === 1) reach[j + 1] = 1;
    }
  }
  return reach[s.length] === 1;
}

/** Built only from common words, digits and punctuation, read plainly or with leetspeak undone. */
export function isComposedOfCommonWords(value: string): boolean {
  const lower = value.toLowerCase();
  return segmentable(lower, false) || (/[0134578@$!]/.test(lower) && segmentable(lower, true));
}

/**
 * Made of placeholder words, digits and punctuation. Leetspeak counts only for a single word
 * (`P@ssw0rd123`, `S3cr3t!`, the defaults everyone writes): a person who disguises two words
 * (`s3cr3tP4ss`, `str0ngP4ss`, `BackupK3y987`) chose that password.
 */
function isComposedOfPlaceholderWords(value: string): boolean {
  const lower = value.toLowerCase();
  if (segmentable(lower, false, placeholderTrie)) return true;
  if (!/[0134578@$!]/.test(lower) || !segmentable(lower, true, placeholderTrie)) return false;
  let letters = '';
  for (let i = 0; i < lower.length; i++) {
    const c = codeAt(lower, i, true);
    if (isLower(c)) letters += String.fromCharCode(c);
  }
  // `myP4ssw0rd`, `yourS3cret`: a possessive before the one word does not make it two.
  return isOneWord(letters.replace(/^(?:my|your|our|the|some)(?=[a-z]{4})/, ''), placeholderTrie);
}

/** Is `word` exactly one word of the trie? */
function isOneWord(word: string, { next, wordEnd }: WordTrie): boolean {
  let node = 1;
  for (let i = 0; i < word.length && node !== 0; i++) {
    const slot = slotOf(word.charCodeAt(i));
    node = slot === -1 ? 0 : (next[node * 36 + slot] ?? 0);
  }
  return node !== 0 && wordEnd[node] === 1;
}

/**
 * The explicit placeholder rule for passwords written by hand (in URLs, on command lines, under a
 * password's name): empty or short, templated (`${DB_PASSWORD}`, `{{password}}`, `$PASSWORD`,
 * `%PASSWORD%`, `<password>`), masked (`***`, `xxxx`), an indirection, the user name again, digits
 * only, a typed pattern (`abc123`, `aaaa`), or made only of the words of placeholder and default
 * passwords with digits, punctuation and leetspeak (`password`, `pass`, `changeme`,
 * `your_password`, `P@ssw0rd123`, `postgres`). Documented in docs/rules.md (secret/url-credentials).
 */
export function isPlaceholderPassword(password: string, username = ''): boolean {
  if (password.length < 8 || password.length > 256 || /\s/.test(password)) return true;
  if (/^[0-9]+$/.test(password) || !/[A-Za-z]/.test(password)) return true;
  if (isNonSecretValue(password, false, true) || hasPlaceholderWord(password)) return true;
  if (username !== '' && password.toLowerCase() === username.toLowerCase()) return true;
  if (longestRepeat(password) >= 4 || sequenceShare(password, 3) > 0.3 || hasTypedPattern(password)) return true;
  return isComposedOfPlaceholderWords(password);
}

const LETTERS_AND_SEPARATORS = /^[A-Za-z_.-]+$/;

const IN_PASSWORD_PLACE: TokenJudgement = { passwordPlace: true };

const CHOSEN_SHAPE = /[A-Za-z][^]*[^A-Za-z_.-]|[^A-Za-z_.-][^]*[A-Za-z]/;

/**
 * A password a person chose (`m42ploz2wd`, `r3alP4ssw0rd`): not a placeholder by the rule above,
 * and letters mixed with digits, symbols or a second case. A strong password always counts.
 */
export function isChosenPassword(password: string, username = ''): boolean {
  if (password.length < 8 || password.length > 256) return false;
  if (APP_SPECIFIC_PASSWORD.test(password)) return isAppSpecificPassword(password);
  // Random hex in a password's place is a generated password (`openssl rand -hex 16`), not a digest:
  // a name that speaks of hashing is refused before any value is judged. 96 or 128 digits are a SHA-384
  // or SHA-512 digest stored in the password's place (OctoPrint's users.yaml), not a password anyone types.
  if (isRandomHex(password, 16))
    return password.length !== 96 && password.length !== 128 && (username === '' || password.toLowerCase() !== username.toLowerCase());
  // Letters alone (`PasswordEncoderFactories`, `mongoUser`, `snake_case_name`) name a value; only a
  // generated-looking one (the strong-password test) can still be a password.
  if (!CHOSEN_SHAPE.test(password) || classCount(password) < 2) return isStrongPassword(password, username, IN_PASSWORD_PLACE);
  if (isStrongPassword(password, username, IN_PASSWORD_PLACE)) return true;
  if (isPlaceholderPassword(password, username)) return false;
  // A base64 value that decodes to text (a Kubernetes `data:` entry) is judged by that text.
  const text = base64Text(password);
  if (text !== undefined) return text !== password && isChosenPassword(text, username);
  return !(isIdentifierLike(password) && !/\d/.test(password));
}

// Apple's app-specific passwords, as appleid.apple.com issues them: four groups of four lower-case
// letters (`xxxx-xxxx-xxxx-xxxx`, support.apple.com/102654).
const APP_SPECIFIC_PASSWORD = /^[a-z]{4}(?:-[a-z]{4}){3}$/;

/** One drawn at random: not words (`kind-blue-fish-here`) nor the alphabet's run a sample shows (`abcd-efgh-…`). */
function isAppSpecificPassword(password: string): boolean {
  if (!APP_SPECIFIC_PASSWORD.test(password)) return false;
  const letters = password.replaceAll('-', '');
  return sequenceShare(letters) < 0.5 && !password.split('-').some((group) => isComposedOfCommonWords(group));
}

/**
 * A password of short random segments (`z4e.f_Zl-gs7`, a generator's grouped output): each segment is
 * too short to be judged a word, but lower case, upper case and digits all occur and two segments or
 * more mix them within themselves, which no tag, version or locale does (`us-east-1`, `v1.2.3`, `en_US.UTF-8`).
 */
function isShortSegmentPassword(value: string): boolean {
  if (value.length < 8 || classCount(value) < 3 || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) return false;
  let mixed = 0;
  for (const segment of value.split(/[-_.:/]/)) if (classCount(segment) > 1) mixed++;
  return mixed >= 2;
}

/** Not a credential value at all: templated, an indirection, masked, an id, a hash, a URL or a path. */
export function isNonSecretValue(value: string, allowHex = false, passwordPlace = false): boolean {
  // Most generated values are letters and digits only: templates, indirections, UUIDs, URLs and
  // paths all need punctuation, so only the masks and digests remain to test.
  if (ALNUM_ONLY.test(value))
    return isMasked(value) || (!allowHex && isHash(value)) || /^getenv/i.test(value) || ETHEREUM_ADDRESS.test(value);
  return (
    isTemplated(value) ||
    isIndirection(value, passwordPlace) ||
    isEmphasizedProse(value) ||
    isMasked(value) ||
    isUuid(value) ||
    isInchiKey(value) ||
    (isWordShaped(value) && !(passwordPlace && (isPassphrase(value) || isAppSpecificPassword(value) || isShortSegmentPassword(value)))) ||
    (!allowHex && isHash(value)) ||
    isUrl(value) ||
    isPath(value)
  );
}

const ALNUM_ONLY = /^[A-Za-z0-9]+$/;
// An Ethereum account or contract address (20 bytes in hex): public by design; a private key is 32 bytes.
const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The text a base64 value stands for, when it decodes to printable text rather than key bytes
 * (`VGhpcyBpcyBhIHRlc3Q=`, a Kubernetes `data:` value): such a value is judged by what it encodes.
 */
export function base64Text(value: string): string | undefined {
  if (value.length < 8 || value.length > 1024) return undefined;
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 61) end--; // =
  if (value.length - end > 2 || end % 4 === 1 || (end < value.length && value.length % 4 !== 0)) return undefined;
  // Decoded on the fly, stopping at the first byte that is not printable ASCII: generated base64
  // stops within a few characters, so judging a random token costs almost nothing.
  let out = '';
  let bits = 0;
  let acc = 0;
  for (let i = 0; i < end; i++) {
    const v = sextet(value.charCodeAt(i));
    if (v === -1) return undefined;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const b = (acc >> bits) & 0xff;
      if (!((b >= 0x20 && b < 0x7f) || b === 0x0a || b === 0x09)) return undefined;
      out += String.fromCharCode(b);
    }
  }
  // Random printable bytes are rare: a decode of generated base64 almost always holds a byte >= 0x80.
  return out.length >= 4 && /[a-z]{3}/i.test(out) ? out : undefined;
}

/** The value of a base64 or base64url character, or -1. */
function sextet(c: number): number {
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 71;
  if (c >= 48 && c <= 57) return c + 4;
  if (c === 43 || c === 45) return 62; // + -
  if (c === 47 || c === 95) return 63; // / _
  return -1;
}

export interface TokenJudgement {
  /** Accept bare hex (a 40-hex `Authorization: token …`, an `openssl rand -hex` secret) instead of reading it as a digest. */
  readonly allowHex?: boolean;
  /** The value stands in a password's place, where a `.` is an ordinary character (see isIndirection). */
  readonly passwordPlace?: boolean;
}

/**
 * A password worth blocking: not a placeholder, template or well-known default, at least 8
 * characters, and either three character classes or a generated texture.
 */
export function isStrongPassword(password: string, username = '', options: TokenJudgement = {}): boolean {
  if (password.length < 8 || password.length > 256) return false;
  if (options.passwordPlace === true && isAppSpecificPassword(password)) return true;
  if (/\s/.test(password)) return false;
  if (classCount(password) < 3 && !looksGenerated(password, 12)) return false;
  const hex = options.allowHex === true && password.length >= 32 && /^(?:[0-9a-f]+|[0-9A-F]+)$/.test(password);
  if (isNonSecretValue(password, hex, options.passwordPlace) || hasPlaceholderWord(password)) return false;
  // Only a value without digits or marks other than a name's separators can be an identifier
  // (`PasswordEncoderFactories`, PowerShell's `Read-Host`).
  // A passphrase in a password's place is words by design (isPassphrase).
  if (
    (classCount(password) < 3 || LETTERS_AND_SEPARATORS.test(password)) &&
    isIdentifierLike(password) &&
    !(options.passwordPlace === true && isPassphrase(password))
  )
    return false;
  if (username !== '' && password.toLowerCase() === username.toLowerCase()) return false;
  if (isComposedOfCommonWords(password)) return false;
  const text = base64Text(password);
  return text === undefined || isStrongPassword(text, username);
}

/**
 * A key generated from an alphabet with punctuation (WordPress's `AUTH_KEY` salts, Django's
 * `SECRET_KEY`): 32 characters or more, at least five different punctuation marks spread through
 * it, and letters and digits that look generated once the marks are taken out. A template, a
 * format string, a regular expression or code has few distinct marks, or words between them.
 */
export function isPunctuatedKey(value: string): boolean {
  if (value.length < 32 || value.length > 256) return false;
  let alnum = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) alnum += value[i];
  }
  if (alnum.length < 24 || value.length - alnum.length < 5 || /\s/.test(value) || isHash(value) || value.includes('://')) return false;
  return distinctMarks(value) >= 5 && looksGenerated(alnum, 24) && !isComposedOfCommonWords(alnum);
}

/** How many different punctuation marks a value holds (ASCII ones, counted in a reused table). */
function distinctMarks(value: string): number {
  markSeen.fill(0);
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && !((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) && markSeen[c] === 0) {
      markSeen[c] = 1;
      n++;
    }
  }
  return n;
}
const markSeen = new Uint8Array(128);

/** A token or key worth blocking: generated-looking and not a non-secret value. */
export function isSecretToken(value: string, minLength: number, options: TokenJudgement = {}): boolean {
  const hex = options.allowHex === true && value.length >= 32 && /^(?:[0-9a-f]+|[0-9A-F]+)$/.test(value);
  if (!(hex ? looksRandomHex(value) : looksGenerated(value, minLength)) || /\s/.test(value)) return false;
  if (isNonSecretValue(value, hex) || isIdentifierLike(value)) return false;
  // An identifier behind a sigil (`?InterpolationInTemplate`, `#privateField`, `@Annotation`).
  if (/^[?!#@:]/.test(value) && isIdentifierLike(value.slice(1))) return false;
  if (isComposedOfCommonWords(value)) return false;
  const text = base64Text(value);
  return text === undefined || isSecretToken(text, Math.min(minLength, 16));
}

/**
 * A UUID or bare hex of `minLength` characters or more that looks drawn at random: what many APIs
 * issue as keys. Only where the context says it is a key (an API-key header) is it one; under a
 * name in an assignment a UUID is an identifier.
 */
export function isRandomHexKey(value: string, minLength = 16): boolean {
  // The UUID layout already says the value was generated: only a typed pattern (`deadbeef-…`, the
  // nil UUID, counting runs) is refused, so the spread floor is lower than for bare hex.
  return isUuid(value) ? looksRandomHex(value.replace(/-/g, ''), UUID_SPREAD_FLOOR) : isRandomHex(value, minLength);
}

const UUID_SPREAD_FLOOR = 3.0;

/** Bare hex, in one case, of `minLength` digits or more, that looks drawn at random. */
function isRandomHex(value: string, minLength: number): boolean {
  return value.length >= minLength && /^(?:[0-9a-f]+|[0-9A-F]+)$/.test(value) && looksRandomHex(value);
}

/**
 * Hex that looks drawn at random: both digits and letters, no long repeats or counting runs, and
 * the spread of a random draw (16 random hex digits average about 3.4 bits, 32 about 3.7).
 */
function looksRandomHex(value: string, spreadFloor?: number): boolean {
  const floor = spreadFloor ?? (value.length < 24 ? 2.8 : 3.3);
  return (
    /[0-9]/.test(value) &&
    /[a-fA-F]/.test(value) &&
    longestRepeat(value) < 6 &&
    sequenceShare(value, 4) <= 0.3 &&
    shannonBits(value) >= floor
  );
}

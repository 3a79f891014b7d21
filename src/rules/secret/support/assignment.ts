// Reads a `name = value` assignment around a keyword hit, in the notations skills show: shell and
// .env (`NAME=value`, `export NAME="value"`), YAML (`name: value`), JSON (`"name": "value"`),
// TOML/INI/Python (`name = 'value'`), Go (`:=`, `var name string = v`), typed declarations
// (`const name: string = v`), Ruby/PHP (`=>`, `.=`), make (`?=`, `::=`, `:::=`), query strings
// (`?name=value&`), `NAME=value\n…` inside escaped strings and long CLI flags (`--name value`,
// `--name=value`); also subscripts (`config['NAME'] = v`), call arguments
// (`System.setProperty("NAME", "v")`), markup (`<name>v</name>`, also across lines, `<add
// key="NAME" value="v"/>`), name/value lists (Kubernetes `env`, JSON `{"name": …, "value": …}`) and
// .netrc entries. Every step is bounded.
import { WORD, charTable, inTable, isAt, runEnd, runStart } from '../engine/chars.js';
import { readMarkedLiteral } from './string-literal.js';
import {
  BACKSLASH,
  BACKTICK,
  COLON,
  COMMA,
  CR,
  DOT,
  DQUOTE,
  EQUALS,
  GT,
  LF,
  LT,
  PIPE,
  PLUS,
  QUESTION,
  SPACE,
  SQUOTE,
  STAR,
  TILDE,
  isBlank,
  isQuote,
} from './char-codes.js';

const NAME = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_VALUE = 512;
// No reader of an assignment judges a shorter value (a password needs 8 characters): shorter ones
// are refused before anything is allocated, which keeps floods of names without values cheap.
const MIN_VALUE = 8;
// How long an unquoted value runs before an inner `=` is read as part of it rather than a second assignment.
const MIN_INNER_EQUALS = 16;
// The longest tail after an inner `=`: a checksum or the rest of a padded block.
const MAX_INNER_TAIL = 16;
const UNQUOTED_STOP = charTable(' \t\r\n"\'`,;<>|)]}&');
const ESCAPE_LETTER = /^[nrt"'\\]$/;

export interface Assignment {
  readonly nameStart: number;
  readonly nameEnd: number;
  readonly name: string;
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly value: string;
  /** The quote around the value, or '' when it is bare (`<` for a markup element). */
  readonly quote: string;
  /** The value trails off in an ellipsis (`abc...`): a shortened example, not a literal. */
  readonly elided: boolean;
  /** Read as a .netrc entry (`… login u password v`). */
  readonly netrc: boolean;
}

/**
 * The record of a value a notation pairs with a name, from their places in `text`: not a .netrc
 * entry, and elided only when the reader says so (a shortened example, `abc...`).
 */
export function pairedAssignment(
  text: string,
  nameStart: number,
  nameEnd: number,
  valueStart: number,
  valueEnd: number,
  quote: string,
  name = text.slice(nameStart, nameEnd),
  elided = false,
): Assignment {
  return { nameStart, nameEnd, name, valueStart, valueEnd, value: text.slice(valueStart, valueEnd), quote, elided, netrc: false };
}

/** Blanks and at most two line breaks (a value on its own line between markup tags). */
function skipSpace(text: string, at: number): number {
  let i = at;
  let breaks = 0;
  while (i < at + 64) {
    const c = text.charCodeAt(i);
    if (c === LF && ++breaks > 2) break;
    if (!isBlank(c) && c !== LF && c !== CR) break;
    i++;
  }
  return i;
}

// Columns aligned by a formatter (`terraform fmt`, gofmt, YAML and `.properties` tables) put a
// name's operator past a few blanks: `password          = "…"`.
const MAX_ALIGNMENT = 40;

function skipAlignment(text: string, at: number): number {
  let i = at;
  while (i < at + MAX_ALIGNMENT && isBlank(text.charCodeAt(i))) i++;
  return i;
}

function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < at + 8 && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** `e`, `c` or `i` in either case: what follows `-` in PowerShell's `-eq`, `-ceq` and `-ieq` (a flag such as `-b` is refused without a slice). */
const isComparisonFlagStart = (c: number): boolean => {
  const lower = c | 32;
  return lower === 101 || lower === 99 || lower === 105; // e c i
};

function readOperator(text: string, at: number, quotedName: boolean): number {
  const c = text.charCodeAt(at);
  const n = text.charCodeAt(at + 1);
  // PowerShell's `-eq "…"` compares with a literal as `==` does.
  if (c === 45 && isComparisonFlagStart(n) && /^-[ci]?eq[ \t]+["']/i.test(text.slice(at, at + 12)))
    return skipBlanks(text, at + (n === 101 || n === 69 ? 3 : 4)); // - e E
  if (c === EQUALS) {
    if (n === GT) return at + 2; // =>
    // `==` compares; `x =~ /re/` matches, but `NAME=~value` (no blank before) assigns.
    if (n !== EQUALS && (n !== TILDE || !isBlank(text.charCodeAt(at - 1)))) return at + 1;
    // A comparison with a quoted literal (`password == "…"`, `=== '…'`) checks against a hard-coded
    // secret, which is as written down as an assignment.
    if (n === EQUALS) {
      const literal = skipBlanks(text, text.charCodeAt(at + 2) === EQUALS ? at + 3 : at + 2);
      if (isQuote(text.charCodeAt(literal)) && literal > at + 2) return literal;
    }
    return -1;
  }
  // PHP's `.=` appends; make's `?=` assigns when unset and `+=` appends (also shell and Python).
  if ((c === DOT || c === QUESTION || c === PLUS) && n === EQUALS && text.charCodeAt(at + 2) !== EQUALS) return at + 2;
  // `??=` and `||=` assign when the name is unset (PHP, JavaScript, C#, Ruby).
  if ((c === QUESTION || c === PIPE) && n === c && text.charCodeAt(at + 2) === EQUALS) return at + 3;
  // R's `name <- "…"`: an assignment when a quoted literal follows (`a <-b` compares with a negation).
  if (c === LT && n === 45 && isBlank(text.charCodeAt(at - 1))) {
    const literal = skipBlanks(text, at + 2);
    return literal > at + 2 && isQuote(text.charCodeAt(literal)) ? literal : -1;
  }
  if (c !== COLON) return -1;
  if (n === EQUALS) return at + 2; // :=
  // make's `::=` and `:::=` (POSIX and GNU immediate assignments).
  if (n === COLON && text.charCodeAt(at + 2) === EQUALS) return at + 3;
  if (n === COLON && text.charCodeAt(at + 2) === COLON && text.charCodeAt(at + 3) === EQUALS) return at + 4;
  // A Markdown bold label, `**API key:** value`: the colon closes the name inside the emphasis.
  if (n === STAR && text.charCodeAt(at + 2) === STAR && isBlank(text.charCodeAt(at + 3))) return at + 3;
  // `name: value` needs a blank after the colon (YAML) unless the name was quoted (JSON).
  return n !== COLON && (quotedName || isBlank(n) || isQuote(n)) ? at + 1 : -1;
}

interface ValueSpan {
  readonly start: number;
  readonly end: number;
  readonly quote: string;
  readonly elided: boolean;
}

function readValue(text: string, at: number): ValueSpan | undefined {
  const q = text.charCodeAt(at);
  if (q === DQUOTE || q === SQUOTE || q === BACKTICK) {
    let i = at + 1;
    const stop = Math.min(text.length, at + 1 + MAX_VALUE);
    while (i < stop) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) {
        i += 2;
        continue;
      }
      if (c === q) return i - at - 1 < MIN_VALUE ? undefined : { start: at + 1, end: i, quote: String.fromCharCode(q), elided: false };
      if (c === LF) return undefined;
      i++;
    }
    return undefined;
  }
  let i = at;
  let stop = Math.min(text.length, at + MAX_VALUE + 1);
  let inner = false;
  let digit = false;
  while (i < stop) {
    const c = text.charCodeAt(i);
    if (inTable(UNQUOTED_STOP, c)) break;
    // `NAME=value\nNEXT=…` inside a JSON or code string: the escape ends the value.
    if (c === BACKSLASH && ESCAPE_LETTER.test(text.charAt(i + 1))) break;
    if (c === EQUALS) {
      // Trailing base64 padding ends the value. An inner `=` after a short run is another assignment
      // (`a=b=c`); after a long one with a digit it is part of a token (Atlassian's
      // `ATATT3…=<checksum>`, base64 padding inside a value), as a shell reads `NAME=x=y`, when a
      // short tail without another `=` follows: a run of `name=value=name=…` is refused within a few
      // characters, not at 512.
      let j = i;
      while (text.charCodeAt(j) === EQUALS) j++;
      if (j >= text.length || inTable(UNQUOTED_STOP, text.charCodeAt(j))) {
        i = j;
        break;
      }
      // A run before the `=` that no name could be (`8@uhGH*X*=U2`: a mark other than a name's) is
      // a password with an `=` in it, as RouterOS's `password=…` and other `k=v k=v` lines write one.
      if (inner || ((!digit || i - at < MIN_INNER_EQUALS) && !holdsNonNameMark(text, at, i))) return undefined;
      inner = true;
      stop = Math.min(stop, j + MAX_INNER_TAIL + 1);
      i = j;
      continue;
    }
    if (c >= 48 && c <= 57) digit = true;
    i++;
  }
  if (i > at + MAX_VALUE || (inner && i === stop && i < text.length && !inTable(UNQUOTED_STOP, text.charCodeAt(i)))) return undefined;
  let end = i;
  while (end > at && text.charCodeAt(end - 1) === DOT) end--;
  // `pypi-AgEIcHlwaS5vcmc...`: a value cut short in documentation.
  return end - at >= MIN_VALUE ? { start: at, end, quote: '', elided: i - end >= 2 } : undefined;
}

const NAME_RUN = charTable('A-Za-z0-9', '_.-');

/** Whether text[start, end) holds a character no name holds (a run of a generated password, not `a` of `a=b=c`). */
function holdsNonNameMark(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (!inTable(NAME_RUN, text.charCodeAt(k))) return true;
  return false;
}

// The last read, so detectors woken inside the same name (`cloudflare` and `key` in one
// `CLOUDFLARE_API_KEY`) parse it once. Scans are synchronous, so one slot suffices; it holds plain
// fields, not a record per read, because keyword floods read hundreds of thousands of names.
let memoText = '';
let memoFrom = -1;
let memoNameEnd = -1;
let memoAssignment: Assignment | undefined;

/** The assignment whose name contains `index`, if the text around it is one. */
export function readAssignment(text: string, index: number): Assignment | undefined {
  if (index >= memoFrom && index < memoNameEnd && memoText === text) return memoAssignment;
  memoNameEnd = runEnd(text, index, NAME, MAX_NAME);
  memoAssignment = memoNameEnd - index > MAX_NAME ? undefined : parseAssignment(text, index, memoNameEnd);
  memoText = text;
  memoFrom = index;
  return memoAssignment;
}

/** Where the name of the last read ends: a later hit before it belongs to the same name. */
export function lastReadNameEnd(): number {
  return memoNameEnd;
}

/**
 * A name, blanks, then a word (`pwd pwd`, `the token is set`): prose, the commonest keyword hit,
 * refused before the notations are walked. A bare next word is the value only of a long flag
 * (`--name`), a command (`ENV`, `setx`, nginx's `set`, isDockerfileEnv) or a .netrc `password`, and a
 * short word followed by a break is shorter than any value (an environment lookup holds `[`, `(` or
 * runs longer); a typed declaration needs a type and `=` after the name (mayBeTypedTail), a code span
 * a linking word (proseLinkEnd), a tuple a comma before the name, an element's attributes `<`
 * before it; every other reader needs an operator, a quote, `|` or a line break where the word
 * stands. `pos`: the word's start, past the name's alignment.
 */
function isWordAfterName(text: string, index: number, nameEnd: number, pos: number): boolean {
  const first = text.charCodeAt(pos);
  // A flag (`htpasswd -b`) too, unless it may be PowerShell's `-eq`, and a comparison without a
  // literal (`password == x`), unless `=` is an operator here (readOperator).
  if (
    first === 45
      ? isComparisonFlagStart(text.charCodeAt(pos + 1))
      : first === EQUALS
        ? readOperator(text, pos, false) !== -1
        : !inTable(WORD, first)
  )
    return false;
  // `to`, `is` or `as` may link the name to a code span.
  if ((first === 116 || first === 105 || first === 97) && proseLinkEnd(text, nameEnd) !== -1) return false; // t i a
  // Visual Basic's `Dim password As String = "…"`.
  if (
    first === 65 &&
    text.charCodeAt(pos + 1) === 115 &&
    vbDeclarationOperator(text, runStart(text, index, NAME, MAX_NAME), nameEnd) !== -1
  )
    return false; // A s
  let end = pos + 1;
  while (end < pos + MIN_VALUE && inTable(NAME, text.charCodeAt(end))) end++;
  let short = false;
  if (end < pos + MIN_VALUE) {
    // After a short word: a break, or blanks and anything but the `=` of a typed declaration (whose
    // type would be the word, if it starts as a type's name does).
    let next = end;
    while (isBlank(text.charCodeAt(next))) next++;
    const stop = text.charCodeAt(next);
    if (stop === EQUALS && inTable(TYPE_START, first)) return false;
    short = next > end || end >= text.length || stop === LF || stop === CR;
  }
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  const lead = text.charCodeAt(nameStart - 1);
  if (lead === LT || lead === COMMA || (isBlank(lead) && text.charCodeAt(skipBlanksBack(text, nameStart) - 1) === COMMA)) return false;
  if (short) return true;
  if (text.charCodeAt(nameStart) === 45 || isDockerfileEnv(text, nameStart)) return false;
  if (followsDeclarationKeyword(text, nameStart) && mayBeTypedTail(text, nameEnd)) return false;
  return nameEnd - nameStart !== 8 || !isPasswordAt(text, nameStart) || !followsNetrcLogin(text, nameStart);
}

function parseAssignment(text: string, index: number, nameEnd: number): Assignment | undefined {
  // The operator first: most keyword hits are prose, and fail here without further work.
  const after = text.charCodeAt(nameEnd);
  const quoteAfter = isQuote(after);
  let pos = skipAlignment(text, quoteAfter ? nameEnd + 1 : nameEnd);
  if (isBlank(after) && isWordAfterName(text, index, nameEnd, pos)) return undefined;
  const compared = equalsCall(text, index, nameEnd);
  if (compared !== undefined) return compared;
  if (after === BACKSLASH) return escapedJsonAssignment(text, index, nameEnd);
  // The name's start is found once, and only on the paths that need it (most hits end early).
  let nameStart = -1;
  let op = -1;
  // `name: Type = value` (TypeScript, Kotlin) reads as a declaration, not as YAML's `name: value`.
  if (text.charCodeAt(pos) === COLON && !quoteAfter) {
    nameStart = runStart(text, index, NAME, MAX_NAME);
    op = typedDeclarationOperator(text, nameStart, nameEnd);
  }
  if (op === -1) op = readOperator(text, pos, quoteAfter);
  if (op === -1 && (pos === nameEnd || quoteAfter)) {
    if (quoteAfter && text.charCodeAt(pos) === COMMA) {
      const element = flagElementValue(text, index, nameEnd);
      if (element !== undefined) return element;
    }
    return readOtherNotation(text, index, nameEnd, after);
  }
  if (nameStart === -1) nameStart = runStart(text, index, NAME, MAX_NAME);
  if (index - nameStart > MAX_NAME || isAt(text, nameStart - 1, NAME)) return undefined;
  // A later name of several assigned at once (`a, b := "x", "y"`): the value in the same place.
  const lead = text.charCodeAt(nameStart - 1);
  if (lead === COMMA || (isBlank(lead) && text.charCodeAt(skipBlanksBack(text, nameStart) - 1) === COMMA)) {
    const tuple = tupleAssignment(text, index, nameEnd);
    if (tuple !== null) return tuple;
  }
  const before = text.charCodeAt(nameStart - 1);
  // A quote around the name alone is JSON-style; a quote that wraps more (`-H "X-Key: v"`) is not.
  const quotedName = quoteAfter && before === after;
  if (quoteAfter && !quotedName) {
    pos = skipBlanks(text, nameEnd);
    op = readOperator(text, pos, false);
  }
  if (op === -1) op = typedDeclarationOperator(text, nameStart, nameEnd);
  if (op === -1 && text.charCodeAt(pos) === 65) op = vbDeclarationOperator(text, nameStart, nameEnd); // A
  if (op === -1) {
    if (
      pos > nameEnd &&
      !quotedName &&
      isQuote(text.charCodeAt(pos)) &&
      (startsLine(text, nameStart) || inSqlAccountStatement(text, nameStart))
    )
      return keywordLineAssignment(text, nameStart, nameEnd, pos);
    // `--name value`: a long flag takes the next word as its value; so does a single-dash option
    // named for a password (`-storepass v`, `-pw v`, openssl's `-passout pass:v`) and a Dockerfile's
    // `ENV NAME value` (the form without `=`).
    if (!(
      pos > nameEnd &&
      !quotedName &&
      (text.startsWith('--', nameStart) || isPasswordOption(text, nameStart, nameEnd) || isDockerfileEnv(text, nameStart))
    ))
      return readOtherNotation(text, index, nameEnd, after, nameStart);
    op = pos;
    // openssl's pass phrase arguments: `pass:v` is the password itself (`env:`, `file:`, `fd:` name where it is).
    if (text.startsWith('pass:', op) && isPasswordOption(text, nameStart, nameEnd)) op += 5;
  }
  const valueAt = skipBlanks(text, op);
  if (text.charCodeAt(op - 1) === COLON && text.charCodeAt(op - 2) !== COLON) {
    // `"Password:"` is a label that ends in a colon, not `Password: "…"`: the quote after the colon closes the one before the name.
    if (!quotedName && valueAt === op && isQuote(text.charCodeAt(op)) && text.charCodeAt(nameStart - 1) === text.charCodeAt(op))
      return undefined;
    const c = text.charCodeAt(valueAt);
    if (c === PIPE || c === GT) return blockScalarAssignment(text, nameStart, nameEnd, valueAt);
  }
  // Code inside a JSON string (a notebook cell, an embedded script): `api_token = \"v\"`.
  if (text.charCodeAt(valueAt) === BACKSLASH) return escapedValueAssignment(text, nameStart, nameEnd, valueAt);
  // Prefixed, triple-quoted, raw, long and here-document strings (string-literal.ts).
  const marked = readMarkedLiteral(text, valueAt);
  if (marked !== null) return marked === undefined ? undefined : spanAssignment(text, nameStart, nameEnd, { ...marked, elided: false });
  const literalAt = stringLiteralStart(text, valueAt);
  if (literalAt !== valueAt) return wrappedLiteral(text, nameStart, nameEnd, valueAt, literalAt);
  return envFallback(text, nameStart, nameEnd, valueAt) ?? assignmentAt(text, nameStart, nameEnd, valueAt);
}

// A single-dash option named for a password (keytool's `-storepass`, `-srckeypass`, PuTTY's `-pw`,
// openssl's `-passin`/`-passout`/`-pass`), not one that only ends in the letters (`-bypass`, `-compass`).
// A PowerShell parameter named for one is capitalised (`-Password`, `-ClientSecret`, `-AccessToken`).
const PASSWORD_OPTION =
  /^-(?:[a-z_]*(?:pass|passwd|password|passphrase|pw|pwd|passin|passout)|(?:[A-Z][a-z]+)*(?:Password|Passphrase|Secret|Token|ApiKey))$/;
const NOT_PASSWORD_OPTION = /(?:bypass|nopass|compass|surpass)$/;

function isPasswordOption(text: string, nameStart: number, nameEnd: number): boolean {
  if (text.charCodeAt(nameStart) !== 45 || text.charCodeAt(nameStart + 1) === 45 || nameEnd - nameStart > 24) return false; // -
  const name = text.slice(nameStart, nameEnd);
  return PASSWORD_OPTION.test(name) && !NOT_PASSWORD_OPTION.test(name);
}

// How far the next element of an argument list may stand after the flag's (a comma, blanks, a line break and indentation).
const MAX_ELEMENT_GAP = 48;
const GRADLE_FIELD = /(?:buildConfigField|resValue)[ (]+"[Ss]tring", *$/;

/**
 * A long flag alone in a quoted element of an argument list (an MCP server's `"args": ["pkg",
 * "--api-key", "v"]`, Python's `['--token', 'v']`): the next element is its value.
 */
function flagElementValue(text: string, index: number, nameEnd: number): Assignment | undefined {
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  const quote = text.charCodeAt(nameEnd);
  // Also Android Gradle's `buildConfigField "String", "NAME", "\"v\""` and `resValue "string", "NAME", "v"`.
  if (
    text.charCodeAt(nameStart - 1) !== quote ||
    ((text.charCodeAt(nameStart) !== 45 || text.charCodeAt(nameStart + 1) !== 45) &&
      !GRADLE_FIELD.test(text.slice(Math.max(0, nameStart - 48), nameStart - 1)))
  )
    return undefined;
  let p = nameEnd + 1;
  const stop = Math.min(text.length, p + MAX_ELEMENT_GAP);
  while (p < stop && isBlank(text.charCodeAt(p))) p++;
  if (text.charCodeAt(p) !== COMMA) return undefined;
  p++;
  while (p < stop && (isBlank(text.charCodeAt(p)) || text.charCodeAt(p) === LF || text.charCodeAt(p) === CR)) p++;
  if (!isQuote(text.charCodeAt(p))) return undefined;
  return text.charCodeAt(p + 1) === BACKSLASH
    ? escapedValueAssignment(text, nameStart, nameEnd, p + 1)
    : assignmentAt(text, nameStart, nameEnd, p);
}

const STRING_FROM = 'String::from(';

/**
 * Where the quote of a string literal written with a marker before it starts: Objective-C's and
 * C#'s `@"…"` (a verbatim string), T-SQL's `N'…'` (a Unicode string), Rust's `String::from("…")`.
 * Otherwise `at` itself.
 */
function stringLiteralStart(text: string, at: number): number {
  const c = text.charCodeAt(at);
  if (c === 64) return text.charCodeAt(at + 1) === DQUOTE ? at + 1 : at; // @
  if (c === 78) return text.charCodeAt(at + 1) === SQUOTE ? at + 1 : at; // T-SQL's N'…'
  if (c === 83 && text.startsWith(STRING_FROM, at) && isQuote(text.charCodeAt(at + STRING_FROM.length))) return at + STRING_FROM.length; // S
  return at;
}

/** The literal inside its marker (stringLiteralStart); `String::from(` needs its `)` after the closing quote. */
function wrappedLiteral(text: string, nameStart: number, nameEnd: number, valueAt: number, literalAt: number): Assignment | undefined {
  const assignment = assignmentAt(text, nameStart, nameEnd, literalAt);
  if (assignment === undefined || assignment.quote === '') return undefined;
  return literalAt - valueAt === 1 || text.charCodeAt(assignment.valueEnd + 1) === 41 ? assignment : undefined; // )
}

// Sticky at a value: an environment lookup, then `||`, `??` or `or` and a quoted literal on the same line.
const ENV_FALLBACK =
  /(?:ENV(?:\[|\.fetch\()|process\.env\.|import\.meta\.env\.|os\.environ|os\.getenv\(|getenv\(|System\.getenv\()[^\r\n|?]{0,80}?[ \t](?:\|\||\?\?|or)[ \t]+(?=["'])/y;
/** The first letters of the lookups ENV_FALLBACK reads: E p i o g S. */
const isEnvLookupInitial = (c: number): boolean => c === 69 || c === 112 || c === 105 || c === 111 || c === 103 || c === 83;

/**
 * The default written after an environment lookup (`ENV['API_TOKEN'] || '…'`, `process.env.TOKEN ??
 * "…"`, `os.getenv("X") or "…"`): the literal is the value whenever the variable is unset.
 */
function envFallback(text: string, nameStart: number, nameEnd: number, valueAt: number): Assignment | undefined {
  if (!isEnvLookupInitial(text.charCodeAt(valueAt))) return undefined;
  ENV_FALLBACK.lastIndex = valueAt;
  const m = ENV_FALLBACK.exec(text);
  return m === null ? undefined : assignmentAt(text, nameStart, nameEnd, valueAt + m[0].length);
}

// Sticky at the first name of a tuple: two to four names, an optional type (Go), `=` or `:=`.
const TUPLE_NAMES = /([A-Za-z_]\w{0,63}(?:[ \t]*,[ \t]*[A-Za-z_]\w{0,63}){1,3})(?:[ \t]+[A-Za-z_][\w.]{0,63})?[ \t]*:?=[ \t]*/y;
// Sticky at a value of the tuple: a quoted string or a bare expression, then `,` or the end.
const TUPLE_VALUE = /("(?:[^"\\\r\n]|\\.){0,512}"|'(?:[^'\\\r\n]|\\.){0,512}'|[^,"'\r\n]{1,128})[ \t]*(,[ \t]*)?/y;

// The last name a tuple was looked for around: its text, where it ended, the chain's first name and how many names stood before it.
let chainText = '';
let chainNameEnd = -1;
let chainFirst = -1;
let chainBefore = 0;

/**
 * A tuple assignment at the start of its line, Go's `const a, b string = "x", "y"` and `a, b :=
 * "x", "y"`, Python's `a, b = "x", "y"`: the value in the name's place. Undefined when the
 * tuple's value there is no literal, null when the text is no tuple (then read as before).
 */
function tupleAssignment(text: string, index: number, nameEnd: number): Assignment | undefined | null {
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  // Back to the first name, over at most three `name, ` steps. A name right after the last one
  // read continues its chain (a flood of `a, b, c, …` walks each name once).
  let first = nameStart;
  let before = 0;
  const comma = skipBlanksBack(text, nameStart) - 1;
  if (text === chainText && comma >= 0 && text.charCodeAt(comma) === COMMA && skipBlanksBack(text, comma) === chainNameEnd) {
    first = chainFirst;
    before = chainBefore + 1;
  } else {
    for (; before < 4; before++) {
      const c = skipBlanksBack(text, first) - 1;
      if (c < 0 || text.charCodeAt(c) !== COMMA) break;
      const prevEnd = skipBlanksBack(text, c);
      const prevStart = runStart(text, prevEnd, NAME, 64);
      if (prevStart === prevEnd) {
        chainNameEnd = -1;
        return null;
      }
      first = prevStart;
    }
  }
  chainText = text;
  chainNameEnd = nameEnd;
  chainFirst = first;
  chainBefore = before;
  if (before > 3 || (before === 0 && text.charCodeAt(nameEnd) !== COMMA)) return null;
  if (!startsStatement(text, first)) return null;
  // The names and the operator (the walk above gave the name's place among them), then the values
  // up to that place, matched in place.
  TUPLE_NAMES.lastIndex = first;
  if (!TUPLE_NAMES.test(text) || TUPLE_NAMES.lastIndex < nameEnd) return null;
  let at = TUPLE_NAMES.lastIndex;
  for (let k = 0; k < before; k++) {
    TUPLE_VALUE.lastIndex = at;
    if (!TUPLE_VALUE.test(text) || text.charCodeAt(skipBlanksBack(text, TUPLE_VALUE.lastIndex) - 1) !== COMMA) return undefined;
    at = TUPLE_VALUE.lastIndex;
  }
  const q = text.charCodeAt(at);
  if (!isQuote(q)) return undefined;
  TUPLE_VALUE.lastIndex = at;
  const value = TUPLE_VALUE.exec(text);
  const raw = value?.[1] ?? '';
  if (raw.length - 2 < MIN_VALUE) return undefined;
  return spanAssignment(text, nameStart, nameEnd, { start: at + 1, end: at + raw.length - 1, quote: raw.charAt(0), elided: false });
}

/** Whether only blanks, optionally after `const`, `var` or `let`, stand before `at` on its line (compared in place). */
function startsStatement(text: string, at: number): boolean {
  let p = skipBlanksBack(text, at);
  if (p > 0 && text.charCodeAt(p - 1) !== LF && p < at) {
    const keyword = text.startsWith('const', p - 5) ? 5 : text.startsWith('var', p - 3) || text.startsWith('let', p - 3) ? 3 : 0;
    if (keyword === 0) return false;
    p = skipBlanksBack(text, p - keyword);
  }
  return p === 0 || text.charCodeAt(p - 1) === LF;
}

/** Whether only blanks stand before `at` on its line. */
function startsLine(text: string, at: number): boolean {
  let p = at;
  while (p > at - MAX_NAME && isBlank(text.charCodeAt(p - 1))) p--;
  return p === 0 || text.charCodeAt(p - 1) === LF;
}

/**
 * A name and a quoted value alone on their line, without an operator: Gradle's and Groovy's
 * `password "…"` (a method call without parentheses), as in a `credentials { … }` block, and the
 * directives of configuration languages written the same way. Anything after the value is code.
 */
function keywordLineAssignment(text: string, nameStart: number, nameEnd: number, valueAt: number): Assignment | undefined {
  const assignment = assignmentAt(text, nameStart, nameEnd, valueAt);
  if (assignment === undefined) return undefined;
  let end = assignment.valueEnd + 1;
  if (text.charCodeAt(end) === 59) end++; // ;
  // In an account statement more clauses may follow (`VALID UNTIL '…'`, `, CHECK_POLICY = OFF`).
  return restOfLineBlank(text, end) || inSqlAccountStatement(text, nameStart) ? assignment : undefined;
}

// Sticky at a line's start: SQL that sets an account's password (`CREATE USER u WITH PASSWORD '…'`,
// `ALTER ROLE u LOGIN PASSWORD '…'`), where the keyword and its literal sit mid-line.
const SQL_ACCOUNT_STATEMENT = /[ \t]*(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN)[ \t]/iy;

// How far back a statement's start is looked for, and the last line judged: a flood of keywords on
// one line is judged once, the text between two hits read forwards once.
const MAX_STATEMENT = 160;
let sqlText = '';
let sqlAt = -1;
let sqlLineStart = -1;

/** Whether the line holding `at` opens an SQL statement that creates or alters an account. */
function inSqlAccountStatement(text: string, at: number): boolean {
  let lineStart: number;
  if (text === sqlText && sqlAt <= at && at - sqlAt <= MAX_STATEMENT) {
    lineStart = sqlLineStart;
    for (let i = sqlAt; i < at; i++) if (text.charCodeAt(i) === LF) lineStart = i + 1;
  } else {
    lineStart = at;
    while (lineStart > 0 && lineStart > at - MAX_STATEMENT && text.charCodeAt(lineStart - 1) !== LF) lineStart--;
    if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== LF) lineStart = -1; // no line start within reach
  }
  sqlText = text;
  sqlAt = at;
  sqlLineStart = lineStart;
  if (lineStart === -1 || at - lineStart > MAX_STATEMENT) return false;
  SQL_ACCOUNT_STATEMENT.lastIndex = lineStart;
  return SQL_ACCOUNT_STATEMENT.test(text);
}

/** Java's `password.equals("…")`: the name's comparison with a literal, read like `password == "…"`. */
function equalsCall(text: string, index: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd) !== 40 || !text.startsWith('.equals', nameEnd - 7)) return undefined; // (
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  if (nameEnd - 7 <= nameStart || !isQuote(text.charCodeAt(nameEnd + 1))) return undefined;
  return assignmentAt(text, nameStart, nameEnd - 7, nameEnd + 1);
}

const SHELL_SET = /(?:^|\n)[ \t]*(?:setenv|set[ \t]+-[gU]?x)$/;

/**
 * Whether the name is the first after a command that sets a variable from a name and a value
 * without `=`, at the start of its line: a Dockerfile's `ENV NAME value`, Windows' `setx NAME value`.
 */
function isDockerfileEnv(text: string, nameStart: number): boolean {
  let p = nameStart;
  while (p > nameStart - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  // nginx's `set $name value;`: the variable's sigil, blanks, then the directive.
  if (p === nameStart && text.charCodeAt(nameStart - 1) === 36) {
    p = nameStart - 1;
    const sigil = p;
    while (p > sigil - 8 && isBlank(text.charCodeAt(p - 1))) p--;
    if (p === sigil || !text.startsWith('set', p - 3)) return false;
    return startsLine(text, p - 3);
  }
  if (p === nameStart) return false;
  const last = text.charCodeAt(p - 1);
  // csh's `setenv NAME value` and fish's `set -gx NAME value` (`-x`, `-Ux`: exported).
  if ((last === 118 || last === 120) && SHELL_SET.test(text.slice(Math.max(0, p - 16), p))) return true; // v x
  const command =
    last === 86 && text.startsWith('ENV', p - 3) // V
      ? 3
      : (last === 120 || last === 88) && (text.startsWith('setx', p - 4) || text.startsWith('SETX', p - 4)) // x X
        ? 4
        : 0;
  if (command === 0) return false;
  let lineStart = p - command;
  while (lineStart > p - command - 8 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
  return lineStart === 0 || text.charCodeAt(lineStart - 1) === LF;
}

// Sticky: matched at an offset of the text, without slicing it.
const BLOCK_HEADER = /[|>](?:[-+][1-9]?|[1-9][-+]?)?[ \t]*\r?\n/y;

/**
 * YAML's `name: |` (or `>`) with the value alone on the next, further indented line. A block of
 * several lines, or of words, is text (a description), not a credential.
 */
function blockScalarAssignment(text: string, nameStart: number, nameEnd: number, headerAt: number): Assignment | undefined {
  BLOCK_HEADER.lastIndex = headerAt;
  const header = BLOCK_HEADER.exec(text);
  if (header === null) return undefined;
  let lineStart = nameStart;
  while (lineStart > 0 && lineStart > nameStart - 64 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
  // Blanks before the name (none after `- ` or a quote): the block's lines are indented further.
  const nameIndent = nameStart - lineStart;
  const contentStart = headerAt + header[0].length;
  const valueAt = indentEnd(text, contentStart);
  if (valueAt - contentStart <= nameIndent) return undefined;
  const assignment = assignmentAt(text, nameStart, nameEnd, valueAt);
  if (assignment === undefined) return undefined;
  // The value fills its line, and the block ends there (the next line is not indented as far).
  if (!restOfLineBlank(text, assignment.valueEnd)) return undefined;
  const lineBreak = text.indexOf('\n', assignment.valueEnd);
  if (lineBreak === -1) return assignment;
  const nextIndent = indentEnd(text, lineBreak + 1);
  const nextContinues = nextIndent - (lineBreak + 1) >= valueAt - contentStart && !restOfLineBlank(text, nextIndent);
  return nextContinues ? undefined : assignment;
}

/**
 * A JSON document written inside a string, its quotes escaped: `{\"api_token\": \"v\"}` (a config
 * file embedded in JSON or a code literal). The name must sit between `\"` and `\"`.
 */
function escapedJsonAssignment(text: string, index: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd + 1) !== DQUOTE) return undefined;
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  if (text.charCodeAt(nameStart - 1) !== DQUOTE || text.charCodeAt(nameStart - 2) !== BACKSLASH) return undefined;
  // A subscript, its key's quotes escaped: `os.environ[\"API_KEY\"] = \"v\"` (an assignment, not `:`).
  const subscript = text.charCodeAt(nameEnd + 2) === 93 && text.charCodeAt(nameStart - 3) === 91; // ] [
  const op = readOperator(text, skipBlanks(text, nameEnd + (subscript ? 3 : 2)), !subscript);
  if (op === -1 || (subscript && text.charCodeAt(op - 1) === COLON)) return undefined;
  return escapedValueAssignment(text, nameStart, nameEnd, skipBlanks(text, op));
}

/** A value between escaped double quotes (`\"v\"`), as code written inside a JSON string quotes it. */
function escapedValueAssignment(text: string, nameStart: number, nameEnd: number, valueAt: number): Assignment | undefined {
  if (text.charCodeAt(valueAt) !== BACKSLASH || text.charCodeAt(valueAt + 1) !== DQUOTE) return undefined;
  const assignment = assignmentAt(text, nameStart, nameEnd, valueAt + 2);
  // The value ends at its escaped closing quote.
  return assignment !== undefined && text.startsWith('\\"', assignment.valueEnd) ? { ...assignment, quote: '"' } : undefined;
}

// Declaration keywords by length, so a word of prose before a name is refused after one lookup.
const DECLARATION_KEYWORDS: readonly (readonly string[])[] = [
  [],
  [],
  [],
  ['var', 'val', 'let'],
  [],
  ['const', 'final'],
  ['static', 'public'],
  ['private'],
  ['readonly'],
  ['protected'],
];

const DECLARATION_INITIALS = new Set(DECLARATION_KEYWORDS.flat().map((keyword) => keyword.charCodeAt(0)));

/** Whether `text[from, to)` is a declaration keyword, compared in place (most words before a name are prose). */
function isDeclarationKeyword(text: string, from: number, to: number): boolean {
  const keywords = DECLARATION_KEYWORDS[to - from];
  if (keywords === undefined || !DECLARATION_INITIALS.has(text.charCodeAt(from))) return false;
  for (let k = 0; k < keywords.length; k++) if (text.startsWith(keywords[k] ?? '', from)) return true;
  return false;
}
const isLowerLetter = (c: number): boolean => c >= 97 && c <= 122;
const TYPE_START = charTable('A-Za-z', '_');
const TYPE_NAME = charTable('A-Za-z0-9', '_.');

/**
 * What TYPED_TAIL needs after the name, tested without slicing: a colon or a blank, a type's name,
 * then `<`, `[`, `?` or `=` (after blanks). Prose (`the token key pass`) fails within a few characters.
 */
function mayBeTypedTail(text: string, nameEnd: number): boolean {
  let i = nameEnd;
  while (isBlank(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) === COLON) {
    i++;
    while (isBlank(text.charCodeAt(i))) i++;
  } else if (i === nameEnd) return false;
  if (text.charCodeAt(i) === 38) {
    // & (a Rust reference), then a lifetime (`'static `)
    i++;
    if (text.charCodeAt(i) === SQUOTE) {
      i++;
      while (isAt(text, i, TYPE_NAME)) i++;
      while (isBlank(text.charCodeAt(i))) i++;
    }
  }
  if (!isAt(text, i, TYPE_START)) return false;
  while (isAt(text, i, TYPE_NAME)) i++;
  const c = text.charCodeAt(i);
  if (c === LT || c === 91 || c === QUESTION) return true; // [
  while (isBlank(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === EQUALS;
}
// Rust's references (`&str`, `&'static str`) put `&` and a lifetime before the type's name.
const TYPED_TAIL =
  /^(?:[ \t]*:[ \t]*|[ \t]+)(?:&(?:'[A-Za-z_]\w*[ \t]+)?)?[A-Za-z_][\w.]*(?:<[\w, .]*>|\[[\w, .]*\])?(?:\[\])?\??[ \t]*=(?![=>~])/;

/**
 * Python's annotated assignment (`password: str = "v"`, a class field `token: Optional[str] = "v"`):
 * the name starts its line, then `: Type = ` with blanks around `=` (YAML's `password: bGl4…=` is
 * base64, not a type). Read forwards without backtracking; returns the position after `= `, or -1.
 */
function annotationOperator(text: string, nameStart: number, nameEnd: number): number {
  if (text.charCodeAt(nameEnd) !== COLON) return -1;
  let i = skipBlanks(text, nameEnd + 1);
  if (!isAt(text, i, TYPE_START)) return -1;
  // A type's name without dots (`str`, `Optional`): a member access (`settings.db.password`) fails at its first `.`.
  const typeStart = i;
  while (i < typeStart + 64 && isAt(text, i, WORD)) i++;
  if (text.charCodeAt(i) === 91) {
    // [ : a subscripted type (`Optional[str]`, `list[str]`)
    const open = i;
    i++;
    while (i < open + 64 && (isAt(text, i, TYPE_NAME) || text.charCodeAt(i) === COMMA || isBlank(text.charCodeAt(i)))) i++;
    if (text.charCodeAt(i) !== 93) return -1;
    i++;
  }
  const blanks = i;
  i = skipBlanks(text, i);
  if (i === blanks || text.charCodeAt(i) !== EQUALS || !isBlank(text.charCodeAt(i + 1))) return -1;
  return startsLine(text, nameStart) ? i + 1 : -1;
}

/** Whether a declaration keyword (`var`, `const`, `private`, …) and blanks stand before `nameStart`. */
function followsDeclarationKeyword(text: string, nameStart: number): boolean {
  let p = nameStart;
  while (p > nameStart - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  if (p === nameStart) return false;
  let w = p;
  // The longest keyword has 9 letters: a longer word is refused at the 10th.
  while (w > p - 10 && isLowerLetter(text.charCodeAt(w - 1))) w--;
  return w !== p && isDeclarationKeyword(text, w, p) && !isAt(text, w - 1, NAME) && text.charCodeAt(w - 1) !== DOT;
}

/**
 * A declaration with a type between name and `=`: Go `var apiToken string = "v"`, TypeScript and
 * Kotlin `const apiToken: string = "v"`, Python `password: str = "v"`. A keyword before the name, or
 * the name and a colon starting the line, is required, so prose (`the token string = …`) is not read as code. Returns the position after `=`, or -1.
 */
function typedDeclarationOperator(text: string, nameStart: number, nameEnd: number): number {
  // The keyword first, read backwards without slicing: most hits have none. Python's annotated
  // assignment (`password: str = "v"`) has none, and starts its line with the name and a colon.
  if (!followsDeclarationKeyword(text, nameStart)) return annotationOperator(text, nameStart, nameEnd);
  if (!mayBeTypedTail(text, nameEnd)) return -1;
  const tail = TYPED_TAIL.exec(text.slice(nameEnd, nameEnd + 64));
  return tail === null ? -1 : nameEnd + tail[0].length;
}

// Visual Basic's declarations: a keyword before the name (`Dim`, `Const`, `Private Const`, …), and
// `As Type =` after it. Keywords are compared as VB writes them (capitalised).
const VB_KEYWORDS = new Set(['Dim', 'Const', 'Private', 'Public', 'Friend', 'Protected', 'Shared', 'Static', 'ReadOnly']);
const VB_TYPED_TAIL = /[ \t]+As[ \t]+[A-Za-z_][\w.]{0,63}(?:\(\))?[ \t]*=[ \t]*/y;

/** Visual Basic's `Dim password As String = "v"`: the position after `=`, or -1. */
function vbDeclarationOperator(text: string, nameStart: number, nameEnd: number): number {
  VB_TYPED_TAIL.lastIndex = nameEnd;
  if (!VB_TYPED_TAIL.test(text)) return -1;
  const after = VB_TYPED_TAIL.lastIndex;
  let p = nameStart;
  while (p > nameStart - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  if (p === nameStart) return -1;
  let w = p;
  while (w > p - 10 && isAt(text, w - 1, TYPE_START)) w--;
  return VB_KEYWORDS.has(text.slice(w, p)) && !isAt(text, w - 1, NAME) ? after : -1;
}

function assignmentAt(text: string, nameStart: number, nameEnd: number, valueAt: number, netrc = false): Assignment | undefined {
  const value = readValue(text, valueAt);
  if (value === undefined || (value.quote === '' && !endsBareValue(text, value.end))) {
    const member = queryValueInString(text, nameStart, valueAt);
    if (member !== undefined) return spanAssignment(text, nameStart, nameEnd, member, netrc);
    const line = lineFillingValue(text, nameStart, nameEnd, valueAt) ?? innerEqualsValue(text, nameStart, nameEnd, valueAt);
    if (line !== undefined) return spanAssignment(text, nameStart, nameEnd, line, netrc);
  }
  return value === undefined ? undefined : spanAssignment(text, nameStart, nameEnd, value, netrc);
}

const MAX_QUERY_LINE = 512;
const QUERY_STOP = charTable(' \t\r\n&#');

// What queryValueInString last learnt of a text, so a flood of parameters on one line is read once:
// the quotes counted on the line up to `quotesTo` (from `quotesLineStart`, -1 when the line started
// more than MAX_QUERY_LINE before), and a run [plainFrom, plainTo) known to hold no quote or stop.
let quotesText = '';
let quotesTo = -1;
let quotesLineStart = -1;
let doubles = 0;
let singles = 0;
let plainFrom = -1;
let plainTo = -1;

/** The quote a string open at `at` started with (an odd count of it on the line before), or -1. */
function openQuoteAt(text: string, at: number): number {
  if (text !== quotesText || at < quotesTo) {
    quotesText = text;
    plainFrom = plainTo = -1;
    let p = at;
    while (p > 0 && p > at - MAX_QUERY_LINE && text.charCodeAt(p - 1) !== LF) p--;
    quotesLineStart = p === 0 || text.charCodeAt(p - 1) === LF ? p : -1;
    quotesTo = quotesLineStart === -1 ? at : p;
    doubles = singles = 0;
  }
  for (let i = quotesTo; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) {
      quotesLineStart = i + 1;
      doubles = singles = 0;
    } else if (c === DQUOTE) doubles++;
    else if (c === SQUOTE) singles++;
  }
  quotesTo = at;
  if (quotesLineStart === -1 || at - quotesLineStart > MAX_QUERY_LINE) return -1;
  return doubles % 2 === 1 ? DQUOTE : singles % 2 === 1 ? SQUOTE : -1;
}

/**
 * A query string's parameter inside a string literal (`"…?user=u&password=v"`, a JDBC URL written in
 * Java): the value runs to the next `&`, `#` or the string's closing quote, so `<`, `>` and `|` are
 * ordinary password characters there, as they are in a URL's query. The string is the one a quote
 * earlier on the line opened (an odd count of that quote before the name). Read once per line.
 */
function queryValueInString(text: string, nameStart: number, valueAt: number): ValueSpan | undefined {
  const lead = text.charCodeAt(nameStart - 1);
  if (lead !== 38 && lead !== QUESTION) return undefined; // &
  const q = openQuoteAt(text, nameStart);
  if (q === -1) return queryValueInUrl(text, nameStart, valueAt);
  const stop = Math.min(text.length, valueAt + MAX_VALUE + 1);
  // Characters already read as plain are not read again (a flood of parameters on one line).
  let end = valueAt >= plainFrom && valueAt <= plainTo ? plainTo : valueAt;
  while (end < stop && text.charCodeAt(end) !== DQUOTE && text.charCodeAt(end) !== SQUOTE && !inTable(QUERY_STOP, text.charCodeAt(end)))
    end++;
  if (!(valueAt >= plainFrom && valueAt <= plainTo)) plainFrom = valueAt;
  plainTo = end;
  return end < stop && text.charCodeAt(end) === q && end - valueAt >= MIN_VALUE
    ? { start: valueAt, end, quote: '', elided: false }
    : undefined;
}

/**
 * A query string's parameter in a bare URL (`DB_URI=postgres://h/db?user=u&password=v`, a URL in
 * prose): the URL's token holds `://` and no blank before the name; the value runs to the next `&`,
 * `#`, blank, quote or the line's end, so an inner `=` is the password's own character there.
 */
function queryValueInUrl(text: string, nameStart: number, valueAt: number): ValueSpan | undefined {
  let p = nameStart - 1;
  const floor = Math.max(0, nameStart - MAX_QUERY_LINE);
  while (p > floor + 2 && !inTable(URL_TOKEN_STOP, text.charCodeAt(p - 1))) {
    if (text.charCodeAt(p) === 47 && text.charCodeAt(p - 1) === 47 && text.charCodeAt(p - 2) === 58) {
      const stop = Math.min(text.length, valueAt + MAX_VALUE + 1);
      let end = valueAt;
      while (end < stop && !inTable(QUERY_STOP, text.charCodeAt(end)) && !inTable(URL_TOKEN_STOP, text.charCodeAt(end))) end++;
      return end < stop && end - valueAt >= MIN_VALUE ? { start: valueAt, end, quote: '', elided: false } : undefined;
    }
    p--;
  }
  return undefined;
}

const URL_TOKEN_STOP = charTable(' \t\r\n"\'`<>');

/** Whether a bare value read up to `end` ends there: at the line's end, a blank, a quote or a comment. */
function endsBareValue(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  return end >= text.length || c === LF || c === CR || isBlank(c) || isQuote(c) || c === BACKTICK || c === COMMA;
}

const MEMBER_AFTER = /[;&,][A-Za-z_][\w.-]{0,63}=/;
/** Whether text[start, end) holds a `(`, read within the range only (a search back could cross the whole text). */
function holdsOpenParen(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 40) return true;
  return false;
}

// A .env line's value: printable ASCII without blanks, quotes or backticks, to the line's end.
const LINE_VALUE = /[!#-&(-_a-~]{8,512}(?=\r?\n|$)/y;

/**
 * `.env`'s `NAME=value` at a line's start, tight around `=`, with the value filling the line: there
 * every character is the value's (dotenv reads `API_SECRET=Xm<T|o6=R3!` literally), where a bare
 * value in code stops at `<`, `|`, `&`, `;` or a bracket, and an inner `=` reads as another assignment.
 */
function lineFillingValue(text: string, nameStart: number, nameEnd: number, valueAt: number): ValueSpan | undefined {
  // At the line's first column: an indented `name=value` is a keyword argument or a nested setting.
  if (valueAt !== nameEnd + 1 || text.charCodeAt(nameEnd) !== EQUALS || (nameStart > 0 && text.charCodeAt(nameStart - 1) !== LF))
    return undefined;
  LINE_VALUE.lastIndex = valueAt;
  if (!LINE_VALUE.test(text)) return undefined;
  return textValue(text, valueAt, LINE_VALUE.lastIndex);
}

/** The value [valueAt, end) read as text, unless it is code or a list of members. */
function textValue(text: string, valueAt: number, end: number): ValueSpan | undefined {
  // `$(…)`, `${…}` and `{{ … }}` are a shell's or a template's, never a literal; a call, or a value
  // that closes or continues code (`x),`, `y;`, `z:`), is code.
  if (text.charCodeAt(valueAt) === 36 || text.charCodeAt(valueAt) === 123) return undefined; // $ {
  const last = text.charCodeAt(end - 1);
  if (last === 41 || last === 44 || last === 59 || last === 58 || last === 93 || last === 125 || holdsOpenParen(text, valueAt, end))
    return undefined; // ) , ; : ] }
  // A list of members (`Key=v;Endpoint=…`, `a=b&c=d`) is a connection string or a query, not one value.
  if (MEMBER_AFTER.test(text.slice(valueAt, end))) return undefined;
  return { start: valueAt, end, quote: '', elided: false };
}

// As LINE_VALUE, without a backslash: in a string an escape (`\n`) ends the setting. Printable ASCII
// but blanks, quotes, backticks and backslashes, read as a table: every `name: word` hit asks.
const INNER_EQUALS_CHAR = charTable('A-Za-z0-9', '!#$%&()*+,-./:;<=>?@[]^_{|}~');

/**
 * A value with an `=` inside (`SU5=zHz=Vk…`, `k!0=3e!He^5…=U`) that fills the rest of its line or of
 * the string around the setting: after `=` (blanks around it or not) or YAML's `: `, behind a line's
 * start, a blank (a log line's timestamp) or a quote (`"MYSQL_PASSWORD=…"` in an env array). There no
 * second assignment can follow, so the `=` is the password's own character (docs/rules.md,
 * secret/generic-assignment).
 */
function innerEqualsValue(text: string, nameStart: number, nameEnd: number, valueAt: number): ValueSpan | undefined {
  let i = nameEnd;
  while (i < valueAt && isBlank(text.charCodeAt(i))) i++;
  const op = text.charCodeAt(i);
  if (op !== EQUALS && !(op === COLON && isBlank(text.charCodeAt(i + 1)))) return undefined;
  const lead = nameStart === 0 ? LF : text.charCodeAt(nameStart - 1);
  if (lead !== LF && !isBlank(lead) && !isQuote(lead)) return undefined;
  const runEnds = Math.min(runEnd(text, valueAt, INNER_EQUALS_CHAR, MAX_VALUE), valueAt + MAX_VALUE);
  if (runEnds - valueAt < MIN_VALUE) return undefined;
  let end = runEnds;
  const after = text.charCodeAt(end);
  if (!(end >= text.length || after === LF || after === CR || (isQuote(lead) && after === lead))) return undefined;
  while (text.charCodeAt(end - 1) === EQUALS) end--;
  // Only a value with an `=` before its padding takes this reading; searched within the value only.
  let inner = valueAt;
  while (inner < end && text.charCodeAt(inner) !== EQUALS) inner++;
  return inner < end ? textValue(text, valueAt, runEnds) : undefined;
}

/** The assignment of the name and the value spans as read. */
function spanAssignment(text: string, nameStart: number, nameEnd: number, value: ValueSpan, netrc = false): Assignment {
  return {
    nameStart,
    nameEnd,
    name: text.slice(nameStart, nameEnd),
    valueStart: value.start,
    valueEnd: value.end,
    value: text.slice(value.start, value.end),
    quote: value.quote,
    elided: value.elided,
    netrc,
  };
}

/** Where a line's indentation ends: YAML nests deeper than skipBlanks' few blanks. */
function indentEnd(text: string, at: number): number {
  let i = at;
  while (i < at + MAX_NAME && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** Is the rest of the line from `at` blank (up to its line break, or the end of the text)? */
function restOfLineBlank(text: string, at: number): boolean {
  let i = at;
  while (isBlank(text.charCodeAt(i))) i++;
  return i >= text.length || text.charCodeAt(i) === LF || text.charCodeAt(i) === CR;
}

const MARKUP_VALUE_STOP = charTable('<\r\n');

/**
 * A Markdown table row that pairs a name with its value in the next cell: `| API_KEY | v |`, also
 * with either in code spans (`| \`API_KEY\` | \`v\` |`), as settings tables in READMEs write them. The
 * name fills its cell; a sentence in the next cell is a description and fails the value's judgement.
 */
function tableRowAssignment(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined {
  // The rest of the name's cell and the next cell, whole: most names followed by a blank are prose,
  // and fail at the first character that is not a blank, a backtick or the cell's `|`.
  let bar = text.charCodeAt(nameEnd) === BACKTICK ? nameEnd + 1 : nameEnd;
  while (isBlank(text.charCodeAt(bar))) bar++;
  if (text.charCodeAt(bar) !== PIPE) return undefined;
  const cell = nextCellValue(text, bar + 1);
  if (cell === undefined) return undefined;
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  const spanned = text.charCodeAt(nameEnd) === BACKTICK;
  if (spanned !== (text.charCodeAt(nameStart - 1) === BACKTICK)) return undefined;
  if (text.charCodeAt(skipBlanksBack(text, spanned ? nameStart - 1 : nameStart) - 1) !== PIPE) return undefined;
  return spanAssignment(text, nameStart, nameEnd, cell);
}

/**
 * The value filling the table cell that starts at `at` (after its `|`): blanks, then a code span of
 * 8 to 512 characters without a backtick, `|` or a line break, or a bare run as long without a
 * blank, a backtick or `|`; then blanks and the cell's closing `|`. Read in place.
 */
function nextCellValue(text: string, at: number): ValueSpan | undefined {
  let i = skipBlanksAll(text, at);
  const spanned = text.charCodeAt(i) === BACKTICK;
  if (spanned) i++;
  const start = i;
  const stop = Math.min(text.length, start + MAX_VALUE);
  if (spanned) while (i < stop && !inTable(SPAN_CELL_STOP, text.charCodeAt(i))) i++;
  else while (i < stop && isBareCellChar(text.charCodeAt(i))) i++;
  const end = i;
  if (end - start < MIN_VALUE) return undefined;
  if (spanned) {
    if (text.charCodeAt(i) !== BACKTICK) return undefined;
    i++;
  }
  return text.charCodeAt(skipBlanksAll(text, i)) === PIPE ? { start, end, quote: spanned ? '`' : '', elided: false } : undefined;
}

/** The end of the blanks from `at`, however many. */
function skipBlanksAll(text: string, at: number): number {
  let i = at;
  while (isBlank(text.charCodeAt(i))) i++;
  return i;
}

// What ends a value in a code span of a table cell, and a bare one (with any blank `\s` matches).
const SPAN_CELL_STOP = charTable('`|\r\n');
const BARE_CELL_STOP = charTable('`| \t\n\r\v\f');
const isBareCellChar = (c: number): boolean =>
  c < 128
    ? BARE_CELL_STOP[c] !== 1
    : !(
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff
      );

const isDoubleStarAt = (text: string, i: number): boolean => text.charCodeAt(i) === 42 && text.charCodeAt(i + 1) === 42; // **

/** The end of 1 to 4 blanks from `at`, or -1 when none stands there. */
function blanksEnd(text: string, at: number): number {
  let i = at;
  while (i < at + 4 && isBlank(text.charCodeAt(i))) i++;
  return i === at ? -1 : i;
}

/**
 * After a name: a closing backtick or `**`, then `:` (and `**`) or a linking word (`to`, `is`,
 * `as`) between blanks, up to a code span's backtick; where that backtick stands, or -1. Read in
 * place: most names followed by a colon or a blank are prose or YAML, refused within a few characters.
 */
function proseLinkEnd(text: string, nameEnd: number): number {
  let i = nameEnd;
  if (text.charCodeAt(i) === BACKTICK) i++;
  if (isDoubleStarAt(text, i)) i += 2;
  if (text.charCodeAt(i) === COLON) {
    i++;
    if (isDoubleStarAt(text, i)) i += 2;
  } else {
    i = blanksEnd(text, i);
    if (i === -1) return -1;
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    if (!((a === 116 && b === 111) || ((a === 105 || a === 97) && b === 115))) return -1; // to is as
    i += 2;
  }
  i = blanksEnd(text, i);
  return i !== -1 && text.charCodeAt(i) === BACKTICK ? i : -1;
}

/**
 * "log in with the password \`v\`", "use the token \`v\`": a code span one blank after the word
 * `password`, `token` or `secret` is its value, without a linking word. "pass \`--flag\`" names a
 * flag; "the token \`API_TOKEN\`" names a variable, which the value's judgement refuses (a name is no
 * generated token). The span's opening backtick, or -1.
 */
function passwordCodeSpanAt(text: string, nameEnd: number): number {
  if (text.charCodeAt(nameEnd) !== SPACE || text.charCodeAt(nameEnd + 1) !== BACKTICK) return -1;
  if (endsWithWord(text, nameEnd, 'password')) return nameEnd + 1;
  if (!endsWithWord(text, nameEnd, 'token') && !endsWithWord(text, nameEnd, 'secret')) return -1;
  // A token's span is long (10 characters at least, as a short secret is): a short one (`x`) is refused unread.
  for (let i = nameEnd + 2; i < nameEnd + 12; i++) if (text.charCodeAt(i) === BACKTICK || i >= text.length) return -1;
  return nameEnd + 1;
}

/** Whether `word` (lower case) ends at `end`, in either case, compared in place. */
function endsWithWord(text: string, end: number, word: string): boolean {
  if (end < word.length) return false;
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(end - word.length + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}

// What a code span may hold to be a value: printable ASCII without a blank or a backtick.
const CODE_SPAN_VALUE = charTable('A-Za-z0-9', '!"#$%&\'()*+,-./:;<=>?@[\\]^_{|}~');

/**
 * A value in a code span after a secret's name in prose, as skills and READMEs write settings: "Set
 * \`API_TOKEN\` to \`v\`", "**API key:** \`v\`", "the staging token is \`v\`". The code span holds
 * the whole value and is judged as any value is (placeholders, templates and words are nothing).
 */
function proseCodeSpan(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined {
  let spanAt = proseLinkEnd(text, nameEnd);
  if (spanAt === -1) spanAt = passwordCodeSpanAt(text, nameEnd);
  if (spanAt === -1) return undefined;
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  // A closing backtick after the name needs its opening one.
  if ((text.charCodeAt(nameEnd) === BACKTICK) !== (text.charCodeAt(nameStart - 1) === BACKTICK)) return undefined;
  // A span with a blank is a phrase, not a value: refused before anything is read out of it.
  const spanEnd = runEnd(text, spanAt + 1, CODE_SPAN_VALUE, MAX_VALUE);
  if (text.charCodeAt(spanEnd) !== BACKTICK) return undefined;
  return assignmentAt(text, nameStart, nameEnd, spanAt);
}

// Sticky after `name:` at a line's start: a value without blanks that fills the line.
const COLON_LINE_VALUE = /[^\s:/][^\s]{7,511}(?=[ \t]*(?:\r?\n|$))/y;

/**
 * `NAME:value` alone on its line, without a blank after the colon: a Java `.properties` entry (`:`
 * separates as `=` does) and a credentials list. URLs (`scheme://…`) and pairs inside a line are not read.
 */
function colonLine(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined {
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  if (nameStart > 0 && text.charCodeAt(nameStart - 1) !== LF) return undefined;
  COLON_LINE_VALUE.lastIndex = nameEnd + 1;
  if (!COLON_LINE_VALUE.test(text)) return undefined;
  return assignmentAt(text, nameStart, nameEnd, nameEnd + 1);
}

function skipBlanksBack(text: string, at: number): number {
  let i = at;
  while (i > at - 8 && isBlank(text.charCodeAt(i - 1))) i--;
  return i;
}

// How far an opening tag's attributes may run before its `>`.
const MAX_ATTRIBUTES = 128;

/** The `>` ending an opening tag whose attributes start at `at` (on one line, not self-closing), or -1. */
function openingTagEnd(text: string, at: number): number {
  const stop = Math.min(text.length, at + MAX_ATTRIBUTES);
  for (let i = at; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === GT) return text.charCodeAt(i - 1) === 47 ? -1 : i; // `/>` holds no text
    if (c === LT || c === LF || c === CR) return -1;
  }
  return -1;
}

/** Where a tag's namespace prefix ending at the `:` at `colon` starts, after its `<`; else -1 (no tag). */
function namespacedTagStart(text: string, colon: number): number {
  let p = colon;
  while (p > colon - 16 && inTable(NAME, text.charCodeAt(p - 1))) p--;
  return p < colon && text.charCodeAt(p - 1) === LT ? p : -1;
}

/** A markup element's text from `start` up to its closing tag `close` (blanks around it dropped). */
function markupValue(text: string, nameStart: number, nameEnd: number, start: number, close: string): Assignment | undefined {
  const stop = Math.min(text.length, start + MAX_VALUE + 1);
  let end = start;
  while (end < stop && !inTable(MARKUP_VALUE_STOP, text.charCodeAt(end))) end++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  if (end > start + MAX_VALUE || end - start < MIN_VALUE || !text.startsWith(close, skipSpace(text, end))) return undefined;
  return spanAssignment(text, nameStart, nameEnd, { start, end, quote: '<', elided: false });
}

// Sticky after a variable's quoted name: its block up to `default =` and the value's opening quote.
const VARIABLE_DEFAULT = /"[ \t]*\{[^{}]{0,320}?\bdefault[ \t]*=[ \t]*(?=")/y;

/** Terraform's `variable "NAME" {` block: the value of its `default`, read within a bounded distance. */
function variableDefault(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  VARIABLE_DEFAULT.lastIndex = nameEnd;
  const m = VARIABLE_DEFAULT.exec(text);
  return m === null ? undefined : assignmentAt(text, nameStart, nameEnd, nameEnd + m[0].length);
}
const CSV_VALUE_STOP = charTable(',\r\n \t"\'');

/**
 * A two-column CSV row, `name,value` (a trailing comma allowed), alone on its line: exported
 * settings and secrets inventories. Anything more on the line is a sentence or a wider table.
 */
function csvAssignment(text: string, index: number, nameEnd: number): Assignment | undefined {
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  let lineStart = nameStart;
  while (lineStart > 0 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
  if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== LF) return undefined;
  const start = nameEnd + 1;
  const stop = Math.min(text.length, start + MAX_VALUE + 1);
  let end = start;
  while (end < stop && !inTable(CSV_VALUE_STOP, text.charCodeAt(end))) end++;
  if (end === start || end > start + MAX_VALUE) return undefined;
  if (!restOfLineBlank(text, text.charCodeAt(end) === COMMA ? end + 1 : end)) return undefined;
  return spanAssignment(text, nameStart, nameEnd, { start, end, quote: '', elided: false });
}

/**
 * The notations where the name is not followed by an operator: a subscript (`config['API_KEY'] =
 * v`), a markup element (`<password>v</password>`), .NET settings (`<add key="ApiKey" value="v"/>`),
 * a name/value pair (Kubernetes `- name: API_SECRET` + `value: v`, JSON `{"name": …, "value": …}`)
 * and a .netrc entry (`machine h login u password v`). Each starts with an O(1) test at `nameEnd`.
 */
function readOtherNotation(text: string, index: number, nameEnd: number, c: number, knownNameStart = -1): Assignment | undefined {
  if (c === COMMA) {
    const pair = braceTuple(text, index, nameEnd, knownNameStart) ?? constantKeyArgument(text, index, nameEnd, knownNameStart);
    if (pair !== null) return pair;
    // The first name of a tuple (`a, b := "x", "y"`), else a two-column CSV row.
    const tuple = tupleAssignment(text, index, nameEnd);
    return tuple !== null ? tuple : csvAssignment(text, index, nameEnd);
  }
  if (c === BACKTICK)
    return tableRowAssignment(text, index, nameEnd, knownNameStart) ?? proseCodeSpan(text, index, nameEnd, knownNameStart);
  if (isBlank(c)) {
    const row = tableRowAssignment(text, index, nameEnd, knownNameStart) ?? proseCodeSpan(text, index, nameEnd, knownNameStart);
    if (row !== undefined) return row;
  }
  if (c === COLON) return proseCodeSpan(text, index, nameEnd, knownNameStart) ?? colonLine(text, index, nameEnd, knownNameStart);
  if (c === 93) return symbolSubscript(text, index, nameEnd, knownNameStart); // ]
  if (c === 91) return appendAssignment(text, index, nameEnd, knownNameStart); // [
  const atEnd = nameEnd >= text.length;
  if (!isQuote(c) && c !== GT && c !== LF && c !== CR && !isBlank(c) && !atEnd) return undefined;
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  if (index - nameStart > MAX_NAME || nameStart === nameEnd) return undefined;
  const open = text.charCodeAt(nameStart - 1);
  // A namespace prefix (`<wsse:Password …>`, SoapUI's `<con:password>`) is part of the tag's name.
  const prefixStart = open === COLON ? namespacedTagStart(text, nameStart - 1) : -1;
  const tagStart = prefixStart === -1 ? nameStart : prefixStart;
  const opened = open === LT || prefixStart !== -1;
  if (c === GT) {
    // `<name>value</name>`
    if (!opened) return undefined;
    // The value may sit on its own line between the tags (`<token>\n  v\n</token>`).
    return markupValue(text, nameStart, nameEnd, skipSpace(text, nameEnd + 1), `</${text.slice(tagStart, nameEnd)}>`);
  }
  if (opened && isBlank(c)) {
    // `<Pass encoding="base64">value</Pass>` (an FTP client's saved sites): attributes before the text.
    const gt = openingTagEnd(text, nameEnd);
    // WS-Security's `Type="…#PasswordDigest"` holds a digest of the password, not the password.
    if (gt !== -1 && !text.slice(nameEnd, gt).includes('Digest'))
      return markupValue(text, nameStart, nameEnd, skipSpace(text, gt + 1), `</${text.slice(tagStart, nameEnd)}>`);
  }
  if (isQuote(c)) {
    if (open === COLON) return configPathArgument(text, nameStart, nameEnd, c);
    if (open !== c) return undefined;
    // `x['NAME'] = v`
    if (text.charCodeAt(nameEnd + 1) === 93 && text.charCodeAt(nameStart - 2) === 91) {
      // ] [
      const pos = skipBlanks(text, nameEnd + 2);
      const op = readOperator(text, pos, false);
      return op === -1 || text.charCodeAt(op - 1) === COLON ? undefined : assignmentAt(text, nameStart, nameEnd, skipBlanks(text, op));
    }
    // `System.setProperty("NAME", "v")`, `os.Setenv("NAME", "v")`: a name and a value as the two
    // arguments of a call, also spaced and aligned as PHP's `define( 'NAME',     'v' );` is.
    if (text.charCodeAt(skipBlanksBack(text, nameStart - 1) - 1) === 40) {
      // (
      const call = /^["'][ \t]{0,8},[ \t]{0,24}(?=["'])/.exec(text.slice(nameEnd, nameEnd + 40));
      if (call === null) return undefined;
      const value = assignmentAt(text, nameStart, nameEnd, nameEnd + call[0].length);
      // More arguments may follow (PHP's `define("NAME", "v", true)`).
      if (value === undefined) return undefined;
      const after = text.charCodeAt(skipBlanks(text, value.valueEnd + 1));
      return after === 41 || after === COMMA ? value : undefined; // )
    }
    // Terraform's `variable "NAME" { … default = "v" … }`: the block's default is the variable's value.
    if (text.startsWith('variable ', nameStart - 10)) return variableDefault(text, nameStart, nameEnd);
    // Java's XML properties: `<entry key="NAME">v</entry>`.
    if (text.charCodeAt(nameEnd + 1) === GT && text.startsWith('<entry key=', nameStart - 12))
      return markupValue(text, nameStart, nameEnd, nameEnd + 2, '</entry>');
    // `key="NAME" value="v"`, `name="NAME" value="v"`, `"name": "NAME", "value": "v"` and Postman's
    // `"key": "NAME", "value": "v"` (collections' auth and header lists, environments)
    const next = text.charCodeAt(nameEnd + 1);
    const lead = text.charCodeAt(nameStart - 2);
    if ((!isBlank(next) && next !== 44) || (lead !== EQUALS && lead !== COLON && !isBlank(lead))) return undefined; // ,
    // What `follow` reads next, tested in place first: `v` of `value=` or a `,` (a flood of quoted names ends here).
    const afterBlanks = text.charCodeAt(skipBlanks(text, nameEnd + 1));
    if (afterBlanks !== 118 && afterBlanks !== COMMA) return undefined; // v
    const follow = /^["'](?:[ \t]{1,8}value=|[ \t]{0,8},[ \t\r\n]{0,40}["']value["'][ \t]{0,8}:[ \t]{0,8})(?=["'])/.exec(
      text.slice(nameEnd, nameEnd + 64),
    );
    if (follow === null) return undefined;
    if (!/(?:\b(?:key|name)=|["'](?:name|key)["'][ \t]{0,8}:[ \t]{0,8})$/.test(text.slice(Math.max(0, nameStart - 16), nameStart - 1)))
      return undefined;
    return assignmentAt(text, nameStart, nameEnd, nameEnd + follow[0].length);
  }
  if (c === LF || c === CR || atEnd) {
    // `name: NAME` followed by `value: v` on the next line, at the same indentation.
    let p = nameStart;
    while (p > nameStart - 8 && isBlank(text.charCodeAt(p - 1))) p--;
    if (p === nameStart || !text.startsWith('name:', p - 5)) return undefined;
    const lineStart = p - 5; // where `name:` starts; `value:` must start in the same column
    const dash = text.startsWith('- ', lineStart - 2) ? 2 : 0;
    let indentStart = lineStart - dash;
    while (indentStart > lineStart - 64 && isBlank(text.charCodeAt(indentStart - 1))) indentStart--;
    if (indentStart > 0 && text.charCodeAt(indentStart - 1) !== LF) return undefined;
    const indent = lineStart - indentStart; // `- name:` items put `value:` two columns further in
    let q = nameEnd + (c === CR ? 1 : 0);
    if (text.charCodeAt(q) !== LF) return undefined;
    q++;
    for (let k = 0; k < indent; k++, q++) if (!isBlank(text.charCodeAt(q))) return undefined;
    if (!text.startsWith('value:', q) || !isBlank(text.charCodeAt(q + 6))) return undefined;
    return assignmentAt(text, nameStart, nameEnd, skipBlanks(text, q + 6));
  }
  // `machine host login user password value`, on one line or several.
  if (nameEnd - nameStart !== 8 || !isPasswordAt(text, nameStart) || !followsNetrcLogin(text, nameStart)) return undefined;
  return assignmentAt(text, nameStart, nameEnd, skipBlanks(text, nameEnd), true);
}

const CONFIG_PATH = charTable('A-Za-z0-9', '_.:-');

/**
 * A .NET configuration path in quotes and its value as the next quoted argument: `dotnet user-secrets
 * set "Movies:ServiceApiKey" "v"` (and `Set-Secret`-style commands): the path's last segment is the
 * name. Read from the segment back to the path's opening quote.
 */
function configPathArgument(text: string, nameStart: number, nameEnd: number, quote: number): Assignment | undefined {
  let p = nameStart - 1;
  while (p > nameStart - 128 && isAt(text, p - 1, CONFIG_PATH)) p--;
  if (text.charCodeAt(p - 1) !== quote) return undefined;
  const valueAt = skipBlanks(text, nameEnd + 1);
  if (valueAt === nameEnd + 1 || !isQuote(text.charCodeAt(valueAt))) return undefined;
  return assignmentAt(text, nameStart, nameEnd, valueAt);
}

/** PHP's append, `$tokens[] = "v"` (also `apikey[]= "v"`): the name, `[]`, then an assignment. */
function appendAssignment(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd + 1) !== 93) return undefined; // ]
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  const op = readOperator(text, skipBlanks(text, nameEnd + 2), false);
  return op === -1 || text.charCodeAt(op - 1) === COLON ? undefined : assignmentAt(text, nameStart, nameEnd, skipBlanks(text, op));
}

/**
 * An Erlang or Elixir tuple that pairs an atom with its value, `{password, "v"}` (a proplist in
 * sys.config or rebar.config): the name right after `{`, a comma and a quoted literal closed by `}`.
 * Null when the name does not open a tuple (then read as before).
 */
function braceTuple(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined | null {
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  if (text.charCodeAt(nameStart - 1) !== 123) return null; // {
  const valueAt = skipBlanks(text, nameEnd + 1);
  if (!isQuote(text.charCodeAt(valueAt))) return undefined;
  const assignment = assignmentAt(text, nameStart, nameEnd, valueAt);
  return assignment !== undefined && text.charCodeAt(skipBlanks(text, assignment.valueEnd + 1)) === 125 ? assignment : undefined; // }
}

const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * A constant naming a secret as a call's first argument and a literal as its second, the call's
 * last: JNDI's `env.put(Context.SECURITY_CREDENTIALS, "v")`, `props.put(PASSWORD, "v")`, read as
 * `setProperty("NAME", "v")` is. Only a constant's name (upper case, perhaps qualified): a variable
 * there (`verify(token, "…")`) is a value, not a key. Null when no call opens before the name.
 */
function constantKeyArgument(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined | null {
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  if (text.charCodeAt(skipBlanksBack(text, nameStart) - 1) !== 40) return null; // (
  let last = nameEnd;
  while (last > nameStart && text.charCodeAt(last - 1) !== DOT) last--;
  if (!CONSTANT_NAME.test(text.slice(last, nameEnd))) return null;
  let valueAt = nameEnd + 1;
  while (
    valueAt < nameEnd + MAX_ELEMENT_GAP &&
    (isBlank(text.charCodeAt(valueAt)) || text.charCodeAt(valueAt) === LF || text.charCodeAt(valueAt) === CR)
  )
    valueAt++;
  if (!isQuote(text.charCodeAt(valueAt))) return undefined;
  const assignment = assignmentAt(text, nameStart, nameEnd, valueAt);
  return assignment !== undefined && text.charCodeAt(skipBlanks(text, assignment.valueEnd + 1)) === 41 ? assignment : undefined; // )
}

/** Ruby's symbol subscript, `auth[:token] = "v"`, read as `x['token'] = v` is. */
function symbolSubscript(text: string, index: number, nameEnd: number, knownNameStart: number): Assignment | undefined {
  const nameStart = knownNameStart === -1 ? runStart(text, index, NAME, MAX_NAME) : knownNameStart;
  if (text.charCodeAt(nameStart - 1) !== COLON || text.charCodeAt(nameStart - 2) !== 91) return undefined; // [
  const op = readOperator(text, skipBlanks(text, nameEnd + 1), false);
  return op === -1 || text.charCodeAt(op - 1) === COLON ? undefined : assignmentAt(text, nameStart, nameEnd, skipBlanks(text, op));
}

const WHITE_SPACE = charTable(' \t\r\n');

/** `password` in any case at `at`, compared without allocating. */
function isPasswordAt(text: string, at: number): boolean {
  const word = 'password';
  for (let k = 0; k < 8; k++) if ((text.charCodeAt(at + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}

/** Whether `machine <host> login <user>` (or `default login <user>`) ends just before `at`, read backwards a bounded distance. */
function followsNetrcLogin(text: string, at: number): boolean {
  const word = (end: number): number => {
    let i = end;
    while (i > end - 128 && i > 0 && !inTable(WHITE_SPACE, text.charCodeAt(i - 1))) i--;
    return i;
  };
  const space = (end: number): number => {
    let i = end;
    while (i > end - 16 && i > 0 && inTable(WHITE_SPACE, text.charCodeAt(i - 1))) i--;
    return i;
  };
  let p = space(at);
  if (p === at) return false;
  p = word(p); // the user
  const q = space(p);
  if (q === p || !text.startsWith('login', q - 5) || (q - 5 > 0 && !inTable(WHITE_SPACE, text.charCodeAt(q - 6)))) return false;
  let r = space(q - 5);
  if (r === q - 5) return false;
  if (text.startsWith('default', r - 7)) return true;
  r = word(r); // the host
  const m = space(r);
  return m < r && text.startsWith('machine', m - 7);
}

const wordCache = new Map<string, readonly string[]>();

/** Lower-case words of a name (memoised: documents repeat their names). */
export function nameWords(name: string): readonly string[] {
  let words = wordCache.get(name);
  if (words === undefined) {
    if (wordCache.size > 4096) wordCache.clear();
    words = splitName(name);
    wordCache.set(name, words);
  }
  return words;
}

/** `AWS_SECRET_ACCESS_KEY`, `clientSecret`, `APIKey`, `api-key` → their lower-case words. */
function splitName(name: string): string[] {
  const words: string[] = [];
  let word = '';
  const kind = (c: number): number => (c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0);
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const k = kind(c);
    const prev = i > 0 ? kind(name.charCodeAt(i - 1)) : 0;
    const next = i + 1 < name.length ? kind(name.charCodeAt(i + 1)) : 0;
    // A word ends at a separator, at a letter/digit switch, before an upper-case letter that follows
    // a lower-case one (`clientSecret`), and before the last capital of an acronym (`APIKey`).
    const boundary =
      k === 0 || (prev !== 0 && (prev === 3) !== (k === 3)) || (k === 2 && prev === 1) || (k === 2 && prev === 2 && next === 1);
    if (boundary && word !== '') {
      words.push(word);
      word = '';
    }
    if (k !== 0) word += String.fromCharCode(k === 2 ? c + 32 : c);
  }
  if (word !== '') words.push(word);
  return words;
}

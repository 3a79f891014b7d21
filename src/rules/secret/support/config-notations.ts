// Secrets in the notations of operations and network tools' configuration files, read around a keyword hit: `name value` directive lines of any tool whose name is a password's or a secret's (after `set`/`option` too), an INI line's value to its end, OpenWrt's `option key '…'`, Cisco's type 0 (plain text) `password 0 …`, fetchmail's `password "…"`, WeeChat's `/secure set`, a Consul/Nomad gossip `encrypt` key, an HCL/YAML `tokens { … }` block and a YAML key named by its parent (`api: {key: …}`, a PagerDuty `routing_key`) (docs/rules.md, secret/generic-assignment).
import { tryDecodeBase64 } from '../engine/base64.js';
import { type Assignment, pairedAssignment } from './assignment.js';
import { isBlank } from './char-codes.js';
import { commandKeywordKind, commandKeywordValue } from './command-keyword-value.js';
import type { IniSections } from './ini-section.js';
import { blockSaysWifi } from './wifi-keys.js';

/** A value read in a tool's notation, with the kind its place gives it (`undefined`: judged by its name). */
export interface NotationValue {
  readonly assignment: Assignment;
  readonly kind?: 'password' | 'secret' | undefined;
}

const MAX_LINE = 512;
// No line break near: a line's start further back than any setting's.
const FAR = -(1 << 30);
const MAX_VALUE = 256;

/** The literals (lower case) that wake the readings no secret word wakes: WeeChat's command and `encrypt`. */
export const configNotationTriggers = ['/secure set ', 'encrypt'];

const isNameChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46;

/**
 * The line holding an offset, for hits that arrive in offset order: each call reads at most a
 * setting's length each way, and what a call learned (the nearest break behind it, or that there
 * is none near; the text ahead without a break) is kept, so a flood of hits on one endless line
 * reads the text a bounded number of times. A line longer than any setting is none.
 */
class Lines {
  /** The nearest break before `behind` (the text's start counts as one at -1), or FAR: none within MAX_LINE of it. */
  private lastBreak = -1;
  private behind = 0;
  /** The nearest break at or after `ahead`'s origin (-1: unknown), and how far the text is known to hold none. */
  private nextBreak = -1;
  private clearTo = 0;
  constructor(private readonly text: string) {}

  around(at: number): { start: number; end: number } | undefined {
    const text = this.text;
    let start: number;
    if (at >= this.behind) {
      const low = Math.max(this.behind, at - MAX_LINE - 1);
      let i = at - 1;
      while (i >= low && text.charCodeAt(i) !== 10) i--;
      if (i >= low) this.lastBreak = i;
      else if (low > this.behind) this.lastBreak = FAR;
      this.behind = at;
      start = this.lastBreak + 1;
    } else {
      start = at;
      while (start > 0 && text.charCodeAt(start - 1) !== 10) if (--start < at - MAX_LINE) return undefined;
    }
    if (at - start > MAX_LINE) return undefined;
    if (this.nextBreak < at) {
      const high = Math.min(text.length, at + MAX_LINE + 1);
      let j = Math.max(at, this.clearTo);
      while (j < high && text.charCodeAt(j) !== 10) j++;
      if (j === high && high < text.length) {
        this.clearTo = high;
        return undefined;
      }
      this.nextBreak = j;
    }
    let end = this.nextBreak;
    if (end - at > MAX_LINE) return undefined;
    if (text.charCodeAt(end - 1) === 13) end--;
    return { start, end };
  }
}

/** A value a tool's notation pairs with a name; one trailing off in an ellipsis is a shortened example. */
function assignment(text: string, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, quote: string): Assignment {
  const value = text.slice(valueStart, valueEnd);
  return pairedAssignment(text, nameStart, nameEnd, valueStart, valueEnd, quote, undefined, value.endsWith('...') || value.endsWith('…'));
}

/** A value alone at the end of a line from `at`: quoted (`'…'`, `"…"`) or a run without blanks. */
function valueToLineEnd(text: string, at: number, lineEnd: number): { start: number; end: number; quote: string } | undefined {
  let end = lineEnd;
  while (end > at && isBlank(text.charCodeAt(end - 1))) end--;
  if (end - at < 2 || end - at > MAX_VALUE + 2) return undefined;
  const q = text.charCodeAt(at);
  if ((q === 34 || q === 39) && text.charCodeAt(end - 1) === q) {
    const inner = text.slice(at + 1, end - 1);
    if (inner.includes(String.fromCharCode(q))) return undefined;
    return { start: at + 1, end: end - 1, quote: String.fromCharCode(q) };
  }
  for (let i = at; i < end; i++) if (isBlank(text.charCodeAt(i))) return undefined;
  return { start: at, end, quote: '' };
}

// One `Name<blanks>value` directive on its own line (Fluent Bit's classic format, Fluentd's
// `<match>` parameters, mbsync's and msmtp's files): a name, blanks, one word.
const DIRECTIVE = /^[ \t]*[A-Za-z_][\w.-]{0,31}[ \t]+[^\s=:][^\s]{0,255}[ \t]*\r?$/;

/** Whether the line before or after the one at [start, end) is a `Name value` directive too. */
function besideDirective(text: string, start: number, end: number): boolean {
  if (start > 0) {
    const above = text.lastIndexOf('\n', start - 2) + 1;
    if (start - above <= MAX_LINE && DIRECTIVE.test(text.slice(above, start - 1))) return true;
  }
  const next = text.indexOf('\n', end);
  if (next === -1) return false;
  let below = text.indexOf('\n', next + 1);
  if (below === -1) below = text.length;
  return below - next <= MAX_LINE && DIRECTIVE.test(text.slice(next + 1, below));
}

// fetchmail's run control file opens its entries with these words (`skip` entries are not polled).
const FETCHMAIL_ENTRY = /(?:^|\n)[ \t]*(?:poll|defaults)[ \t]/;
// Cisco IOS and IOS XE: `password 0 <text>`, `secret 0 <text>`, `key 0 <text>` (type 0 is plain
// text; types 5, 8 and 9 are hashes and type 7 an obfuscation, none of them read here).
const TYPE0_WORDS = new Set(['password', 'secret', 'key']);
// OpenWrt UCI: `option <name> '<value>'`; in a `config wifi-iface` section `key` is the WPA passphrase.
const WIFI_IFACE = /(?:^|\n)[ \t]*config[ \t]+wifi-iface\b/;
// A Bitnami SealedSecret: its `encryptedData` values are ciphertext only the cluster's controller opens.
const SEALED_SECRET = /(?:^|\n)kind:[ \t]*SealedSecret\b/;
// Members of an Alertmanager PagerDuty receiver that hold its integration key.
const PAGERDUTY_KEYS = new Set(['routing_key', 'service_key']);

/** Where a text's first line of each notation's own word stands (-2: not searched yet, -1: none), searched once per scan. */
class NotationMarks {
  private fetchmail = -2;
  private wifi = -2;
  private sealed: boolean | undefined;
  private type0: boolean | undefined;
  constructor(private readonly text: string) {}
  /** Whether the text declares a Bitnami SealedSecret (`kind: SealedSecret`): its word first, then the line. */
  sealedSecret(): boolean {
    this.sealed ??= this.text.includes('SealedSecret') && SEALED_SECRET.test(this.text);
    return this.sealed;
  }
  /** Whether a fetchmail entry (`poll`, `skip`, `defaults`) opens a line before `at`. */
  fetchmailBefore(at: number): boolean {
    if (this.fetchmail === -2)
      this.fetchmail = this.text.includes('poll') || this.text.includes('defaults') ? (FETCHMAIL_ENTRY.exec(this.text)?.index ?? -1) : -1;
    return this.fetchmail !== -1 && this.fetchmail < at;
  }
  /** Whether the text holds ` 0 ` anywhere (Cisco's type 0 marker). */
  mayHoldType0(): boolean {
    this.type0 ??= this.text.includes(' 0 ');
    return this.type0;
  }
  /** Whether a `config wifi-iface` section opens before `at`. */
  wifiIfaceBefore(at: number): boolean {
    if (this.wifi === -2) this.wifi = this.text.includes('wifi-iface') ? (WIFI_IFACE.exec(this.text)?.index ?? -1) : -1;
    return this.wifi !== -1 && this.wifi < at;
  }
}

/**
 * The reader of one scan: the readings of a keyword hit at `index` (the trigger literal `literal`,
 * lower case) in the notations above; empty when none applies, so the assignment readers take over,
 * and null for a value no reader may take (a SealedSecret's ciphertext).
 * `kindOf` is the secret-name judgement of generic-assignment.
 */
export function configNotationReader(
  text: string,
  sections: IniSections,
  kindOf: (name: string) => string | undefined,
): (index: number, literal: string) => NotationValue[] | null {
  const marks = new NotationMarks(text);
  const lines = new Lines(text);
  return (index, literal) => readConfigNotation(text, index, literal, sections, kindOf, marks, lines);
}

/** Whether text[start, end) holds a mark that ends an unquoted value in code: `,`, `;`, `<`, `>`, `|`, `&`, `)`, `]`, `}`. */
function holdsCodeStop(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 59 || c === 60 || c === 62 || c === 124 || c === 38 || c === 41 || c === 93 || c === 125) return true;
  }
  return false;
}

/** Whether a value of `length` characters or more without a blank starts after `at`'s blanks. */
function longValueAfter(text: string, at: number, length: number): boolean {
  let i = at;
  while (i < at + 8 && isBlank(text.charCodeAt(i))) i++;
  const from = i;
  while (i < from + length && i < text.length) {
    const c = text.charCodeAt(i);
    if (isBlank(c) || c === 10 || c === 13) return false;
    i++;
  }
  return i === from + length;
}

/**
 * What a hit's literal must have around it for a notation to be there, tested in place before
 * anything is walked: `pass…` and `encrypt` always go on; `token` only as HCL's `tokens`; `secret`
 * only as Cisco's `secret 0`; `key` only as a word of its own or a PagerDuty member, followed by a
 * blank or `:`; no other literal opens one.
 */
function mayOpenNotation(text: string, index: number, literal: string): boolean {
  // The literal is the longest trigger of any family at the offset (`pass`, `password`).
  if (literal.startsWith('pass') || literal === 'encrypt' || blankAfterName(text, index + literal.length)) return true;
  if (literal === 'token') return text.charCodeAt(index + 5) === 115; // s
  if (literal === 'secret') return isBlank(text.charCodeAt(index + 6)) && text.charCodeAt(index + 7) === 48; // 0
  if (literal !== 'key') return false;
  const after = text.charCodeAt(index + 3);
  if (!isBlank(after) && after !== 58) return false; // :
  return !isNameChar(text.charCodeAt(index - 1)) || text.startsWith('routing_', index - 8) || text.startsWith('service_', index - 8);
}

/** Whether the name running on from `at` ends at a blank: a `name value` directive may follow. */
function blankAfterName(text: string, at: number): boolean {
  let i = at;
  while (i < at + 48 && isNameChar(text.charCodeAt(i))) i++;
  return isBlank(text.charCodeAt(i));
}

// Secret names that are also words of prose (`Password required`, `token count`).
const PROSE_WORDS = new Set(['password', 'passwd', 'pass', 'passphrase', 'secret', 'token', 'credential', 'credentials']);

// No reading: shared, so a hit that reads nothing allocates nothing.
const NONE: NotationValue[] = [];

/** What stands before a name on its line: 0 blanks only, 1 a YAML list's `- `, -1 anything else (walked a bounded way). */
function leadOf(text: string, nameStart: number): number {
  let p = nameStart;
  while (p > nameStart - 64 && isBlank(text.charCodeAt(p - 1))) p--;
  let dash = 0;
  if (text.charCodeAt(p - 1) === 45 && p < nameStart) {
    dash = 1;
    p--;
    while (p > nameStart - 72 && isBlank(text.charCodeAt(p - 1))) p--;
  }
  return p === 0 || text.charCodeAt(p - 1) === 10 ? dash : -1;
}

// Keywords that open a setting's line: OpenWrt's `option`, Mutt's and SQL*Plus' `set`.
// Listed by their last letters, `n`, `t`, `T`: optionBefore picks one by it.
const SETTING_KEYWORDS = ['option', 'set', 'SET'];

/** Whether a setting keyword (alone after indentation) stands before the name. */
function optionBefore(text: string, nameStart: number): boolean {
  let p = nameStart;
  while (p > nameStart - 16 && isBlank(text.charCodeAt(p - 1))) p--;
  // Each keyword ends in `n`, `t` or `T`: a flood of names after other words ends here.
  const last = text.charCodeAt(p - 1);
  if (p === nameStart || (last !== 110 && last !== 116 && last !== 84)) return false;
  // That letter names the one keyword that may stand there (no closure per hit: keyword soups reach here).
  const keyword = SETTING_KEYWORDS[last === 110 ? 0 : last === 116 ? 1 : 2] as string; // n t
  // A chat client's slash command (WeeChat's `/set irc.server.<net>.sasl_password "…"`) opens with `/`.
  const start = p - keyword.length;
  return text.startsWith(keyword, start) && leadOf(text, text.charCodeAt(start - 1) === 47 ? start - 1 : start) === 0;
}

function readConfigNotation(
  text: string,
  index: number,
  literal: string,
  sections: IniSections,
  kindOf: (name: string) => string | undefined,
  marks: NotationMarks,
  lines: Lines,
): NotationValue[] | null {
  if (literal === '/secure set ') return weechatSecure(text, index, lines);
  if (!mayOpenNotation(text, index, literal)) return NONE;
  // The whole name around the hit.
  let nameStart = index;
  while (nameStart > index - 64 && isNameChar(text.charCodeAt(nameStart - 1))) nameStart--;
  let nameEnd = index + literal.length;
  while (nameEnd < index + 64 && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
  if (literal === 'encrypt') return gossipKey(text, nameStart, nameEnd);
  // Every notation is told apart by a character or two before any line is read or anything sliced.
  let v = nameEnd;
  while (v < nameEnd + 40 && isBlank(text.charCodeAt(v))) v++;
  const first = text.charCodeAt(v);
  if (v >= text.length || first === 10 || first === 13) return NONE;
  const length = nameEnd - nameStart;
  // Most notations open their line (after indentation or a YAML list's `- `); mid-line only Cisco's
  // type 0, OpenWrt's `option` and fetchmail's `password`, each in a text that holds its own mark.
  const lead = leadOf(text, nameStart);
  if (v > nameEnd && first !== 61 && first !== 58) {
    // Cisco's type 0: the word, `0`, the value ending the line.
    if (first === 48 && isBlank(text.charCodeAt(v + 1)) && length <= 8 && marks.mayHoldType0()) {
      if (!TYPE0_WORDS.has(text.slice(nameStart, nameEnd).toLowerCase())) return NONE;
      const line = lines.around(v);
      let w = v + 1;
      while (line !== undefined && w < line.end && isBlank(text.charCodeAt(w))) w++;
      const value = line === undefined ? undefined : valueToLineEnd(text, w, line.end);
      if (value === undefined && line !== undefined) {
        // More keywords after the value (NX-OS's `password 0 … role network-admin`).
        const found = commandKeywordValue(text, nameStart, nameEnd, line.start, line.end);
        if (found !== undefined)
          return [{ assignment: assignment(text, nameStart, nameEnd, found.start, found.end, found.quote), kind: found.kind }];
      }
      if (value === undefined || value.quote !== '') return NONE;
      return [{ assignment: assignment(text, nameStart, nameEnd, value.start, value.end, ''), kind: 'password' }];
    }
    // OpenWrt's `option password '…'`, `option key '…'`.
    if (lead === -1 && optionBefore(text, nameStart)) {
      const line = lines.around(v);
      const value = line === undefined ? undefined : valueToLineEnd(text, v, line.end);
      if (line === undefined || value === undefined) return NONE;
      const name = text.slice(nameStart, nameEnd);
      const wifiKey = name.toLowerCase() === 'key' && (marks.wifiIfaceBefore(line.start) || blockSaysWifi(text, line.start));
      if (!wifiKey && kindOf(name) === undefined) return NONE;
      return [
        { assignment: assignment(text, nameStart, nameEnd, value.start, value.end, value.quote), kind: wifiKey ? 'password' : undefined },
      ];
    }
    // fetchmail's `password "…"` inside a `poll` entry (anywhere on its line).
    if (first === 34 && length <= 8 && marks.fetchmailBefore(nameStart)) {
      const lower = text.slice(nameStart, nameEnd).toLowerCase();
      if (lower !== 'password' && lower !== 'pass' && lower !== 'passwd') return NONE;
      const line = lines.around(v);
      let close = v + 1;
      while (line !== undefined && close < line.end && text.charCodeAt(close) !== 34) close++;
      if (line === undefined || close >= line.end) return NONE;
      return [{ assignment: assignment(text, nameStart, nameEnd, v + 1, close, '"'), kind: 'password' }];
    }
    // `tokens {` opens an HCL block of tokens (Consul's `acl { tokens { agent = "…" } }`).
    if (lead === -1) {
      // A device's command line: `username u secret …`, `snmp-server community … RO` (command-keyword-value.ts).
      if (commandKeywordKind(text, nameStart, nameEnd) === undefined) return NONE;
      const line = lines.around(v);
      const found = line === undefined ? undefined : commandKeywordValue(text, nameStart, nameEnd, line.start, line.end);
      if (found === undefined) return NONE;
      return [{ assignment: assignment(text, nameStart, nameEnd, found.start, found.end, found.quote), kind: found.kind }];
    }
    if (first === 123 && length === 6 && text.slice(nameStart, nameEnd).toLowerCase() === 'tokens') return tokenBlock(text, v + 1);
    // A `name value` directive whose name is a password's or a secret's, whatever the tool
    // (`requirepass`, `rpcpassword`, `auth_pass`, `client_secret`). A name that is one bare word
    // (`Password`, `token`) opens sentences too: it needs a directive on the line above or below.
    const name = text.slice(nameStart, nameEnd);
    const kind = lead === 0 ? kindOf(name) : undefined;
    if (kind !== 'password' && kind !== 'secret') return NONE;
    const line = lines.around(v);
    const value = line === undefined ? undefined : valueToLineEnd(text, v, line.end);
    if (line === undefined || value === undefined || (PROSE_WORDS.has(name.toLowerCase()) && !besideDirective(text, line.start, line.end)))
      return NONE;
    return [{ assignment: assignment(text, nameStart, nameEnd, value.start, value.end, value.quote), kind }];
  }
  // An INI line (`[section]` above): `name = value` whose value runs to the line's end (a generated
  // password may hold `<`, `>`, `&` or `|`, which end a value in code).
  if (first === 61) {
    // INI's blanks around `=` (a `.env` line, `NAME=value`, is read to its end by the assignment readers).
    if (lead !== 0 || v === nameEnd || text.charCodeAt(v + 1) === 61 || kindOf(text.slice(nameStart, nameEnd)) === undefined) return NONE;
    const line = lines.around(v);
    if (line === undefined) return NONE;
    let w = v + 1;
    while (w < line.end && isBlank(text.charCodeAt(w))) w++;
    const value = valueToLineEnd(text, w, line.end);
    // Only a value that holds a mark ending a value in code needs this reading.
    if (value === undefined || value.quote !== '' || !holdsCodeStop(text, value.start, value.end)) return NONE;
    if (!sections.mayHold() || !sections.inSection(line.start)) return NONE;
    return [{ assignment: assignment(text, nameStart, nameEnd, value.start, value.end, '') }];
  }
  if (first === 58 && v === nameEnd) {
    if (lead === -1) return NONE;
    // A SealedSecret's ciphertext runs for hundreds of characters: only such a value asks whether the text is one.
    const sealed = longValueAfter(text, v + 1, 96) && marks.sealedSecret();
    // A key is long: a shorter value (`key: x-api-key`) never asks for the parents.
    if (!sealed && ((length !== 3 && length !== 11) || !longValueAfter(text, v + 1, 16))) return NONE;
    const line = lines.around(v);
    if (line === undefined) return NONE;
    // A SealedSecret's `encryptedData` member is ciphertext: nothing to read (null).
    if (sealed && yamlParents(text, line.start, 1)[0] === 'encrypteddata') return null;
    // YAML: `name: value` named by its parent mapping (`api:` / `key:`) or its receiver (PagerDuty).
    return yamlScopedKey(text, line, nameStart, nameEnd, text.slice(nameStart, nameEnd).toLowerCase(), kindOf);
  }
  return NONE;
}

/** WeeChat's `/secure set <name> <value>`: the command writes the literal into its secure store. */
function weechatSecure(text: string, index: number, lines: Lines): NotationValue[] {
  const line = lines.around(index);
  if (line === undefined) return [];
  let nameStart = index + 12;
  while (nameStart < line.end && isBlank(text.charCodeAt(nameStart))) nameStart++;
  let nameEnd = nameStart;
  while (nameEnd < line.end && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
  if (nameEnd === nameStart || !isBlank(text.charCodeAt(nameEnd))) return [];
  let v = nameEnd;
  while (v < line.end && isBlank(text.charCodeAt(v))) v++;
  const value = valueToLineEnd(text, v, line.end);
  if (value === undefined) return [];
  return [{ assignment: assignment(text, nameStart, nameEnd, value.start, value.end, value.quote), kind: 'password' }];
}

/** Consul's and Nomad's gossip key: `encrypt = "…"` (HCL) or `"encrypt": "…"` (JSON), the base64 of 16, 24 or 32 random bytes. */
function gossipKey(text: string, nameStart: number, nameEnd: number): NotationValue[] {
  if (nameEnd - nameStart !== 7) return [];
  let i = nameEnd;
  if (text.charCodeAt(i) === 34 && text.charCodeAt(nameStart - 1) === 34) i++;
  while (i < nameEnd + 40 && isBlank(text.charCodeAt(i))) i++;
  const op = text.charCodeAt(i);
  if (op !== 61 && op !== 58) return []; // = :
  i++;
  while (i < nameEnd + 48 && isBlank(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  if (quote !== 34 && quote !== 39) return [];
  const close = text.indexOf(String.fromCharCode(quote), i + 1);
  if (close === -1 || close - i - 1 < 24 || close - i - 1 > 44) return [];
  const bytes = tryDecodeBase64(text.slice(i + 1, close));
  if (bytes === undefined || (bytes.length !== 16 && bytes.length !== 24 && bytes.length !== 32)) return [];
  return [{ assignment: assignment(text, nameStart, nameEnd, i + 1, close, String.fromCharCode(quote)), kind: 'secret' }];
}

const BLOCK_MEMBER = /[ \t]*([A-Za-z_][\w-]{0,63})[ \t]*=[ \t]*"([^"\r\n]{1,256})"[ \t]*\r?\n/y;

/** The members of an HCL `tokens { name = "…" }` block, from after its `{` (at most 12 lines). */
function tokenBlock(text: string, from: number): NotationValue[] {
  let at = from;
  while (at < from + 8 && isBlank(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) === 13) at++;
  if (text.charCodeAt(at) !== 10) return [];
  at++;
  const found: NotationValue[] = [];
  for (let n = 0; n < 12; n++) {
    BLOCK_MEMBER.lastIndex = at;
    const m = BLOCK_MEMBER.exec(text);
    if (m === null) break;
    const valueStart = at + m[0].indexOf('"') + 1;
    const valueEnd = valueStart + (m[2] ?? '').length;
    const nameStart = at + m[0].indexOf(m[1] ?? '');
    found.push({ assignment: assignment(text, nameStart, nameStart + (m[1] ?? '').length, valueStart, valueEnd, '"'), kind: 'secret' });
    at = BLOCK_MEMBER.lastIndex;
  }
  return found;
}

/** The indentation of the line starting at `start`. */
function indentOf(text: string, start: number): number {
  let i = start;
  while (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 45) i++; // a list item's `- ` counts as indentation
  return i - start;
}

const PARENT_KEY = /^[ \t]*(?:-[ \t]+)?["']?([A-Za-z_][\w-]{0,63})["']?:[ \t]*\r?$/;

/** The mapping keys above a YAML line, nearest first (at most `levels`, within 8 lines). */
function yamlParents(text: string, lineStart: number, levels: number): string[] {
  const parents: string[] = [];
  let indent = indentOf(text, lineStart);
  let end = lineStart - 1;
  for (let n = 0; n < 8 && end > 0 && parents.length < levels && indent > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    if (end - start > MAX_LINE) break;
    const own = indentOf(text, start);
    const m = own < indent ? PARENT_KEY.exec(text.slice(start, end)) : null;
    if (m !== null) {
      parents.push((m[1] ?? '').toLowerCase());
      indent = own;
    } else if (own < indent && text.slice(start, end).trim() !== '') {
      // A sibling list item (`- name: …`) at a lower indentation: still inside the parent.
      if (!/^[ \t]*-[ \t]/.test(text.slice(start, end))) break;
    }
    end = start - 1;
  }
  return parents;
}

/** A YAML `key:` whose parent names what it is (`api:` → an API key) or a PagerDuty receiver's integration key. */
function yamlScopedKey(
  text: string,
  line: { start: number; end: number },
  nameStart: number,
  nameEnd: number,
  lower: string,
  kindOf: (name: string) => string | undefined,
): NotationValue[] {
  const pagerDuty = PAGERDUTY_KEYS.has(lower);
  if (lower !== 'key' && !pagerDuty) return [];
  let v = nameEnd + 1;
  while (v < line.end && isBlank(text.charCodeAt(v))) v++;
  const value = valueToLineEnd(text, v, line.end);
  if (value === undefined) return [];
  const parents = yamlParents(text, line.start, pagerDuty ? 3 : 1);
  const scoped = pagerDuty
    ? parents.some((p) => p.includes('pagerduty'))
    : parents.length === 1 && kindOf(`${parents[0] ?? ''}_key`) === 'secret';
  if (!scoped) return [];
  return [{ assignment: assignment(text, nameStart, nameEnd, value.start, value.end, value.quote), kind: 'secret' }];
}

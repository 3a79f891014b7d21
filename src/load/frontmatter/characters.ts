// Character classes shared by the frontmatter parser and the hidden-instruction rules: characters
// that YAML parsers read differently (SPEC-NOTES §2 "control characters, NUL, lone surrogates") and
// characters a reviewer cannot see (docs/rules.md#hiddeninvisible-unicode).
import { bufferView } from '../byte-view.js';

export type ControlKind = 'nul' | 'control' | 'lone-surrogate' | 'line-separator';

export interface CharacterHit {
  readonly kind: ControlKind;
  /** UTF-16 offset in the scanned text. */
  readonly offset: number;
  /** `U+0007`. */
  readonly codePoint: string;
}

/**
 * C0 controls other than TAB/LF/CR, DEL, C1 controls, noncharacters U+FFFE/U+FFFF, a CR that does
 * not start a CRLF, U+2028/U+2029 (YAML 1.1 readers treat them as line breaks, 1.2 readers do not)
 * and unpaired surrogates. The `u` flag is off on purpose so surrogates are seen one unit at a time.
 */
const rawProblem =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|\r(?!\n)|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The same classes inside a decoded string value, where TAB and LF are content and CR is not. */
const decodedProblem =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function formatCodePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function kindOf(unit: number): ControlKind {
  if (unit === 0) return 'nul';
  if (unit >= 0xd800 && unit <= 0xdfff) return 'lone-surrogate';
  if (unit === 0x2028 || unit === 0x2029) return 'line-separator';
  return 'control';
}

function scan(text: string, pattern: RegExp, limit: number): CharacterHit[] {
  const hits: CharacterHit[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null && hits.length < limit; match = pattern.exec(text)) {
    const unit = text.charCodeAt(match.index);
    hits.push({ kind: kindOf(unit), offset: match.index, codePoint: formatCodePoint(unit) });
  }
  return hits;
}

/** Problem characters in raw YAML source, at most `limit` of them. */
export function findRawControlCharacters(text: string, limit = 50): CharacterHit[] {
  return scan(text, rawProblem, limit);
}

/** Problem characters in a decoded scalar value (escape sequences can produce them). */
export function findDecodedControlCharacters(text: string, limit = 50): CharacterHit[] {
  return scan(text, decodedProblem, limit);
}

export type InvisibleKind = 'tag' | 'bidi' | 'zero-width' | 'variation-selector' | 'byte-order-mark';

export interface InvisibleRun {
  /** UTF-16 offset of the run's first character. */
  readonly offset: number;
  /** UTF-16 length of the run. */
  readonly length: number;
  readonly kind: InvisibleKind;
  /** Code points of the run (at most the first 8 are listed in messages). */
  readonly codePoints: readonly number[];
}

/**
 * Tag characters (U+E0000–E007F) spell ASCII invisibly; bidi controls reorder what is displayed;
 * zero-width and filler characters hide text or split words. Variation selectors U+FE00–FE0F are
 * ordinary after a visible character (emoji presentation) and suspicious only in runs or at the
 * start; the supplement U+E0100–E01EF is always reported (it is the classic smuggling channel).
 */
function invisibleKind(code: number): InvisibleKind | undefined {
  if (code >= 0xe0000 && code <= 0xe007f) return 'tag';
  if (code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
    return 'bidi';
  }
  if (code === 0xfeff) return 'byte-order-mark';
  if (code >= 0xfe00 && code <= 0xfe0f) return 'variation-selector';
  if (code >= 0xe0100 && code <= 0xe01ef) return 'variation-selector';
  if (
    code === 0x00ad ||
    code === 0x034f ||
    code === 0x115f ||
    code === 0x1160 ||
    code === 0x17b4 ||
    code === 0x17b5 ||
    (code >= 0x180b && code <= 0x180f) ||
    (code >= 0x200b && code <= 0x200d) ||
    (code >= 0x2060 && code <= 0x2064) ||
    (code >= 0x206a && code <= 0x206f) ||
    code === 0x3164 ||
    code === 0xffa0 ||
    (code >= 0xfff9 && code <= 0xfffb) ||
    (code >= 0x1d173 && code <= 0x1d17a)
  ) {
    return 'zero-width';
  }
  return undefined;
}

const pictographic = /\p{Extended_Pictographic}/u;
const quickInvisible = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uDB40|\uD834[\uDD73-\uDD7A]/;

function codePointBefore(text: string, offset: number): number | undefined {
  if (offset <= 0) return undefined;
  const low = text.charCodeAt(offset - 1);
  if (low >= 0xdc00 && low <= 0xdfff && offset >= 2) {
    const high = text.charCodeAt(offset - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(offset - 2);
  }
  return low;
}

/** Is this character, at this place, one a reader would not see? */
function isHiddenAt(text: string, offset: number, code: number, kind: InvisibleKind): boolean {
  if (kind === 'variation-selector' && code <= 0xfe0f) {
    // A single selector after a visible character is ordinary; one after another selector or at the
    // start of the text is not.
    const before = codePointBefore(text, offset);
    return before === undefined || invisibleKind(before) !== undefined;
  }
  if (code === 0x200d) {
    // Zero-width joiner inside an emoji sequence (👩‍💻) is ordinary.
    let before = codePointBefore(text, offset);
    let at = offset;
    if (before === 0xfe0f) {
      at -= 1;
      before = codePointBefore(text, at);
    }
    const after = text.codePointAt(offset + 1);
    return !(before !== undefined && after !== undefined && pictographic.test(String.fromCodePoint(before)) && pictographic.test(String.fromCodePoint(after)));
  }
  return true;
}

/**
 * The UTF-8 lead byte of every code point `quickInvisible` matches. In valid UTF-8 these bytes only
 * ever start a sequence, so each hit is a whole character.
 */
const invisibleLeads = [0xe2, 0xc2, 0xef, 0xe1, 0xe3, 0xf3, 0xf0, 0xcd, 0xd8] as const;

/** Does the UTF-8 sequence starting at `at` (lead byte `lead`) encode a character `quickInvisible` matches? */
function invisibleSequenceAt(bytes: Uint8Array, lead: number, at: number): boolean {
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  switch (lead) {
    case 0xc2: // U+00AD
      return b1 === 0xad;
    case 0xcd: // U+034F
      return b1 === 0x8f;
    case 0xd8: // U+061C
      return b1 === 0x9c;
    case 0xe1: // U+115F, U+1160, U+17B4, U+17B5, U+180B–180F
      return (b1 === 0x85 && (b2 === 0x9f || b2 === 0xa0)) || (b1 === 0x9e && (b2 === 0xb4 || b2 === 0xb5)) || (b1 === 0xa0 && b2 >= 0x8b && b2 <= 0x8f);
    case 0xe2: // U+200B–200F, U+202A–202E, U+2060–2064, U+2066–206F
      return (b1 === 0x80 && ((b2 >= 0x8b && b2 <= 0x8f) || (b2 >= 0xaa && b2 <= 0xae))) || (b1 === 0x81 && ((b2 >= 0xa0 && b2 <= 0xa4) || (b2 >= 0xa6 && b2 <= 0xaf)));
    case 0xe3: // U+3164
      return b1 === 0x85 && b2 === 0xa4;
    case 0xef: // U+FE00–FE0F, U+FEFF, U+FFA0, U+FFF9–FFFB
      return (b1 === 0xb8 && b2 >= 0x80 && b2 <= 0x8f) || (b1 === 0xbb && b2 === 0xbf) || (b1 === 0xbe && b2 === 0xa0) || (b1 === 0xbf && b2 >= 0xb9 && b2 <= 0xbb);
    case 0xf0: {
      // U+1D173–1D17A
      const b3 = bytes[at + 3] ?? 0;
      return b1 === 0x9d && b2 === 0x85 && b3 >= 0xb3 && b3 <= 0xba;
    }
    case 0xf3: // U+E0000–E03FF (high surrogate U+DB40)
      return b1 === 0xa0 && b2 >= 0x80 && b2 <= 0x8f;
    default:
      return false;
  }
}

/**
 * Would `quickInvisible` match the text these valid UTF-8 bytes decode to? Answered from the bytes:
 * only the lead bytes above can start such a character, and native search finds them without
 * running a regex over a (two-byte) string.
 */
export function utf8MayHoldInvisible(bytes: Uint8Array): boolean {
  const view = bufferView(bytes);
  for (const lead of invisibleLeads) {
    for (let at = view.indexOf(lead, 0); at !== -1; at = view.indexOf(lead, at + 1)) {
      if (invisibleSequenceAt(bytes, lead, at)) return true;
    }
  }
  return false;
}

/**
 * `findInvisibleRuns(text)` for a text decoded from `bytes` (strict UTF-8, every byte kept, as the
 * loader decodes files): the same runs, with clean files proven clean from their bytes.
 */
export function findInvisibleRunsInUtf8(text: string, bytes: Uint8Array): InvisibleRun[] {
  // UTF-8 spends at least two bytes on every non-ASCII character, so equal lengths mean pure ASCII.
  if (text.length === bytes.length || !utf8MayHoldInvisible(bytes)) return [];
  return findInvisibleRuns(text);
}

/** Could the text hold an invisible character? The regex `findInvisibleRuns` tests first; `utf8MayHoldInvisible` answers the same from bytes. */
export function mayHoldInvisible(text: string): boolean {
  return quickInvisible.test(text);
}

/** Runs of consecutive invisible characters in a text, each reported once. */
export function findInvisibleRuns(text: string): InvisibleRun[] {
  if (!mayHoldInvisible(text)) return [];
  const runs: InvisibleRun[] = [];
  let current: { offset: number; length: number; kind: InvisibleKind; codePoints: number[] } | undefined;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    const kind = invisibleKind(code);
    if (kind !== undefined && isHiddenAt(text, i, code, kind)) {
      if (current !== undefined && current.offset + current.length === i) {
        current.length += width;
        current.codePoints.push(code);
        if (kind === 'tag' || (kind === 'bidi' && current.kind !== 'tag')) current.kind = kind;
      } else {
        current = { offset: i, length: width, kind, codePoints: [code] };
        runs.push(current);
      }
    }
    i += width;
  }
  return runs;
}

/** The ASCII text that a run of tag characters spells (U+E0041 → "A"), at most `max` characters. */
export function decodeTagCharacters(codePoints: readonly number[], max = 32): string {
  let out = '';
  for (const code of codePoints) {
    if (code < 0xe0020 || code > 0xe007e) continue;
    out += String.fromCharCode(code - 0xe0000);
    if (out.length >= max) break;
  }
  return out;
}

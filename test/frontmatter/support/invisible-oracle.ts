// The invisible-character search as it was before the byte prefilter: a verbatim copy of
// `findInvisibleRuns` and its helpers from src/load/frontmatter/characters.ts (the regex
// `quickInvisible` over every text, then a scan of the code points). Tests compare the fast search
// against it; it is test-only and must not change. Two exports are added for the tests:
// `oracleQuickInvisible` (the prefilter alone) and `oracleInvisibleKind` (the rule's own list).
// `oracleInvisibleCheck` is the check of hidden/invisible-unicode as it was, over this search.
import { decodeTagCharacters, formatCodePoint } from '../../../src/load/frontmatter/characters.js';
import type { Report, RuleContext } from '../../../src/rules/rule.js';
import { cappedReporter } from '../../../src/rules/frontmatter/support/capped-report.js';
import { parsedSkills, textFiles } from '../../../src/rules/frontmatter/support/skill-files.js';

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

/** Runs of consecutive invisible characters in a text, each reported once. */
export function oracleFindInvisibleRuns(text: string): InvisibleRun[] {
  if (!quickInvisible.test(text)) return [];
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


/** Would the old prefilter let this text through to the full scan? */
export function oracleQuickInvisible(text: string): boolean {
  return quickInvisible.test(text);
}

/** The kind the rule gives a code point, or undefined when it is not one it knows. */
export function oracleInvisibleKind(code: number): InvisibleKind | undefined {
  return invisibleKind(code);
}

const kindWords: Readonly<Record<InvisibleKind, string>> = {
  tag: 'Unicode tag characters, which spell hidden ASCII text',
  bidi: 'bidirectional control characters, which reorder how the text is displayed',
  'zero-width': 'zero-width or blank filler characters',
  'variation-selector': 'stacked or stray variation selectors, which can carry hidden data',
  'byte-order-mark': 'a byte order mark (U+FEFF) inside the text',
};

type InvisibleMessage = 'invisible' | 'more' | 'escaped';

export const oracleInvisibleCheck = ({ catalog, report }: Pick<RuleContext<InvisibleMessage>, 'catalog'> & { report: (r: Report<InvisibleMessage>) => void }): void => {
  for (const { file } of textFiles(catalog)) {
    const out = cappedReporter(report, file.file, 'more');
    for (const run of oracleFindInvisibleRuns(file.text)) {
      // A BOM at the very start of SKILL.md is frontmatter/bom's finding.
      if (run.offset === 0 && run.kind === 'byte-order-mark' && run.length === 1 && file.path === 'SKILL.md') continue;
      const { line, column } = file.lines.position(run.offset);
      const listed = run.codePoints.slice(0, 8).map(formatCodePoint).join(' ') + (run.codePoints.length > 8 ? ' …' : '');
      const decodedText = run.kind === 'tag' ? decodeTagCharacters(run.codePoints) : '';
      out.report({
        messageId: 'invisible',
        data: { count: run.codePoints.length, codePoints: listed, kind: kindWords[run.kind], decoded: decodedText === '' ? '' : ` (they spell "${decodedText}")` },
        file: file.file,
        line,
        column,
        endLine: file.lines.position(run.offset + run.length).line,
        endColumn: file.lines.position(run.offset + run.length).column,
      });
    }
    out.finish();
  }
  for (const { skillMd, parsed } of parsedSkills(catalog)) {
    for (const finding of parsed.findings) {
      if (finding.code !== 'hidden/escaped-invisible') continue;
      report({ messageId: 'escaped', data: { codePoints: String(finding.data?.['codePoints'] ?? finding.detail) }, file: skillMd.file, line: finding.line, column: finding.column });
    }
  }
};

// Invisible Unicode in any text file of a skill: tag characters, bidi controls, zero-width and
// filler characters (docs/rules.md). Also consumes the parser's `hidden/escaped-invisible`
// finding: the same characters produced by escapes in double-quoted frontmatter values.
import { decodeTagCharacters, findInvisibleRunsInUtf8, formatCodePoint, type InvisibleKind } from '../../load/frontmatter/characters.js';
import type { FindingCode } from '../../load/frontmatter/finding-codes.js';
import type { LintRule } from '../rule.js';
import { defineRule } from '../rule.js';
import { cappedReporter } from '../support/capped-report.js';
import { parsedSkills, textFiles } from '../support/skill-files.js';

const kindWords: Readonly<Record<InvisibleKind, string>> = {
  tag: 'Unicode tag characters, which spell hidden ASCII text',
  bidi: 'bidirectional control characters, which reorder how the text is displayed',
  'zero-width': 'zero-width or blank filler characters',
  'variation-selector': 'stacked or stray variation selectors, which can carry hidden data',
  'byte-order-mark': 'a byte order mark (U+FEFF) inside the text',
};

const rule = defineRule({
  meta: {
    id: 'hidden/invisible-unicode',
    severity: 'error',
    guardsSafety: false,
    messages: {
      invisible: '{count} invisible character(s) here ({codePoints}): {kind}{decoded}. A reviewer cannot see them; delete them.',
      more: '{count} more runs of invisible characters in this file beyond the first {limit}; delete them all.',
      escaped:
        'A frontmatter escape sequence produces invisible characters ({codePoints}); a reviewer cannot see them in the published value. Remove the escape.',
    },
  },
  check({ catalog, report }) {
    for (const { file } of textFiles(catalog)) {
      // The bytes prove almost every file clean; the text is scanned only when they cannot.
      const runs = findInvisibleRunsInUtf8(file.text, file.bytes);
      if (runs.length === 0) continue;
      const out = cappedReporter(report, file.file, 'more');
      for (const run of runs) {
        // A BOM at the very start of a file is an encoding signature, not hidden text ("U+FEFF after the
        // start" above); at the start of SKILL.md it is frontmatter/bom's finding.
        if (run.offset === 0 && run.kind === 'byte-order-mark' && run.length === 1) continue;
        const { line, column } = file.lines.position(run.offset);
        const listed = run.codePoints.slice(0, 8).map(formatCodePoint).join(' ') + (run.codePoints.length > 8 ? ' …' : '');
        const decodedText = run.kind === 'tag' ? decodeTagCharacters(run.codePoints) : '';
        out.report({
          messageId: 'invisible',
          data: {
            count: run.codePoints.length,
            codePoints: listed,
            kind: kindWords[run.kind],
            decoded: decodedText === '' ? '' : ` (they spell "${decodedText}")`,
          },
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
        report({
          messageId: 'escaped',
          data: { codePoints: String(finding.data?.['codePoints'] ?? finding.detail) },
          file: skillMd.file,
          line: finding.line,
          column: finding.column,
        });
      }
    }
  },
});

export const hiddenInvisibleUnicode: LintRule<'invisible' | 'more' | 'escaped'> & { readonly consumes: readonly FindingCode[] } = {
  ...rule,
  consumes: ['hidden/escaped-invisible'],
};

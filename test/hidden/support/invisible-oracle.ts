// hidden/invisible-unicode's check as it was before the byte prefilter: every text file through the
// plain search (`findInvisibleRuns`: the regex, then a scan of the code points), a capped reporter
// for each. The equivalence test compares the rule against it; it is test-only and changes only with the
// rule's contract (a leading BOM in any file is an encoding signature, not hidden text).
import { decodeTagCharacters, findInvisibleRuns, formatCodePoint, type InvisibleKind } from '../../../src/load/frontmatter/characters.js';
import type { Report, RuleContext } from '../../../src/rules/rule.js';
import { cappedReporter } from '../../../src/rules/support/capped-report.js';
import { parsedSkills, textFiles } from '../../../src/rules/support/skill-files.js';

const kindWords: Readonly<Record<InvisibleKind, string>> = {
  tag: 'Unicode tag characters, which spell hidden ASCII text',
  bidi: 'bidirectional control characters, which reorder how the text is displayed',
  'zero-width': 'zero-width or blank filler characters',
  'variation-selector': 'stacked or stray variation selectors, which can carry hidden data',
  'byte-order-mark': 'a byte order mark (U+FEFF) inside the text',
};

type InvisibleMessage = 'invisible' | 'more' | 'escaped';

export const oracleInvisibleCheck = ({
  catalog,
  report,
}: Pick<RuleContext<InvisibleMessage>, 'catalog'> & { report: (r: Report<InvisibleMessage>) => void }): void => {
  for (const { file } of textFiles(catalog)) {
    const out = cappedReporter(report, file.file, 'more');
    for (const run of findInvisibleRuns(file.text)) {
      // A BOM at the very start of a file is an encoding signature (SKILL.md: frontmatter/bom's finding).
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
};

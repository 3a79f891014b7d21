// HTML comments in any Markdown file of a skill hide text from a reviewer reading the rendered
// Markdown, while a model reads them: over MCP every file reaches the model verbatim. A comment that
// speaks to the model or hides a command, a URL or long prose is a warning (comment-content.ts
// decides); a marker, banner, attribution, TODO or linter directive is not reported (docs/rules.md).
// The project's own suppression directive `<!-- skillpack-allow secret/<rule> reason="…" -->` is exempt.
import { defineRule } from '../rule.js';
import { cappedReporter } from '../support/capped-report.js';
import { hiddenContent } from './comment-content.js';
import type { CodeBlock } from '../../load/markdown/blocks.js';
import { codeBlockAt, inPairs } from '../../load/markdown/offset-search.js';
import { bodyOffsetOf, markdownDocumentOf, markdownFiles } from '../../load/markdown/skill-markdown.js';

/** Is `offset` inside a code block or a code span (flat sorted [start, end) pairs)? Both lists are sorted. */
function inCode(blocks: readonly CodeBlock[], spans: readonly number[], offset: number): boolean {
  return codeBlockAt(blocks, offset) !== undefined || inPairs(spans, offset);
}

/**
 * Exactly one directive and nothing else: a reason is required and nothing can hide beside it. The
 * spacing accepted is the suppression parser's (src/rules/secret/inline-directives.ts), so every
 * directive that suppresses a finding is exempt here.
 */
const suppressionDirective = /^<!--\s*skillpack-allow\s+secret\/[a-z0-9]+(?:-[a-z0-9]+)*\s+reason\s*=\s*"[^"]*[^"\s][^"]*"\s*-->$/;

export function isSuppressionDirective(comment: string): boolean {
  return suppressionDirective.test(comment);
}

export const hiddenHtmlComment = defineRule({
  meta: {
    id: 'hidden/html-comment',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      comment:
        'HTML comment in {path} {what}: it is hidden when the Markdown is rendered but read by the model. Delete it or make it visible text.',
      unclosed:
        'Unclosed HTML comment in {path}: everything after "<!--" is hidden when the Markdown is rendered. Close it with "-->" or delete it.',
      more: '{count} more HTML comments in this file beyond the first {limit}; delete them all.',
    },
  },
  check({ catalog, memo, report }) {
    for (const skill of catalog.skills) {
      for (const file of markdownFiles(skill)) {
        // Where SKILL.md's body starts is known only once its frontmatter was split.
        if (file.path === 'SKILL.md' && (skill.parsed === undefined || skill.parsed.bodyKnown === false)) continue;
        const text = file.text as string;
        const first = text.indexOf('<!--', bodyOffsetOf(skill, file));
        if (first === -1) continue;
        const document = markdownDocumentOf(memo, skill, file);
        if (document === undefined) continue;
        const lines = file.lines!;
        const path = file.path;
        const out = cappedReporter(report, file.file, 'more');
        for (let open = first; open !== -1;) {
          if (inCode(document.codeBlocks, document.codeSpans, open)) {
            open = text.indexOf('<!--', open + 4);
            continue;
          }
          const { line, column } = lines.position(open);
          const close = text.indexOf('-->', open + 4);
          if (close === -1) {
            out.report({ messageId: 'unclosed', data: { path }, file: file.file, line, column });
            break;
          }
          const end = close + 3;
          const what = isSuppressionDirective(text.slice(open, end)) ? undefined : hiddenContent(text.slice(open + 4, close));
          if (what !== undefined) {
            const endPos = lines.position(end);
            out.report({
              messageId: 'comment',
              data: { path, what },
              file: file.file,
              line,
              column,
              endLine: endPos.line,
              endColumn: endPos.column,
            });
          }
          open = text.indexOf('<!--', end);
        }
        out.finish();
      }
    }
  },
});

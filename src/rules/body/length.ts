// Body length recommendations (SPEC-NOTES §2, warnings): at most 500 lines and about 5000 tokens.
// Tokens are estimated as ceil(UTF-8 bytes of the body / 4), the usual rule of thumb for English
// text with BPE tokenisers; no tokenizer is bundled.
import { Buffer } from 'node:buffer';
import { defineRule } from '../rule.js';
import { parsedSkills } from '../support/skill-files.js';

const maxLines = 500;
const maxTokens = 5000;

/** Lines of a text, not counting the empty remainder after a final line break. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text, 'utf8') / 4);
}

export const bodyLength = defineRule({
  meta: {
    id: 'body/length',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      lines:
        "The body is {lines} lines, over the recommended {limit}; move detail into reference files (the body's line {first} starts here).",
      tokens:
        'The body is about {tokens} tokens (ceil({bytes} UTF-8 bytes / 4)), over the recommended {limit}; move detail into reference files.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.bodyKnown === false) continue;
      const { text, line } = parsed.body;
      const lines = countLines(text);
      if (lines > maxLines)
        report({
          messageId: 'lines',
          data: { lines, limit: maxLines, first: maxLines + 1 },
          file: skillMd.file,
          line: line + maxLines,
          column: 1,
        });
      const tokens = estimateTokens(text);
      if (tokens > maxTokens) {
        report({
          messageId: 'tokens',
          data: { tokens, bytes: Buffer.byteLength(text, 'utf8'), limit: maxTokens },
          file: skillMd.file,
          line,
          column: 1,
        });
      }
    }
  },
});

// Lines inside the block that other splitters take as its end (front-matter-style splitters close on
// `...`, gray-matter on any line starting with `---`), so they would read different fields.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterAmbiguousDelimiter = findingRule(
  {
    id: 'frontmatter/ambiguous-delimiter',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'No line inside the frontmatter starts with "---" or "..." (only the closing line is "---").',
      fix: 'Remove the line, or make it part of an indented (block or quoted) value so it no longer starts at column 1.',
      example: '---\\nname: my-skill\\n...\\ndescription: x\\n---',
    },
    messages: {
      line: 'The line {detail} inside the frontmatter starts with "---" or "..."; other splitters end the block here and would read different fields. Remove it or indent it inside a value.',
    },
  },
  { 'delimiter/ambiguous-line': 'line' },
);

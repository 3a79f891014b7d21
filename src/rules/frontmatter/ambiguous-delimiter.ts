// Lines inside the block that other splitters take as its end (front-matter-style splitters close on
// `...`, gray-matter on any line starting with `---`), so they would read different fields.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterAmbiguousDelimiter = findingRule(
  {
    id: 'frontmatter/ambiguous-delimiter',
    severity: 'error',
    guardsSafety: false,
    messages: {
      line: 'The line {detail} inside the frontmatter starts with "---" or "..."; other splitters end the block here and would read different fields. Remove it or indent it inside a value.',
    },
  },
  { 'delimiter/ambiguous-line': 'line' },
);

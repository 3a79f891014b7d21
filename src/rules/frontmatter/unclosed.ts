// A frontmatter block ends at a line that is exactly `---` (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterUnclosed = findingRule(
  {
    id: 'frontmatter/unclosed',
    severity: 'error',
    guardsSafety: false,
    messages: {
      unclosed: 'The frontmatter opened here is never closed: no later line is exactly "---". Add a closing "---" line after the YAML.',
    },
  },
  { 'delimiter/unclosed': 'unclosed' },
);

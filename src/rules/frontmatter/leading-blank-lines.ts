// Blank lines before the opening delimiter: the frontmatter must start on line 1 (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterLeadingBlankLines = findingRule(
  {
    id: 'frontmatter/leading-blank-lines',
    severity: 'error',
    guardsSafety: false,
    messages: {
      blank: '{count} blank line(s) come before the opening "---"; frontmatter must start on line 1. Delete them.',
    },
  },
  { 'delimiter/leading-blank-lines': 'blank' },
);

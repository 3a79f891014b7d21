// Blank lines before the opening delimiter: the frontmatter must start on line 1 (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterLeadingBlankLines = findingRule(
  {
    id: 'frontmatter/leading-blank-lines',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'The opening "---" is on line 1, with no blank lines before it.',
      fix: 'Delete the blank lines above the opening "---".',
      example: '\\n\\n---\\nname: my-skill → ---\\nname: my-skill',
    },
    messages: {
      blank: '{count} blank line(s) come before the opening "---"; frontmatter must start on line 1. Delete them.',
    },
  },
  { 'delimiter/leading-blank-lines': 'blank' },
);

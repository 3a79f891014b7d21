// A frontmatter block ends at a line that is exactly `---` (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterUnclosed = findingRule(
  {
    id: 'frontmatter/unclosed',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'The frontmatter block is closed by a later line that is exactly "---".',
      fix: 'Add a line that is exactly "---" after the last YAML field. A line such as "--- " (trailing space) or "..." does not close the block.',
      example: '---\\nname: my-skill\\n# My skill → ---\\nname: my-skill\\n---\\n# My skill',
    },
    messages: {
      unclosed: 'The frontmatter opened here is never closed: no later line is exactly "---". Add a closing "---" line after the YAML.',
    },
  },
  { 'delimiter/unclosed': 'unclosed' },
);

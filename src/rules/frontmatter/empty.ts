// An empty frontmatter block publishes nothing.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterEmpty = findingRule(
  {
    id: 'frontmatter/empty',
    severity: 'error',
    guardsSafety: false,
    messages: {
      empty:
        'The frontmatter block is empty (only blank lines or comments); write at least "name:" and "description:" between the "---" lines.',
    },
  },
  { 'delimiter/empty': 'empty' },
);

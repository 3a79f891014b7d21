// An empty frontmatter block publishes nothing.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterEmpty = findingRule(
  {
    id: 'frontmatter/empty',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'The frontmatter block holds at least one field.',
      fix: 'Write the fields between the delimiters: name, description, license and metadata (publisher, distribution).',
      example: '---\\n---\\n → ---\\nname: my-skill\\ndescription: …\\n---',
    },
    messages: {
      empty:
        'The frontmatter block is empty (only blank lines or comments); write at least "name:" and "description:" between the "---" lines.',
    },
  },
  { 'delimiter/empty': 'empty' },
);

// Leading or trailing whitespace in `description` (often a block scalar's final newline) is shown
// by some hosts and trimmed by others, so it is a warning.
import { defineRule } from '../rule.js';
import { valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

export const frontmatterDescriptionWhitespace = defineRule({
  meta: {
    id: 'frontmatter/description-whitespace',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      leading: '"description" starts with whitespace; remove it.',
      trailing: '"description" ends with whitespace{hint}; remove it.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const value = parsed.frontmatter?.['description'];
      if (typeof value !== 'string' || value.trim() === '') continue;
      const { line, column } = valuePosition(parsed, 'description');
      if (/^\s/u.test(value)) report({ messageId: 'leading', file: skillMd.file, line, column });
      if (/\s$/u.test(value)) {
        const hint = value.endsWith('\n') ? ' (a line break: for a block scalar write "|-" or ">-")' : '';
        report({ messageId: 'trailing', data: { hint }, file: skillMd.file, line, column });
      }
    }
  },
});

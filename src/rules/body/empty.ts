// A SKILL.md without instructions after its frontmatter (SPEC-NOTES §2, a warning).
import { defineRule } from '../rule.js';
import { parsedSkills } from '../support/skill-files.js';

export const bodyEmpty = defineRule({
  meta: {
    id: 'body/empty',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      empty: 'SKILL.md has no body after the frontmatter; write the skill\'s instructions below the closing "---".',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.bodyKnown === false || parsed.body.text.trim() !== '') continue;
      report({ messageId: 'empty', file: skillMd.file, line: parsed.body.line, column: 1 });
    }
  },
});

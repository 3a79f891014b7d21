// Each tool in the skill's allowlist entry is named in its SKILL.md (a warning): the entry's `tools` decide visibility, so a tool the text never uses is a hint that the
// entry and the instructions have drifted apart.
import { defineRule } from '../rule.js';
import { parsedSkills } from '../support/skill-files.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const bodyToolsMentioned = defineRule({
  meta: {
    id: 'body/tools-mentioned',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      unmentioned:
        'The config lists tool "{tool}" for this skill, but SKILL.md never mentions it; name it where the instructions use it, or remove it from the entry\'s "tools".',
    },
  },
  check({ catalog, report }) {
    for (const { skill, skillMd, parsed } of parsedSkills(catalog)) {
      for (const tool of skill.entry.tools) {
        const mention = new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(tool)}(?![A-Za-z0-9_-])`);
        if (mention.test(skillMd.text)) continue;
        report({ messageId: 'unmentioned', data: { tool }, file: skillMd.file, line: parsed.body.line, column: 1 });
      }
    }
  },
});

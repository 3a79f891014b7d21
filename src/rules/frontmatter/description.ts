// `description`: required, a non-empty string of at most 1024 UTF-16 code units (what JavaScript
// hosts count); code points are reported too (SPEC-NOTES §2).
import { defineRule } from '../rule.js';
import { kindOf, lengthsOf, readsDifferently, valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

const maxDescriptionUnits = 1024;

export const frontmatterDescription = defineRule({
  meta: {
    id: 'frontmatter/description',
    severity: 'error',
    guardsSafety: false,
    messages: {
      missing: 'The frontmatter has no "description"; add one saying what the skill does and when to use it.',
      notString: '"description" is {kind}, not a string; write it as text.',
      empty: '"description" is empty or only whitespace; say what the skill does and when to use it.',
      tooLong: '"description" is {units} UTF-16 code units ({codePoints} code points), over the {limit}-unit limit by {over}; shorten it.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const frontmatter = parsed.frontmatter;
      if (frontmatter === undefined) continue;
      const file = skillMd.file;
      if (!('description' in frontmatter)) {
        report({ messageId: 'missing', file, line: 1, column: 1 });
        continue;
      }
      const value = frontmatter['description'];
      const { line, column } = valuePosition(parsed, 'description');
      if (typeof value !== 'string') {
        if (!readsDifferently(parsed, 'description')) report({ messageId: 'notString', data: { kind: kindOf(value) }, file, line, column });
        continue;
      }
      if (value.trim() === '') {
        report({ messageId: 'empty', file, line, column });
        continue;
      }
      const { units, codePoints } = lengthsOf(value);
      if (units > maxDescriptionUnits) {
        report({
          messageId: 'tooLong',
          data: { units, codePoints, limit: maxDescriptionUnits, over: units - maxDescriptionUnits },
          file,
          line,
          column,
        });
      }
    }
  },
});

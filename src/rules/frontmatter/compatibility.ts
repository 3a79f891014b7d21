// `compatibility`, when present, is a non-blank string of at most 500 UTF-16 code units (SPEC-NOTES §2).
import { defineRule } from '../rule.js';
import { lengthsOf } from '../support/fields.js';
import { checkOptionalString } from '../support/present-fields.js';

const maxCompatibilityUnits = 500;

export const frontmatterCompatibility = defineRule({
  meta: {
    id: 'frontmatter/compatibility',
    severity: 'error',
    guardsSafety: false,
    messages: {
      notString: '"compatibility" is {kind}, not a string; write it as one short sentence, or remove it.',
      empty: '"compatibility" is empty; say what the skill needs, or remove the field.',
      tooLong: '"compatibility" is {units} UTF-16 code units ({codePoints} code points), over the {limit}-unit limit; shorten it.',
    },
  },
  check({ catalog, report }) {
    checkOptionalString(catalog, 'compatibility', report, (value, at) => {
      const { units, codePoints } = lengthsOf(value);
      if (units > maxCompatibilityUnits) report({ messageId: 'tooLong', data: { units, codePoints, limit: maxCompatibilityUnits }, ...at });
    });
  },
});

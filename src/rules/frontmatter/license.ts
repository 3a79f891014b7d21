// `license`, when present, is a non-empty string (SPEC-NOTES §2).
import { defineRule } from '../rule.js';
import { checkOptionalString } from '../support/present-fields.js';

export const frontmatterLicense = defineRule({
  meta: {
    id: 'frontmatter/license',
    severity: 'error',
    guardsSafety: false,
    messages: {
      notString: '"license" is {kind}, not a string; write an SPDX identifier such as "MIT", or remove the field.',
      empty: '"license" is empty; write an SPDX identifier such as "MIT", or remove the field.',
    },
  },
  check({ catalog, report }) {
    checkOptionalString(catalog, 'license', report);
  },
});

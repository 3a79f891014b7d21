// `license`, when present, is a non-empty string (SPEC-NOTES §2).
import { defineRule } from '../rule.js';
import { checkOptionalString } from '../support/present-fields.js';

export const frontmatterLicense = defineRule({
  meta: {
    id: 'frontmatter/license',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'license, when present, is a non-blank string (an SPDX identifier or the name of a bundled license file).',
      fix: 'Write an SPDX identifier ("MIT", "Apache-2.0") or a short reference ("Proprietary. LICENSE.txt has complete terms"), or remove the field.',
      example: 'license: → license: MIT',
    },
    messages: {
      notString: '"license" is {kind}, not a string; write an SPDX identifier such as "MIT", or remove the field.',
      empty: '"license" is empty; write an SPDX identifier such as "MIT", or remove the field.',
    },
  },
  check({ catalog, report }) {
    checkOptionalString(catalog, 'license', report);
  },
});

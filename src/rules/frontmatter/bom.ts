// A byte order mark before the opening delimiter hides the frontmatter from exact splitters
// (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterBom = findingRule(
  {
    id: 'frontmatter/bom',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'SKILL.md does not start with a UTF-8 byte order mark.',
      fix: 'Save the file as UTF-8 without a BOM (in most editors: "UTF-8" rather than "UTF-8 with BOM"), or delete the first three bytes (EF BB BF).',
      example: '<U+FEFF>---\\nname: my-skill\\n… → ---\\nname: my-skill\\n…',
    },
    messages: {
      bom: 'SKILL.md starts with a byte order mark (U+FEFF) before "---"; hosts that expect "---" at byte 0 see no frontmatter. Save the file as UTF-8 without a BOM.',
    },
  },
  { 'delimiter/bom': 'bom' },
);

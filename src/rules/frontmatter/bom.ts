// A byte order mark before the opening delimiter hides the frontmatter from exact splitters
// (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterBom = findingRule(
  {
    id: 'frontmatter/bom',
    severity: 'error',
    guardsSafety: false,
    messages: {
      bom: 'SKILL.md starts with a byte order mark (U+FEFF) before "---"; hosts that expect "---" at byte 0 see no frontmatter. Save the file as UTF-8 without a BOM.',
    },
  },
  { 'delimiter/bom': 'bom' },
);

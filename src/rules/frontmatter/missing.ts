// Every SKILL.md opens with YAML frontmatter (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterMissing = findingRule(
  {
    id: 'frontmatter/missing',
    severity: 'error',
    guardsSafety: false,
    messages: {
      missing:
        'SKILL.md has no frontmatter: line 1 must be exactly "---", followed by the YAML fields and a closing "---" line. Add the block at the top of the file.',
      afterComment:
        'SKILL.md opens its frontmatter on line {line}, after an HTML comment, and hosts read frontmatter only from line 1, so they see none. Move the comment below the closing "---" line.',
    },
  },
  { 'delimiter/missing': 'missing', 'delimiter/after-comment': 'afterComment' },
);

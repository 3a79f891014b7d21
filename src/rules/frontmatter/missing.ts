// Every SKILL.md opens with YAML frontmatter (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterMissing = findingRule(
  {
    id: 'frontmatter/missing',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'SKILL.md starts with a YAML frontmatter block between "---" lines.',
      fix: 'Add a block at the very top: a line "---", the fields (name, description, license, metadata), and a closing "---" line.',
      example: '# My skill\\n… → ---\\nname: my-skill\\ndescription: …\\n---\\n# My skill\\n…',
    },
    messages: {
      missing:
        'SKILL.md has no frontmatter: line 1 must be exactly "---", followed by the YAML fields and a closing "---" line. Add the block at the top of the file.',
    },
  },
  { 'delimiter/missing': 'missing' },
);

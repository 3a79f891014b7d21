// `%YAML` and `%TAG` directives change how the rest of the block is read (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlDirective = findingRule(
  {
    id: 'frontmatter/yaml-directive',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'The frontmatter contains no YAML directives (%YAML, %TAG).',
      fix: 'Delete the directive line.',
      example: '---\\n%YAML 1.1\\nname: my-skill\\n---',
    },
    messages: {
      directive: 'YAML directive "{detail}" in the frontmatter; directives change how hosts read the block. Delete the line.',
    },
  },
  { 'yaml/directive': 'directive' },
);

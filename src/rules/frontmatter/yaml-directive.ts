// `%YAML` and `%TAG` directives change how the rest of the block is read (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlDirective = findingRule(
  {
    id: 'frontmatter/yaml-directive',
    severity: 'error',
    guardsSafety: false,
    messages: {
      directive: 'YAML directive "{detail}" in the frontmatter; directives change how hosts read the block. Delete the line.',
    },
  },
  { 'yaml/directive': 'directive' },
);

// Explicit tags (`!!binary`, `!!set`, `!custom`) are refused: hosts resolve them differently or
// not at all (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlTag = findingRule(
  {
    id: 'frontmatter/yaml-tag',
    severity: 'error',
    guardsSafety: false,
    messages: {
      tag: 'Tag "{detail}": explicit YAML tags are refused because hosts resolve them differently or not at all. Remove the tag and write a quoted string.',
    },
  },
  { 'yaml/tag': 'tag' },
);

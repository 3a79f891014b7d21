// Explicit tags (`!!binary`, `!!set`, `!custom`) are refused: hosts resolve them differently or
// not at all (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlTag = findingRule(
  {
    id: 'frontmatter/yaml-tag',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'The frontmatter uses no explicit YAML tags.',
      fix: 'Remove the tag and write the value as a plain quoted string.',
      example: 'version: !!str 1.0 → version: "1.0"',
    },
    messages: {
      tag: 'Tag "{detail}": explicit YAML tags are refused because hosts resolve them differently or not at all. Remove the tag and write a quoted string.',
    },
  },
  { 'yaml/tag': 'tag' },
);

// Duplicate keys at any level: parsers keep the first, keep the last, or fail (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlDuplicateKey = findingRule(
  {
    id: 'frontmatter/yaml-duplicate-key',
    severity: 'error',
    guardsSafety: false,
    messages: {
      duplicate: '"{key}" is defined twice (first on line {firstLine}); parsers disagree on which value wins. Keep one of them.',
    },
  },
  { 'yaml/duplicate-key': 'duplicate' },
);

// `<<` merges maps under YAML 1.1 and is an ordinary key under YAML 1.2 (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlMergeKey = findingRule(
  {
    id: 'frontmatter/yaml-merge-key',
    severity: 'error',
    guardsSafety: false,
    messages: {
      merge: 'Merge key "<<": YAML 1.1 readers merge a map here while YAML 1.2 readers keep a "<<" field. Write the fields out explicitly.',
    },
  },
  { 'yaml/merge-key': 'merge' },
);

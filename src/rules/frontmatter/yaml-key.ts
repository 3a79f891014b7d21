// Keys must be strings under every reading, and must keep their authored order in JSON.
import { findingRule } from './support/finding-rule.js';

export const yamlKey = findingRule(
  {
    id: 'frontmatter/yaml-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Every frontmatter key is a string, and none is an array-index-like string that JSON objects reorder.',
      why: 'JSON object keys are strings: a key such as 1, true, null or [a] is converted differently by each host. Keys made only of digits ("1") are moved to the front by every JavaScript object, so the published key order would not be the authored one.',
      fix: 'Quote non-string keys, and rename keys made only of digits (for example "v1").',
      example: '? [a, b]\\n: x   or   metadata: {1: x} → metadata: {"v1": x}',
    },
    messages: {
      nonString: 'A key reads as {reading}, not as a string; JSON has only string keys and hosts convert this one differently. Quote it or rename it.',
      indexKey: 'Key "{key}" consists only of digits; JSON objects move such keys first, so the published order would differ from the authored one. Rename it (for example "v{detail}").',
    },
  },
  { 'yaml/non-string-key': 'nonString', 'yaml/index-key': 'indexKey' },
);

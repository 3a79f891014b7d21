// Keys must be strings under every reading, must keep their authored order in JSON, and must be
// written the one way every parser reads alike: an implicit key with its ":" on the same line.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlKey = findingRule(
  {
    id: 'frontmatter/yaml-key',
    severity: 'error',
    guardsSafety: false,
    messages: {
      nonString:
        'A key reads as {reading}, not as a string; JSON has only string keys and hosts convert this one differently. Quote it or rename it.',
      explicitKey:
        'Explicit key "?": some YAML parsers (PyYAML, strict ones) refuse or misread "? key" entries. Write the entry as "key: value" on one line.',
      splitKey:
        'This ":" is on a later line than its key; YAML 1.2 and PyYAML refuse a key split from its ":", though some parsers accept it. Put the key and ":" on one line.',
      indexKey:
        'Key "{key}" consists only of digits; JSON objects move such keys first, so the published order would differ from the authored one. Rename it (for example "v{detail}").',
    },
  },
  { 'yaml/non-string-key': 'nonString', 'yaml/explicit-key': 'explicitKey', 'yaml/split-key': 'splitKey', 'yaml/index-key': 'indexKey' },
);

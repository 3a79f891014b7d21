// `__proto__` sets an object's prototype in JavaScript instead of creating a field.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlProtoKey = findingRule(
  {
    id: 'frontmatter/yaml-proto-key',
    severity: 'error',
    guardsSafety: false,
    messages: {
      proto:
        '"__proto__" is used as a key; in JavaScript it changes an object\'s prototype instead of adding a field. Rename or remove it.',
    },
  },
  { 'yaml/proto-key': 'proto' },
);

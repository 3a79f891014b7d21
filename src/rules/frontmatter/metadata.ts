// `metadata`, when present, is a map of string keys to string values (SPEC-NOTES §2).
import { defineRule } from '../rule.js';
import { isPlainObject, kindOf, readsDifferently, valuePosition } from '../support/fields.js';
import { presentFields } from '../support/present-fields.js';

export const frontmatterMetadata = defineRule({
  meta: {
    id: 'frontmatter/metadata',
    severity: 'error',
    guardsSafety: false,
    messages: {
      notMap: '"metadata" is {kind}, not a map; write it as indented "key: value" lines of strings.',
      notString: '"metadata.{key}" is {kind}, not a string; metadata values must be strings (quote it, or join a list into one string).',
    },
  },
  check({ catalog, report }) {
    for (const { value, file, parsed, valueAt } of presentFields(catalog, 'metadata')) {
      if (!isPlainObject(value)) {
        if (!readsDifferently(parsed, 'metadata')) report({ messageId: 'notMap', data: { kind: kindOf(value) }, file, ...valueAt });
        continue;
      }
      for (const [key, entry] of Object.entries(value)) {
        const path = `metadata.${key}`;
        if (typeof entry === 'string' || readsDifferently(parsed, path)) continue;
        const { line, column } = valuePosition(parsed, path);
        report({ messageId: 'notString', data: { key, kind: kindOf(entry) }, file, line, column });
      }
    }
  },
});

// Absolute paths and `file:` URLs point at the author's machine, never at the skill (docs/rules.md,
// reference rules).
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';

export const referenceAbsolute = defineRule({
  meta: {
    id: 'reference/absolute',
    severity: 'error',
    guardsSafety: false,
    messages: {
      more: '{count} more absolute paths or file: URLs in this file beyond the first {limit}; fix them all.',
      absolute: '"{target}" is {form}; reference skill files relative to the skill (e.g. references/…).',
      fileUrl:
        '"{target}" is a file: URL, which points at a local file outside the skill; reference skill files relative to the skill instead.',
    },
  },
  check(context) {
    forEachReference(context, 'more', (ref, site) => {
      const { resolution } = ref;
      if (resolution.kind !== 'absolute' && resolution.kind !== 'file-url') return;
      const target = ref.target.length > 80 ? `${ref.target.slice(0, 80)}…` : ref.target;
      if (resolution.kind === 'absolute') site.report('absolute', { target, form: resolution.form });
      else site.report('fileUrl', { target });
    });
  },
});

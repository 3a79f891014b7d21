// Cursor's Agent Skills page lists the SKILL.md fields Cursor reads: name, description, license,
// compatibility, metadata and disable-model-invocation (https://cursor.com/docs/context/skills,
// "SKILL.md file format"; the list as syllago.dev/using-syllago/providers/cursor/skills restates it,
// read 2026-12-06). Active only when the config lists the `cursor` channel (docs/publishing.md).
import { defineRule } from '../rule.js';
import { reportIgnoredFields } from './ignored-fields.js';

const cursorFields: ReadonlySet<string> = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'disable-model-invocation',
]);

export const channelCursorIgnoredField = defineRule({
  meta: {
    id: 'channel/cursor-ignored-field',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      ignored:
        'Cursor documents no frontmatter field "{field}", so do not count on it there; say in the body what it is for, or remove it.',
    },
  },
  check({ catalog, report }) {
    reportIgnoredFields(catalog, 'cursor', cursorFields, report);
  },
});

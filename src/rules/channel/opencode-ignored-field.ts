// OpenCode recognises only name, description, license, compatibility and metadata in a SKILL.md and
// ignores every other field (OpenCode docs, "Agent Skills" › "Write frontmatter":
// https://opencode.ai/docs/skills, read 2026-12-06). Its other requirements (the name's pattern and
// match with the directory, a description of 1–1024 characters, metadata as a string map) are the
// spec's, which frontmatter/name, frontmatter/name-matches-directory, frontmatter/description and
// frontmatter/metadata enforce for every config. Active only with the `opencode` channel.
import { defineRule } from '../rule.js';
import { allowedFields } from '../support/fields.js';
import { reportIgnoredFields } from './ignored-fields.js';

const openCodeFields: ReadonlySet<string> = new Set(allowedFields);

export const channelOpencodeIgnoredField = defineRule({
  meta: {
    id: 'channel/opencode-ignored-field',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      ignored: 'OpenCode ignores the frontmatter field "{field}"; say in the body what it is for, or remove it.',
    },
  },
  check({ catalog, report }) {
    reportIgnoredFields(catalog, 'opencode', openCodeFields, report);
  },
});

// `gh skill publish` validates a repository's skills before it releases them, and one of its checks is
// "allowed-tools is a string, not an array" (GitHub CLI manual, gh skill publish:
// https://cli.github.com/manual/gh_skill_publish, "Validation checks include"; read 2026-12-06).
// Active only when the config lists the `gh-skill` channel (docs/publishing.md).
import { defineRule } from '../rule.js';
import { kindOf } from '../support/fields.js';
import { presentFields } from '../support/present-fields.js';
import { hasChannel } from './targets.js';

export const channelGhSkillAllowedTools = defineRule({
  meta: {
    id: 'channel/gh-skill-allowed-tools',
    severity: 'error',
    guardsSafety: false,
    messages: {
      notString: '"allowed-tools" is {kind}; `gh skill publish` accepts only a string: write "allowed-tools: Read Grep", or remove it.',
    },
  },
  check({ catalog, report }) {
    if (!hasChannel(catalog.config, 'gh-skill')) return;
    for (const { value, file, keyAt } of presentFields(catalog, 'allowed-tools'))
      if (typeof value !== 'string') report({ messageId: 'notString', data: { kind: kindOf(value) }, file, ...keyAt });
  },
});

// Claude.ai refuses an uploaded skill whose name holds a reserved word, "anthropic" or "claude" (Claude
// docs, "Agent Skills" › "Skill structure": name "cannot contain reserved words"; read 2026-12-06).
// Active only when the config has a `zip` target (docs/publishing.md).
import { defineRule } from '../rule.js';
import { valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';
import { hasTarget } from './targets.js';

const reserved = ['anthropic', 'claude'] as const;

export const channelClaudeAiName = defineRule({
  meta: {
    id: 'channel/claude-ai-name',
    severity: 'error',
    guardsSafety: false,
    messages: {
      reserved:
        'The skill name "{name}" contains "{word}", which Claude.ai reserves, so its upload archive would be refused; rename the skill or remove the zip target.',
    },
  },
  check({ catalog, report }) {
    if (!hasTarget(catalog.config, 'zip')) return;
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const name = parsed.frontmatter?.['name'];
      if (typeof name !== 'string') continue;
      const word = reserved.find((w) => name.toLowerCase().includes(w));
      if (word === undefined) continue;
      const { line, column } = valuePosition(parsed, 'name');
      report({ messageId: 'reserved', data: { name, word }, file: skillMd.file, line, column });
    }
  },
});

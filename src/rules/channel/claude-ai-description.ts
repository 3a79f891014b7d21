// Claude.ai refuses an uploaded skill whose description holds an XML tag (Claude docs, "Agent Skills" ›
// "Skill structure": description "cannot contain XML tags"; read 2026-12-06). Active only with a `zip`
// target (docs/publishing.md).
import { defineRule } from '../rule.js';
import { valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';
import { hasTarget } from './targets.js';

/** An opening, closing or empty-element tag: `<name>`, `</name>`, `<name attr="x"/>`; not `a < b` or `<3`. */
const xmlTag = /<\/?[A-Za-z_][\w.:-]*(?:\s[^<>]*)?\/?>/;

export const channelClaudeAiDescription = defineRule({
  meta: {
    id: 'channel/claude-ai-description',
    severity: 'error',
    guardsSafety: false,
    messages: {
      tag: 'The description holds the XML tag "{tag}", which Claude.ai refuses in an uploaded skill; describe it in words or remove the zip target.',
    },
  },
  check({ catalog, report }) {
    if (!hasTarget(catalog.config, 'zip')) return;
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const description = parsed.frontmatter?.['description'];
      if (typeof description !== 'string') continue;
      const tag = xmlTag.exec(description)?.[0];
      if (tag === undefined) continue;
      const { line, column } = valuePosition(parsed, 'description');
      report({ messageId: 'tag', data: { tag: tag.length > 40 ? `${tag.slice(0, 37)}…` : tag }, file: skillMd.file, line, column });
    }
  },
});

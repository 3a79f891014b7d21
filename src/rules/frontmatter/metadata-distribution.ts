// Provenance, frontmatter side: `metadata.distribution` says how the skill reaches users
// (SPEC-NOTES §3 "Provenance"; DESIGN "Contract details").
import { defineRule } from '../rule.js';
import { isPlainObject, keyPosition, valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

export const frontmatterMetadataDistribution = defineRule({
  meta: {
    id: 'frontmatter/metadata-distribution',
    severity: 'error',
    guardsSafety: false,
    messages: {
      missing: 'The frontmatter has no "metadata.distribution"; add one under "metadata", e.g. distribution: "bundled with <product>".',
      empty: '"metadata.distribution" is empty; say how the skill is distributed, e.g. "bundled with <product>".',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const frontmatter = parsed.frontmatter;
      if (frontmatter === undefined) continue;
      const meta = frontmatter['metadata'];
      if (meta !== undefined && !isPlainObject(meta)) continue; // frontmatter/metadata reports it
      const found = isPlainObject(meta) ? meta['distribution'] : undefined;
      if (found === undefined) {
        const { line, column } = meta === undefined ? { line: 1, column: 1 } : keyPosition(parsed, 'metadata');
        report({ messageId: 'missing', file: skillMd.file, line, column });
      } else if (typeof found === 'string' && found.trim() === '') {
        const { line, column } = valuePosition(parsed, 'metadata.distribution');
        report({ messageId: 'empty', file: skillMd.file, line, column });
      }
    }
  },
});

// Keys under `io.modelcontextprotocol/` in frontmatter metadata are reserved by the MCP Skills
// extension (SPEC-NOTES §1 "Reserved").
import { defineRule } from '../rule.js';
import { isPlainObject, keyPosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

const reservedPrefix = 'io.modelcontextprotocol/';

export const frontmatterMetadataReservedKey = defineRule({
  meta: {
    id: 'frontmatter/metadata-reserved-key',
    severity: 'error',
    guardsSafety: false,
    messages: {
      reserved: 'Metadata key "{key}" uses the reserved prefix "io.modelcontextprotocol/"; rename it with your own prefix or none.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const value = parsed.frontmatter?.['metadata'];
      if (!isPlainObject(value)) continue;
      for (const key of Object.keys(value)) {
        if (!key.startsWith(reservedPrefix)) continue;
        const { line, column } = keyPosition(parsed, `metadata.${key}`);
        report({ messageId: 'reserved', data: { key }, file: skillMd.file, line, column });
      }
    }
  },
});

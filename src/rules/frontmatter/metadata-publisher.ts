// Provenance, frontmatter side: `metadata.publisher` names the config's publisher (SPEC-NOTES §3
// "Provenance"; DESIGN "Contract details").
import { defineRule } from '../rule.js';
import { isPlainObject, keyPosition, valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

export const frontmatterMetadataPublisher = defineRule({
  meta: {
    id: 'frontmatter/metadata-publisher',
    severity: 'error',
    guardsSafety: false,
    messages: {
      missing: 'The frontmatter has no "metadata.publisher"; add "publisher: {publisher}" under "metadata".',
      mismatch: '"metadata.publisher" is "{found}" but the config\'s publisher is "{publisher}"; they must be identical.',
    },
  },
  check({ catalog, report }) {
    const publisher = catalog.config.publisher;
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const frontmatter = parsed.frontmatter;
      if (frontmatter === undefined) continue;
      const meta = frontmatter['metadata'];
      if (meta !== undefined && !isPlainObject(meta)) continue; // frontmatter/metadata reports it
      const found = isPlainObject(meta) ? meta['publisher'] : undefined;
      if (found === undefined) {
        const { line, column } = meta === undefined ? { line: 1, column: 1 } : keyPosition(parsed, 'metadata');
        report({ messageId: 'missing', data: { publisher }, file: skillMd.file, line, column });
      } else if (typeof found === 'string' && found !== publisher) {
        const { line, column } = valuePosition(parsed, 'metadata.publisher');
        report({ messageId: 'mismatch', data: { found, publisher }, file: skillMd.file, line, column });
      }
    }
  },
});

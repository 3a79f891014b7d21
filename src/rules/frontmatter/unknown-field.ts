// A top-level field that neither the Agent Skills spec (SPEC-NOTES §2) nor any host defines (the table
// in src/rules/support/host-fields.ts; host fields are frontmatter/host-field's) is an error in every
// profile: it is often a typo, so the nearest spec or host field is suggested.
import { defineRule } from '../rule.js';
import { keyPosition, specFields } from '../support/fields.js';
import { hostFields } from '../support/host-fields.js';
import { nearestField } from '../support/nearest-field.js';
import { parsedSkills } from '../support/skill-files.js';

/** Every field some reader defines: the spec's, then the hosts'. */
const knownFields: readonly string[] = [...specFields, ...hostFields.keys()];

export const frontmatterUnknownField = defineRule({
  meta: {
    id: 'frontmatter/unknown-field',
    severity: 'error',
    guardsSafety: false,
    messages: {
      unknown:
        'Unknown frontmatter field "{field}": neither the Agent Skills spec (name, description, license, compatibility, metadata, allowed-tools) nor a known host defines it. Move it under "metadata" as a string, or remove it.',
      typo: 'Unknown frontmatter field "{field}"; did you mean "{expected}"? Rename it, or move it under "metadata" as a string.',
      miscased: 'Frontmatter field "{field}" should be "{expected}" (field names are case-sensitive); rename it.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.frontmatter === undefined) continue;
      for (const field of Object.keys(parsed.frontmatter)) {
        if (specFields.has(field) || hostFields.has(field)) continue;
        const { line, column } = keyPosition(parsed, field);
        const folded = field.toLowerCase().trim().replace(/_/g, '-');
        const sameWord = knownFields.find((known) => known.toLowerCase().replace(/_/g, '-') === folded);
        if (sameWord !== undefined) {
          report({ messageId: 'miscased', data: { field, expected: sameWord }, file: skillMd.file, line, column });
          continue;
        }
        const expected = nearestField(folded, knownFields);
        if (expected !== undefined) report({ messageId: 'typo', data: { field, expected }, file: skillMd.file, line, column });
        else report({ messageId: 'unknown', data: { field }, file: skillMd.file, line, column });
      }
    }
  },
});

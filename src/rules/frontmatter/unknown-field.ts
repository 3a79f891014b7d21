// Only the profile's fields: name, description, license, compatibility, metadata (SPEC-NOTES §2–3).
import { defineRule } from '../rule.js';
import { allowedFields, keyPosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

const allowed = new Set<string>(allowedFields);

export const unknownField = defineRule({
  meta: {
    id: 'frontmatter/unknown-field',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'The frontmatter has only the fields name, description, license, compatibility and metadata.',
      why: 'The packaging profile publishes exactly these fields. "allowed-tools" is experimental and hosts must ignore it for MCP-origin skills, so shipping it promises something no host honours; other fields are unknown to hosts. Custom data belongs in metadata.',
      fix: 'Remove the field, or move it under "metadata" as a string value. Tool access is declared in the config\'s "tools" list, not in the frontmatter.',
      example: 'version: "1.2" → metadata:\\n  version: "1.2"',
    },
    messages: {
      unknown: 'Unknown frontmatter field "{field}"; only name, description, license, compatibility and metadata are allowed. Move it under "metadata" as a string, or remove it.',
      miscased: 'Frontmatter field "{field}" should be "{expected}" (field names are case-sensitive); rename it.',
      allowedTools: '"allowed-tools" is not part of the profile: hosts ignore it for skills served over MCP. Remove it and list the tools the skill calls in the config entry\'s "tools".',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.frontmatter === undefined) continue;
      for (const field of Object.keys(parsed.frontmatter)) {
        if (allowed.has(field)) continue;
        const { line, column } = keyPosition(parsed, field);
        const expected = allowedFields.find((name) => name === field.toLowerCase().trim());
        if (field === 'allowed-tools' || field === 'allowed_tools') {
          report({ messageId: 'allowedTools', file: skillMd.file, line, column });
        } else if (expected !== undefined) {
          report({ messageId: 'miscased', data: { field, expected }, file: skillMd.file, line, column });
        } else {
          report({ messageId: 'unknown', data: { field }, file: skillMd.file, line, column });
        }
      }
    }
  },
});

// Only the Agent Skills spec's fields: name, description, license, compatibility, metadata and
// allowed-tools (its own rule, frontmatter/allowed-tools); host-specific fields belong in metadata
// (SPEC-NOTES §2–3).
import { defineRule } from '../rule.js';
import { hostSpecificFields, keyPosition, specFields } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

export const unknownField = defineRule({
  meta: {
    id: 'frontmatter/unknown-field',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary:
        "The frontmatter has only the Agent Skills spec's fields: name, description, license, compatibility, metadata and allowed-tools (reported by frontmatter/allowed-tools).",
      why: "Hosts know the spec's fields; anything else is read by some hosts and ignored or refused by others. Host-specific fields seen in the wild (argument-hint, disable-model-invocation, user-invocable, model, context, type, effort, author, requires, a top-level version, Cursor\'s alwaysApply and globs, OpenHands\' triggers) mean something only to the host that defined them. Custom data belongs in metadata, as string values.",
      fix: 'Move the field under "metadata" as a string value (`metadata:\\n  version: "1.2"`), or remove it. Tool access over MCP is declared in the config\'s "tools" list, not in the frontmatter.',
      example: 'version: "1.2" → metadata:\\n  version: "1.2"',
    },
    messages: {
      unknown:
        'Unknown frontmatter field "{field}"; the Agent Skills fields are name, description, license, compatibility, metadata and allowed-tools. Move it under "metadata" as a string, or remove it.',
      hostSpecific:
        'Frontmatter field "{field}" is specific to some hosts, not an Agent Skills field; other hosts ignore or refuse it. Move it to "metadata.{field}" as a string value, or remove it (the host that defined it then no longer acts on it: keep it only in the copy that host loads from disk).',
      miscased: 'Frontmatter field "{field}" should be "{expected}" (field names are case-sensitive); rename it.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.frontmatter === undefined) continue;
      for (const field of Object.keys(parsed.frontmatter)) {
        if (specFields.has(field)) continue;
        const { line, column } = keyPosition(parsed, field);
        const folded = field.toLowerCase().trim().replace(/_/g, '-');
        const expected = specFields.has(folded) ? folded : undefined;
        if (expected !== undefined) {
          report({ messageId: 'miscased', data: { field, expected }, file: skillMd.file, line, column });
        } else if (hostSpecificFields.has(folded)) {
          report({ messageId: 'hostSpecific', data: { field }, file: skillMd.file, line, column });
        } else {
          report({ messageId: 'unknown', data: { field }, file: skillMd.file, line, column });
        }
      }
    }
  },
});

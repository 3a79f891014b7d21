// Only files the skill's files policy admits ship: the profile's types, then the config's `files`
// (DESIGN "Profiles and files"; SPEC-NOTES §3 "media types" for the strict profile's three).
import { admittingSetting, extensionOf, fileTypeOf } from '../../config/files-policy.js';
import { defineRule } from '../rule.js';

export const contentMediaType = defineRule({
  meta: {
    id: 'content/media-type',
    severity: 'error',
    guardsSafety: false,
    messages: {
      refused:
        '"{file}" ({what}) is not in this skill\'s files policy, so it cannot ship. To ship it, add {line} to the skill\'s entry in the config (or at the top level for every skill); to keep it beside the skill unshipped, add it to "exclude"; or remove it.',
    },
  },
  check({ catalog, report }) {
    const seen = new Set<string>();
    for (const skill of catalog.skills) {
      for (const entry of skill.entries) {
        // Hidden entries (a segment starting with `.`) are the hidden-file rule's finding.
        if (entry.kind !== 'file' || entry.path.charCodeAt(0) === 0x2e || entry.path.includes('/.')) continue;
        if (fileTypeOf(skill.entry.files, entry.path) !== undefined || seen.has(entry.file)) continue;
        seen.add(entry.file);
        const { key, line } = admittingSetting(entry.path);
        report({
          messageId: 'refused',
          data: {
            file: entry.file,
            what: extensionOf(entry.path) === '' ? `no extension, name "${key}"` : `extension "${extensionOf(entry.path)}"`,
            line,
          },
          file: entry.file,
        });
      }
    }
  },
});

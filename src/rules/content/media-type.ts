// Only files the skill's files policy admits ship: the profile's types, then the config's `files`
// (DESIGN "Profiles and files"; SPEC-NOTES §3 "media types" for the strict profile's three).
import { admittingSetting, extensionOf, fileTypeOf } from '../../config/files-policy.js';
import { defineRule } from '../rule.js';

export const contentMediaType = defineRule({
  meta: {
    id: 'content/media-type',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary:
        "Every skill file has a type in the skill's files policy. skillpack:recommended ships every file (the well-known table, and any other type as text/plain when lossless UTF-8, else as a blob), so this rule reports only under skillpack:strict (`.md`, `.txt`, `.json`) plus the config's `files` (`include` of well-known entries, explicit `types`), catalog-wide or on the skill's entry.",
      fix: "Add the config line the message shows (to the skill's entry, or to the top level for every skill), add the file to `exclude` when it should stay beside the skill without shipping, or remove it. When the rule is switched off, a refused file still cannot ship: `build` and `check` fail with generated/left-out naming it.",
      example:
        'skills/pdf/assets/logo.png under skillpack:strict → "files": {"include": [".png"]}; skills/x/data.foo → "files": {"types": {".foo": "text/plain"}}',
    },
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

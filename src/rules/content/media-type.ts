// Only `.md`, `.txt` and `.json` files ship (SPEC-NOTES §3 "media types").
import { allowedExtensions, extensionOf, mediaTypeOf } from '../../load/media-type.js';
import { defineRule } from '../rule.js';

export const mediaType = defineRule({
  meta: {
    id: 'content/media-type',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'Every skill file ends in `.md`, `.txt` or `.json` (served as text/markdown, text/plain, application/json).',
      why: 'Skills are text for a model to read. Scripts, binaries and images have no place in the brief\'s media types; a host would have to guess how to present them, and executable content is exactly what the Skills extension keeps out.',
      fix: 'Convert the file to Markdown, plain text or JSON, or remove it from the skill.',
      example: 'skills/review/scripts/check.sh → describe the steps in SKILL.md instead.',
    },
    messages: {
      extension: '"{file}" has extension "{ext}", which is not allowed; only {allowed} files ship. Convert or remove it.',
      none: '"{file}" has no file extension; rename it to end in {allowed}, or remove it.',
    },
  },
  check({ catalog, report }) {
    const seen = new Set<string>();
    for (const skill of catalog.skills) {
      for (const entry of skill.entries) {
        // Hidden entries (a segment starting with `.`) are the hidden-file rule's finding.
        if (entry.kind !== 'file' || entry.path.charCodeAt(0) === 0x2e || entry.path.includes('/.')) continue;
        // The media type depends only on the file name, so a file seen twice (nested skills) gets one verdict.
        if (mediaTypeOf(entry.path) !== undefined || seen.has(entry.file)) continue;
        seen.add(entry.file);
        const ext = extensionOf(entry.path);
        const allowed = allowedExtensions.join(', ');
        if (ext === '') report({ messageId: 'none', data: { file: entry.file, allowed }, file: entry.file });
        else report({ messageId: 'extension', data: { file: entry.file, ext, allowed }, file: entry.file });
      }
    }
  },
});

// Absolute paths and `file:` URLs point at the author's machine, never at the skill (docs/rules.md,
// reference rules).
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';

export const referenceAbsolute = defineRule({
  meta: {
    id: 'reference/absolute',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary:
        "No link in the skill's Markdown prose targets an absolute path (/x, C:\\x, //host/x) or a file: URL, and no bare file: URL stands in its prose.",
      why: 'Absolute paths and file: URLs name files on the author\'s or the host\'s machine, outside the reviewed skill; a model following them reads arbitrary local files. Skill files are referenced relative to the skill. A link is checked wherever its text wraps. Deliberately ignored: file: URLs and absolute paths in code blocks, code spans and HTML blocks, in quotes ("file:///…"), or holding a template placeholder (file://documents/{name}) — an XXE payload, a SARIF uri or an MCP resource template is a sample, not an instruction to read a file — "file:" not followed by "/" or a drive ("configuration file:\\n"), the scheme named alone ("a file:// URL", "file://, s3://", a table cell `| file:// |`) or with the generic file:///path/to/…; and a link to a host\'s slash command (`/deploy`, `/plugin:command`: one segment, a `:` or no extension, not a root directory such as /etc or /tmp).',
      fix: 'Reference the file relative to the skill (references/x.md), after copying it into the skill if needed.',
      example: '[config](/etc/app.conf) or <file:///home/me/notes.md> → [notes](references/notes.md)',
    },
    messages: {
      more: '{count} more absolute paths or file: URLs in this file beyond the first {limit}; fix them all.',
      absolute: '"{target}" is {form}; reference skill files relative to the skill (e.g. references/…).',
      fileUrl:
        '"{target}" is a file: URL, which points at a local file outside the skill; reference skill files relative to the skill instead.',
    },
  },
  check(context) {
    forEachReference(context, 'more', (ref, site) => {
      const { resolution } = ref;
      if (resolution.kind !== 'absolute' && resolution.kind !== 'file-url') return;
      const target = ref.target.length > 80 ? `${ref.target.slice(0, 80)}…` : ref.target;
      if (resolution.kind === 'absolute') site.report('absolute', { target, form: resolution.form });
      else site.report('fileUrl', { target });
    });
  },
});

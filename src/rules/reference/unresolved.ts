// Every relative link or path reference in a skill's Markdown resolves to a file of the same skill
// (issue 3, deliverable 5). What counts as a reference is defined in support/references.ts.
import { defineRule } from '../rule.js';
import { cappedReporter } from '../support/capped-report.js';
import { indexFiles, markdownFiles, referencesOf, resolveReference, type SkillFileIndex } from '../../load/markdown/references.js';

export const referenceUnresolved = defineRule({
  meta: {
    id: 'reference/unresolved',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary: 'Every relative link, and every path starting with references/, scripts/ or assets/ (the Agent Skills directories), in SKILL.md and the skill\'s other .md files names a file (or directory) that ships with the skill. Patterns and placeholders (scripts/*.py, references/<topic>.md) and bare directory names ("put detail in references/") are not references.',
      why: 'Hosts can read only the files listed in the skill\'s manifest; a reference to a missing, misspelled, mis-cased or hidden file sends the model looking for something that is not there. Links resolve against the file\'s own directory; paths may also be written from the skill root (the Agent Skills convention), and either reading is accepted.',
      fix: 'Correct the path (it is case-sensitive), add the missing file to the skill, or remove the reference. A reference to a file that exists but does not ship (matched by `exclude`, or outside the files policy) gets its own message: ship the file or drop the reference.',
      example: 'See [the checklist](references/checklist.md) while the file is references/review-checklist.md',
    },
    messages: {
      more: '{count} more unresolved references in this file beyond the first {limit}; fix them all.',
      unresolved: '"{target}" does not resolve to a file of this skill (looked for "{path}").{hint} Fix the path or add the file.',
      notShipped: '"{target}" is {why}; the model cannot read it. Ship the file ({how}), or remove the reference.',
    },
  },
  check({ catalog, report }) {
    for (const skill of catalog.skills) {
      let excluded: SkillFileIndex | undefined;
      const refused = new Set(skill.files.filter((f) => f.type === undefined).map((f) => f.path));
      for (const file of markdownFiles(skill)) {
        const out = cappedReporter(report, file.file, 'more');
        for (const ref of referencesOf(skill, file)) {
          const { resolution } = ref;
          // A file that is there but never ships is named as such, not as missing (DESIGN "Profiles and files").
          if (resolution.kind === 'resolved' && refused.has(resolution.path)) {
            const { line, column } = file.lines!.position(ref.offset);
            out.report({ messageId: 'notShipped', data: { target: ref.target, why: 'outside the files policy, so it is not in the package', how: 'see the content/media-type finding on it' }, file: file.file, line, column });
            continue;
          }
          if (resolution.kind !== 'unresolved') continue;
          const { line, column } = file.lines!.position(ref.offset);
          excluded ??= indexFiles(skill.excluded);
          if (skill.excluded.length > 0 && resolveReference(ref.target, file.path, excluded).kind === 'resolved') {
            out.report({ messageId: 'notShipped', data: { target: ref.target, why: 'excluded from the package by the config\'s "exclude"', how: 'narrow the "exclude" pattern that matches it' }, file: file.file, line, column });
            continue;
          }
          out.report({ messageId: 'unresolved', data: { target: ref.target, path: resolution.path, hint: resolution.hint }, file: file.file, line, column });
        }
        out.finish();
      }
    }
  },
});

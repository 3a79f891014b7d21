// Reported by `check` (not by linting sources): the committed module must be exactly what `build`
// would write.
import { defineReportedRule } from '../rule.js';

export const generatedStaleModule = defineReportedRule({
  meta: {
    id: 'generated/stale-module',
    severity: 'error',
    guardsSafety: true,
    messages: {
      missing: 'The generated module "{file}" does not exist; run `{fix}` and commit it.',
      stale: 'The generated module "{file}" is out of date: {changes}. Run `{fix}` and commit the result.',
      edited: 'The generated module "{file}" was edited by hand (its content differs from what the build writes, though the skills match). Run `{fix}` and commit the result.',
      lineEndings: 'The generated module "{file}" has CRLF line endings but is otherwise what the build writes: git (core.autocrlf) or an editor converted it. Add `generated/** -text` to .gitattributes (`skillpack init` does), run `{fix}` and commit the result.',
      reformatted: 'The generated module "{file}" holds the catalog the build computes (same digest and files) but not the same bytes: a formatter reformatted it or it was edited by hand. Exclude it from formatting (`generated/` in .prettierignore, .eslintignore or biome.json `files`; `skillpack init` adds these), run `{fix}` and commit the result.',
      differs: 'The generated file "{file}" differs from what the build writes from the current sources (split layout). Run `{fix}` and commit the result.',
      unusable: 'The generated file "{file}" {problem}. Remove what is there, then run `skillpack build` and commit the generated file.',
      tempFile: 'The temporary file "{file}" was left by an interrupted build. Run `{fix}` (which removes such files) or delete it; never commit it.',
      leftOver: 'The file "{file}" sits in the split layout\'s texts directory but the build does not write it (texts modules are named by their content: the texts of a skill that changed since, of a removed or renamed skill, one an interrupted build wrote, or a file added by hand). Run `{fix}`, which deletes the generated ones, remove any other, and commit the result.',
    },
  },
  reportedBy:
    '`skillpack check`, comparing the committed generated files with what build would write (src/emit/stale-findings.ts)',
});

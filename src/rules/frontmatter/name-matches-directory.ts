// `name` equals the skill's directory name byte for byte: no trimming, no case folding, no Unicode
// normalisation (SPEC-NOTES §1–2: the URI's final segment is the name).
import { defineRule } from '../rule.js';
import { valuePosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

/** Why two different strings may look the same to a reader. */
function similarity(name: string, dir: string): string {
  if (name.trim() === dir) return ' They differ only by surrounding whitespace.';
  if (name.normalize('NFC') === dir.normalize('NFC')) return ' They look the same but differ in Unicode normalisation (NFC).';
  if (name.normalize('NFKC') === dir.normalize('NFKC')) return ' They look alike but differ in Unicode compatibility forms (NFKC).';
  if (name.toLowerCase() === dir.toLowerCase()) return ' They differ only by letter case.';
  return '';
}

export const frontmatterNameMatchesDirectory = defineRule({
  meta: {
    id: 'frontmatter/name-matches-directory',
    severity: 'error',
    guardsSafety: false,
    messages: {
      mismatch:
        '"name" is "{name}" but the skill directory is "{dir}"; they must be identical.{similarity} Set name to "{dir}" or rename the directory.',
    },
  },
  check({ catalog, report }) {
    for (const { skill, skillMd, parsed } of parsedSkills(catalog)) {
      const value = parsed.frontmatter?.['name'];
      if (typeof value !== 'string' || value === skill.dirName) continue;
      const { line, column } = valuePosition(parsed, 'name');
      report({
        messageId: 'mismatch',
        data: { name: value, dir: skill.dirName, similarity: similarity(value, skill.dirName) },
        file: skillMd.file,
        line,
        column,
      });
    }
  },
});

// `name`: required, 1–64 characters of lowercase ASCII letters, digits and hyphens, no leading,
// trailing or doubled hyphen (SPEC-NOTES §2). Because only ASCII is allowed and padding is refused,
// a valid name is stable under trimming, NFC and NFKC; the messages name look-alikes explicitly.
import { formatCodePoint } from '../../load/frontmatter/characters.js';
import { defineRule } from '../rule.js';
import { charPosition, kindOf, lengthsOf, readsDifferently, valuePosition } from '../support/fields.js';
import { asciiSkeleton, imitatedAscii } from '../support/lookalikes.js';
import { parsedSkills } from '../support/skill-files.js';

const maxNameLength = 64;

export const frontmatterName = defineRule({
  meta: {
    id: 'frontmatter/name',
    severity: 'error',
    guardsSafety: false,
    messages: {
      missing: 'The frontmatter has no "name"; add "name: <directory name>" (lowercase letters, digits, hyphens).',
      notString: '"name" is {kind}, not a string; write it as lowercase letters, digits and hyphens.',
      empty: '"name" is empty; set it to the skill\'s directory name.',
      tooLong:
        '"name" is {units} characters long ({codePoints} code points), over the {limit}-character limit; shorten it (and the directory).',
      padded: '"name" has leading or trailing whitespace; hosts that trim would read "{trimmed}". Remove the whitespace.',
      lookalike:
        '"name" contains {codePoint} ("{char}"){imitates}, which is not ASCII{normalises}. Names use lowercase ASCII letters, digits and hyphens only: retype it as "{suggestion}".',
      uppercase: '"name" contains uppercase letters; names are lowercase. Use "{suggestion}".',
      invalidChar:
        '"name" contains "{char}"; only lowercase letters, digits and hyphens are allowed. Replace it with a hyphen or remove it.',
      edgeHyphen: '"name" starts or ends with a hyphen; remove it.',
      doubleHyphen: '"name" contains "--"; use single hyphens between words.',
    },
  },
  check({ catalog, report }) {
    for (const { skill, skillMd, parsed } of parsedSkills(catalog)) {
      const frontmatter = parsed.frontmatter;
      if (frontmatter === undefined) continue;
      const file = skillMd.file;
      const at = valuePosition(parsed, 'name');
      const where = { file, line: at.line, column: at.column };
      if (!('name' in frontmatter)) {
        report({ messageId: 'missing', file, line: 1, column: 1 });
        continue;
      }
      const value = frontmatter['name'];
      if (typeof value !== 'string') {
        if (!readsDifferently(parsed, 'name')) report({ messageId: 'notString', data: { kind: kindOf(value) }, ...where });
        continue;
      }
      if (value.length === 0) {
        report({ messageId: 'empty', ...where });
        continue;
      }
      const { units, codePoints } = lengthsOf(value);
      if (units > maxNameLength) report({ messageId: 'tooLong', data: { units, codePoints, limit: maxNameLength }, ...where });
      const trimmed = value.trim();
      if (trimmed !== value) report({ messageId: 'padded', data: { trimmed }, ...where });

      const nonAscii = [...trimmed].find((char) => char.codePointAt(0)! > 0x7f);
      if (nonAscii !== undefined) {
        const imitated = imitatedAscii(nonAscii);
        const nfc = value.normalize('NFC') !== value ? 'NFC' : undefined;
        const nfkc = value.normalize('NFKC') !== value ? 'NFKC' : undefined;
        const normalised = nfkc ?? nfc;
        const pos = charPosition(parsed, 'name', skillMd.text, nonAscii);
        report({
          messageId: 'lookalike',
          data: {
            codePoint: formatCodePoint(nonAscii.codePointAt(0)!),
            char: nonAscii,
            imitates: imitated === undefined ? '' : `, a look-alike of "${imitated}"`,
            normalises:
              normalised === undefined
                ? ''
                : `; ${normalised} normalises the name to "${value.normalize(normalised === 'NFC' ? 'NFC' : 'NFKC')}"`,
            suggestion: asciiNameOf(trimmed, skill.dirName),
          },
          file,
          line: pos.line,
          column: pos.column,
        });
        continue;
      }
      if (/[A-Z]/.test(trimmed)) {
        const pos = charPosition(parsed, 'name', skillMd.text, /[A-Z]/.exec(trimmed)![0]);
        // The suggestion is a whole valid name, so it never trips the next check (`Dev10x:slack` → `dev10x-slack`).
        const suggestion = trimmed
          .toLowerCase()
          .replace(/[^a-z0-9-]+/g, '-')
          .replace(/-{2,}/g, '-')
          .replace(/^-|-$/g, '');
        report({ messageId: 'uppercase', data: { suggestion }, file, line: pos.line, column: pos.column });
      }
      const invalid = /[^A-Za-z0-9-]/.exec(trimmed);
      if (invalid !== null) {
        const pos = charPosition(parsed, 'name', skillMd.text, invalid[0]);
        report({ messageId: 'invalidChar', data: { char: invalid[0] }, file, line: pos.line, column: pos.column });
      }
      if (trimmed.startsWith('-') || trimmed.endsWith('-')) report({ messageId: 'edgeHyphen', ...where });
      if (trimmed.includes('--')) report({ messageId: 'doubleHyphen', ...where });
    }
  },
});

/**
 * The ASCII name to suggest for a name with non-ASCII characters: its ASCII skeleton (`dеmo` is
 * `demo`), or, when nothing of it is ASCII (`版本号管理`), the skill's directory name, which the name
 * must equal anyway (docs/rules.md, "frontmatter/name-matches-directory").
 */
function asciiNameOf(name: string, dirName: string): string {
  const skeleton = asciiSkeleton(name)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return skeleton === '' ? dirName : skeleton;
}

// The license file a SKILL.md's `license` field names (`license: Complete terms in LICENSE.txt`):
// the Agent Skills spec lets the field name a license file bundled with the skill, so a skill that
// ships without it points at nothing (docs/rules.md, "reference/unresolved").
import type { ParsedSkillMd } from '../../load/frontmatter/types.js';
import type { Reference } from '../reference.js';

/**
 * A file name in the value: a license file's conventional name in capitals (`LICENSE`, `LICENSE.txt`,
 * `COPYING`, `LICENSE-MIT`), or any name with a text extension (`terms.md`), possibly under a directory.
 * A licence identifier (`MIT`, `Apache-2.0`) or "MIT License" names no file.
 */
const licenseFile =
  /(?<![\w./-])((?:[\w-]+\/)*(?:(?:LICEN[CS]E|COPYING|NOTICE)(?:[-_][\w-]+)?(?:\.[A-Za-z0-9]{1,10})?|[\w-]+\.(?:txt|md)))(?![\w/-])/;
/** A value that places the file in the repository or project ("see LICENSE at the repository root"), not in the skill. */
const outsideSkillPlace = /\b(?:repo(?:sitory)?|project)\b/i;

/**
 * The license file the parsed frontmatter's `license` value names, if any, at its place in the
 * SKILL.md `text` (within the value's source range, so a quoted or folded value is found as written).
 */
export function licenseFileReference(parsed: ParsedSkillMd | undefined, text: string): Reference | undefined {
  const value = parsed?.frontmatter?.['license'];
  const range = parsed?.valueRanges?.get('license');
  if (typeof value !== 'string' || range === undefined || outsideSkillPlace.test(value)) return undefined;
  const file = licenseFile.exec(value);
  if (file === null) return undefined;
  const target = file[1] as string;
  const offset = text.indexOf(target, range.start);
  return offset === -1 || offset + target.length > range.end ? undefined : { target, offset, kind: 'path', tentative: false };
}

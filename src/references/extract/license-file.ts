// The license file a SKILL.md's `license` field names (`license: Complete terms in LICENSE.txt`):
// the Agent Skills spec lets the field name a license file bundled with the skill, so a skill that
// ships without it points at nothing (docs/rules.md, "reference/unresolved").
import type { Reference } from '../reference.js';

/** A top-level `license:` line of the frontmatter and its value. */
const licenseLine = /^license:[ \t]*(.*)$/m;
/**
 * A file name in the value: a license file's conventional name in capitals (`LICENSE`, `LICENSE.txt`,
 * `COPYING`, `LICENSE-MIT`), or any name with a text extension (`terms.md`), possibly under a directory.
 * A licence identifier (`MIT`, `Apache-2.0`) or "MIT License" names no file.
 */
const licenseFile =
  /(?<![\w./-])((?:[\w-]+\/)*(?:(?:LICEN[CS]E|COPYING|NOTICE)(?:[-_][\w-]+)?(?:\.[A-Za-z0-9]{1,10})?|[\w-]+\.(?:txt|md)))(?![\w/-])/;
/** A value that places the file in the repository or project ("see LICENSE at the repository root"), not in the skill. */
const outsideSkillPlace = /\b(?:repo(?:sitory)?|project)\b/i;
/** How much of the file's start is searched: the frontmatter limit is 16 KiB, so a `license:` line lies well within. */
const frontmatterWindow = 65536;

/** The license file the frontmatter of `text` (SKILL.md, body starting at `bodyOffset`) names, if any. */
export function licenseFileReference(text: string, bodyOffset: number): Reference | undefined {
  const frontmatter = text.slice(0, Math.min(bodyOffset, frontmatterWindow));
  const line = licenseLine.exec(frontmatter);
  if (line === null) return undefined;
  const value = line[1] as string;
  if (outsideSkillPlace.test(value)) return undefined;
  const file = licenseFile.exec(value);
  if (file === null) return undefined;
  const offset = line.index + line[0].length - value.length + file.index;
  return { target: file[1] as string, offset, kind: 'path', tentative: false };
}

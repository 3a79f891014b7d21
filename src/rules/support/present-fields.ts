// The skeleton the optional-field rules share: every parsed SKILL.md whose frontmatter has the field
// (an own key, whatever its value), with the value and where to report it; and the check of an
// optional string field (SPEC-NOTES §2: `license`, `compatibility`), whose wrong type is left to
// frontmatter/schema-independence when that rule reports the field (one problem, one diagnostic).
import type { ParsedSkillMd, SourcePosition } from '../../load/frontmatter/types.js';
import type { LoadedCatalog } from '../../load/model.js';
import type { Report } from '../rule.js';
import { keyPosition, kindOf, readsDifferently, valuePosition } from './fields.js';
import { parsedSkills } from './skill-files.js';

export interface PresentField {
  readonly value: unknown;
  readonly file: string;
  readonly parsed: ParsedSkillMd;
  /** Where the field's value is (its key when the value has no position). */
  readonly valueAt: SourcePosition;
  /** Where the field's key is. */
  readonly keyAt: SourcePosition;
}

export function* presentFields(catalog: LoadedCatalog, field: string): Generator<PresentField> {
  for (const { skillMd, parsed } of parsedSkills(catalog)) {
    const frontmatter = parsed.frontmatter;
    if (frontmatter === undefined || !Object.hasOwn(frontmatter, field)) continue;
    yield {
      value: frontmatter[field],
      file: skillMd.file,
      parsed,
      get valueAt() {
        return valuePosition(parsed, field);
      },
      get keyAt() {
        return keyPosition(parsed, field);
      },
    };
  }
}

/**
 * An optional string field: a value that is not a string is `notString` (unless its readings differ),
 * a blank one `empty`; a non-blank string goes to `more` for the field's own limits.
 */
export function checkOptionalString(
  catalog: LoadedCatalog,
  field: string,
  report: (report: Report<'notString' | 'empty'>) => void,
  more: (value: string, at: { readonly file: string } & SourcePosition) => void = () => {},
): void {
  for (const present of presentFields(catalog, field)) {
    const at = { file: present.file, ...present.valueAt };
    if (typeof present.value !== 'string') {
      if (!readsDifferently(present.parsed, field)) report({ messageId: 'notString', data: { kind: kindOf(present.value) }, ...at });
    } else if (present.value.trim() === '') {
      report({ messageId: 'empty', ...at });
    } else {
      more(present.value, at);
    }
  }
}

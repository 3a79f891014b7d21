// A reference: something a skill's Markdown tells the model to open or run, where it stands, and
// where it lands among the skill's files (docs/rules.md, "reference/unresolved" defines what counts).
import type { Resolution } from './resolve/resolve-reference.js';

export type ReferenceKind = 'link' | 'path' | 'file-url';

export interface Reference {
  readonly target: string;
  /** UTF-16 offset of the target in the file's text. */
  readonly offset: number;
  readonly kind: ReferenceKind;
  /** A bare prose path without an extension: a reference only if it names something (skill-directory-paths.ts). */
  readonly tentative: boolean;
  /**
   * The path as written when the target is the directory a placeholder path lies under
   * (`references/styles/<style>.md` checks `references/styles/`): skill-directory-paths.ts.
   */
  readonly shown?: string;
  /**
   * A path that names a file only when the project keeps it in another skill or in the skill's
   * plugin (a parent path to code, a code span written from the repository root): anywhere else it
   * is the user's own file (code-span-paths.ts).
   */
  readonly onlyIntoSkillOrPlugin?: true;
  /**
   * A path written from a `SKILL_DIR` variable the text does not define (`{SKILL_DIR}/x.md`): the
   * skill's own only when another path the file writes from the same variable names a file the skill
   * has; otherwise it may be the user's variable (placeholder-paths.ts, references-of.ts).
   */
  readonly fromUndefinedSkillDir?: true;
}

export interface ResolvedReference extends Reference {
  readonly resolution: Resolution;
}

// The loaded catalog: every entry found under the allowlisted skills (hazards included, so rules can
// report them) and the bytes of every file that was safe to read.
import type { FileType } from '../config/files-policy.js';
import type { ResolvedConfig, SkillEntryConfig } from '../config/types.js';
import type { EntryKind } from '../fs/source-tree.js';
import type { ParsedSkillMd } from './frontmatter/types.js';
import type { LineIndex } from './line-index.js';

export interface WalkEntry {
  /** Relative to the config's directory (`skills/foo/references/a.md`). */
  readonly file: string;
  /** Relative to the skill directory (`references/a.md`). */
  readonly path: string;
  readonly kind: EntryKind;
  readonly size: number;
}

export interface ReadProblem {
  readonly file: string;
  readonly reason: 'too-large' | 'changed' | 'not-regular' | 'unreadable';
  readonly detail: string | undefined;
}

export interface SourceFile {
  readonly file: string;
  readonly path: string;
  readonly bytes: Uint8Array;
  /**
   * How the skill's files policy ships the file (media type, text or blob); undefined when the policy
   * refuses it (content/media-type).
   */
  readonly type: FileType | undefined;
  /** Strict UTF-8 decoding; undefined when the bytes are not valid UTF-8 or the file's type is a blob type. */
  readonly text: string | undefined;
  /** Present when `text` is. */
  readonly lines: LineIndex | undefined;
  /** The file carries an executable bit (working tree or git index mode). */
  readonly executable: boolean;
}

export interface LoadedSkill {
  readonly entry: SkillEntryConfig;
  /** Skill directory relative to the config's directory (`skills/foo`). */
  readonly dir: string;
  /** Final segment of the skill path: what `frontmatter.name` must equal. */
  readonly dirName: string;
  /** Kind of the skill directory itself (a missing or symlinked root is a finding). */
  readonly rootKind: EntryKind;
  /** Every entry below the skill directory, hazards included, sorted by path. */
  readonly entries: readonly WalkEntry[];
  /** Regular, non-hidden files that were read, sorted by path in code-unit order. */
  readonly files: readonly SourceFile[];
  readonly readProblems: readonly ReadProblem[];
  /** `files` entry for `SKILL.md`, when there is one. */
  readonly skillMd: SourceFile | undefined;
  readonly parsed: ParsedSkillMd | undefined;
  /** Files left beside the skill by its `exclude` globs (paths inside the skill): never read, linted or shipped. */
  readonly excluded: readonly string[];
}

export interface DiscoveredSkillDir {
  /** Directory relative to the root (`acme/foo`). */
  readonly path: string;
  /** The marker file's exact name (`SKILL.md`, or a mis-cased `skill.md`). */
  readonly marker: string;
}

export interface LoadedCatalog {
  readonly config: ResolvedConfig;
  /** Kind of the root directory. */
  readonly rootKind: EntryKind;
  /** In allowlist order. */
  readonly skills: readonly LoadedSkill[];
  /**
   * Every skill of the catalog when `skills` holds only the part a rule pass is looking at (a group
   * of skills, src/lint/skill-groups.ts): lookups across skills (a link into another skill) read this.
   */
  readonly allSkills?: readonly LoadedSkill[];
  /** Every directory under root holding a SKILL.md (any case), found by walking all of root. */
  readonly discovered: readonly DiscoveredSkillDir[];
  /** Entries under root that belong to no allowlisted skill (hazards there are reported too). */
  readonly strayEntries: readonly WalkEntry[];
  /** True when walking root stopped at the entry cap (a hostile or mistaken tree). */
  readonly walkTruncated: boolean;
  /** The configured secret allowlist file, when there is one and it could be read as text. */
  readonly secretAllowlist: { readonly file: string; readonly text: string } | undefined;
  /** Problems reading files that are not part of any skill (the secret allowlist). */
  readonly otherProblems: readonly ReadProblem[];
  /**
   * Is there a file or directory at `path` (relative to the config's directory) in the project
   * around the skills? Existence only: nothing is opened, and a path through a symlink is absent.
   */
  readonly inProject?: (path: string) => boolean;
}

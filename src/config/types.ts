// The resolved configuration every later stage reads. Paths are relative to `baseDir`, `/`-separated.
import type { Severity } from '../diagnostics/diagnostic.js';
import { maxCatalogBytes, maxCatalogSkills, maxFileBytes, maxSkillBytes, maxSkillFiles } from '../runtime/bounds.js';
import type { FilesPolicy, UnlistedFiles } from './files-policy.js';
import type { CatalogIdentity, RepositoryChannel, TargetConfig } from './targets-config.js';

export interface SkillEntryConfig {
  /** Skill path under `root`, also the URI skill-path (`acme/code-review`). */
  readonly path: string;
  /** Tools the skill calls (drives tool-scoped visibility); empty when the entry names none. */
  readonly tools: readonly string[];
  /** The file types this skill may ship: the profile's, then the catalog's `files`, then the entry's. */
  readonly files: FilesPolicy;
  /** Glob patterns (relative to the skill directory) of files that stay beside the skill but never ship. */
  readonly exclude: readonly string[];
  /** The entry opts into shipping scripts (rule content/executable). */
  readonly scripts: boolean;
}

/** The brief's bounds (SPEC-NOTES §3). A config may tighten them, never loosen them. */
export interface Limits {
  readonly fileBytes: number;
  readonly skillFiles: number;
  readonly skillBytes: number;
  readonly catalogSkills: number;
  readonly catalogBytes: number;
  readonly frontmatterBytes: number;
}

/**
 * The serving bounds are the runtime's (src/runtime/bounds.ts), so a build never passes what a server
 * refuses; the config schema's maxima repeat them as JSON and a test keeps the two equal.
 */
export const briefLimits: Limits = Object.freeze({
  fileBytes: maxFileBytes,
  skillFiles: maxSkillFiles,
  skillBytes: maxSkillBytes,
  catalogSkills: maxCatalogSkills,
  catalogBytes: maxCatalogBytes,
  frontmatterBytes: 16 * 1024,
});

export type SeveritySetting = Severity | 'off';

export interface SeverityOverride {
  /** Glob patterns relative to the config directory (`skills/legacy/**`). */
  readonly files: readonly string[];
  readonly rules: { readonly [ruleId: string]: SeveritySetting };
}

/** How the generated code is laid out (DESIGN "Generated module contract"; docs/benchmarks.md for `split`). */
export type ModuleLayout = 'single' | 'split';

export interface ResolvedConfig {
  /** Absolute path of the config file. */
  readonly configFile: string;
  /** The built-in profile the config extends (`skillpack:recommended` when it names none). */
  readonly profile: Profile;
  /** Absolute directory every relative path resolves against. */
  readonly baseDir: string;
  readonly root: string;
  readonly output: string;
  readonly layout: ModuleLayout;
  /**
   * The server offers `resources/directory/read` and declares `directoryRead: true` (the MCP Skills
   * extension's one optional feature); off by default, so the declaration stays `{}`.
   */
  readonly directoryRead: boolean;
  readonly publisher: string;
  readonly skills: readonly SkillEntryConfig[];
  readonly limits: Limits;
  /** File (outside every skill directory) listing fingerprints of allowed validated secrets. */
  readonly secretAllowlist: string | undefined;
  readonly rules: { readonly [ruleId: string]: SeveritySetting };
  readonly overrides: readonly SeverityOverride[];
  /** Channels emitted beside the module (docs/publishing.md); absent or empty: only the module. */
  readonly targets?: readonly TargetConfig[];
  /** The name, description and version the targets publish under; set when `targets` is not empty. */
  readonly identity?: CatalogIdentity | undefined;
  /** The repository channels whose rules apply (docs/publishing.md); absent or empty: none. */
  readonly channels?: readonly RepositoryChannel[];
}

/** A built-in profile a config `extends` (src/config/profiles.ts holds them; README "Profiles"). */
export type ProfileName = 'skillpack:recommended' | 'skillpack:strict';

export interface Profile {
  readonly name: ProfileName;
  readonly summary: string;
  /** Severities that replace the rules' defaults (a rule's own severity is the strict one). */
  readonly rules: { readonly [ruleId: string]: SeveritySetting };
  readonly limits: Limits;
  /** Keys of the well-known table every skill accepts without a `files` setting. */
  readonly files: readonly string[];
  /** A file of a type no table or setting lists: shipped (text/plain or a blob) or refused (content/media-type). */
  readonly unlistedFiles: UnlistedFiles;
  /** `exclude` patterns every skill gets (OS and editor debris), unless the config sets `"excludeDefaults": false`. */
  readonly exclude: readonly string[];
}

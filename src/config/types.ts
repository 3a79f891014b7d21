// The resolved configuration every later stage reads. Paths are relative to `baseDir`, `/`-separated.
import type { Severity } from '../diagnostics/diagnostic.js';
import { maxCatalogBytes, maxCatalogSkills, maxFileBytes, maxSkillBytes, maxSkillFiles } from '../runtime/bounds.js';

export interface SkillEntryConfig {
  /** Skill path under `root`, also the URI skill-path (`acme/code-review`). */
  readonly path: string;
  /** Tools the skill calls (drives tool-scoped visibility). */
  readonly tools: readonly string[];
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

/** How the generated code is laid out (DESIGN "Generated module contract"; issue 8 for `split`). */
export type ModuleLayout = 'single' | 'split';

export interface ResolvedConfig {
  /** Absolute path of the config file. */
  readonly configFile: string;
  /** Absolute directory every relative path resolves against. */
  readonly baseDir: string;
  readonly root: string;
  readonly output: string;
  readonly layout: ModuleLayout;
  readonly publisher: string;
  readonly skills: readonly SkillEntryConfig[];
  readonly limits: Limits;
  /** File (outside every skill directory) listing fingerprints of allowed validated secrets. */
  readonly secretAllowlist: string | undefined;
  readonly rules: { readonly [ruleId: string]: SeveritySetting };
  readonly overrides: readonly SeverityOverride[];
}

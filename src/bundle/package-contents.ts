// What a build ships out of a linted catalog, and what it leaves out and why. Every rule that is not
// locked may be switched off (README "Locked rules"), so a catalog without error findings can still
// hold a skill or file that cannot be served: it is left out with a note instead of crashing the build
// (DESIGN "Profiles and files": no accepted configuration may crash a command).
import { fileDelivery, type FileDelivery } from '../load/media-type.js';
import { scriptEvidence } from '../load/script-file.js';
import type { LoadedCatalog, LoadedSkill, SourceFile } from '../load/model.js';

export interface ShippedFile {
  readonly source: SourceFile;
  readonly delivery: FileDelivery;
}

export interface ShippedSkill {
  readonly skill: LoadedSkill;
  readonly frontmatter: { readonly [key: string]: unknown };
  readonly files: readonly ShippedFile[];
}

export interface LeftOut {
  /** Relative to the config directory. */
  readonly file: string;
  readonly reason: string;
}

export interface PackageContents {
  readonly skills: readonly ShippedSkill[];
  /** Skills and files that exist but are not in the package, with the reason. */
  readonly leftOut: readonly LeftOut[];
  /** Files kept beside their skills by `exclude` (config-relative). */
  readonly excluded: readonly string[];
  /** Shipped scripts (config-relative; content/executable). */
  readonly scripts: readonly string[];
}

/** Why the runtime would refuse this frontmatter (src/runtime/validate-catalog.ts), or undefined. */
function unservableFrontmatter(skill: LoadedSkill, frontmatter: { readonly [key: string]: unknown }): string | undefined {
  if (frontmatter['name'] !== skill.dirName) return `frontmatter "name" is not "${skill.dirName}", the skill's directory name`;
  const description = frontmatter['description'];
  if (typeof description !== 'string' || description === '') return 'frontmatter "description" is not a non-empty string';
  for (const [key, value] of Object.entries(frontmatter)) {
    const ok =
      typeof value === 'string' ||
      (Array.isArray(value) && value.every((v) => typeof v === 'string')) ||
      (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string'));
    if (!ok) return `frontmatter "${key}" is not a string, a list of strings or a map of strings`;
  }
  return undefined;
}

export function packageContents(loaded: LoadedCatalog): PackageContents {
  const skills: ShippedSkill[] = [];
  const leftOut: LeftOut[] = [];
  const excluded: string[] = [];
  const scripts = new Set<string>();
  for (const skill of loaded.skills) {
    for (const path of skill.excluded) excluded.push(`${skill.dir}/${path}`);
    const frontmatter = skill.parsed?.frontmatter;
    const why = frontmatter === undefined ? 'SKILL.md has no frontmatter that can be published' : unservableFrontmatter(skill, frontmatter);
    if (frontmatter === undefined || why !== undefined) {
      leftOut.push({ file: skill.skillMd?.file ?? `${skill.dir}/SKILL.md`, reason: `the whole skill: ${why ?? ''}` });
      continue;
    }
    const files: ShippedFile[] = [];
    for (const source of skill.files) {
      const delivery = fileDelivery(skill.entry, source.path, source.text);
      if (delivery === undefined) {
        leftOut.push({ file: source.file, reason: 'outside the files policy (content/media-type)' });
        continue;
      }
      if (scriptEvidence(source) !== undefined) scripts.add(source.file);
      files.push({ source, delivery });
    }
    for (const problem of skill.readProblems)
      leftOut.push({ file: problem.file, reason: `could not be read (${problem.detail ?? problem.reason})` });
    skills.push({ skill, frontmatter, files });
  }
  return { skills, leftOut, excluded, scripts: [...scripts].sort() };
}

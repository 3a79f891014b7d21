// What a build ships out of a linted catalog, and what it cannot ship and why. Every rule that is not
// locked may be switched off (README "Locked rules"), so a catalog without error findings can still
// hold a skill or file that cannot be served: it is listed here, and the build reports each one as a
// `generated/left-out` error (DESIGN "Profiles and files": nothing is lost without an error, and no
// accepted configuration may crash a command).
import { isFrontmatterValue } from '../runtime/validate-catalog.js';
import { fileDelivery, type FileDelivery } from '../load/media-type.js';
import { scriptEvidence } from '../load/script-file.js';
import { bufferView } from '../load/byte-view.js';
import { hasText } from '../load/loaded-file.js';
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
  readonly line: number;
  readonly column: number;
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

interface Unservable {
  readonly reason: string;
  /** The frontmatter field at fault, when one is. */
  readonly field?: string;
}

/** Why the runtime would refuse this frontmatter (src/runtime/validate-catalog.ts), or undefined. */
function unservableFrontmatter(skill: LoadedSkill, frontmatter: { readonly [key: string]: unknown }): Unservable | undefined {
  if (frontmatter['name'] !== skill.dirName)
    return { reason: `frontmatter "name" is not "${skill.dirName}", the skill's directory name`, field: 'name' };
  const description = frontmatter['description'];
  if (typeof description !== 'string' || description === '')
    return { reason: 'frontmatter "description" is not a non-empty string', field: 'description' };
  for (const [key, value] of Object.entries(frontmatter)) {
    if (!isFrontmatterValue(value, 0))
      return {
        reason: `frontmatter "${key}" is not a string, true/false, a safe integer, or a list or map of those (SPEC-NOTES §2: what every YAML parser reads alike)`,
        field: key,
      };
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
    const why: Unservable | undefined =
      frontmatter === undefined
        ? { reason: 'SKILL.md has no frontmatter that can be published' }
        : unservableFrontmatter(skill, frontmatter);
    if (frontmatter === undefined || why !== undefined) {
      const at = why?.field !== undefined ? skill.parsed?.keyPositions.get(why.field) : undefined;
      leftOut.push({
        file: skill.skillMd?.file ?? `${skill.dir}/SKILL.md`,
        line: at?.line ?? 1,
        column: at?.column ?? 1,
        reason: `the whole skill: ${why?.reason ?? ''}`,
      });
      continue;
    }
    const files: ShippedFile[] = [];
    for (const source of skill.files) {
      // Strict UTF-8 holds a NUL character exactly where its bytes hold a 0 byte: nothing is decoded here.
      const delivery = fileDelivery(
        skill.entry,
        source.path,
        hasText(source) ? { hasNul: bufferView(source.bytes).includes(0) } : undefined,
      );
      if (delivery === undefined) {
        leftOut.push({ file: source.file, line: 1, column: 1, reason: 'its type is outside the files policy (content/media-type)' });
        continue;
      }
      if (scriptEvidence(source) !== undefined) {
        // A script ships only where the skill's entry opts in, whatever content/executable is set to.
        if (!skill.entry.scripts) {
          leftOut.push({
            file: source.file,
            line: 1,
            column: 1,
            reason: `a script, and the entry for "${skill.entry.path}" does not opt in with "scripts": true (content/executable)`,
          });
          continue;
        }
        scripts.add(source.file);
      }
      files.push({ source, delivery });
    }
    for (const problem of skill.readProblems)
      leftOut.push({ file: problem.file, line: 1, column: 1, reason: `could not be read (${problem.detail ?? problem.reason})` });
    skills.push({ skill, frontmatter, files });
  }
  return { skills, leftOut, excluded, scripts: [...scripts].sort() };
}

// Turns a loaded catalog that passed lint into the SkillCatalog the module exports: URIs, media types,
// digests and sizes of the raw bytes, skills and files sorted in code-unit order.
import type { LoadedCatalog } from '../load/model.js';
import type { CatalogFile, CatalogSkill, FrontmatterValue, SkillCatalog } from '../runtime/types.js';
import { version } from '../version.js';
import { catalogDigest } from './catalog-digest.js';
import { sha256Digest } from './digest.js';
import { mediaTypeOf } from '../load/media-type.js';
import { skillFileUri } from '../runtime/skill-uri.js';

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface BuiltCatalog {
  readonly catalog: SkillCatalog;
  /** The bytes each file's text was decoded from, so the emitter can escape them without re-encoding. */
  readonly sourceBytes: ReadonlyMap<CatalogFile, Uint8Array>;
}

/** Callers build only from a catalog without error-severity findings; anything else is a bug. */
export function buildCatalog(loaded: LoadedCatalog): SkillCatalog {
  return buildCatalogWithSources(loaded).catalog;
}

/** `buildCatalog`, and where each file's bytes are. */
export function buildCatalogWithSources(loaded: LoadedCatalog): BuiltCatalog {
  const sourceBytes = new Map<CatalogFile, Uint8Array>();
  const skills: CatalogSkill[] = loaded.skills.map((skill) => {
    const frontmatter = skill.parsed?.frontmatter;
    if (frontmatter === undefined) throw new Error(`internal: ${skill.dir} has no parsed frontmatter`);
    const files: CatalogFile[] = skill.files.map((file) => {
      const mediaType = mediaTypeOf(file.path);
      if (mediaType === undefined || file.text === undefined) throw new Error(`internal: ${file.file} is not servable text`);
      const built: CatalogFile = { path: file.path, uri: skillFileUri(skill.entry.path, file.path), mediaType, size: file.bytes.length, digest: sha256Digest(file.bytes), text: file.text };
      sourceBytes.set(built, file.bytes);
      return built;
    });
    files.sort((a, b) => byCodeUnits(a.path, b.path));
    return {
      name: skill.dirName,
      path: skill.entry.path,
      uri: skillFileUri(skill.entry.path, 'SKILL.md'),
      tools: [...skill.entry.tools],
      frontmatter: frontmatter as { readonly [key: string]: FrontmatterValue },
      files,
    };
  });
  skills.sort((a, b) => byCodeUnits(a.path, b.path));
  const catalog: SkillCatalog = { formatVersion: 1, generator: `skillpack v${version}`, publisher: loaded.config.publisher, digest: catalogDigest(loaded.config.publisher, skills), skills };
  return { catalog, sourceBytes };
}

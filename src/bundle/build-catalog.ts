// Turns a loaded catalog that passed lint into the SkillCatalog the module exports: URIs, media types,
// digests and sizes of the raw bytes, skills and files sorted in code-unit order.
import type { LoadedCatalog } from '../load/model.js';
import type { CatalogFile, CatalogSkill, FrontmatterValue, SkillCatalog } from '../runtime/types.js';
import { version } from '../version.js';
import { catalogDigest } from './catalog-digest.js';
import { sha256Digest } from './digest.js';
import { fileShipping } from './file-shipping.js';
import { skillFileUri } from './uri.js';

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface BuiltCatalog {
  readonly catalog: SkillCatalog;
  /** The raw bytes of each file: a text's UTF-8, escaped without re-encoding; a blob's bytes, base64-encoded by the emitter. */
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
      const { mediaType, encoding } = fileShipping(skill.entry, file.path, file.text);
      const facts = { path: file.path, uri: skillFileUri(skill.entry.path, file.path), mediaType, size: file.bytes.length, digest: sha256Digest(file.bytes) };
      const built: CatalogFile = encoding === 'text' && file.text !== undefined ? { ...facts, text: file.text } : { ...facts, blob: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64') };
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

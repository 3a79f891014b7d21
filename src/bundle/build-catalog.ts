// Turns a loaded catalog that passed lint into the SkillCatalog the module exports: URIs, media types,
// digests and sizes of the raw bytes, skills and files sorted in code-unit order. What cannot be
// served (a rule switched off let it through) is left out and listed, never a crash.
import { decodeStrictUtf8 } from '../fs/decode-text.js';
import { hasText } from '../load/loaded-file.js';
import type { LoadedCatalog, SourceFile } from '../load/model.js';
import type { CatalogFile, CatalogSkill, FrontmatterValue, SkillCatalog } from '../runtime/types.js';
import { version } from '../version.js';
import { catalogDigest } from './catalog-digest.js';
import { sha256Digest } from './digest.js';
import { packageContents, type LeftOut, type PackageContents } from './package-contents.js';
import { skillFileUri, skillUri } from '../runtime/skill-uri.js';

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface BuiltCatalog {
  readonly catalog: SkillCatalog;
  /** The raw bytes of each file: a text's UTF-8, escaped without re-encoding; a blob's bytes, base64-encoded by the emitter. */
  readonly sourceBytes: ReadonlyMap<CatalogFile, Uint8Array>;
  /** What shipped, what was excluded, which scripts, and what was left out and why. */
  readonly contents: PackageContents;
}

/** A text file's entry whose `text` is decoded from the source file on first read, then kept. */
function withLazyText<T extends object>(facts: T, source: SourceFile): T & { readonly text: string } {
  let text: string | undefined;
  return {
    ...facts,
    get text(): string {
      text ??= decodeStrictUtf8(source.bytes) as string;
      return text;
    },
  };
}

/** Callers build only from a catalog without error-severity findings. */
export function buildCatalog(loaded: LoadedCatalog): SkillCatalog {
  return buildCatalogWithSources(loaded).catalog;
}

/** `buildCatalog`, and where each file's bytes are. */
export function buildCatalogWithSources(loaded: LoadedCatalog): BuiltCatalog {
  const planned = packageContents(loaded);
  const leftOut: LeftOut[] = [...planned.leftOut];
  const sourceBytes = new Map<CatalogFile, Uint8Array>();
  const skills: CatalogSkill[] = planned.skills.map(({ skill, frontmatter, files: shipped }) => {
    const files: CatalogFile[] = [];
    for (const { source, delivery } of shipped) {
      // Lossless UTF-8 of a text type ships as text; anything else as a base64 blob, size and digest
      // over the raw bytes either way (SPEC-NOTES §2). The emitter writes the base64 as it is.
      const facts = {
        path: source.path,
        uri: skillFileUri(skill.entry.path, source.path),
        mediaType: delivery.mediaType,
        size: source.bytes.length,
        digest: sha256Digest(source.bytes),
      };
      // A text is decoded when something reads it (targets, a stale module's wording): the emitter
      // escapes it from the bytes, so `check` and `build` never hold the catalog's texts.
      const built: CatalogFile =
        delivery.encoding === 'text' && hasText(source)
          ? withLazyText(facts, source)
          : { ...facts, blob: Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength).toString('base64') };
      sourceBytes.set(built, source.bytes);
      files.push(built);
    }
    files.sort((a, b) => byCodeUnits(a.path, b.path));
    return {
      name: skill.dirName,
      path: skill.entry.path,
      uri: skillUri(skill.entry.path),
      tools: [...skill.entry.tools],
      frontmatter: frontmatter as { readonly [key: string]: FrontmatterValue },
      files,
    };
  });
  skills.sort((a, b) => byCodeUnits(a.path, b.path));
  const directoryRead = loaded.config.directoryRead;
  const catalog: SkillCatalog = {
    formatVersion: 1,
    // Written only when on, so a catalog without the option is what it always was.
    ...(directoryRead ? { directoryRead: true } : {}),
    generator: `skillpack v${version}`,
    publisher: loaded.config.publisher,
    digest: catalogDigest(loaded.config.publisher, skills, directoryRead),
    skills,
  };
  return { catalog, sourceBytes, contents: { ...planned, leftOut: leftOut.sort((a, b) => byCodeUnits(a.file, b.file)) } };
}

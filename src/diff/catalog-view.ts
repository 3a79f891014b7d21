// A built catalog (either module layout) as `diff` compares it: per skill its URI, frontmatter and
// tools, and per file what a host keys approval on (URI, size, digest) plus the content the risk
// delta reads. Files the catalog carries as base64 blobs (a `blob` field in the single layout, an
// `encoding: "base64"` entry in the split layout's index) are binary: no text to read (SPEC-NOTES §2).
import type { SkillCatalog, SplitSkillCatalog } from '../runtime/types.js';

export interface FileView {
  readonly uri: string;
  /** Path inside the skill. */
  readonly path: string;
  readonly size: number;
  readonly digest: string;
  readonly mediaType: string;
  /** Text content; undefined for binary (blob) files. */
  readonly text: string | undefined;
}

export interface SkillView {
  readonly uri: string;
  readonly path: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly files: ReadonlyMap<string, FileView>;
}

export interface CatalogView {
  readonly publisher: string;
  readonly digest: string;
  readonly skills: ReadonlyMap<string, SkillView>;
}

export const emptyCatalog: CatalogView = { publisher: '', digest: '', skills: new Map() };

interface AnyFile {
  readonly path: string;
  readonly uri: string;
  readonly mediaType: string;
  readonly size: number;
  readonly digest: string;
  readonly text?: string;
  /** A binary file in the single layout (its base64). */
  readonly blob?: string;
  /** A binary file in the split layout's index (its base64 is in the texts module). */
  readonly encoding?: 'base64';
}

export async function catalogView(catalog: SkillCatalog | SplitSkillCatalog): Promise<CatalogView> {
  const skills = new Map<string, SkillView>();
  for (const skill of catalog.skills) {
    const texts = 'loadTexts' in skill ? await skill.loadTexts() : undefined;
    const files = new Map<string, FileView>();
    (skill.files as readonly AnyFile[]).forEach((file, index) => {
      const binary = file.blob !== undefined || file.encoding === 'base64';
      const text = binary ? undefined : (texts?.[index] ?? file.text);
      files.set(file.uri, { uri: file.uri, path: file.path, size: file.size, digest: file.digest, mediaType: file.mediaType, text });
    });
    skills.set(skill.uri, { uri: skill.uri, path: skill.path, frontmatter: skill.frontmatter, files });
  }
  return { publisher: catalog.publisher, digest: catalog.digest, skills };
}

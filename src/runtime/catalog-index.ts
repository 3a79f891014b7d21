// The in-memory index a server answers from: every wire object built and frozen once, and two
// exact maps (SKILL.md URI → skill, file URI → file). Lookups never search or normalise. A split
// catalog is indexed the same way from its manifests; its read contents wait for the texts.
import type { CatalogFileEntry, CatalogSkill, SkillCatalog, SplitCatalogSkill, SplitSkillCatalog } from './types.js';
import { CatalogError } from './catalog-error.js';
import { catalogProblems } from './validate-catalog.js';
import type { ListedResource, ResourceContents, SkillEntry } from './wire-types.js';

export type AnyCatalog = SkillCatalog | SplitSkillCatalog;
export type AnyCatalogSkill = CatalogSkill | SplitCatalogSkill;

export interface IndexedSkill {
  readonly position: number;
  readonly skill: AnyCatalogSkill;
  readonly entry: SkillEntry;
}

export interface IndexedFile {
  readonly uri: string;
  /** Positions of the skills whose manifest lists this file (more than one only for nested skills). */
  readonly owners: readonly number[];
  readonly listing: ListedResource;
  /** The read result's contents (text, or a blob's base64 as is), built once; undefined in a split catalog, whose contents load per skill. */
  readonly contents: ResourceContents | undefined;
  /** Where the text is: the first skill (position) whose manifest lists the file, and its index there. */
  readonly source: { readonly skill: number; readonly file: number };
}

export interface CatalogIndex {
  readonly catalog: AnyCatalog;
  readonly skills: readonly IndexedSkill[];
  readonly skillByUri: ReadonlyMap<string, IndexedSkill>;
  /** Unique file URIs in catalog order (skills by path, then files by path). */
  readonly files: readonly IndexedFile[];
  readonly fileByUri: ReadonlyMap<string, IndexedFile>;
}

/** Throws CatalogError when the catalog cannot be served. */
export function indexCatalog(catalog: AnyCatalog): CatalogIndex {
  const problems = catalogProblems(catalog);
  if (problems.length > 0) throw new CatalogError(problems);

  const skills = catalog.skills.map((skill, position): IndexedSkill => ({ position, skill, entry: skillEntry(skill) }));
  const skillByUri = new Map(skills.map((indexed) => [indexed.skill.uri, indexed] as const));

  const fileOwners = new Map<
    string,
    {
      file: CatalogFileEntry;
      text: string | undefined;
      blob: string | undefined;
      owners: number[];
      source: { skill: number; file: number };
    }
  >();
  const duplicates: string[] = [];
  for (const { skill, position } of skills) {
    skill.files.forEach(
      (file: CatalogFileEntry & { readonly text?: string | undefined; readonly blob?: string | undefined }, fileIndex) => {
        const seen = fileOwners.get(file.uri);
        if (seen === undefined)
          fileOwners.set(file.uri, {
            file,
            text: file.text,
            blob: file.blob,
            owners: [position],
            source: { skill: position, file: fileIndex },
          });
        else if (
          seen.file.digest !== file.digest ||
          seen.text !== file.text ||
          seen.blob !== file.blob ||
          seen.file.mediaType !== file.mediaType ||
          seen.file.encoding !== file.encoding
        )
          duplicates.push(file.uri);
        else seen.owners.push(position);
      },
    );
  }
  if (duplicates.length > 0) throw new CatalogError(duplicates.map((uri) => `${uri} is listed by two skills with different content`));

  const files = [...fileOwners.values()].map(({ file, text, blob, owners, source }): IndexedFile => {
    // Nested skills: describe a file from its innermost skill, and a SKILL.md from its own skill.
    const owner = skills[owners[owners.length - 1] as number] as IndexedSkill;
    const describedSkill = skillByUri.get(file.uri)?.skill;
    return Object.freeze({
      uri: file.uri,
      owners: Object.freeze(owners),
      listing:
        describedSkill !== undefined ? skillMdListing(describedSkill, file) : supportingListing(owner.skill, file, catalog.publisher),
      contents:
        text !== undefined
          ? Object.freeze({ uri: file.uri, mimeType: file.mediaType, text })
          : blob !== undefined
            ? Object.freeze({ uri: file.uri, mimeType: file.mediaType, blob })
            : undefined,
      source: Object.freeze(source),
    });
  });
  return Object.freeze({
    catalog,
    skills: Object.freeze(skills.map((s) => Object.freeze(s))),
    skillByUri,
    files: Object.freeze(files),
    fileByUri: new Map(files.map((file) => [file.uri, file] as const)),
  });
}

function skillEntry(skill: AnyCatalogSkill): SkillEntry {
  return Object.freeze({
    uri: skill.uri,
    frontmatter: skill.frontmatter,
    resources: Object.freeze(skill.files.map((file) => Object.freeze({ uri: file.uri, digest: file.digest, size: file.size }))),
  });
}

function skillMdListing(skill: AnyCatalogSkill, file: CatalogFileEntry): ListedResource {
  const description = skill.frontmatter['description'];
  return Object.freeze({
    uri: file.uri,
    name: skill.name,
    description: typeof description === 'string' ? description : '',
    mimeType: file.mediaType,
    size: file.size,
  });
}

// SPEC-NOTES §3 "Provenance": supporting files are described as bundled with the product.
function supportingListing(skill: AnyCatalogSkill, file: CatalogFileEntry, publisher: string): ListedResource {
  const path = file.uri.slice(skill.uri.length - 'SKILL.md'.length);
  return Object.freeze({
    uri: file.uri,
    name: `${skill.name}/${path}`,
    description: `Supporting file ${path} of the ${skill.name} skill, bundled with ${publisher}.`,
    mimeType: file.mediaType,
    size: file.size,
  });
}

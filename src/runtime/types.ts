// The shape of an emitted catalog: what `generated/skills.ts` exports and what the runtime serves.
// Build code produces it, the runtime consumes it; neither side imports the other's internals.

/**
 * A file's media type (`type/subtype`, lowercase). The strict profile allows `text/markdown`,
 * `text/plain` and `application/json` only (SPEC-NOTES §3 "media types"); the files policy of a
 * config may map other extensions to other types (DESIGN "Profiles and files").
 */
export type SkillMediaType = string;

/**
 * Frontmatter values as every mainstream YAML parser reads them (SPEC-NOTES §2 "Safe subset"): strings,
 * `true`/`false`, integers within ±2^53, and lists and maps of those (a host's own field, such as
 * Claude Code's `disable-model-invocation: true` or its `hooks` map, is served as written).
 */
export type FrontmatterValue = string | boolean | number | readonly FrontmatterValue[] | { readonly [key: string]: FrontmatterValue };

/** What every file entry states, whatever its encoding. */
export interface CatalogFileFacts {
  /** Path inside the skill directory, `/`-separated (`SKILL.md`, `references/checklist.md`). */
  readonly path: string;
  /** `skill://<skill-path>/<path>`. */
  readonly uri: string;
  readonly mediaType: SkillMediaType;
  /** Byte length of the raw bytes (the UTF-8 encoding of `text`, or the bytes `blob` encodes). */
  readonly size: number;
  /** `sha256:` + 64 lowercase hex digits of the raw bytes. */
  readonly digest: string;
}

/** A file that is lossless UTF-8: served as `text` (SPEC-NOTES §2). */
export interface CatalogTextFile extends CatalogFileFacts {
  /** The file's exact content (valid UTF-8 decoded without any normalisation). */
  readonly text: string;
  readonly blob?: undefined;
}

/**
 * Any other file: served as a base64 `blob` (SPEC-NOTES §2; MCP `resources/read` contents
 * `{ uri, mimeType, blob }`). The module keeps the base64 string, so importing it decodes nothing;
 * `fileBytes` decodes on demand.
 */
export interface CatalogBlobFile extends CatalogFileFacts {
  /** The raw bytes in standard padded base64 (RFC 4648 §4). */
  readonly blob: string;
  readonly text?: undefined;
}

export type CatalogFile = CatalogTextFile | CatalogBlobFile;

export interface CatalogSkill {
  /** `frontmatter.name`, equal to the final segment of `path`. */
  readonly name: string;
  /** The skill path under the configured root, which is also the URI skill-path. */
  readonly path: string;
  /** `skill://<path>/SKILL.md`. */
  readonly uri: string;
  /** Tools the skill calls; it is visible only to sessions offering all of them. */
  readonly tools: readonly string[];
  /** The parsed frontmatter, key order as authored. */
  readonly frontmatter: { readonly [key: string]: FrontmatterValue };
  /** Every file of the skill exactly once, SKILL.md included, sorted by path in code-unit order. */
  readonly files: readonly CatalogFile[];
}

export interface SkillCatalog {
  readonly formatVersion: 1;
  /**
   * The server offers `resources/directory/read` and declares `directoryRead: true` (the config's
   * `directoryRead`); absent (the default) means the declaration is `{}` and the method is not found.
   */
  readonly directoryRead?: boolean;
  /** `skillpack vX.Y.Z`. */
  readonly generator: string;
  readonly publisher: string;
  /** `sha256:` over the sorted manifest of every skill (see src/bundle/catalog-digest.ts). */
  readonly digest: string;
  /** Sorted by path in code-unit order. */
  readonly skills: readonly CatalogSkill[];
}

/**
 * A file as the index module of the `split` layout lists it: everything but the content, which is
 * in the skill's texts module (a string there: the text, or the base64 of a blob).
 */
export interface CatalogFileEntry extends CatalogFileFacts {
  /** Present (`"base64"`) on a blob: its string in the texts module is base64, served as `blob`. */
  readonly encoding?: 'base64';
}

export interface SplitCatalogSkill extends Omit<CatalogSkill, 'files'> {
  /** Every file of the skill exactly once, SKILL.md included, sorted by path in code-unit order. */
  readonly files: readonly CatalogFileEntry[];
  /** The contents of `files`, in the same order (texts, and base64 for blobs): imports the skill's own module (once) on first call. */
  loadTexts(): Promise<readonly string[]>;
}

/**
 * What the index module of the `split` layout exports: skills and manifests up front, each skill's
 * texts in a module of its own that is imported the first time one of its files is read, so a
 * server starts without parsing every text.
 */
export interface SplitSkillCatalog extends Omit<SkillCatalog, 'skills'> {
  readonly layout: 'split';
  readonly skills: readonly SplitCatalogSkill[];
}

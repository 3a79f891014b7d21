// The shapes the runtime answers with (SPEC-NOTES §1 "Skill entry", MCP resources). Plain JSON
// values, frozen: the same objects are handed out on every request.
import type { FrontmatterValue, SkillMediaType } from './types.js';

export type ProtocolEra = 'legacy' | 'modern';

export interface SkillResourceEntry {
  readonly uri: string;
  readonly digest: string;
  readonly size: number;
}

export interface SkillEntry {
  readonly uri: string;
  readonly frontmatter: { readonly [key: string]: FrontmatterValue };
  readonly resources: readonly SkillResourceEntry[];
}

/** An entry of `resources/list`. */
export interface ListedResource {
  readonly uri: string;
  readonly name: string;
  readonly description: string;
  readonly mimeType: SkillMediaType;
  readonly size: number;
}

/**
 * A direct child in a `resources/directory/read` result: a file with its resource metadata, or a
 * subdirectory with the media type `inode/directory` and no size (MCP Skills extension, "Reading Directories").
 */
export interface DirectoryResource {
  readonly uri: string;
  /** The last segment of the URI. */
  readonly name: string;
  readonly mimeType: SkillMediaType;
  readonly size?: number;
}

export interface TextResourceContents {
  readonly uri: string;
  readonly mimeType: SkillMediaType;
  readonly text: string;
}

/** A file that is not lossless UTF-8, as MCP `resources/read` carries it: the raw bytes in base64. */
export interface BlobResourceContents {
  readonly uri: string;
  readonly mimeType: SkillMediaType;
  readonly blob: string;
}

export type ResourceContents = TextResourceContents | BlobResourceContents;

/** Present on results answered to 2026-07-28 requests only (SPEC-NOTES §1 "Methods"). */
export interface ModernResultFields {
  readonly resultType: 'complete';
  readonly ttlMs: number;
  readonly cacheScope: 'private';
}

export type EraFields = ModernResultFields | Record<never, never>;

export type ListSkillsResult = { readonly skills: readonly SkillEntry[]; readonly nextCursor?: string } & EraFields;
export type GetSkillResult = { readonly skill: SkillEntry } & EraFields;
export type ListResourcesResult = { readonly resources: readonly ListedResource[]; readonly nextCursor?: string } & EraFields;
export type ListResourceTemplatesResult = { readonly resourceTemplates: readonly never[] } & EraFields;
export type ReadResourceResult = { readonly contents: readonly ResourceContents[] } & EraFields;
export type ReadResourceDirectoryResult = { readonly resources: readonly DirectoryResource[]; readonly nextCursor?: string } & EraFields;

// How a skill file ships: its media type under the skill's files policy, and whether it is served as
// text or as a base64 blob (DESIGN "Profiles and files"; SPEC-NOTES §2: lossless UTF-8 as `text`,
// anything else as a `blob`, size and digest always over the raw bytes).
import { fileTypeOf, type FileType } from '../config/files-policy.js';
import type { SkillEntryConfig } from '../config/types.js';

export { extensionOf } from '../config/files-policy.js';

export interface FileDelivery extends FileType {}

const octetStream: FileDelivery = Object.freeze({ mediaType: 'application/octet-stream', encoding: 'blob' });

/**
 * The one answer the bundle, the emitter and the rules share. Undefined when the skill's files policy
 * does not admit the file (rule content/media-type). A file of a text type whose bytes are not strict
 * UTF-8 (`decodedText` undefined) is a blob: lint refuses it first (content/invalid-utf8 is locked),
 * so this only keeps the answer total. `text` says whether the bytes hold a NUL; undefined when they
 * are not strict UTF-8 (or were never decoded: a blob type).
 */
export function fileDelivery(
  entry: SkillEntryConfig,
  path: string,
  text: { readonly hasNul: boolean } | undefined,
): FileDelivery | undefined {
  const type = fileTypeOf(entry.files, path);
  if (type === undefined) return undefined;
  // A type nobody listed is text only when it reads as text: lossless UTF-8 without NUL (DESIGN
  // "Profiles and files"); anything else is served as the bytes it is.
  if (type.unlisted === true) return text === undefined || text.hasNul ? octetStream : { mediaType: type.mediaType, encoding: 'text' };
  return type.encoding === 'text' && text === undefined ? { mediaType: type.mediaType, encoding: 'blob' } : type;
}

/** The media type alone (undefined when the policy refuses the file). */
export function mediaTypeOf(entry: SkillEntryConfig, path: string): string | undefined {
  return fileTypeOf(entry.files, path)?.mediaType;
}

// How one file ships: its media type, and whether it goes out as `text` or as a base64 `blob`
// (SPEC-NOTES §2: lossless UTF-8 as text, anything else as a blob; size and digest always over the
// raw bytes). The one decision point the bundle asks: the skill's files policy (fileDelivery, DESIGN
// "Profiles and files"), and text only when the bytes are strict UTF-8.
import type { SkillEntryConfig } from '../config/types.js';
import { fileDelivery } from './media-type.js';

export interface FileShipping {
  readonly mediaType: string;
  readonly encoding: 'text' | 'blob';
}

/** What a file the policy does not type is served as (it reaches the build only where content/media-type is switched off): opaque bytes (RFC 2046 §4.5.1). */
export const opaqueMediaType = 'application/octet-stream';

/** `text`: the strict UTF-8 decoding of the file's bytes (undefined when they are not valid UTF-8, or the policy ships the type as a blob). */
export function fileShipping(entry: SkillEntryConfig, path: string, text: string | undefined): FileShipping {
  const delivery = fileDelivery(entry, path, text);
  if (delivery === undefined) return { mediaType: opaqueMediaType, encoding: 'blob' };
  return { mediaType: delivery.mediaType, encoding: delivery.encoding === 'text' && text !== undefined ? 'text' : 'blob' };
}

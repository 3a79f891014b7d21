// How one file ships: its media type, and whether it goes out as `text` or as a base64 `blob`
// (SPEC-NOTES §2: lossless UTF-8 as text, anything else as a blob; size and digest always over the
// raw bytes). The one decision point the bundle asks; the files policy of the config (DESIGN
// "Profiles and files") supplies the media type.
import { mediaTypeOf } from './media-type.js';

export type FileEncoding = 'text' | 'blob';

export interface FileShipping {
  readonly mediaType: string;
  readonly encoding: FileEncoding;
}

/** What a file without a known type is served as: opaque bytes (RFC 2046 §4.5.1). */
export const opaqueMediaType = 'application/octet-stream';

/**
 * Types whose content is text: `text/*`, JSON, XML, YAML and their structured-syntax suffixes
 * (RFC 6839), JavaScript, TOML, SQL, shell scripts. A textual type still ships as a blob when its
 * bytes are not strict UTF-8 (a Latin-1 `.txt` would otherwise not survive the JSON-RPC string).
 */
export function isTextualMediaType(mediaType: string): boolean {
  const [type = '', subtype = ''] = mediaType.split('/', 2);
  if (type === 'text') return true;
  if (type !== 'application' && type !== 'image') return false;
  if (/\+(?:json|xml|yaml)$/.test(subtype)) return true;
  return type === 'application' && /^(?:json|xml|yaml|x-yaml|toml|javascript|x-sh|x-shellscript|sql|x-tex|x-latex|x-python|x-ndjson|ld\+json)$/.test(subtype);
}

/**
 * `text`: the strict UTF-8 decoding of the file's bytes (undefined when they are not valid UTF-8).
 * Text when the type is textual and the bytes decode; a blob otherwise.
 */
export function fileShipping(path: string, text: string | undefined): FileShipping {
  const mediaType = mediaTypeOf(path) ?? opaqueMediaType;
  return { mediaType, encoding: text !== undefined && isTextualMediaType(mediaType) ? 'text' : 'blob' };
}

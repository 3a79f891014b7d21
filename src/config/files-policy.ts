// Which files a skill may ship and as what: the profile's file types, then the catalog's `files`, then
// the skill entry's `files` (DESIGN "Profiles and files"). A key starting with `.` is an extension
// (matched case-insensitively), any other key an exact file name (`LICENSE`, `Dockerfile`). A file the
// table and the settings do not know ships under `recommended` all the same (as `text/plain` when it is
// lossless UTF-8, else as an `application/octet-stream` blob); `strict` refuses it.
import { encodingOfMediaType, wellKnownTypes, type FileEncoding, type WellKnownType } from './well-known-types.js';

/** `files` as written in the config, catalog-wide or on a skill entry. */
export interface FilesSetting {
  /** Keys of the built-in well-known table to accept (`.py`, `.png`, `LICENSE`). */
  readonly include?: readonly string[];
  /** Explicit types: `{".ext": "media/type"}` or `{"Name": "media/type"}`. */
  readonly types?: { readonly [key: string]: string };
}

export interface FileType {
  readonly mediaType: string;
  /** `text`: served as lossless UTF-8 text; `blob`: served as base64 bytes. */
  readonly encoding: FileEncoding;
  /** A type nobody listed: text only when its bytes are lossless UTF-8, a blob otherwise (never an encoding error). */
  readonly unlisted?: true;
}

/** What happens to a file of a type no table or setting lists: it ships (recommended) or is refused (strict). */
export type UnlistedFiles = 'ship' | 'refuse';

/** The resolved policy of one skill. */
export interface FilesPolicy {
  readonly extensions: { readonly [ext: string]: FileType };
  readonly names: { readonly [name: string]: FileType };
  /** Absent = refuse, as the strict profile does. */
  readonly unlisted?: UnlistedFiles;
}

const isExtensionKey = (key: string): boolean => key.startsWith('.');

/** Lays the settings over one another, later ones winning. Unknown include keys are the caller's to refuse. */
export function resolveFilesPolicy(profileKeys: readonly string[], ...settings: readonly (FilesSetting | undefined)[]): FilesPolicy {
  return resolveFilesPolicyOf(profileKeys, 'refuse', ...settings);
}

/** `resolveFilesPolicy` with the profile's answer for unlisted types. */
export function resolveFilesPolicyOf(
  profileKeys: readonly string[],
  unlisted: UnlistedFiles,
  ...settings: readonly (FilesSetting | undefined)[]
): FilesPolicy {
  const extensions: Record<string, FileType> = {};
  const names: Record<string, FileType> = {};
  const put = (key: string, type: FileType): void => {
    if (isExtensionKey(key)) extensions[key.toLowerCase()] = type;
    else names[key] = type;
  };
  const putWellKnown = (key: string): void => {
    const known: WellKnownType | undefined = wellKnownTypes[key];
    if (known !== undefined) put(key, known);
  };
  profileKeys.forEach(putWellKnown);
  for (const setting of settings) {
    setting?.include?.forEach(putWellKnown);
    for (const [key, mediaType] of Object.entries(setting?.types ?? {})) put(key, { mediaType, encoding: encodingOfMediaType(mediaType) });
  }
  return Object.freeze({
    extensions: Object.freeze(extensions),
    names: Object.freeze(names),
    ...(unlisted === 'ship' ? { unlisted } : {}),
  });
}

export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `.py` for `scripts/run.py`; '' for `LICENSE`, a dotfile or a name ending in a dot. */
export function extensionOf(path: string): string {
  const name = fileNameOf(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot);
}

/** SKILL.md is Markdown text whatever the policy says: it is what makes the directory a skill. */
const skillMdType: FileType = Object.freeze({ mediaType: 'text/markdown', encoding: 'text' });

/** An unlisted type under a policy that ships it: text/plain when lossless UTF-8 (src/load/media-type.ts decides). */
export const unlistedType: FileType = Object.freeze({ mediaType: 'text/plain', encoding: 'text', unlisted: true });

/**
 * The type of a file (`path` relative to its skill directory) under the policy: SKILL.md first, then
 * its exact name, then its extension; undefined = refused.
 */
export function fileTypeOf(policy: FilesPolicy, path: string): FileType | undefined {
  if (path === 'SKILL.md') return skillMdType;
  const name = fileNameOf(path);
  if (Object.hasOwn(policy.names, name)) return policy.names[name];
  const ext = extensionOf(name).toLowerCase();
  if (ext !== '' && Object.hasOwn(policy.extensions, ext)) return policy.extensions[ext];
  return policy.unlisted === 'ship' ? unlistedType : undefined;
}

/**
 * The `files` key that would admit a refused file, and the config line that does it: an include of the
 * well-known table when it knows the key, otherwise an explicit type for the author to fill in.
 */
export function admittingSetting(path: string): { readonly key: string; readonly line: string } {
  const name = fileNameOf(path);
  const ext = extensionOf(name).toLowerCase();
  const key = Object.hasOwn(wellKnownTypes, name) || ext === '' ? name : ext;
  const known = wellKnownTypes[key];
  const line = known !== undefined ? `"files": {"include": ["${key}"]}` : `"files": {"types": {"${key}": "<media type>"}}`;
  return { key, line };
}

// A catalog file's raw bytes: what its size and digest are over (SPEC-NOTES §1 "Skill entry"). Every
// call returns a fresh copy, so no caller can change what another one, or the server, reads.
import { decodeBase64 } from './base64.js';
import type { CatalogFile } from './types.js';

export function fileBytes(file: CatalogFile): Uint8Array {
  return file.blob !== undefined ? decodeBase64(file.blob) : new TextEncoder().encode(file.text);
}

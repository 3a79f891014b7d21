// One digest for the whole catalog: sha256 over a canonical JSON of everything a client can observe
// (publisher, the `directoryRead` declaration when it is on, skill URIs, tools, frontmatter, and each
// file's URI, media type, size, digest and, for a blob, that it is one).
import type { CatalogSkill } from '../runtime/types.js';
import { sha256Digest } from './digest.js';

export function catalogDigest(publisher: string, skills: readonly Omit<CatalogSkill, never>[], directoryRead = false): string {
  const canonical = JSON.stringify({
    publisher,
    // Only when on: a catalog without the option keeps the digest it always had.
    ...(directoryRead ? { directoryRead: true } : {}),
    skills: skills.map((s) => ({
      uri: s.uri,
      tools: s.tools,
      frontmatter: s.frontmatter,
      // A blob says so (clients see `blob` instead of `text`); text entries keep their original form.
      files: s.files.map((f) =>
        f.blob !== undefined ? [f.uri, f.mediaType, f.size, f.digest, 'blob'] : [f.uri, f.mediaType, f.size, f.digest],
      ),
    })),
  });
  return sha256Digest(canonical);
}

// The Agent Skills well-known index (discovery schema 0.2.0, agentskills.io "Well-Known URI"): one entry per
// skill — `skill-md` for a skill that is only its SKILL.md, `archive` (a `.tar.gz` of the skill directory's
// contents) otherwise — each with the `sha256:` digest of the artifact's raw bytes, and relative URLs so the
// same index works at the latest path and in the immutable `v<version>/` snapshot.
import { sha256Digest } from '../bundle/digest.js';
import type { CatalogSkill } from '../runtime/types.js';
import type { ArchiveEntry } from './archive-entry.js';
import { tarGzipBytes } from './tar-gzip.js';

export const discoverySchema = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

export interface IndexArtifact {
  /** Relative to the index directory (`pdf/SKILL.md`, `pdf.tar.gz`). */
  readonly path: string;
  readonly bytes: Uint8Array;
}

export interface WellKnownIndex {
  readonly index: Uint8Array;
  readonly artifacts: readonly IndexArtifact[];
}

const encoder = new TextEncoder();

export function wellKnownIndex(
  skills: readonly { readonly skill: CatalogSkill; readonly entries: readonly ArchiveEntry[] }[],
  version: string | undefined,
): WellKnownIndex {
  const artifacts: IndexArtifact[] = [];
  const entries = skills.map(({ skill, entries: files }) => {
    const single = files.length === 1 && files[0]!.path === 'SKILL.md';
    const artifact: IndexArtifact = single
      ? { path: `${skill.name}/SKILL.md`, bytes: files[0]!.bytes }
      : { path: `${skill.name}.tar.gz`, bytes: tarGzipBytes(files) };
    artifacts.push(artifact);
    const description = skill.frontmatter['description'];
    return {
      name: skill.name,
      type: single ? 'skill-md' : 'archive',
      description: typeof description === 'string' ? description : '',
      url: artifact.path,
      digest: sha256Digest(artifact.bytes),
      ...(version === undefined ? {} : { version }),
    };
  });
  const index = encoder.encode(`${JSON.stringify({ $schema: discoverySchema, skills: entries }, null, 2)}\n`);
  return { index, artifacts };
}

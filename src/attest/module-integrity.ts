// What `attest` checks before it signs anything: the statement names files by the sha256 of their
// bytes, so those digests are computed here from the texts and blobs the module holds, never taken
// from the digests it declares; a module edited by hand (a text changed, a digest or size rewritten,
// the catalog digest left stale) is refused with every difference named (docs/verify.md "Attestation").
import { describeValue } from '../config/describe-value.js';
import { catalogDigest } from '../bundle/catalog-digest.js';
import { sha256Digest } from '../bundle/digest.js';
import type { SkillCatalog } from '../runtime/types.js';

/** Each way the module's declared sizes and digests differ from its own contents; empty when they agree. */
export function moduleIntegrityProblems(catalog: SkillCatalog): string[] {
  const problems: string[] = [];
  for (const skill of catalog.skills)
    for (const file of skill.files) {
      const bytes = file.blob !== undefined ? Buffer.from(file.blob, 'base64') : Buffer.from(file.text, 'utf8');
      if (bytes.length !== file.size) problems.push(`${describeValue(file.uri)} declares ${file.size} bytes and holds ${bytes.length}`);
      const digest = sha256Digest(bytes);
      if (digest !== file.digest) problems.push(`${describeValue(file.uri)} declares ${file.digest} and holds bytes of ${digest}`);
    }
  const computed = catalogDigest(catalog.publisher, catalog.skills);
  if (computed !== catalog.digest)
    problems.push(`the catalog declares the digest ${describeValue(catalog.digest)}, its contents give ${computed}`);
  return problems;
}

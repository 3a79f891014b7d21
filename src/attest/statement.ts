// The in-toto Statement v1 `skillpack attest` writes (https://github.com/in-toto/attestation,
// spec/v1/statement.md): one subject per served file, named by its `skill://` URI with the sha256 of
// its raw bytes, and a predicate of our own type recording what a host can check the server
// against (docs/verify.md "Attestation"). Signing stays with the tools users already have.
import type { ServedEntry } from '../verify/served-entry.js';
import { manifestDigest } from '../verify/expected-catalog.js';
import { statementType } from '../verify/statement.js';
import { repositoryUrl } from '../version.js';

export const catalogPredicateType = `${repositoryUrl}/skill-catalog/v1`;

export interface CatalogPredicate {
  /** The catalog digest the generated module carries (src/bundle/catalog-digest.ts). */
  readonly catalogDigest: string;
  /** sha256 over what hosts observe (each skill's URI, frontmatter and file manifest): what `verify --expect` compares. */
  readonly manifestDigest: string;
  readonly publisher: string;
  /** The commit the catalog was built from (40 or 64 hex digits). */
  readonly sourceCommit: string;
  readonly generator: string;
  /** Every skill's SKILL.md URI, sorted. */
  readonly skills: readonly string[];
}

export interface Statement {
  readonly _type: typeof statementType;
  readonly subject: readonly { readonly name: string; readonly digest: { readonly sha256: string } }[];
  readonly predicateType: string;
  readonly predicate: CatalogPredicate;
}

export function catalogStatement(catalog: { readonly publisher: string; readonly digest: string; readonly generator: string }, skills: readonly ServedEntry[], sourceCommit: string): Statement {
  const subject = skills
    .flatMap((s) => s.resources)
    .map((f) => ({ name: f.uri, digest: { sha256: f.digest.slice('sha256:'.length) } }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    _type: statementType,
    subject,
    predicateType: catalogPredicateType,
    predicate: {
      catalogDigest: catalog.digest,
      manifestDigest: manifestDigest(skills),
      publisher: catalog.publisher,
      sourceCommit,
      generator: catalog.generator,
      skills: skills.map((s) => s.uri).sort(),
    },
  };
}

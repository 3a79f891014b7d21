// The three readings of one frontmatter block (SPEC-NOTES §2): YAML 1.2 core is what we
// publish; YAML 1.1 (PyYAML-style hosts, js-yaml dates) and failsafe (every scalar a string) are the
// other mainstream readings. The block is tokenised once; each reading composes the same tokens.
import { Composer, Document, type CST, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';

export type ReadingName = 'core' | 'yaml11' | 'failsafe';

export const readingLabels: Readonly<Record<ReadingName, string>> = {
  core: 'YAML 1.2 core',
  yaml11: 'YAML 1.1',
  failsafe: 'failsafe',
};

type ComposeOptions = ParseOptions & DocumentOptions & SchemaOptions;

// Strict everywhere; duplicate keys, merge keys and tags are found by our own walk (so every finding
// has our code and position), hence uniqueKeys/merge/resolveKnownTags are off here.
const shared: ComposeOptions = {
  strict: true,
  prettyErrors: false,
  uniqueKeys: false,
  merge: false,
  resolveKnownTags: false,
  intAsBigInt: false,
  stringKeys: false,
  logLevel: 'silent',
};

const optionsByReading: Readonly<Record<ReadingName, ComposeOptions>> = {
  core: { ...shared, version: '1.2', schema: 'core' },
  yaml11: { ...shared, version: '1.1', schema: 'yaml-1.1' },
  failsafe: { ...shared, version: '1.2', schema: 'failsafe' },
};

/** Composes already-tokenised YAML under one reading; every document of the stream is returned. */
export function composeReading(tokens: readonly CST.Token[], reading: ReadingName): Document.Parsed[] {
  const composer = new Composer(optionsByReading[reading]);
  return [...composer.compose(tokens, true)];
}

/** The implicit tags of the YAML 1.1 reading, as its composer resolves plain scalars with them. */
let yaml11ImplicitTags: readonly { readonly test: RegExp }[] | undefined;

/**
 * Does a plain scalar's text read as a string under YAML 1.1 too? It does when no implicit tag of
 * that reading's schema (the composer's own list: booleans, numbers, null, timestamps, the merge
 * key) matches it, as the composer tries them; the failsafe reading takes every scalar as a string.
 */
export function plainReadsAsStringUnderYaml11(text: string): boolean {
  yaml11ImplicitTags ??= new Document(null, optionsByReading.yaml11).schema.tags.flatMap((tag) =>
    // A key-only default (`<<`) counts wherever the scalar stands: a string either way is what is asked.
    tag.default !== false && tag.default !== undefined && tag.test !== undefined ? [{ test: tag.test }] : [],
  );
  return !yaml11ImplicitTags.some((tag) => tag.test.test(text));
}

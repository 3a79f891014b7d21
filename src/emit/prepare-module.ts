// From a clean lint outcome to the exact module bytes `build` writes, scanned for secrets as shipped.
import { basename } from 'node:path';
import { buildCatalogWithSources } from '../bundle/build-catalog.js';
import type { Diagnostic } from '../lint/diagnostic.js';
import type { LintOutcome } from '../lint/lint-sources.js';
import type { SkillCatalog } from '../runtime/types.js';
import { scanShippedModule } from '../rules/secret/scan-shipped.js';
import { writeModule } from './emit-module.js';

export interface PreparedModule {
  readonly catalog: SkillCatalog;
  /** The module file, byte for byte (UTF-8; ASCII unless the config file's name is not). */
  readonly bytes: Uint8Array;
  /** The same module as text. */
  readonly source: string;
  /** Secret findings in the module text itself (normally none: sources were scanned already). */
  readonly diagnostics: readonly Diagnostic[];
}

export const runtimeTypesSpecifier = 'skillpack/runtime';

export function prepareModule(outcome: LintOutcome): PreparedModule {
  const { config } = outcome.catalog;
  const { catalog, sourceBytes } = buildCatalogWithSources(outcome.catalog);
  // Every file text comes from a source file the rules scanned; the scan of the module reads the rest
  // (names, frontmatter values as parsed, code), where escapes could still spell a secret.
  const written = writeModule(catalog, { typesFrom: runtimeTypesSpecifier, configName: basename(config.configFile), sourceBytes });
  const source = written.toString();
  // Secrets already judged in the sources (reported, suppressed or allowlisted) are not reported twice.
  const known = outcome.knownFingerprints;
  const diagnostics = scanShippedModule(config.output, source, { emitted: written.literals }).filter((d) => d.fingerprint === undefined || !known.has(d.fingerprint));
  return { catalog, bytes: written.toBytes(), source, diagnostics };
}

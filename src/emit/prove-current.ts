// `check`'s fast proof that a committed single module is exactly what build would write: the module
// is streamed and compared, as it is written, with the committed file read a window at a time (each
// file's text literal checked in place from its source bytes: compare-sink.ts); neither the 35 MiB
// module of a catalog at the bounds nor the committed one is ever held whole (docs/benchmarks.md).
// Anything short of a proof (a file that differs, is missing or unusable, or a secret finding in the
// module text) answers undefined, and check then prepares the whole module and words what differs
// as always.
import { basename } from 'node:path';
import { buildCatalogWithSources } from '../bundle/build-catalog.js';
import type { PackageContents } from '../bundle/package-contents.js';
import type { SourceTree } from '../fs/source-tree.js';
import type { LintOutcome } from '../lint/lint-sources.js';
import type { SkillCatalog } from '../runtime/types.js';
import { CompareSink } from './compare-sink.js';
import { writeModule } from './emit-module.js';
import { openCommitted, strayGeneratedFiles, type GeneratedFileState } from './generated-files.js';
import type { ModuleWriter } from './module-writer.js';
import { runtimeTypesSpecifier } from './prepare-module.js';
import { scanShippedModule } from './scan-shipped.js';

export interface ProvenModule {
  readonly catalog: SkillCatalog;
  readonly contents: PackageContents;
  /** Everything else check reports about the generated files: temporary files a killed build left. */
  readonly states: readonly GeneratedFileState[];
}

/** Thrown when the scan of the module text needs the text: a finding there, which the full path words. */
class NeedsModuleText extends Error {}

export function proveModuleCurrent(tree: SourceTree, outcome: LintOutcome): ProvenModule | undefined {
  const { config } = outcome.catalog;
  if (config.layout === 'split') return undefined;
  const committed = openCommitted(tree, config.output);
  if (committed === undefined) return undefined;
  let module: ModuleWriter;
  let built: ReturnType<typeof buildCatalogWithSources>;
  try {
    built = buildCatalogWithSources(outcome.catalog);
    // Anything the package cannot hold is a generated/left-out error that prepareModule raises: no proof without it.
    if (built.contents.leftOut.length > 0) return undefined;
    const sink = new CompareSink(committed);
    const { catalog, sourceBytes } = built;
    module = writeModule(catalog, { typesFrom: runtimeTypesSpecifier, configName: basename(config.configFile), sourceBytes }, sink);
    if (!sink.same) return undefined;
  } finally {
    committed.close();
  }
  const { catalog, contents } = built;
  // As prepareModule scans it: a finding needs the module's text for its position, so it is left to
  // the full path (which reports it, or drops it when the sources' findings already judged it).
  try {
    scanShippedModule(
      config.output,
      () => {
        throw new NeedsModuleText();
      },
      { written: module.moduleText() },
    );
  } catch (error) {
    if (error instanceof NeedsModuleText) return undefined;
    throw error;
  }
  return { catalog, contents, states: strayGeneratedFiles(tree, [{ file: config.output }], undefined) };
}

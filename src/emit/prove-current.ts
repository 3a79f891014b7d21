// `check`'s fast proof that a committed single module is exactly what build would write: the module
// is streamed through a window and each window compared, as it is written, with the same span of the
// committed file, read a window at a time: neither the 35 MiB module of a catalog at the bounds nor
// the committed one is ever held whole (docs/benchmarks.md). Anything short of a proof (a file that
// differs, is missing or unusable, or a secret finding in the module text) answers undefined, and
// check then prepares the whole module and words what differs as always.
import { basename } from 'node:path';
import { buildCatalogWithSources } from '../bundle/build-catalog.js';
import type { PackageContents } from '../bundle/package-contents.js';
import type { OpenedFile, SourceTree } from '../fs/source-tree.js';
import type { LintOutcome } from '../lint/lint-sources.js';
import type { SkillCatalog } from '../runtime/types.js';
import { writeModule } from './emit-module.js';
import { openCommitted, strayGeneratedFiles, type GeneratedFileState } from './generated-files.js';
import type { ByteSink, ModuleWriter } from './module-writer.js';
import { runtimeTypesSpecifier } from './prepare-module.js';
import { scanShippedModule } from './scan-shipped.js';

export interface ProvenModule {
  readonly catalog: SkillCatalog;
  readonly contents: PackageContents;
  /** Everything else check reports about the generated files: temporary files a killed build left. */
  readonly states: readonly GeneratedFileState[];
}

/**
 * Compares what it is given, in order, with the committed file, read a window at a time as the
 * module is written; `same` once every byte matched and the file holds nothing more.
 */
export class CompareSink implements ByteSink {
  readonly #committed: OpenedFile;
  #window = Buffer.alloc(0);
  #at = 0;
  #differs = false;

  constructor(committed: OpenedFile) {
    this.#committed = committed;
  }

  write(bytes: Uint8Array): void {
    if (this.#differs) return;
    const end = this.#at + bytes.length;
    if (end > this.#committed.size || !this.#readMatches(bytes)) this.#differs = true;
    this.#at = end;
  }

  get same(): boolean {
    // A file that grew after it was opened has bytes past its size: one more read finds them.
    return !this.#differs && this.#at === this.#committed.size && this.#read(1) === 0;
  }

  #readMatches(bytes: Uint8Array): boolean {
    const filled = this.#read(bytes.length);
    return filled === bytes.length && this.#window.subarray(0, filled).equals(bytes);
  }

  /** Reads up to `length` bytes at the current offset into the window; an I/O error reads as nothing (no proof). */
  #read(length: number): number {
    if (this.#window.length < length) this.#window = Buffer.allocUnsafe(Math.max(length, 64 * 1024));
    let filled = 0;
    try {
      while (filled < length) {
        const n = this.#committed.read(this.#window.subarray(filled, length), this.#at + filled);
        if (n === 0) break;
        filled += n;
      }
    } catch {
      this.#differs = true;
      return -1;
    }
    return filled;
  }
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

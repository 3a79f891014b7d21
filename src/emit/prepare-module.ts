// From a clean lint outcome to the exact bytes `build` writes (one module, or the split layout's
// index and texts modules), each scanned for secrets as shipped.
import { basename, posix } from 'node:path';
import { buildCatalogWithSources } from '../bundle/build-catalog.js';
import type { PackageContents } from '../bundle/package-contents.js';
import { splitTextsDir } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LintOutcome } from '../lint/lint-sources.js';
import type { SkillCatalog } from '../runtime/types.js';
import { scanShippedModule } from './scan-shipped.js';
import { generatedLeftOut } from '../rules/generated/left-out.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import { writeModule } from './emit-module.js';
import { writeSplitModules } from './emit-split.js';
import type { ModuleWriter } from './module-writer.js';

export interface PreparedFile {
  /** Relative to the config directory, `/`-separated (`generated/skills.ts`). */
  readonly file: string;
  /** The file, byte for byte (UTF-8; ASCII unless the config file's name is not). */
  readonly bytes: Uint8Array;
  /** The same file as text. */
  readonly source: string;
}

export interface PreparedModule {
  readonly catalog: SkillCatalog;
  /** Excluded files, shipped scripts, and what was left out of the package and why. */
  readonly contents: PackageContents;
  /** The configured output module (the index module in the split layout). */
  readonly bytes: Uint8Array;
  readonly source: string;
  /** Every file build writes, the output module last (it is renamed into place after the rest). */
  readonly files: readonly PreparedFile[];
  /** Split layout: the directory of the texts modules (config-relative, each named `<skill path>.<content hash>.ts`); any other `.ts` file there is left over. */
  readonly textsDir: string | undefined;
  /** Secret findings in the module text itself (normally none: sources were scanned already). */
  readonly diagnostics: readonly Diagnostic[];
}

export const runtimeTypesSpecifier = 'skillpack/runtime';

/** The way out of a left-out finding, named after the rule its reason cites. */
function fixFor(reason: string): string {
  if (reason.includes('content/executable'))
    return 'Review it, then add "scripts": true to the skill\'s entry in the config, or add it to "exclude".';
  if (reason.includes('content/media-type')) return 'Turn content/media-type back on and follow its fix, or add the file to "exclude".';
  if (reason.startsWith('could not be read')) return 'Make the file readable, or add it to "exclude".';
  return 'Turn the frontmatter rules back on (`npx skillpack explain frontmatter/schema-independence`) and fix what they report.';
}

export function prepareModule(outcome: LintOutcome): PreparedModule {
  const { config } = outcome.catalog;
  const { catalog, sourceBytes, contents } = buildCatalogWithSources(outcome.catalog);
  const options = { typesFrom: runtimeTypesSpecifier, configName: basename(config.configFile), sourceBytes };
  const written: { file: string; module: ModuleWriter }[] = [];
  let textsDir: string | undefined;
  if (config.layout === 'split') {
    textsDir = splitTextsDir(config.output);
    // Config paths are `/`-separated on every platform.
    const outputDir = posix.dirname(config.output);
    const split = writeSplitModules(catalog, { ...options, textsDirName: posix.basename(textsDir) });
    for (const { path, module } of split.texts) written.push({ file: outputDir === '.' ? path : `${outputDir}/${path}`, module });
    written.push({ file: config.output, module: split.index });
  } else {
    written.push({ file: config.output, module: writeModule(catalog, options) });
  }
  // Every file text comes from a source file the rules scanned; the scan of the module reads the rest
  // (names, frontmatter values as parsed, code), where escapes could still spell a secret.
  // Secrets already judged in the sources (reported, suppressed or allowlisted) are not reported twice.
  const known = outcome.knownFingerprints;
  const diagnostics: Diagnostic[] = contents.leftOut.map((item) =>
    diagnosticFrom(generatedLeftOut, {
      messageId: 'leftOut',
      data: { file: item.file, reason: item.reason, fix: fixFor(item.reason) },
      file: item.file,
      line: item.line,
      column: item.column,
    }),
  );
  const files = written.map(({ file, module }): PreparedFile => {
    for (const d of scanShippedModule(file, () => module.toString(), { written: module.moduleText() }))
      if (d.fingerprint === undefined || !known.has(d.fingerprint)) diagnostics.push(d);
    // The text is built only if asked for (check of a stale module, tests): build and check compare bytes.
    return {
      file,
      bytes: module.toBytes(),
      get source() {
        return module.toString();
      },
    };
  });
  const output = files[files.length - 1] as PreparedFile;
  return {
    catalog,
    contents,
    bytes: output.bytes,
    get source() {
      return output.source;
    },
    files,
    textsDir,
    diagnostics,
  };
}

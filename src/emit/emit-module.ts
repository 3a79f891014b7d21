// Catalog → TypeScript source. Deterministic: sorted input, no timestamps or machine paths; every
// file's text is its own string literal; the catalog is deep-frozen when the module loads.
import type { CatalogFile, SkillCatalog } from '../runtime/types.js';
import { writeCatalogHead, writeFileManifest, writeSkillHead } from './module-head.js';
import { ModuleWriter, type ByteSink } from './module-writer.js';

export interface EmitOptions {
  /** Module specifier the catalog types are imported from (type-only). */
  readonly typesFrom: string;
  /** The config file's name, for the header's rebuild hint. */
  readonly configName: string;
  /**
   * The raw bytes of each file (buildCatalogWithSources): texts are then escaped from the UTF-8
   * they were strictly decoded from, which is faster and gives the same module.
   */
  readonly sourceBytes?: ReadonlyMap<CatalogFile, Uint8Array>;
}

export function emitModule(catalog: SkillCatalog, options: EmitOptions): string {
  return writeModule(catalog, options).toString();
}

/**
 * The module as `emitModule` writes it, with the position and value of every literal. With a `sink`,
 * its bytes are streamed there instead of kept (ModuleWriter).
 */
export function writeModule(catalog: SkillCatalog, options: EmitOptions, sink?: ByteSink): ModuleWriter {
  let textBytes = 0;
  let files = 0;
  for (const skill of catalog.skills) for (const file of skill.files) ((textBytes += file.size), (files += 1));
  // Texts grow a little when escaped; each file adds a few hundred bytes of code and names.
  const out = new ModuleWriter(textBytes + (textBytes >> 4) + files * 512 + 64 * 1024, sink);
  const sourceBytes = options.sourceBytes;
  writeCatalogHead(out, catalog, {
    typeName: 'SkillCatalog',
    typesFrom: options.typesFrom,
    configName: options.configName,
    checked: 'this file is',
    notes: '',
    fields: '',
  });
  for (const skill of catalog.skills) {
    writeSkillHead(out, skill);
    for (const file of skill.files) {
      writeFileManifest(out, file, '        {\n          ', ',\n          ');
      writeContent(out, file, sourceBytes, ',\n          text: ', ',\n          blob: ');
      out.code(',\n        },\n');
    }
    out.code('      ],\n    },\n');
  }
  out.code(`  ],\n};\n${deepFreezeFooter('SkillCatalog')}`);
  if (sink !== undefined) out.end();
  return out;
}

/**
 * A file's content after `textLead` or `blobLead`: a text as its escaped literal (from its source
 * bytes when known), a blob as its base64 literal (kept as base64 in the module, so an import
 * decodes nothing; SPEC-NOTES §2).
 */
export function writeContent(
  out: ModuleWriter,
  file: CatalogFile,
  sourceBytes: ReadonlyMap<CatalogFile, Uint8Array> | undefined,
  textLead: string,
  blobLead: string,
): void {
  if (file.blob !== undefined) {
    out.code(blobLead).base64Literal(file.blob);
    return;
  }
  out.code(textLead);
  const utf8 = sourceBytes?.get(file);
  if (utf8 === undefined) out.literal(file.text, true);
  else out.scannedUtf8Literal(utf8);
}

/** The end of a catalog module: the frozen export and the helper that freezes it. */
export function deepFreezeFooter(catalogType: string): string {
  return [
    '',
    '/** The packaged skills, deep-frozen. */',
    `export const catalog: ${catalogType} = deepFreeze(data);`,
    '',
    'function deepFreeze<T>(value: T): T {',
    "  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {",
    '    for (const child of Object.values(value)) deepFreeze(child);',
    '    Object.freeze(value);',
    '  }',
    '  return value;',
    '}',
    '',
  ].join('\n');
}

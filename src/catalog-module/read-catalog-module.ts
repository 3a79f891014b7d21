// The catalog a generated module holds (either layout), read as data (module-data.ts) and never
// run: a split index's texts modules are read the same way and merged into one SkillCatalog, which
// the runtime's own validation then checks. The files come from disk (every directory checked,
// only regular files opened: src/fs/output-files.ts) or from memory (a git revision, for `diff`).
import { basename, dirname, posix } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { describeValue } from '../config/describe-value.js';
import { deepFreezeFooter } from '../emit/emit-module.js';
import { checkOutputDirectories, readExistingOutput } from '../fs/output-files.js';
import { catalogProblems } from '../runtime/validate-catalog.js';
import type { SkillCatalog } from '../runtime/types.js';
import { textsImportMatcher } from './texts-import.js';
import { ModuleShapeError, readCatalogData, readTextsData, type DataValue, type TextsImport } from './module-data.js';

/** Where a module's files come from: paths relative to the index module's directory, `/`-separated. */
export interface ModuleFiles {
  /** How the index module is named in messages. */
  readonly shown: string;
  /** The index module's file name (`skills.ts`): its texts directory is the name without `.ts`. */
  readonly indexName: string;
  read(relativePath: string): Buffer | undefined;
}

export interface ReadModuleOptions {
  /**
   * Also accept the fixed texts module names earlier versions wrote (`./<dir>/<skill path>.js`):
   * only for `diff`, which reads a base commit built before texts modules were named by their content.
   */
  readonly fixedTextsNames?: boolean;
}

export interface ModuleCatalog {
  readonly layout: 'single' | 'split';
  /** Every file with its content (a split index's texts merged in), validated as the runtime validates a catalog. */
  readonly catalog: SkillCatalog;
}

/** The generated module at `file` on disk. */
export function moduleFilesOnDisk(file: string): ModuleFiles {
  const dir = dirname(file);
  return {
    shown: file,
    indexName: basename(file),
    read(relativePath) {
      // No directory on the way to a texts module may be a symlink (src/fs/output-files.ts).
      if (!checkOutputDirectories(dir, posix.dirname(relativePath), 'a texts module', false)) return undefined;
      return readExistingOutput(dir, relativePath);
    },
  };
}

export function readCatalogModule(files: ModuleFiles, options: ReadModuleOptions = {}): ModuleCatalog {
  const index = files.read(files.indexName);
  if (index === undefined) throw new UserError('io', `${files.shown}: no generated module; run \`skillpack build\` first`);
  const { typeName, data } = shaped(files.shown, () => readCatalogData(index.toString('utf8'), deepFreezeFooter));
  const split = typeName === 'SplitSkillCatalog';
  const catalog = split ? mergeTexts(files, data, options.fixedTextsNames === true) : data;
  const problems = catalogProblems(catalog);
  if (problems.length > 0)
    throw new UserError(
      'io',
      `${files.shown}: not a catalog \`skillpack build\` writes (${problems.slice(0, 3).map(describeValue).join('; ')}); rebuild it with \`skillpack build\``,
    );
  return { layout: split ? 'split' : 'single', catalog: catalog as unknown as SkillCatalog };
}

function shaped<T>(shown: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ModuleShapeError)) throw error;
    throw new UserError(
      'io',
      `${shown}:${error.line}: not a module \`skillpack build\` writes (${error.message}); rebuild it with \`skillpack build\``,
    );
  }
}

type DataObject = { readonly [key: string]: DataValue };

const isObject = (value: DataValue | undefined): value is DataObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('textsImport' in value);

/** The split index with each skill's texts module read and its texts put into its files, as the single layout holds them. */
function mergeTexts(files: ModuleFiles, data: DataValue, fixedTextsNames: boolean): DataValue {
  const ownImport = textsImportMatcher(files.indexName, fixedTextsNames);
  if (!isObject(data) || !Array.isArray(data['skills'])) return data;
  const { layout: _layout, ...catalog } = data;
  const skills = (data['skills'] as readonly DataValue[]).map((skill) => {
    if (!isObject(skill)) return skill;
    const { loadTexts, ...rest } = skill;
    const specifier = (loadTexts as TextsImport | undefined)?.textsImport;
    if (specifier === undefined || !ownImport(specifier))
      throw new UserError('io', `${files.shown}: imports something other than its own texts modules; rebuild it with \`skillpack build\``);
    const path = `${specifier.slice(2, -'.js'.length)}.ts`;
    const source = files.read(path);
    if (source === undefined)
      throw new UserError('io', `${files.shown}: its texts module ${describeValue(path)} is missing; run \`skillpack build\``);
    const texts = shaped(path, () => readTextsData(source.toString('utf8')));
    const list = Array.isArray(rest['files']) ? (rest['files'] as readonly DataValue[]) : [];
    if (texts.length !== list.length)
      throw new UserError('io', `${path}: holds ${texts.length} texts for ${list.length} files; rebuild it with \`skillpack build\``);
    const merged = list.map((file, i) => {
      if (!isObject(file)) return file;
      const { encoding, ...facts } = file;
      if (encoding !== undefined && encoding !== 'base64')
        throw new UserError(
          'io',
          `${files.shown}: a file entry with the encoding ${describeValue(String(encoding))}; rebuild it with \`skillpack build\``,
        );
      return encoding === 'base64' ? { ...facts, blob: texts[i] as string } : { ...facts, text: texts[i] as string };
    });
    return { ...rest, files: merged };
  });
  return { ...catalog, skills };
}

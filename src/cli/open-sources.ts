// Chooses where sources come from: the working tree, or the git index for --staged (DESIGN.md "CLI
// contract": `--staged` reads sources and the generated file from the git index).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { parseConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/types.js';
import { createNodeTree } from '../fs/node-tree.js';
import type { SourceTree } from '../fs/source-tree.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';

/** What git needs from the surroundings: a hook's environment (GIT_INDEX_FILE) and working directory. */
export interface SourceContext {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** The config file's path relative to its own directory (the base of every other path). */
export const configPath = (config: ResolvedConfig): string => relative(config.baseDir, config.configFile).split('\\').join('/');

/** Opens the git index as the source tree (open-index.ts, loaded only for --staged). */
export type IndexOpener = (config: ResolvedConfig, context: SourceContext | undefined) => SourceTree;

function openSources(config: ResolvedConfig, index: IndexOpener | undefined, context?: SourceContext): SourceTree {
  return index === undefined ? createNodeTree(config.baseDir) : index(config, context);
}

/**
 * The working tree, or with an index opener (--staged) the git index, and then the config is the
 * staged one too, so an unstaged edit of the config cannot change the verdict either. A config that is not in the index yet (a repository
 * before its first `git add`) is used as it is on disk.
 */
export function openSourcesAndConfig(
  config: ResolvedConfig,
  index: IndexOpener | undefined,
  context?: SourceContext,
): { readonly tree: SourceTree; readonly config: ResolvedConfig } {
  const tree = openSources(config, index, context);
  if (index === undefined) return { tree, config };
  const file = configPath(config);
  const info = tree.stat(file);
  if (info.kind !== 'file') return { tree, config };
  const read = tree.read(file, 1024 * 1024, info.size);
  if (!read.ok)
    throw new UserError('config-unreadable', `${config.configFile}: the staged version cannot be read (${read.detail ?? read.reason})`);
  const text = decodeStrictUtf8(read.bytes);
  if (text === undefined) throw new UserError('config-unreadable', `${config.configFile}: the staged version is not valid UTF-8`);
  let onDisk: string | undefined;
  try {
    onDisk = readFileSync(config.configFile, 'utf8');
  } catch {
    onDisk = undefined;
  }
  if (text === onDisk) return { tree, config };
  const stagedConfig = parseConfig(text, config.configFile);
  const sameScope =
    stagedConfig.root === config.root && stagedConfig.output === config.output && stagedConfig.secretAllowlist === config.secretAllowlist;
  return { tree: sameScope ? tree : index(stagedConfig, context), config: stagedConfig };
}

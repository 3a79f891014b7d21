// Chooses where sources come from: the working tree, or the git index for --staged (DESIGN.md "CLI
// contract": `--staged` reads sources and the generated file from the git index).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { parseConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/types.js';
import { createGitIndexTree, GitIndexError } from '../fs/git-index-tree.js';
import { createNodeTree } from '../fs/node-tree.js';
import type { SourceTree } from '../fs/source-tree.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';

/** What git needs from the surroundings: a hook's environment (GIT_INDEX_FILE) and working directory. */
export interface SourceContext {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** The config file's path relative to its own directory (the base of every other path). */
const configPath = (config: ResolvedConfig): string => relative(config.baseDir, config.configFile).split('\\').join('/');

function openIndex(config: ResolvedConfig, context: SourceContext | undefined): SourceTree {
  const scope = [config.root, config.output, configPath(config), ...(config.secretAllowlist === undefined ? [] : [config.secretAllowlist])];
  try {
    return createGitIndexTree(config.baseDir, { scope, fileBytes: config.limits.fileBytes, ...(context === undefined ? {} : { env: context.env, cwd: context.cwd }) });
  } catch (error) {
    if (!(error instanceof GitIndexError)) throw error;
    if (error.problem === 'not-a-repository') {
      throw new UserError('usage', `--staged reads the git index, but ${config.baseDir} is not inside a git work tree (${error.message}). Run without --staged to check the working tree.`);
    }
    throw new UserError('io', error.message);
  }
}

function openSources(config: ResolvedConfig, staged: boolean, context?: SourceContext): SourceTree {
  return staged ? openIndex(config, context) : createNodeTree(config.baseDir);
}

/**
 * Like openSources, and with --staged the config is the staged one too, so an unstaged edit of the
 * config cannot change the verdict either. A config that is not in the index yet (a repository
 * before its first `git add`) is used as it is on disk.
 */
export function openSourcesAndConfig(config: ResolvedConfig, staged: boolean, context?: SourceContext): { readonly tree: SourceTree; readonly config: ResolvedConfig } {
  const tree = openSources(config, staged, context);
  if (!staged) return { tree, config };
  const file = configPath(config);
  const info = tree.stat(file);
  if (info.kind !== 'file') return { tree, config };
  const read = tree.read(file, 1024 * 1024, info.size);
  if (!read.ok) throw new UserError('config-unreadable', `${config.configFile}: the staged version cannot be read (${read.detail ?? read.reason})`);
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
  const sameScope = stagedConfig.root === config.root && stagedConfig.output === config.output && stagedConfig.secretAllowlist === config.secretAllowlist;
  return { tree: sameScope ? tree : openIndex(stagedConfig, context), config: stagedConfig };
}

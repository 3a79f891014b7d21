// Chooses where sources come from: the working tree, or the git index for --staged.
import type { ResolvedConfig } from '../config/types.js';
import { createNodeTree } from '../fs/node-tree.js';
import type { SourceTree } from '../fs/source-tree.js';
import { ConfigError } from '../config/config-error.js';

export function openSources(config: ResolvedConfig, staged: boolean): SourceTree {
  if (staged) throw new ConfigError('usage', '--staged is not available in this build');
  return createNodeTree(config.baseDir);
}

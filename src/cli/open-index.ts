// What `--staged` asks of git (DESIGN.md "CLI contract"): the index as the source tree, and why a
// module may differ only in line endings. Loaded only for --staged, so other runs start without
// node:child_process.
import { execFileSync } from 'node:child_process';
import { UserError } from '../diagnostics/user-error.js';
import type { ResolvedConfig } from '../config/types.js';
import { createGitIndexTree, GitIndexError } from '../fs/git-index-tree.js';
import type { SourceTree } from '../fs/source-tree.js';
import { configPath, type SourceContext } from './open-sources.js';

export function openIndex(config: ResolvedConfig, context: SourceContext | undefined): SourceTree {
  const scope = [config.root, config.output, configPath(config), ...(config.secretAllowlist === undefined ? [] : [config.secretAllowlist])];
  try {
    return createGitIndexTree(config.baseDir, {
      scope,
      fileBytes: config.limits.fileBytes,
      ...(context === undefined ? {} : { env: context.env, cwd: context.cwd }),
    });
  } catch (error) {
    if (!(error instanceof GitIndexError)) throw error;
    if (error.problem === 'not-a-repository') {
      throw new UserError(
        'usage',
        `--staged reads the git index, but ${config.baseDir} is not inside a git work tree (${error.message}). Run without --staged to check the working tree.`,
      );
    }
    throw new UserError('io', error.message);
  }
}

/**
 * With core.autocrlf set, git rewrites line endings between the working tree and the index: a module
 * built from the working tree (CRLF sources) never equals what the index's sources (LF) build, so
 * `check --staged` would call it stale forever. Say so instead of leaving the user to guess.
 */
export function lineEndingHint(baseDir: string, env: NodeJS.ProcessEnv): string | undefined {
  let value: string;
  try {
    value = execFileSync('git', ['config', '--get', 'core.autocrlf'], {
      cwd: baseDir,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
  } catch {
    return undefined;
  }
  if (value !== 'true' && value !== 'input') return undefined;
  return `hint: core.autocrlf=${value} makes git change line endings between the working tree and the index, so a module built from checked-out (CRLF) sources differs from the staged (LF) ones. Mark the skills and the generated module \`-text\` in .gitattributes (or set core.autocrlf=false for this repository), check out again, rebuild and stage the module.`;
}

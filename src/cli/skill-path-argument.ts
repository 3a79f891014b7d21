// Reads a `lint` argument as the user's shell completes it: a skill path from the config
// (`review`), the skill's directory relative to the working directory (`skills/review`,
// `skills/review/`, `./skills/review`), or its SKILL.md. Returns the config's skill path, or the
// argument unchanged (trailing slashes dropped) when it names no skill directory, so the caller can
// refuse it with the list of known paths.
import { isAbsolute, relative, resolve } from 'node:path';
import type { ResolvedConfig } from '../config/types.js';

export function skillPathArgument(argument: string, config: ResolvedConfig, cwd: string): string {
  const trimmed = argument.replace(/\\/g, '/').replace(/\/+$/, '').replace(/\/SKILL\.md$/, '');
  if (config.skills.some((s) => s.path === trimmed)) return trimmed;
  const absolute = resolve(cwd, trimmed);
  const fromRoot = relative(resolve(config.baseDir, config.root), absolute).split('\\').join('/');
  if (fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot) && config.skills.some((s) => s.path === fromRoot)) return fromRoot;
  return trimmed;
}

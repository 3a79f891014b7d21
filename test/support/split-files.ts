// Finds the split layout's texts modules on disk: each is named by its content
// (`<skill path>.<16 hex>.ts`, src/emit/emit-split.ts), so tests look the name up instead of writing it.
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The content-addressed name pattern of one skill's texts module (`a.0123456789abcdef.ts`). */
export function textsModulePattern(skillPath: string, extension = 'ts'): RegExp {
  const name = posix.basename(skillPath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${name}\\.[0-9a-f]{16}\\.${extension}$`);
}

/**
 * The config-relative path of skill `skillPath`'s texts module under `textsDir` (default
 * `generated/skills`); fails when there is not exactly one.
 */
export function textsModuleFile(dir: string, skillPath: string, textsDir = 'generated/skills'): string {
  const parent = posix.join(textsDir, posix.dirname(skillPath));
  const pattern = textsModulePattern(skillPath);
  const found = readdirSync(join(dir, parent)).filter((name) => pattern.test(name));
  if (found.length !== 1) throw new Error(`expected one texts module of ${skillPath} in ${parent}, found ${JSON.stringify(found)}`);
  return posix.join(parent, found[0] as string);
}

// The config's `targets` (docs/publishing.md; DESIGN "Every channel"): the other channels the same
// checked catalog is emitted for, resolved with the catalog's name, description and version. The
// generated module is always built; `targets` only adds channels, so a config without it changes nothing.
import { readFileSync, lstatSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describeValue } from './describe-value.js';
import { isInside, relativePathProblem } from './relative-path.js';

export type TargetConfig =
  | { readonly type: 'claude-plugin'; readonly marketplace: boolean }
  | { readonly type: 'codex-plugin'; readonly marketplace: boolean; readonly category: string }
  | { readonly type: 'well-known'; readonly output: string; readonly snapshots: boolean }
  | { readonly type: 'zip'; readonly output: string };

export type TargetType = TargetConfig['type'];

/**
 * The channels that read the skills where they are in the repository (`gh skill`, the `skills` CLI,
 * Cursor, OpenCode): nothing to emit, so the config's `channels` only turns their rules on.
 */
export const repositoryChannels = ['gh-skill', 'skills-cli', 'cursor', 'opencode'] as const;

export type RepositoryChannel = (typeof repositoryChannels)[number];

/** What every target names the catalog by. */
export interface CatalogIdentity {
  /** Kebab-case: plugin and marketplace names are identifiers. */
  readonly name: string;
  readonly description: string;
  /** `M.m.p` (optionally with a pre-release), from the config's `version`, else package.json's. */
  readonly version: string | undefined;
}

export type RawTarget =
  | { type: 'claude-plugin'; marketplace?: boolean }
  | { type: 'codex-plugin'; marketplace?: boolean; category?: string }
  | { type: 'well-known'; output: string; snapshots?: boolean }
  | { type: 'zip'; output: string };

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$/;

interface PackageFacts {
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly version?: string | undefined;
}

/** package.json beside the config, read only when it is a small regular file (never a FIFO or a symlink). */
function readPackageJson(baseDir: string): PackageFacts {
  const file = join(baseDir, 'package.json');
  try {
    const stat = lstatSync(file);
    if (!stat.isFile() || stat.size > 1024 * 1024) return {};
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const pick = (key: string): string | undefined => {
      const value = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    return { name: pick('name'), description: pick('description'), version: pick('version') };
  } catch {
    return {};
  }
}

export function resolveTargets(
  raw: { targets?: RawTarget[]; name?: string; description?: string; version?: string; root: string; output: string },
  baseDir: string,
  publisher: string | undefined,
  problems: string[],
): { targets: readonly TargetConfig[]; identity: CatalogIdentity | undefined } {
  const written = raw.targets ?? [];
  const pkg = written.length > 0 || raw.version === undefined ? readPackageJson(baseDir) : {};
  const version = raw.version ?? (pkg.version !== undefined && semver.test(pkg.version) ? pkg.version : undefined);
  if (written.length === 0) return { targets: [], identity: undefined };
  const packageName = pkg.name?.replace(/^@[^/]+\//, '');
  const name = raw.name ?? packageName ?? basename(baseDir);
  const needsName = written.some((t) => t.type === 'claude-plugin' || t.type === 'codex-plugin');
  if (needsName && (!kebab.test(name) || name.length > 64)) {
    problems.push(
      `$.name: ${describeValue(name)} (${raw.name === undefined ? 'taken from package.json or the config directory' : 'as written'}) is not a kebab-case name of at most 64 characters, which plugin and marketplace manifests need; set "name" (for example "acme-skills")`,
    );
  }
  const description = raw.description ?? pkg.description ?? `Agent Skills published by ${publisher ?? name}.`;
  const seen = new Set<string>();
  const targets = written.map((target, index): TargetConfig => {
    if (seen.has(target.type)) problems.push(`$.targets[${index}]: a second "${target.type}" target; list each target once`);
    seen.add(target.type);
    if (target.type === 'well-known' || target.type === 'zip') {
      const problem = relativePathProblem(target.output);
      if (problem !== undefined) problems.push(`$.targets[${index}].output: ${describeValue(target.output)} ${problem}`);
      else if (isInside(target.output, raw.root) || isInside(raw.root, target.output))
        problems.push(
          `$.targets[${index}].output: ${describeValue(target.output)} overlaps root ${describeValue(raw.root)}; write targets outside the skills`,
        );
    }
    switch (target.type) {
      case 'claude-plugin':
        return Object.freeze({ type: target.type, marketplace: target.marketplace === true });
      case 'codex-plugin':
        return Object.freeze({ type: target.type, marketplace: target.marketplace === true, category: target.category ?? 'Productivity' });
      case 'well-known':
        return Object.freeze({ type: target.type, output: target.output, snapshots: target.snapshots !== false });
      case 'zip':
        return Object.freeze({ type: target.type, output: target.output });
    }
  });
  return { targets: Object.freeze(targets), identity: Object.freeze({ name, description, version }) };
}

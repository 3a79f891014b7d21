// Every file the config's targets hold, rendered in memory from the same built catalog the module is
// written from (docs/publishing.md): `build` writes them, `check` compares them. Nothing here
// touches the disk but through `readCommitted`, which merged manifests and published snapshots need.
import { sha256Digest } from '../bundle/digest.js';
import type { ResolvedConfig } from '../config/types.js';
import type { TargetType } from '../config/targets-config.js';
import type { PreparedModule } from '../emit/prepare-module.js';
import type { SkillCatalog } from '../runtime/types.js';
import { claudeMarketplace, claudePluginManifest, codexMarketplace, codexPluginManifest } from './plugin-manifests.js';
import { skillArchiveEntries } from './skill-archive-entries.js';
import { wellKnownIndex } from './well-known-index.js';
import { zipBytes } from './zip-archive.js';

export interface TargetFile {
  readonly target: TargetType;
  /** Relative to the config directory, `/`-separated. */
  readonly file: string;
  readonly bytes: Uint8Array;
  /** Part of an immutable `v<version>/` snapshot: written once, never replaced. */
  readonly immutable: boolean;
  /** An archive: it may sit in a directory that is not committed, and is then proved by its digest in a committed file. */
  readonly optional: boolean;
}

export interface RenderedTargets {
  readonly files: readonly TargetFile[];
  /** Two skills of one name (under different prefixes) that a name-keyed channel cannot both hold. */
  readonly nameClashes: readonly {
    readonly target: TargetType;
    readonly name: string;
    readonly paths: readonly string[];
    readonly file: string;
  }[];
}

function manifestFile(target: TargetType, file: string, bytes: Uint8Array): TargetFile {
  return { target, file, bytes, immutable: false, optional: false };
}

function skillDir(config: ResolvedConfig, path: string): string {
  return `${config.root}/${path}`;
}

function join(dir: string, file: string): string {
  return dir === '.' ? file : `${dir}/${file}`;
}

function clashes(catalog: SkillCatalog): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const skill of catalog.skills) byName.set(skill.name, [...(byName.get(skill.name) ?? []), skill.path]);
  for (const [name, paths] of byName) if (paths.length < 2) byName.delete(name);
  return byName;
}

export function renderTargets(
  config: ResolvedConfig,
  prepared: Pick<PreparedModule, 'catalog' | 'contents'>,
  readCommitted: (file: string) => Uint8Array | undefined,
): RenderedTargets {
  const targets = config.targets ?? [];
  const identity = config.identity;
  if (targets.length === 0 || identity === undefined) return { files: [], nameClashes: [] };
  const { catalog } = prepared;
  const scripts = new Set(prepared.contents.scripts);
  const archived = catalog.skills.map((skill) => ({ skill, entries: skillArchiveEntries(skill, skillDir(config, skill.path), scripts) }));
  const files: TargetFile[] = [];
  const nameClashes: { target: TargetType; name: string; paths: string[]; file: string }[] = [];
  const clash = clashes(catalog);
  for (const target of targets) {
    switch (target.type) {
      case 'claude-plugin': {
        const manifest = '.claude-plugin/plugin.json';
        const dirs = catalog.skills.map((skill) => skillDir(config, skill.path));
        files.push(manifestFile(target.type, manifest, claudePluginManifest(identity, dirs, readCommitted(manifest))));
        if (target.marketplace) {
          const market = '.claude-plugin/marketplace.json';
          files.push(manifestFile(target.type, market, claudeMarketplace(identity, catalog.publisher, readCommitted(market))));
        }
        break;
      }
      case 'codex-plugin': {
        const manifest = '.codex-plugin/plugin.json';
        files.push(manifestFile(target.type, manifest, codexPluginManifest(identity, config.root, readCommitted(manifest))));
        if (target.marketplace) {
          const market = '.agents/plugins/marketplace.json';
          files.push(manifestFile(target.type, market, codexMarketplace(identity, target.category, readCommitted(market))));
        }
        break;
      }
      case 'well-known': {
        for (const [name, paths] of clash)
          nameClashes.push({ target: target.type, name, paths, file: `${skillDir(config, paths[1]!)}/SKILL.md` });
        if (clash.size > 0) break;
        const latest = wellKnownIndex(archived, identity.version);
        const put = (dir: string, immutable: boolean): void => {
          files.push({ target: target.type, file: join(dir, 'index.json'), bytes: latest.index, immutable, optional: false });
          for (const artifact of latest.artifacts)
            files.push({
              target: target.type,
              file: join(dir, artifact.path),
              bytes: artifact.bytes,
              immutable,
              optional: artifact.path.endsWith('.tar.gz'),
            });
        };
        put(target.output, false);
        if (target.snapshots && identity.version !== undefined) put(join(target.output, `v${identity.version}`), true);
        break;
      }
      case 'zip': {
        for (const [name, paths] of clash)
          nameClashes.push({ target: target.type, name, paths, file: `${skillDir(config, paths[1]!)}/SKILL.md` });
        if (clash.size > 0) break;
        // The archives may stay uncommitted; SHA256SUMS (coreutils' format, `sha256sum -c` reads it) is
        // committed and proves them.
        const sums: string[] = [];
        for (const { skill, entries } of archived) {
          const bytes = zipBytes(entries, `${skill.name}/`);
          files.push({ target: target.type, file: join(target.output, `${skill.name}.zip`), bytes, immutable: false, optional: true });
          sums.push(`${sha256Digest(bytes).slice('sha256:'.length)}  ${skill.name}.zip\n`);
        }
        files.push(manifestFile(target.type, join(target.output, 'SHA256SUMS'), new TextEncoder().encode(sums.join(''))));
        break;
      }
    }
  }
  return { files, nameClashes };
}

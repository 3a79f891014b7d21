// The plugin manifests of the Claude Code and Codex channels, written from the catalog's identity. A
// manifest the publisher already keeps is merged, not replaced: the fields the catalog owns (name,
// version, description, skills) are set and every other field stays as written, in its place, so
// hooks, commands or an `interface` block survive every build (docs/publishing.md).
//
// Shapes: Claude Code plugins reference (code.claude.com/docs/en/plugins-reference, "Plugin manifest
// schema": `skills` may list skill directories) and marketplaces (…/plugin-marketplaces: `name`, `owner`,
// `plugins[]` with `name` and `source`); Codex "Build plugins" (developers.openai.com/codex/plugins/build:
// `.codex-plugin/plugin.json` with `skills` a `./`-relative directory; `.agents/plugins/marketplace.json`
// with `plugins[]` of `name`, `source: {source: "local", path}`, `policy`, `category`). Read 2026-12-06.
// No entry carries an archive digest: Claude Code's only pin is `sha`, a git commit on its git sources,
// and it ignores unknown entry keys (…/plugins/marketplace-reference, "Plugin sources"; read 2026-12-06),
// so a `sha256` would promise a check nothing makes (docs/publishing.md).
import type { CatalogIdentity } from '../config/targets-config.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const encoder = new TextEncoder();

function text(value: Json): Uint8Array {
  return encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
}

/** The committed manifest as an object to merge into, or a fresh one when there is none (or it is not an object). */
function base(existing: Uint8Array | undefined): JsonObject {
  if (existing === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(existing).toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as JsonObject) : {};
  } catch {
    return {};
  }
}

/** Sets `owned` on `into`, keeping every other key and the place of keys already there. */
function merged(into: JsonObject, owned: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(into)) if (key !== '__proto__') out[key] = key in owned ? owned[key]! : value;
  for (const [key, value] of Object.entries(owned)) if (!(key in out)) out[key] = value;
  for (const [key, value] of Object.entries(owned)) if (value === null) delete out[key];
  return out;
}

function identityFields(identity: CatalogIdentity): JsonObject {
  return { name: identity.name, version: identity.version ?? null, description: identity.description };
}

export function claudePluginManifest(identity: CatalogIdentity, skillDirs: readonly string[], existing?: Uint8Array): Uint8Array {
  return text(merged(base(existing), { ...identityFields(identity), skills: skillDirs.map((dir) => `./${dir}`) }));
}

export function codexPluginManifest(identity: CatalogIdentity, root: string, existing?: Uint8Array): Uint8Array {
  return text(merged(base(existing), { ...identityFields(identity), skills: `./${root}/` }));
}

/** One plugin's entry set in a marketplace's `plugins` array (replacing the entry of that name, or added last). */
function withPlugin(marketplace: JsonObject, entry: JsonObject): JsonObject {
  const plugins = Array.isArray(marketplace['plugins']) ? [...marketplace['plugins']] : [];
  const at = plugins.findIndex((p) => p !== null && typeof p === 'object' && !Array.isArray(p) && p['name'] === entry['name']);
  if (at === -1) plugins.push(entry);
  else plugins[at] = merged(plugins[at] as JsonObject, entry);
  return { ...marketplace, plugins };
}

export function claudeMarketplace(identity: CatalogIdentity, publisher: string, existing?: Uint8Array): Uint8Array {
  const start = merged({ name: identity.name, owner: { name: publisher } }, base(existing));
  return text(withPlugin(start, merged({}, { ...identityFields(identity), source: './' })));
}

export function codexMarketplace(identity: CatalogIdentity, category: string, existing?: Uint8Array): Uint8Array {
  const start = merged({ name: identity.name, interface: { displayName: identity.name } }, base(existing));
  return text(
    withPlugin(start, {
      name: identity.name,
      source: { source: 'local', path: './' },
      policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' },
      category,
    }),
  );
}

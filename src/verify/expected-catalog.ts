// `verify --expect`: the catalog the build wrote (a config, or a generated module itself) as the
// manifest a host would see, and its difference from what the server serves: one digest over both
// views when they agree, per skill and per file otherwise (the deploy check, docs/verify.md).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { SkillCatalog } from '../runtime/types.js';
import { moduleFilesOnDisk, readCatalogModule } from '../catalog-module/read-catalog-module.js';
import type { Finding } from './checks.js';
import { canonical, type ServedEntry } from './served-entry.js';

/** The generated module a config names. */
function moduleOfConfig(file: string, cwd: string): string {
  const config = loadConfig(file, cwd);
  return resolve(config.baseDir, config.output);
}

/** A config file (`.json`) or a generated module (`.ts`, either layout). */
export async function loadExpectedCatalog(
  file: string,
  cwd: string,
): Promise<{ readonly publisher: string; readonly skills: readonly ServedEntry[] }> {
  // Read as data, never imported: a module is checked before anything of it could run (docs/verify.md).
  const path = file.endsWith('.json') ? moduleOfConfig(file, cwd) : resolve(cwd, file);
  const { catalog } = readCatalogModule(moduleFilesOnDisk(path));
  return { publisher: catalog.publisher, skills: catalogEntries(catalog) };
}

/** What a host sees of a built catalog: each skill's URI, frontmatter and file manifest. */
export function catalogEntries(catalog: SkillCatalog): ServedEntry[] {
  return catalog.skills.map((skill) => ({
    uri: skill.uri,
    frontmatter: skill.frontmatter as Record<string, unknown>,
    resources: skill.files.map((f) => ({ uri: f.uri, digest: f.digest, size: f.size })),
  }));
}

/** sha256 over the canonical JSON of the manifests (skills and files sorted by URI): equal views, equal digests. */
export function manifestDigest(skills: readonly ServedEntry[]): string {
  const sorted = [...skills]
    .sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0))
    .map((s) => ({
      uri: s.uri,
      frontmatter: s.frontmatter,
      resources: [...s.resources].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0)),
    }));
  return `sha256:${createHash('sha256').update(canonical(sorted)).digest('hex')}`;
}

export function compareWithExpected(served: readonly ServedEntry[], expected: readonly ServedEntry[]): Finding[] {
  const findings: Finding[] = [];
  const say = (where: string, message: string): void =>
    void findings.push({ id: 'verify/expect-differs', severity: 'error', message, where });
  const servedByUri = new Map(served.map((s) => [s.uri, s]));
  const expectedByUri = new Map(expected.map((s) => [s.uri, s]));
  for (const skill of expected) {
    const got = servedByUri.get(skill.uri);
    if (got === undefined) {
      say(
        skill.uri,
        'built but not served to this session (not deployed, or hidden by tool-scoped visibility: give the session every tool the skill calls).',
      );
      continue;
    }
    if (canonical(got.frontmatter) !== canonical(skill.frontmatter))
      say(skill.uri, 'served with other frontmatter than the build wrote; deploy the current build.');
    const gotFiles = new Map(got.resources.map((f) => [f.uri, f]));
    const builtFiles = new Map(skill.resources.map((f) => [f.uri, f]));
    for (const file of skill.resources) {
      const other = gotFiles.get(file.uri);
      if (other === undefined) say(file.uri, 'built but missing from the served manifest; deploy the current build.');
      else if (other.digest !== file.digest || other.size !== file.size)
        say(
          file.uri,
          `served as ${other.size} bytes ${other.digest}, built as ${file.size} bytes ${file.digest}; deploy the current build.`,
        );
    }
    for (const file of got.resources)
      if (!builtFiles.has(file.uri)) say(file.uri, 'served but not in the build; deploy the current build.');
  }
  for (const skill of served) if (!expectedByUri.has(skill.uri)) say(skill.uri, `served but not in the build; deploy the current build.`);
  return findings;
}

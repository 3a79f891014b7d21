// dist/skills-server.js — the self-contained bundle with this repository's catalog compiled in —
// under Node's permission model with read access to its own file only: it must serve every skill
// and every file of generated/skills.ts, byte for byte, and refuse adversarial input with -32602.
// (The suite's global setup builds dist/ first.)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillCatalog } from '../../src/runtime/types.js';
import { adversarialUris } from './helpers/adversarial-corpus.js';
import { cleanEnv, modernMeta, spawnServer, type RawServer } from './helpers/raw-stdio.js';
import { repoRoot } from './helpers/test-bundle.js';

const bundle = join(repoRoot, 'dist/skills-server.js');
const generated = join(repoRoot, 'generated/skills.ts');
const sha = (text: string): string => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

describe('dist/skills-server.js under --experimental-permission', () => {
  it('is built from the committed catalog (never skipped: a missing bundle is a failure)', () => {
    expect(existsSync(generated)).toBe(true);
    expect(existsSync(bundle)).toBe(true);
  });

  let catalog: SkillCatalog;
  let server: RawServer;
  beforeAll(async () => {
    catalog = ((await import(pathToFileURL(generated).href)) as { catalog: SkillCatalog }).catalog;
    server = spawnServer(
      ['--experimental-permission', `--allow-fs-read=${bundle}`, bundle],
      cleanEnv({ MCP_SKILLS_ENABLED: 'true', MCP_ENABLED_VENDORS: 'github' }),
    );
  });
  afterAll(() => {
    server.child.kill();
  });

  it('serves every skill and every file of the generated catalog', async () => {
    const discover = await server.request('server/discover', { _meta: modernMeta });
    expect((discover.result?.['capabilities'] as Record<string, unknown>)['extensions']).toEqual({ 'io.modelcontextprotocol/skills': {} });
    const skills: { uri: string; resources: { uri: string; digest: string; size: number }[] }[] = [];
    let cursor: string | undefined;
    do {
      const page = await server.request('skills/list', cursor === undefined ? { _meta: modernMeta } : { cursor, _meta: modernMeta });
      skills.push(...(page.result?.['skills'] as typeof skills));
      cursor = page.result?.['nextCursor'] as string | undefined;
    } while (cursor !== undefined);
    expect(skills.map((s) => s.uri)).toEqual(catalog.skills.map((s) => s.uri));
    let files = 0;
    for (const [index, skill] of catalog.skills.entries()) {
      expect(skills[index]?.resources).toEqual(skill.files.map((f) => ({ uri: f.uri, digest: f.digest, size: f.size })));
      for (const file of skill.files) {
        const read = await server.request('resources/read', { uri: file.uri, _meta: modernMeta });
        const text = (read.result?.['contents'] as { text: string; mimeType: string }[] | undefined)?.[0];
        expect(text?.mimeType).toBe(file.mediaType);
        expect(sha(text?.text ?? '')).toBe(file.digest);
        expect(Buffer.byteLength(text?.text ?? '')).toBe(file.size);
        files += 1;
      }
    }
    expect(files).toBeGreaterThanOrEqual(catalog.skills.length);
  });

  it('refuses adversarial URIs with -32602 and keeps answering', async () => {
    const known = catalog.skills[0]?.files[0]?.uri ?? 'skill://x/SKILL.md';
    for (const uri of adversarialUris(known)) {
      expect((await server.request('resources/read', { uri, _meta: modernMeta })).error?.code, JSON.stringify(uri)?.slice(0, 80)).toBe(
        -32602,
      );
    }
    expect((await server.request('resources/read', { uri: known, _meta: modernMeta })).result?.['contents']).toHaveLength(1);
    expect(server.nonJsonLines).toEqual([]);
  });
});

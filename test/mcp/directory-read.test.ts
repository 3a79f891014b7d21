// skillpack/mcp with a catalog that offers directoryRead, through the real SDK v2 client and its
// SkillsClient: the declaration says `directoryRead: true` (and only then), the official client
// reads directories, and gating, visibility and refusals are those of files.
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { afterEach, describe, expect, it } from 'vitest';
import { createSkillServer } from '../../src/runtime/index.js';
import { githubTools, sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { anyResult, connectPair, errorCode, type Pair } from './helpers/pair.js';

const skills = createSkillServer({ ...sampleCatalog(), directoryRead: true });

let pairs: Pair[] = [];
const open = async (...args: Parameters<typeof connectPair>): Promise<Pair> => {
  const pair = await connectPair(...args);
  pairs.push(pair);
  return pair;
};
afterEach(async () => {
  await Promise.all(pairs.map((p) => p.close()));
  pairs = [];
});

describe('a catalog with directoryRead', () => {
  it('declares directoryRead: true in server/discover, and nothing else changes', async () => {
    const { client } = await open({ skills, mode: 'pin', flag: () => 'true' });
    expect(client.getDiscoverResult()?.capabilities).toEqual({
      resources: {},
      extensions: { 'io.modelcontextprotocol/skills': { directoryRead: true } },
    });
  });

  it("is read by the official SkillsClient: a skill's root, then its subdirectory", async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true', tools: [...githubTools] });
    const host = new SkillsClient(client);
    expect(host.directoryRead).toBe(true);
    const root = await host.readDirectory('skill://github-pr-readiness');
    expect(root).toMatchObject({ ttlMs: 60000, cacheScope: 'private' });
    expect(root.resources.map((r) => [r.uri, r.mimeType])).toEqual([
      ['skill://github-pr-readiness/SKILL.md', 'text/markdown'],
      ['skill://github-pr-readiness/references', 'inode/directory'],
    ]);
    const references = await host.readDirectory('skill://github-pr-readiness/references');
    expect(references.resources.map((r) => r.uri)).toEqual(['skill://github-pr-readiness/references/review-checklist.md']);
  });

  it('refuses unknown, hidden, file and trailing-slash URIs with -32602', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true' });
    for (const uri of [
      'skill://github-pr-readiness',
      'skill://interop-review/',
      'skill://interop-review/SKILL.md',
      'skill://nope',
      'skill://interop-review/../x',
    ])
      expect(await errorCode(client.request({ method: 'resources/directory/read', params: { uri } }, anyResult))).toBe(-32602);
  });

  it('is method not found for a legacy session and with the flag off, and no declaration is made there', async () => {
    const legacy = await open({ skills, mode: 'legacy', flag: () => 'true' });
    expect(legacy.client.getServerCapabilities()?.extensions).toBeUndefined();
    expect(
      await errorCode(legacy.client.request({ method: 'resources/directory/read', params: { uri: 'skill://interop-review' } }, anyResult)),
    ).toBe(-32601);
    const off = await open({ skills, mode: 'pin', flag: () => 'false' });
    expect(off.client.getDiscoverResult()?.capabilities.extensions).toBeUndefined();
    expect(
      await errorCode(off.client.request({ method: 'resources/directory/read', params: { uri: 'skill://interop-review' } }, anyResult)),
    ).toBe(-32601);
  });
});

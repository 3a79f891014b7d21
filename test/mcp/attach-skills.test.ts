// The SDK adapter end to end through the real SDK v2 (client and server, in process): what a
// 2026-07-28 client sees, what a legacy `initialize` session sees, the flag read per request and
// refusing startup when malformed, per-request `_meta` opt-in, and tool-scoped visibility.
import { createHash } from 'node:crypto';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { McpServer } from '@modelcontextprotocol/server';
import { SKILLS_EXTENSION_ID } from '@modelcontextprotocol/server/ext/skills';
import { afterEach, describe, expect, it } from 'vitest';
import { attachSkills, SkillsFlagError, skillsEnabledFromEnv } from '../../src/mcp/index.js';
import { createSkillServer, skillsExtensionId } from '../../src/runtime/index.js';
import { githubTools, manySkills, sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { anyResult, connectPair, errorCode, modernMeta, type Pair } from './helpers/pair.js';

const catalog = sampleCatalog();
const skills = createSkillServer(catalog);
const everyUri = catalog.skills.flatMap((s) => s.files.map((f) => f.uri));
const sha = (text: string): string => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

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

describe('a 2026-07-28 client with the flag on', () => {
  it.each(['auto', 'pin'] as const)('sees exactly resources and the extension in server/discover (%s negotiation)', async (mode) => {
    const { client, eras } = await open({ skills, mode, flag: () => 'true' });
    expect(client.getProtocolEra()).toBe('modern');
    expect(eras.at(-1)).toBe('modern');
    expect(client.getServerCapabilities()).toEqual({ resources: {}, extensions: { [SKILLS_EXTENSION_ID]: {} } });
    expect(client.getDiscoverResult()?.capabilities).toEqual({ resources: {}, extensions: { 'io.modelcontextprotocol/skills': {} } });
    expect(skillsExtensionId).toBe(SKILLS_EXTENSION_ID);
  });

  it('lists, gets and reads every skill through SkillsClient, verified against digests and frontmatter', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true', tools: [...githubTools, 'read_file'] });
    const host = new SkillsClient(client);
    expect(host.supported).toBe(true);
    expect(host.directoryRead).toBe(false);
    const listing = await host.list();
    expect(listing.invalid).toEqual([]);
    expect(listing.skills.map((s) => s.uri)).toEqual(catalog.skills.map((s) => s.uri));
    for (const entry of listing.skills) {
      const got = await host.get(entry.uri);
      expect(got).toMatchObject({ ttlMs: 60000, cacheScope: 'private' });
      expect(got.skill).toEqual(entry);
      if (entry.resources === 'dynamic') throw new Error('never dynamic');
      for (const resource of entry.resources) {
        const file = await host.read(entry, resource.uri);
        expect(file.verified).toBe(true);
        expect(file.bytes.length).toBe(resource.size);
        expect(sha(file.text ?? '')).toBe(resource.digest);
      }
    }
  });

  it('answers skills/list with resultType, ttlMs and cacheScope on the wire', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true' });
    const raw = await client.request({ method: 'skills/list', params: {} }, anyResult);
    expect(raw).toMatchObject({ ttlMs: 60000, cacheScope: 'private' });
    const read = await client.readResource({ uri: 'skill://interop-review/SKILL.md' });
    expect(read.contents).toEqual([{ uri: 'skill://interop-review/SKILL.md', mimeType: 'text/markdown', text: catalog.skills[2]?.files[0]?.text }]);
  });

  it('lets an extension-unaware client see skill files as ordinary resources', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true', tools: [...githubTools, 'read_file'] });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(everyUri);
    for (const resource of resources) {
      const { contents } = await client.readResource({ uri: resource.uri });
      expect(contents[0]).toMatchObject({ uri: resource.uri, mimeType: resource.mimeType });
    }
  });

  it('refuses resources/directory/read and malformed URIs', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true' });
    expect(await errorCode(client.request({ method: 'resources/directory/read', params: { uri: 'skill://interop-review/' } }, anyResult))).toBe(-32601);
    for (const uri of ['skill://interop-review/../SKILL.md', 'skill://interop-review/SKILL.md?x', 'SKILL://interop-review/SKILL.md', 'skill://interop-review/%53KILL.md', 'skill://unknown/SKILL.md']) {
      expect(await errorCode(client.readResource({ uri }))).toBe(-32602);
      expect(await errorCode(client.request({ method: 'skills/get', params: { uri } }, anyResult))).toBe(-32602);
    }
    expect(await errorCode(client.request({ method: 'skills/list', params: { cursor: 'forged' } }, anyResult))).toBe(-32602);
  });

  it('refuses a request whose envelope names another revision with -32602, not as legacy', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true' });
    // The first modern request pins the connection; the SDK itself answers -32022 before that.
    expect((await client.readResource({ uri: 'skill://interop-review/SKILL.md' })).contents).toHaveLength(1);
    for (const version of ['2025-11-25', '2099-01-01']) {
      const _meta = { ...modernMeta, 'io.modelcontextprotocol/protocolVersion': version };
      for (const [method, params] of [['resources/read', { uri: 'skill://interop-review/SKILL.md' }], ['skills/list', {}], ['resources/list', {}]] as const) {
        expect(await errorCode(client.request({ method, params: { ...params, _meta } }, anyResult)), `${method} ${version}`).toBe(-32602);
      }
    }
    expect((await client.readResource({ uri: 'skill://interop-review/SKILL.md' })).contents).toHaveLength(1);
  });

  it('pages 256 skills through the SDK in pages of 32', async () => {
    const big = createSkillServer(manySkills(256, 1));
    const { client } = await open({ skills: big, mode: 'auto', flag: () => 'true' });
    let cursor: string | undefined;
    const seen: string[] = [];
    let pages = 0;
    do {
      const page = (await client.request({ method: 'skills/list', params: cursor === undefined ? {} : { cursor } }, anyResult)) as { skills: { uri: string }[]; nextCursor?: string };
      expect(page.skills.length).toBeLessThanOrEqual(32);
      seen.push(...page.skills.map((s) => s.uri));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBe(8);
    expect(new Set(seen).size).toBe(256);
    expect((await new SkillsClient(client).list()).skills).toHaveLength(256);
    expect((await client.listResources()).resources).toHaveLength(512);
  });
});

describe('a legacy initialize session', () => {
  it.each(['true', 'false', undefined])('sees nothing change with MCP_SKILLS_ENABLED=%s', async (flag) => {
    const { client, eras } = await open({ skills, mode: 'legacy', flag: () => flag });
    expect(client.getProtocolEra()).toBe('legacy');
    expect(eras).toEqual(['legacy']);
    expect(client.getServerCapabilities()).toEqual({});
    expect(await client.request({ method: 'resources/list', params: {} }, anyResult)).toEqual({ resources: [] });
    expect(await errorCode(client.readResource({ uri: 'skill://interop-review/SKILL.md' }))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'skills/get', params: { uri: 'skill://interop-review/SKILL.md' } }, anyResult))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'resources/templates/list', params: {} }, anyResult))).toBe(-32601);
    expect((await new SkillsClient(client).list()).skills).toEqual([]);
  });

  it('serves a single request that opts into 2026-07-28 with its own _meta', async () => {
    const { client } = await open({ skills, mode: 'legacy', flag: () => 'true' });
    const listed = (await client.request({ method: 'skills/list', params: { _meta: modernMeta } }, anyResult)) as { skills: { uri: string }[]; ttlMs: number };
    // No tools are registered on this server: only the tool-less skill is visible.
    expect(listed.skills.map((s) => s.uri)).toEqual(['skill://interop-review/SKILL.md']);
    // The SDK client lifts resultType off results; the stdio test checks it on the wire.
    expect(listed).toMatchObject({ ttlMs: 60000, cacheScope: 'private' });
    const read = (await client.request({ method: 'resources/read', params: { uri: 'skill://interop-review/notes.txt', _meta: modernMeta } }, anyResult)) as { contents: { text: string }[] };
    expect(read.contents[0]?.text).toBe('plain\n');
    expect(await errorCode(client.request({ method: 'resources/read', params: { uri: 'skill://interop-review/../x', _meta: modernMeta } }, anyResult))).toBe(-32602);
    // The next request without the envelope is legacy again.
    expect(await errorCode(client.readResource({ uri: 'skill://interop-review/notes.txt' }))).toBe(-32601);
    // An envelope naming another revision is not an opt-in.
    expect(await errorCode(client.request({ method: 'skills/list', params: { _meta: { ...modernMeta, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } } }, anyResult))).toBe(-32601);
  });
});

describe('the flag', () => {
  it('off: a 2026-07-28 client sees no resources capability, an empty list and -32601', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => undefined });
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getServerCapabilities()).toEqual({});
    expect(await client.request({ method: 'resources/list', params: {} }, anyResult)).toMatchObject({ resources: [] });
    expect(await errorCode(client.readResource({ uri: 'skill://interop-review/SKILL.md' }))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'skills/get', params: { uri: 'skill://interop-review/SKILL.md' } }, anyResult))).toBe(-32601);
  });

  it('is read per request: turning it off refuses reads that follow a listing', async () => {
    let flag = 'true';
    const { client } = await open({ skills, mode: 'auto', flag: () => flag });
    const listing = await new SkillsClient(client).list();
    expect(listing.skills.length).toBeGreaterThan(0);
    flag = 'false';
    expect(await errorCode(client.readResource({ uri: 'skill://interop-review/SKILL.md' }, { cacheMode: 'bypass' }))).toBe(-32601);
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
    flag = 'garbage';
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
    flag = 'true';
    expect((await client.readResource({ uri: 'skill://interop-review/SKILL.md' }, { cacheMode: 'bypass' })).contents).toHaveLength(1);
  });

  it.each(['TRUE', '1', 'yes', '', ' true'])('malformed %j refuses to start (the reference policy, skillsEnabledFromEnv)', (value) => {
    expect(() => skillsEnabledFromEnv({ MCP_SKILLS_ENABLED: value })).toThrow(SkillsFlagError);
    expect(() => skillsEnabledFromEnv({ MCP_SKILLS_ENABLED: value })).toThrow(/MCP_SKILLS_ENABLED must be exactly "true" or "false"/);
  });

  it('reads the reference policy per request, failing closed when the value goes bad', () => {
    const env: Record<string, string | undefined> = { MCP_SKILLS_ENABLED: 'true' };
    const enabled = skillsEnabledFromEnv(env);
    expect(enabled()).toBe(true);
    env['MCP_SKILLS_ENABLED'] = 'garbage';
    expect(enabled()).toBe(false);
    delete env['MCP_SKILLS_ENABLED'];
    expect(enabled()).toBe(false);
  });
});

describe('tool-scoped visibility', () => {
  it('shows the GitHub skill only to sessions with all four GitHub tools', async () => {
    const without = await open({ skills, mode: 'auto', flag: () => 'true', tools: githubTools.slice(0, 3) });
    const withTools = await open({ skills, mode: 'auto', flag: () => 'true', tools: [...githubTools] });
    const hidden = 'skill://github-pr-readiness/SKILL.md';
    expect((await new SkillsClient(without.client).list()).skills.map((s) => s.uri)).not.toContain(hidden);
    expect((await without.client.listResources()).resources.map((r) => r.uri).filter((u) => u.includes('github'))).toEqual([]);
    expect(await errorCode(without.client.readResource({ uri: 'skill://github-pr-readiness/references/review-checklist.md' }))).toBe(-32602);
    expect(await errorCode(without.client.request({ method: 'skills/get', params: { uri: hidden } }, anyResult))).toBe(-32602);
    expect((await new SkillsClient(withTools.client).list()).skills.map((s) => s.uri)).toContain(hidden);
    expect((await withTools.client.readResource({ uri: 'skill://github-pr-readiness/references/review-checklist.md' })).contents).toHaveLength(1);
  });

  it('follows an embedder-supplied surface', async () => {
    const { client } = await open({ skills, mode: 'auto', flag: () => 'true', toolSurface: () => ['read_file'] });
    const uris = (await new SkillsClient(client).list()).skills.map((s) => s.uri);
    expect(uris).toEqual(['skill://acme/code-review/SKILL.md', 'skill://interop-review/SKILL.md']);
  });
});

describe('attaching', () => {
  it('refuses a second attach', async () => {
    const twice = new McpServer({ name: 'x', version: '1' });
    attachSkills(twice, { skills, era: 'modern', enabled: true });
    expect(() => attachSkills(twice, { skills, era: 'modern', enabled: true })).toThrow(/already attached/);
  });

  it('passes methods it does not own to an earlier fallback handler', async () => {
    const mcp = new McpServer({ name: 'x', version: '1' });
    mcp.server.fallbackRequestHandler = async (request) => ({ echoed: request.method });
    attachSkills(mcp, { skills, era: 'legacy', enabled: true });
    const handler = mcp.server.fallbackRequestHandler;
    expect(await handler?.({ jsonrpc: '2.0', id: 1, method: 'acme/custom' }, {} as never)).toEqual({ echoed: 'acme/custom' });
  });
});

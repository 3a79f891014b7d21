// The reference skills server as a separate process over stdio, built as the self-contained
// bundle and run under Node's permission model with read access to nothing but the bundle
// (SPEC-NOTES §3 "Embedded only"): both eras, the flag, visibility with and without the GitHub
// vendor, and a corpus of adversarial URIs and cursors that must all get -32602.
import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillCatalog } from '../../src/runtime/types.js';
import { githubTools, manySkills, sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { adversarialCursors, adversarialUris } from './helpers/adversarial-corpus.js';
import { paginate, startGithubStandIn, type StandIn } from './helpers/github-stand-in.js';
import { cleanEnv, modernMeta, spawnServer, type RawServer } from './helpers/raw-stdio.js';
import { buildTestBundle } from './helpers/test-bundle.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

const sha = (text: string): string => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
const restricted = (bundle: string): string[] => ['--experimental-permission', `--allow-fs-read=${bundle}`, bundle];

const catalog = sampleCatalog();
let bundle: string;
let bigBundle: string;
const servers: RawServer[] = [];
const start = (args: string[], env: NodeJS.ProcessEnv): RawServer => {
  const server = spawnServer(args, env);
  servers.push(server);
  return server;
};

beforeAll(async () => {
  bundle = await buildTestBundle(catalog);
  bigBundle = await buildTestBundle(manySkills(256, 1));
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.child.kill();
});

async function discover(server: RawServer): Promise<Record<string, unknown>> {
  const response = await server.request('server/discover', { _meta: modernMeta });
  expect(response.error).toBeUndefined();
  return response.result ?? {};
}

async function readEveryFile(server: RawServer, expected: SkillCatalog, meta: object = modernMeta): Promise<number> {
  let read = 0;
  for (const skill of expected.skills) {
    for (const file of skill.files) {
      const response = await server.request('resources/read', { uri: file.uri, _meta: meta });
      const contents = (response.result?.['contents'] as { uri: string; mimeType: string; text: string }[] | undefined)?.[0];
      expect(contents, file.uri).toEqual({ uri: file.uri, mimeType: file.mediaType, text: file.text });
      expect(sha(contents?.text ?? '')).toBe(file.digest);
      expect(Buffer.byteLength(contents?.text ?? '')).toBe(file.size);
      read += 1;
    }
  }
  return read;
}

describe('permission-restricted bundle, flag on, 2026-07-28', () => {
  it('declares exactly resources and the extension, and serves every skill and file', async () => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    const result = await discover(server);
    expect(result['capabilities']).toEqual({ resources: {}, extensions: { 'io.modelcontextprotocol/skills': {} } });
    expect(result['supportedVersions']).toContain('2026-07-28');
    const listed = await server.request('skills/list', { _meta: modernMeta });
    expect(listed.result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
    // No vendor: the GitHub skill's tools are not on the surface, so it is absent.
    expect((listed.result?.['skills'] as { uri: string }[]).map((s) => s.uri)).toEqual(['skill://interop-review/SKILL.md']);
    const visible = { ...catalog, skills: catalog.skills.filter((s) => s.tools.length === 0) };
    expect(await readEveryFile(server, visible)).toBe(4);
    const read = await server.request('resources/read', { uri: 'skill://interop-review/SKILL.md', _meta: modernMeta });
    expect(read.result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
    expect(server.nonJsonLines).toEqual([]);
    expect(await server.end()).toBe(0);
  });

  it('refuses every adversarial URI and cursor with -32602 and keeps answering', async () => {
    const server = start(restricted(bigBundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    await discover(server);
    const first = await server.request('skills/list', { _meta: modernMeta });
    const cursor = first.result?.['nextCursor'] as string;
    const resourcesCursor = (await server.request('resources/list', { _meta: modernMeta })).result?.['nextCursor'] as string;
    expect(typeof cursor).toBe('string');
    const known = 'skill://skill-007/references/file-000.md';
    const refusals: [string, unknown, RpcOutcome][] = [];
    for (const uri of adversarialUris(known)) {
      for (const method of ['resources/read', 'skills/get'])
        refusals.push([method, uri, await outcome(server, method, { uri, _meta: modernMeta })]);
    }
    for (const bad of adversarialCursors(cursor))
      refusals.push(['skills/list', bad, await outcome(server, 'skills/list', { cursor: bad, _meta: modernMeta })]);
    for (const bad of [...adversarialCursors(resourcesCursor), cursor])
      refusals.push(['resources/list', bad, await outcome(server, 'resources/list', { cursor: bad, _meta: modernMeta })]);
    const wrong = refusals.filter(([, , got]) => got.code !== -32602 || got.messageLength > 400);
    expect(wrong.map(([method, input, got]) => `${method} ${JSON.stringify(input)?.slice(0, 80)} → ${got.code}`)).toEqual([]);
    expect(refusals.length).toBeGreaterThanOrEqual(130);
    const still = await server.request('resources/read', { uri: known, _meta: modernMeta });
    expect(still.result?.['contents']).toHaveLength(1);
    expect(server.nonJsonLines).toEqual([]);
  });

  it('pages 256 skills and 512 files, every page reachable only through its cursor', async () => {
    const server = start(restricted(bigBundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    await discover(server);
    for (const [method, key, size, pages] of [
      ['skills/list', 'skills', 32, 8],
      ['resources/list', 'resources', 128, 4],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let count = 0;
      do {
        const page = await server.request(method, cursor === undefined ? { _meta: modernMeta } : { cursor, _meta: modernMeta });
        const items = page.result?.[key] as { uri: string }[];
        expect(items.length).toBeLessThanOrEqual(size);
        seen.push(...items.map((i) => i.uri));
        cursor = page.result?.['nextCursor'] as string | undefined;
        if (cursor !== undefined) expect(Buffer.byteLength(cursor)).toBeLessThanOrEqual(2051);
        count += 1;
      } while (cursor !== undefined);
      expect(count).toBe(pages);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(size * pages);
    }
  });

  it('refuses 10 MiB URIs and cursors and requests the SDK schema rejects, and keeps answering', async () => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    await discover(server);
    const huge: [string, object][] = [
      ['resources/read', { uri: `skill://interop-review/${'g'.repeat(10 * 1024 * 1024)}` }],
      ['skills/get', { uri: `skill://interop-review/${'\u00e4'.repeat(5 * 1024 * 1024)}` }],
      ['resources/read', { uri: '../'.repeat(3.5 * 1024 * 1024) }],
      ['skills/list', { cursor: 'Q'.repeat(10 * 1024 * 1024) }],
    ];
    for (const [method, params] of huge) {
      const response = await server.request(method, { ...params, _meta: modernMeta });
      expect(response.error?.code).toBe(-32602);
      expect(response.error?.message.length).toBeLessThan(300);
    }
    for (const params of [
      null,
      [],
      ['skill://interop-review/SKILL.md'],
      42,
      'skill://interop-review/SKILL.md',
      { uri: 'skill://interop-review/SKILL.md', _meta: 5 },
    ]) {
      expect((await server.request('resources/read', params)).error?.code, JSON.stringify(params)).toBe(-32602);
    }
    // On a 2026-07-28 connection, an envelope naming another revision is malformed, not legacy.
    const stale = await server.request('resources/read', {
      uri: 'skill://interop-review/SKILL.md',
      _meta: { ...modernMeta, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' },
    });
    expect(stale.error?.code).toBe(-32602);
    const still = await server.request('resources/read', { uri: 'skill://interop-review/SKILL.md', _meta: modernMeta });
    expect(still.result?.['contents']).toHaveLength(1);
    expect(server.nonJsonLines).toEqual([]);
  }, 60_000);

  it('refuses an over-long claimed revision in the opening request without quoting it back', async () => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    const response = await server.request('resources/read', {
      uri: 'skill://interop-review/SKILL.md',
      _meta: { ...modernMeta, 'io.modelcontextprotocol/protocolVersion': 'v'.repeat(100_000) },
    });
    expect(response.error?.code).toBe(-32602);
    expect(JSON.stringify(response).length).toBeLessThan(300);
    expect((await server.request('skills/list', { _meta: modernMeta })).result?.['skills']).toHaveLength(1);
  });

  it('serves a first request that carries _meta without a discover', async () => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: 'true' }));
    const listed = await server.request('skills/list', { _meta: modernMeta });
    expect((listed.result?.['skills'] as unknown[]).length).toBe(1);
  });
});

interface RpcOutcome {
  readonly code: number | undefined;
  readonly messageLength: number;
}
async function outcome(server: RawServer, method: string, params: unknown): Promise<RpcOutcome> {
  const response = await server.request(method, params);
  return { code: response.error?.code, messageLength: response.error?.message.length ?? 0 };
}

describe('legacy sessions and the flag', () => {
  const initialize = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'legacy', version: '1' } };

  it.each(['true', 'false', undefined])('a 2025 initialize session sees nothing change (flag %s)', async (flag) => {
    const server = start(restricted(bundle), cleanEnv(flag === undefined ? {} : { MCP_SKILLS_ENABLED: flag }));
    const init = await server.request('initialize', initialize);
    expect(init.result?.['capabilities']).toEqual({});
    server.notify('notifications/initialized');
    expect((await server.request('resources/list')).result).toEqual({ resources: [] });
    expect((await server.request('resources/read', { uri: 'skill://interop-review/SKILL.md' })).error?.code).toBe(-32601);
    expect((await server.request('skills/list')).error?.code).toBe(-32601);
    expect((await server.request('skills/get', { uri: 'skill://interop-review/SKILL.md' })).error?.code).toBe(-32601);
    expect((await server.request('resources/read', { uri: 'skill://../x' })).error?.code).toBe(-32601);
    const optIn = await server.request('resources/read', { uri: 'skill://interop-review/SKILL.md', _meta: modernMeta });
    if (flag === 'true') expect(optIn.result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
    else expect(optIn.error?.code).toBe(-32601);
  });

  it('flag off: a 2026-07-28 discover shows no resources, listings are empty, reads are -32601', async () => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: 'false' }));
    expect((await discover(server))['capabilities']).toEqual({});
    expect((await server.request('resources/list', { _meta: modernMeta })).result).toMatchObject({ resources: [] });
    expect((await server.request('resources/read', { uri: 'skill://interop-review/SKILL.md', _meta: modernMeta })).error?.code).toBe(
      -32601,
    );
    expect((await server.request('skills/list', { _meta: modernMeta })).error?.code).toBe(-32601);
    expect((await server.request('resources/directory/read', { uri: 'skill://interop-review/', _meta: modernMeta })).error?.code).toBe(
      -32601,
    );
  });

  it.each(['TRUE', '1', 'on', ''])('a malformed flag %j refuses to start, saying why on stderr only', async (flag) => {
    const server = start(restricted(bundle), cleanEnv({ MCP_SKILLS_ENABLED: flag }));
    const code = await new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    expect(code).toBe(2);
    expect(server.stderr()).toContain('MCP_SKILLS_ENABLED must be exactly "true" or "false"');
    expect(server.nonJsonLines).toEqual([]);
  });
});

describe('the GitHub vendor', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startGithubStandIn((path, query) =>
      path === '/repos/acme/widgets/actions/runs'
        ? paginate(
            [{ id: 1, head_sha: 'c'.repeat(40), status: 'completed', conclusion: 'success' }],
            query,
            `${standIn.url}${path}`,
            (page, total) => ({ total_count: total, workflow_runs: page }),
          )
        : undefined,
    );
  });
  afterAll(async () => standIn.close());

  it('registers the four tools, which makes the GitHub skill visible, and calls the configured API', async () => {
    const server = start(
      restricted(bundle),
      cleanEnv({ MCP_SKILLS_ENABLED: 'true', MCP_ENABLED_VENDORS: 'github', GITHUB_API_URL: standIn.url, GITHUB_TOKEN: 'stand-in-only' }),
    );
    await discover(server);
    const tools = await server.request('tools/list', { _meta: modernMeta });
    expect((tools.result?.['tools'] as { name: string }[]).map((t) => t.name).sort()).toEqual([...githubTools].sort());
    const listed = await server.request('skills/list', { _meta: modernMeta });
    expect((listed.result?.['skills'] as { uri: string }[]).map((s) => s.uri)).toContain('skill://github-pr-readiness/SKILL.md');
    expect(await readEveryFile(server, { ...catalog, skills: catalog.skills.filter((s) => s.path === 'github-pr-readiness') })).toBe(2);
    const call = await server.request('tools/call', {
      name: 'github_list_workflow_runs',
      arguments: { owner: 'acme', repo: 'widgets', head_sha: 'c'.repeat(40) },
      _meta: modernMeta,
    });
    expect(call.result?.['structuredContent']).toMatchObject({ runs_returned: 1, complete: true });
    expect(standIn.requests.at(-1)?.headers['authorization']).toBe('Bearer stand-in-only');
  });
});

describe('through the SDK stdio client', () => {
  it.each(['auto', 'legacy'] as const)('%s negotiation: SkillsClient verifies every visible skill', async (mode) => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: restricted(bundle),
      env: cleanEnv({ MCP_SKILLS_ENABLED: 'true' }) as Record<string, string>,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'sdk', version: '1' }, mode === 'auto' ? { versionNegotiation: { mode: 'auto' } } : {});
    await client.connect(transport);
    try {
      const host = new SkillsClient(client);
      const listing = await host.list();
      if (mode === 'legacy') {
        expect(host.supported).toBe(false);
        expect(listing.skills).toEqual([]);
        return;
      }
      expect(host.supported).toBe(true);
      expect(listing.skills.map((s) => s.uri)).toEqual(['skill://interop-review/SKILL.md']);
      for (const entry of listing.skills) {
        if (entry.resources === 'dynamic') throw new Error('never dynamic');
        for (const resource of entry.resources) expect((await host.read(entry, resource.uri)).verified).toBe(true);
      }
    } finally {
      await client.close();
    }
  });
});

// The documented way to add skills to an existing McpServer (README "Serving"): withSkills around
// the server's own factory, served by the SDK's serveStdio (in-process here, over a linked
// transport) and createMcpHandler (HTTP, through the SDK client's fetch seam); the server's own
// tools and resources beside the skills in either registration order; the loud failure of a
// directly connected instance; the explicit `enabled` flag and its one-line notice.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { createMcpHandler, InMemoryTransport, McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { attachSkills, directConnectMessage, disabledNotice, withSkills } from '../../src/mcp/index.js';
import { createSkillServer } from '../../src/runtime/index.js';
import { sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { anyResult, errorCode } from './helpers/pair.js';

const skills = createSkillServer(sampleCatalog());
const skillUri = 'skill://interop-review/SKILL.md';
const ownUri = 'config://settings';

type Order = 'resources first' | 'skills first';

/** The user's own server: one tool, one resource, one resource template. */
function registerOwn(mcp: McpServer): void {
  mcp.registerTool('read_file', { description: 'reads a file' }, () => ({ content: [{ type: 'text', text: 'ok' }] }));
  mcp.registerResource('settings', ownUri, { mimeType: 'application/json' }, (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: '{"a":1}' }] }));
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

type Mode = 'legacy' | 'auto' | 'pin';
const clientFor = (mode: Mode): Client =>
  new Client({ name: 'test-client', version: '1.0.0' }, mode === 'legacy' ? {} : { versionNegotiation: { mode: mode === 'pin' ? { pin: '2026-07-28' } : ('auto' as const) } });

async function overStdio(mode: Mode, order: Order, enabled: boolean | (() => boolean) = true): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(
    withSkills(
      () => {
        const mcp = new McpServer({ name: 'my-server', version: '1.0.0' });
        if (order === 'resources first') registerOwn(mcp);
        return mcp;
      },
      { skills, enabled, onnotice: () => undefined },
    ),
    { transport: serverSide },
  );
  // "skills first": the user's resources registered after attaching (withSkills attaches inside the
  // factory, so this order needs attachSkills by hand).
  if (order === 'skills first') {
    await handle.close();
    const [c2, s2] = InMemoryTransport.createLinkedPair();
    const late = serveStdio(
      ({ era }) => {
        const mcp = new McpServer({ name: 'my-server', version: '1.0.0' });
        attachSkills(mcp, { skills, era, enabled, onnotice: () => undefined });
        registerOwn(mcp);
        return mcp;
      },
      { transport: s2 },
    );
    const client = clientFor(mode);
    await client.connect(c2);
    closers.push(async () => {
      await client.close();
      await late.close();
    });
    return client;
  }
  const client = clientFor(mode);
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await handle.close();
  });
  return client;
}

async function overHttp(mode: Mode): Promise<Client> {
  const handler = createMcpHandler(
    withSkills(
      () => {
        const mcp = new McpServer({ name: 'my-server', version: '1.0.0' });
        registerOwn(mcp);
        return mcp;
      },
      { skills, enabled: true, onnotice: () => undefined },
    ),
  );
  const client = clientFor(mode);
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
  closers.push(async () => {
    await client.close();
    await handler.close();
  });
  return client;
}

describe.each(['resources first', 'skills first'] as const)('stdio, the server registers its resources %s', (order) => {
  it.each(['auto', 'pin'] as const)('a 2026-07-28 client (%s) lists and reads skills and the server\'s own resources', async (mode) => {
    const client = await overStdio(mode, order);
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/skills': {} });
    const uris = (await client.listResources()).resources.map((r) => r.uri);
    expect(uris[0]).toBe(ownUri);
    expect(uris).toContain(skillUri);
    expect((await client.readResource({ uri: ownUri })).contents).toEqual([{ uri: ownUri, mimeType: 'application/json', text: '{"a":1}' }]);
    expect((await client.readResource({ uri: skillUri })).contents).toHaveLength(1);
    const listed = await new SkillsClient(client).list();
    expect(listed.skills.map((s) => s.uri)).toContain(skillUri);
    expect((await client.callTool({ name: 'read_file', arguments: {} })).content).toEqual([{ type: 'text', text: 'ok' }]);
  });

  it('a 2025 client sees the server\'s own resources and no skills', async () => {
    const client = await overStdio('legacy', order);
    expect(client.getProtocolEra()).toBe('legacy');
    expect(client.getServerCapabilities()?.extensions).toBeUndefined();
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual([ownUri]);
    expect((await client.readResource({ uri: ownUri })).contents).toHaveLength(1);
    expect(await errorCode(client.readResource({ uri: skillUri }))).not.toBeUndefined();
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
  });
});

describe('HTTP through createMcpHandler', () => {
  it.each(['auto', 'pin'] as const)('a 2026-07-28 client (%s) sees skills beside the own resource', async (mode) => {
    const client = await overHttp(mode);
    expect(client.getProtocolEra()).toBe('modern');
    const uris = (await client.listResources()).resources.map((r) => r.uri);
    expect(uris).toContain(ownUri);
    expect(uris).toContain(skillUri);
    expect((await new SkillsClient(client).list()).skills.map((s) => s.uri)).toContain(skillUri);
    expect((await client.readResource({ uri: ownUri })).contents).toHaveLength(1);
  });

  it('a 2025 client sees only the own resource', async () => {
    const client = await overHttp('legacy');
    expect(client.getProtocolEra()).toBe('legacy');
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual([ownUri]);
  });
});

describe('enabled', () => {
  it('false: a 2026-07-28 client sees the own resources only, and -32601 for skills', async () => {
    const client = await overStdio('auto', 'resources first', false);
    expect(client.getServerCapabilities()?.extensions).toBeUndefined();
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual([ownUri]);
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
  });

  it('a function is read per request', async () => {
    let on = true;
    const client = await overStdio('auto', 'resources first', () => on);
    expect((await new SkillsClient(client).list()).skills.length).toBeGreaterThan(0);
    on = false;
    expect(await errorCode(client.request({ method: 'skills/list', params: {} }, anyResult))).toBe(-32601);
  });

  it('prints one notice per skill server when attached but disabled', () => {
    const lines: string[] = [];
    const own = createSkillServer(sampleCatalog());
    for (let i = 0; i < 3; i++) attachSkills(new McpServer({ name: 'x', version: '1' }), { skills: own, era: 'modern', enabled: false, onnotice: (line) => lines.push(line) });
    attachSkills(new McpServer({ name: 'x', version: '1' }), { skills: createSkillServer(sampleCatalog()), era: 'modern', enabled: true, onnotice: (line) => lines.push(line) });
    expect(lines).toEqual([disabledNotice]);
    expect(disabledNotice).not.toContain('\n');
  });

  it('refuses an options object without it', () => {
    expect(() => attachSkills(new McpServer({ name: 'x', version: '1' }), { skills, era: 'modern' } as never)).toThrow(/enabled: true \| false \| \(\) => boolean/);
  });
});

describe('a directly connected instance', () => {
  it('fails at connect with what to write instead', async () => {
    const mcp = new McpServer({ name: 'x', version: '1' });
    attachSkills(mcp, { skills, era: 'modern', enabled: true });
    const [, serverSide] = InMemoryTransport.createLinkedPair();
    await expect(mcp.connect(serverSide)).rejects.toThrow(directConnectMessage);
    expect(directConnectMessage).toMatch(/serveStdio\(withSkills\(/);
  });
});

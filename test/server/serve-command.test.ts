// `skillpack serve`: resolves the config, loads its generated TypeScript module at run time, and
// serves it over stdio or Streamable HTTP on loopback. Over HTTP every request needs the bearer
// token; refusals say nothing more than 401.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { emitModule } from '../../src/emit/emit-module.js';
import { writeSplitModules } from '../../src/emit/emit-split.js';
import { runServe } from '../../src/server/serve-command.js';
import type { SkillCatalog } from '../../src/runtime/types.js';
import { sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { modernMeta } from './helpers/raw-stdio.js';
import { writeProject } from '../support/disk.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

const catalog = sampleCatalog();
const token = ['http', 'bearer', String(process.pid)].join('-');

function project(layout: 'single' | 'split' = 'single', served: SkillCatalog = catalog): string {
  const config = {
    root: 'skills',
    output: 'out/skills.ts',
    layout,
    publisher: 'acme',
    skills: catalog.skills.map((s) => ({ path: s.path, tools: s.tools })),
  };
  const options = { typesFrom: 'skillpack/runtime', configName: 'serve.config.json' };
  const modules: Record<string, string> = {};
  if (layout === 'single') modules['out/skills.ts'] = emitModule(served, options);
  else {
    const split = writeSplitModules(served, { ...options, textsDirName: 'skills' });
    modules['out/skills.ts'] = split.index.toString();
    for (const { path, module } of split.texts) modules[`out/${path}`] = module.toString();
  }
  return writeProject({ 'serve.config.json': JSON.stringify(config), ...modules }, { prefix: 'skillpack-serve-' }).dir;
}

class Captured extends PassThrough {
  text = '';
  constructor() {
    super();
    this.setEncoding('utf8');
    this.on('data', (chunk: string) => {
      this.text += chunk;
    });
  }
}

const stops: AbortController[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop.abort();
});

async function serveHttp(
  env: NodeJS.ProcessEnv,
  layout: 'single' | 'split' = 'single',
  served: SkillCatalog = catalog,
): Promise<{ url: string; done: Promise<number>; stderr: Captured }> {
  const dir = project(layout, served);
  const stderr = new Captured();
  const stop = new AbortController();
  stops.push(stop);
  const done = runServe(
    { configFile: 'serve.config.json', http: '127.0.0.1:0' },
    { stdout: new Captured(), stderr, env, cwd: dir, signal: stop.signal },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const check = (): void => {
      const match = /at (http:\/\/\S+)/.exec(stderr.text);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    stderr.on('data', check);
    void done.then((code) => reject(new Error(`exited ${code}: ${stderr.text}`)));
  });
  return { url, done, stderr };
}

describe('skillpack serve, split layout', () => {
  it('refuses an index module that imports anything but its own texts modules', async () => {
    const dir = project('split');
    const index = join(dir, 'out/skills.ts');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(/import\("\.\/skills\/interop-review\.[0-9a-f]{16}\.js"\)/, 'import("node:child_process")'),
    );
    const stderr = new Captured();
    const code = await runServe(
      { configFile: 'serve.config.json', http: undefined },
      { stdout: new Captured(), stderr, env: { MCP_SKILLS_ENABLED: 'true' }, cwd: dir, stdin: new PassThrough() },
    );
    expect(code).toBe(2);
    expect(stderr.text).toContain('imports something other than its own texts modules');
  });
});

describe('skillpack serve over stdio', () => {
  it('serves the generated module and returns 0 when stdin closes', async () => {
    const dir = project();
    const stdin = new PassThrough();
    const stdout = new Captured();
    const stderr = new Captured();
    const done = runServe(
      { configFile: join(dir, 'serve.config.json'), http: undefined },
      { stdout, stderr, env: { MCP_SKILLS_ENABLED: 'true' }, cwd: '/', stdin },
    );
    stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'skill://interop-review/notes.txt', _meta: modernMeta } })}\n`,
    );
    await new Promise<void>((resolve) => stdout.on('data', () => stdout.text.includes('\n') && resolve()));
    const response = JSON.parse(stdout.text.trim()) as { result: { contents: { text: string }[] } };
    expect(response.result.contents[0]?.text).toBe('plain\n');
    stdin.end();
    expect(await done).toBe(0);
    expect(stderr.text).toContain('serving 3 skill(s), MCP_SKILLS_ENABLED=true');
  });

  it.each([
    ['a missing config', (dir: string) => join(dir, 'absent.json'), {}, 'no such file'],
    [
      'a malformed flag',
      (dir: string) => join(dir, 'serve.config.json'),
      { MCP_SKILLS_ENABLED: 'True' },
      'MCP_SKILLS_ENABLED must be exactly',
    ],
    ['an unknown vendor', (dir: string) => join(dir, 'serve.config.json'), { MCP_ENABLED_VENDORS: 'jira' }, 'unknown vendor'],
  ])('exits 2 for %s', async (_name, config, env, words) => {
    const dir = project();
    const stderr = new Captured();
    const stdout = new Captured();
    expect(await runServe({ configFile: config(dir), http: undefined }, { stdout, stderr, env, cwd: dir, stdin: new PassThrough() })).toBe(
      2,
    );
    expect(stderr.text).toContain(words);
    expect(stdout.text).toBe('');
  });

  it('exits 2 when the generated module is missing or not a catalog module', async () => {
    const dir = project();
    writeFileSync(join(dir, 'other.config.json'), JSON.stringify({ root: 'skills', output: 'out/none.ts', publisher: 'acme', skills: [] }));
    const stderr = new Captured();
    expect(
      await runServe(
        { configFile: 'other.config.json', http: undefined },
        { stdout: new Captured(), stderr, env: {}, cwd: dir, stdin: new PassThrough() },
      ),
    ).toBe(2);
    expect(stderr.text).toContain('run `npx skillpack build` first');
    writeFileSync(join(dir, 'out/none.ts'), "import { x } from 'node:fs';\nexport const catalog = x;\n");
    const again = new Captured();
    expect(
      await runServe(
        { configFile: 'other.config.json', http: undefined },
        { stdout: new Captured(), stderr: again, env: {}, cwd: dir, stdin: new PassThrough() },
      ),
    ).toBe(2);
    expect(again.text).toContain('imports nothing at run time');
  });
});

describe('skillpack serve --http', () => {
  it.each([
    ['no bearer token', '127.0.0.1:0', {}, 'MCP_HTTP_BEARER_TOKEN is required'],
    ['a non-loopback address', '0.0.0.0:0', { MCP_HTTP_BEARER_TOKEN: token }, 'only loopback addresses'],
    ['a malformed address', 'localhost', { MCP_HTTP_BEARER_TOKEN: token }, '--http takes HOST:PORT'],
  ])('exits 2 for %s', async (_name, http, env, words) => {
    const stderr = new Captured();
    expect(await runServe({ configFile: 'serve.config.json', http }, { stdout: new Captured(), stderr, env, cwd: project() })).toBe(2);
    expect(stderr.text).toContain(words);
  });

  it('refuses every request without the right token with a bare 401', async () => {
    const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'skills/list', params: { _meta: modernMeta } });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const authorization of [undefined, '', 'Bearer', `Bearer ${token}x`, `Basic ${token}`, token]) {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { ...headers, ...(authorization === undefined ? {} : { authorization }) },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).toBe('');
    }
    const elsewhere = await fetch(url.replace('/mcp', '/other'), { headers });
    expect(elsewhere.status).toBe(401);
    const wrongPath = await fetch(url.replace('/mcp', '/other'), { headers: { authorization: `Bearer ${token}` } });
    expect(wrongPath.status).toBe(404);
    // _meta is never identity.
    const metaOnly = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'skills/list',
        params: { _meta: { ...modernMeta, authorization: `Bearer ${token}` } },
      }),
    });
    expect(metaOnly.status).toBe(401);
  });

  it('serves a 2026-07-28 client with the token, verified end to end', async () => {
    const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token });
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
    const client = new Client({ name: 'http', version: '1' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(transport);
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getServerCapabilities()).toEqual({ resources: {}, extensions: { 'io.modelcontextprotocol/skills': {} } });
    const host = new SkillsClient(client);
    const listing = await host.list();
    expect(listing.skills.map((s) => s.uri)).toEqual(['skill://interop-review/SKILL.md']);
    for (const entry of listing.skills) {
      if (entry.resources === 'dynamic') throw new Error('never dynamic');
      for (const resource of entry.resources) expect((await host.read(entry, resource.uri)).verified).toBe(true);
    }
    expect((await client.readResource({ uri: 'skill://interop-review/../x' }).catch((e: { code: number }) => e)).code).toBe(-32602);
    await client.close();
  });

  it("serves the split layout: each skill's texts module is imported on first read, and the SDK host verifies every file", async () => {
    const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token }, 'split');
    const client = new Client({ name: 'http', version: '1' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    const host = new SkillsClient(client);
    const listing = await host.list();
    expect(listing.skills.map((s) => s.uri)).toEqual(['skill://interop-review/SKILL.md']);
    const skill = catalog.skills.find((s) => s.path === 'interop-review');
    for (const entry of listing.skills) {
      if (entry.resources === 'dynamic') throw new Error('never dynamic');
      for (const resource of entry.resources) {
        const read = await host.read(entry, resource.uri);
        expect(read.verified).toBe(true);
        const file = skill?.files.find((f) => f.uri === resource.uri);
        expect({ mimeType: read.mimeType, text: read.text }).toEqual({ mimeType: file?.mediaType, text: file?.text });
      }
    }
    await client.close();
  });

  it('serves a legacy client unchanged, and refuses a forged Host', async () => {
    const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token });
    const client = new Client({ name: 'legacy', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    expect(client.getProtocolEra()).toBe('legacy');
    expect(client.getServerCapabilities()).toEqual({});
    await client.close();
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve) => {
      const target = new URL(url);
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: '/mcp',
          method: 'POST',
          headers: { host: 'evil.example', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  it('builds a fresh instance per request with the GitHub tools, and the GitHub skill becomes visible', async () => {
    const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token, MCP_ENABLED_VENDORS: 'github' });
    const client = new Client({ name: 'http', version: '1' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([
      'github_get_pull_request',
      'github_get_pull_request_diff',
      'github_list_workflow_jobs',
      'github_list_workflow_runs',
    ]);
    for (let i = 0; i < 2; i += 1) {
      const refused = await client.callTool({ name: 'github_get_pull_request', arguments: { owner: '../x', repo: 'r', pull_number: 1 } });
      expect(refused.isError).toBe(true);
    }
    expect((await new SkillsClient(client).list()).skills.map((s) => s.uri)).toContain('skill://github-pr-readiness/SKILL.md');
    await client.close();
  });

  it('stops and returns 0 when told to', async () => {
    const { done } = await serveHttp({ MCP_HTTP_BEARER_TOKEN: token });
    stops.at(-1)?.abort();
    expect(await done).toBe(0);
  });
});

describe('skillpack serve with directoryRead', () => {
  it.each(['single', 'split'] as const)(
    'declares directoryRead and answers resources/directory/read over HTTP (%s layout)',
    async (layout) => {
      const { url } = await serveHttp({ MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token }, layout, {
        ...catalog,
        directoryRead: true,
      });
      const client = new Client({ name: 'http', version: '1' }, { versionNegotiation: { mode: 'auto' } });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
      );
      expect(client.getServerCapabilities()).toEqual({
        resources: {},
        extensions: { 'io.modelcontextprotocol/skills': { directoryRead: true } },
      });
      const host = new SkillsClient(client);
      const root = await host.readDirectory('skill://interop-review');
      expect(root.resources.map((r) => [r.uri, r.mimeType])).toEqual([
        ['skill://interop-review/SKILL.md', 'text/markdown'],
        ['skill://interop-review/data', 'inode/directory'],
        ['skill://interop-review/notes.txt', 'text/plain'],
        ['skill://interop-review/references', 'inode/directory'],
      ]);
      // Tool-scoped: the GitHub skill's tree is unknown to a session without its tools.
      await expect(host.readDirectory('skill://github-pr-readiness')).rejects.toMatchObject({ code: -32602 });
      await client.close();
    },
  );
});

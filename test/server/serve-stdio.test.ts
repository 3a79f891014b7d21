// serveOverStdio in process, over pipes: no single line — over-long, unparseable, or a request the
// SDK's schema rejects — ends the session or goes unanswered; the next request is served as usual.
import { PassThrough } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { attachSkills } from '../../src/mcp/index.js';
import { createSkillServer } from '../../src/runtime/index.js';
import { serveOverStdio } from '../../src/server/serve-stdio.js';
import { sampleCatalog } from '../runtime/helpers/catalog-fixture.js';
import { modernMeta } from './helpers/raw-stdio.js';

const skills = createSkillServer(sampleCatalog());
const known = 'skill://interop-review/SKILL.md';

interface Reply {
  readonly id: string | number | null;
  readonly result?: { readonly contents?: readonly unknown[] };
  readonly error?: { readonly code: number; readonly message: string };
}

function pipeServer(maxLineBytes: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const replies: Reply[] = [];
  let buffered = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      replies.push(JSON.parse(buffered.slice(0, nl)) as Reply);
      buffered = buffered.slice(nl + 1);
    }
  });
  const errors: string[] = [];
  const done = serveOverStdio(
    ({ era }) => {
      const mcp = new McpServer({ name: 'pipe', version: '1' });
      attachSkills(mcp, { skills, era, enabled: true });
      return mcp;
    },
    stdin,
    stdout,
    (error) => errors.push(error.message),
    { maxLineBytes },
  );
  const waitFor = async (count: number): Promise<Reply[]> => {
    for (let i = 0; i < 200 && replies.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return replies;
  };
  return { stdin, replies, errors, done, waitFor };
}

let ends: (() => void)[] = [];
afterEach(() => {
  for (const end of ends.splice(0)) end();
});

const line = (message: object): string => `${JSON.stringify(message)}\n`;

describe('serveOverStdio', () => {
  it('answers every kind of bad line and keeps serving', async () => {
    const server = pipeServer(4096);
    ends.push(() => server.stdin.end());
    const bad = [
      line({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: `skill://a/${'g'.repeat(8192)}`, _meta: modernMeta } }),
      'not json\n',
      line({ jsonrpc: '2.0', id: 2, method: 'resources/read', params: null }),
      line({ jsonrpc: '2.0', id: 3, method: 'skills/list', params: [] }),
      line({ jsonrpc: '2.0', id: 4, method: 'resources/read', params: { uri: known, _meta: 5 } }),
      line({ jsonrpc: '2.0', id: 5, method: 'resources/read', params: { uri: 'skill://a/../b', _meta: modernMeta } }),
      line({ jsonrpc: '2.0', id: 6, method: 'resources/read', params: { uri: known, _meta: modernMeta } }),
    ];
    server.stdin.write(bad.join(''));
    const replies = await server.waitFor(7);
    const byId = (id: number | null): Reply[] => replies.filter((reply) => reply.id === id);
    expect(byId(1)[0]?.error).toEqual({ code: -32600, message: 'Invalid Request: a message must be at most 4096 bytes' });
    expect(byId(null).map((reply) => reply.error?.code)).toEqual([-32700]);
    expect([2, 3, 4, 5].map((id) => byId(id)[0]?.error?.code)).toEqual([-32602, -32602, -32602, -32602]);
    expect(byId(6)[0]?.result?.contents).toHaveLength(1);
    expect(replies).toHaveLength(7);
    expect(JSON.stringify(replies.filter((reply) => reply.error !== undefined))).not.toContain('gggggggg');
  });

  it('serves a request that arrives one byte at a time', async () => {
    const server = pipeServer(4096);
    ends.push(() => server.stdin.end());
    for (const byte of Buffer.from(line({ jsonrpc: '2.0', id: 'slow', method: 'resources/read', params: { uri: known, _meta: modernMeta } }))) server.stdin.write(Uint8Array.of(byte));
    expect((await server.waitFor(1))[0]).toMatchObject({ id: 'slow', result: { contents: [{ uri: known }] } });
  });

  it('resolves when the client closes its end', async () => {
    const server = pipeServer(4096);
    server.stdin.end();
    await expect(server.done).resolves.toEqual({ stdoutError: undefined });
  });
});

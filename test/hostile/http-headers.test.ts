// Ambiguous HTTP requests and the decided bounds (docs/security.md "HTTP"): two Authorization or two
// Host headers are refused with 400 before anything else; connections are capped. And output names
// that are dot-files are refused by the config loader.
import { connect } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../src/diagnostics/user-error.js';
import { parseConfig } from '../../src/config/load-config.js';
import { serveOverHttp } from '../../src/server/serve-http.js';

const token = ['t', 'o', 'k', String(process.pid)].join('-');
let port = 0;
const stop = new AbortController();
let done: Promise<void>;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    done = serveOverHttp(() => new McpServer({ name: 'h', version: '1' }), {
      address: { host: '127.0.0.1', port: 0 },
      bearerToken: token,
      onListening: (url) => {
        port = Number(new URL(url).port);
        resolve();
      },
      onerror: () => undefined,
      signal: stop.signal,
    });
  });
});
afterAll(async () => {
  stop.abort();
  await done;
});

function rawRequest(headers: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`POST /mcp HTTP/1.1\r\n${headers.join('\r\n')}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`));
    let got = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (got += chunk));
    socket.on('end', () => resolve(got.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('ambiguous headers', () => {
  it('two Authorization headers, the right one first: 400', async () => {
    expect(await rawRequest([`host: 127.0.0.1:${port}`, `authorization: Bearer ${token}`, 'authorization: Bearer wrong'])).toBe('HTTP/1.1 400 Bad Request');
  });
  it('two Host headers: 400', async () => {
    expect(await rawRequest([`host: 127.0.0.1:${port}`, 'host: evil.example', `authorization: Bearer ${token}`])).toBe('HTTP/1.1 400 Bad Request');
  });
  it('one of each passes the gate (and reaches the MCP handler)', async () => {
    expect(await rawRequest([`host: 127.0.0.1:${port}`, `authorization: Bearer ${token}`])).not.toMatch(/ (400|401|403) /);
  });
});

describe('output names', () => {
  const config = (output: string) => JSON.stringify({ root: 'skills', output, publisher: 'p', skills: [] });
  it.each(['.ts', 'generated/.ts', 'generated/.hidden.ts'])('%s is refused', (output) => {
    expect(() => parseConfig(config(output), '/r/skillpack.config.json')).toThrow(UserError);
    expect(() => parseConfig(config(output), '/r/skillpack.config.json')).toThrow(/dot-file/);
  });
  it('a visible name is accepted', () => {
    expect(parseConfig(config('generated/skills.ts'), '/r/skillpack.config.json').output).toBe('generated/skills.ts');
  });
});

// Streamable HTTP on loopback at `/mcp`, through the SDK's createMcpHandler (2026-07-28 per
// request, stateless 2025 fallback). Every request must carry the bearer token, checked before
// anything else is read; refusals carry no detail (SPEC-NOTES §3 "Identity").
import { createMcpHandler, validateHostHeader, type McpServerFactory } from '@modelcontextprotocol/server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { bearerGate } from './bearer-gate.js';
import { allowedHostnames, type ListenAddress } from './listen-address.js';

export const mcpPath = '/mcp';

export interface HttpServeOptions {
  readonly address: ListenAddress;
  readonly bearerToken: string;
  readonly onListening: (url: string) => void;
  readonly onerror: (error: Error) => void;
  /** Stops the server when aborted. */
  readonly signal?: AbortSignal;
}

/** Resolves when the server has stopped; rejects when it cannot listen. */
export function serveOverHttp(factory: McpServerFactory, options: HttpServeOptions): Promise<void> {
  const handler = createMcpHandler(factory, { onerror: options.onerror });
  const authorized = bearerGate(options.bearerToken);
  const hosts = allowedHostnames(options.address);

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      options.onerror(error instanceof Error ? error : new Error(String(error)));
      if (!res.headersSent) res.writeHead(500, { 'content-length': '0' });
      res.end();
    });
  });

  // Bounds on what unauthenticated or slow clients can hold (docs/security.md "HTTP"): at most
  // maxConnections sockets, headers within headersTimeout; an authorised body may take requestTimeout.
  server.maxConnections = maxConnections;
  server.headersTimeout = headersTimeoutMs;

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Two Authorization or Host headers are ambiguous (Node keeps the first, a proxy may keep the
    // last): refuse them rather than pick one.
    if (headerCount(req, 'authorization') > 1 || headerCount(req, 'host') > 1) {
      res.writeHead(400, { 'content-length': '0', connection: 'close' });
      res.end();
      return;
    }
    if (!authorized(req.headers.authorization)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-length': '0', connection: 'close' });
      res.end();
      return;
    }
    const path = (req.url ?? '').split('?')[0];
    if (path !== mcpPath) {
      res.writeHead(404, { 'content-length': '0' });
      res.end();
      return;
    }
    if (!validateHostHeader(req.headers.host, hosts).ok) {
      res.writeHead(403, { 'content-length': '0', connection: 'close' });
      res.end();
      return;
    }
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const response = await handler.fetch(toWebRequest(req, abort.signal));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    res.writeHead(response.status, headers);
    if (response.body === null) {
      res.end();
      return;
    }
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.address.port, options.address.host, () => {
      server.off('error', reject);
      server.on('error', (error) => options.onerror(error));
      const { port } = server.address() as AddressInfo;
      const host = options.address.host.includes(':') ? `[${options.address.host}]` : options.address.host;
      options.onListening(`http://${host}:${port}${mcpPath}`);
    });
    server.once('close', () => resolve());
    const stop = (): void => {
      void handler.close();
      server.close();
      server.closeAllConnections();
    };
    if (options.signal?.aborted === true) stop();
    else options.signal?.addEventListener('abort', stop, { once: true });
  });
}

/** Open sockets at most; further connections are dropped by Node until one closes. */
export const maxConnections = 128;
/** Time for a client to send its request headers (Node's default is 60 s). */
export const headersTimeoutMs = 20_000;

function headerCount(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if ((req.rawHeaders[i] as string).toLowerCase() === name) count += 1;
  return count;
}

function toWebRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const method = req.method ?? 'GET';
  const withBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal,
    ...(withBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

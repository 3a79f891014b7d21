// The Streamable HTTP transport of `verify --http`: one POST per message with the user's headers,
// an answer read as JSON or as a server-sent event stream, never more than the message bound, never
// after the time limit, and never through a redirect (a host under test follows no server
// instructions). A session id the server hands out is sent back, as the transport requires; modern
// requests carry the standard request headers that mirror the body (SEP-2243: `Mcp-Method`, and
// `Mcp-Name` for `resources/read`), which a 2026-07-28 server cross-checks.
import { classifyResponse, isObject, type ConnectionLimits, type RpcConnection, type RpcOutcome } from './rpc-connection.js';

export interface HttpTarget {
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  /** `MCP-Protocol-Version` sent with every request after the first (the legacy session) or always (modern). */
  readonly protocolVersion?: string;
}

export function openHttpConnection(target: HttpTarget, limits: ConnectionLimits): RpcConnection {
  let nextId = 1;
  let sessionId: string | undefined;
  let negotiated = target.protocolVersion;

  async function post(message: Record<string, unknown>): Promise<RpcOutcome> {
    const headers = new Headers();
    for (const [name, value] of target.headers) headers.append(name, value);
    headers.set('content-type', 'application/json');
    headers.set('accept', 'application/json, text/event-stream');
    if (sessionId !== undefined) headers.set('mcp-session-id', sessionId);
    if (negotiated !== undefined) headers.set('mcp-protocol-version', negotiated);
    if (target.protocolVersion !== undefined && typeof message['method'] === 'string') {
      headers.set('mcp-method', message['method']);
      const uri = isObject(message['params']) ? message['params']['uri'] : undefined;
      if (message['method'] === 'resources/read' && typeof uri === 'string') headers.set('mcp-name', headerValue(uri));
    }
    let response: Response;
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      response = await fetch(target.url, { method: 'POST', headers, body: JSON.stringify(message), redirect: 'manual', signal });
    } catch (error) {
      return { kind: 'failed', reason: signal.aborted ? `no answer within ${limits.timeoutMs} ms` : `the request failed (${describe(error)})` };
    }
    const session = response.headers.get('mcp-session-id');
    if (session !== null && session.length <= 256) sessionId = session;
    let body: string;
    try {
      body = await readBounded(response, limits.maxMessageBytes);
    } catch (error) {
      return { kind: 'failed', reason: signal.aborted ? `no answer within ${limits.timeoutMs} ms` : describe(error) };
    }
    if (!('id' in message)) return { kind: 'result', result: undefined };
    if (response.status < 200 || response.status >= 300) {
      const parsed = parseJson(body);
      if (isObject(parsed) && parsed['id'] === message['id']) return classifyResponse(parsed);
      return { kind: 'failed', reason: `HTTP ${response.status}` };
    }
    const type = response.headers.get('content-type') ?? '';
    const candidates = type.includes('text/event-stream') ? eventData(body).map(parseJson) : [parseJson(body)];
    for (const candidate of candidates) {
      if (isObject(candidate) && candidate['id'] === message['id'] && typeof candidate['method'] !== 'string') return classifyResponse(candidate);
    }
    return { kind: 'failed', reason: 'the HTTP answer holds no response to the request' };
  }

  return {
    async request(method, params) {
      const outcome = await post({ jsonrpc: '2.0', id: nextId++, method, params });
      if (method === 'initialize' && outcome.kind === 'result' && isObject(outcome.result) && typeof outcome.result['protocolVersion'] === 'string') {
        negotiated = outcome.result['protocolVersion'].slice(0, 32);
      }
      return outcome;
    },
    async notify(method, params) {
      await post({ jsonrpc: '2.0', method, params });
    },
    close() {
      return Promise.resolve();
    },
  };
}

/** SEP-2243 value encoding: plain when it is a safe ASCII field value, else `=?base64?…?=` of its UTF-8. */
function headerValue(value: string): string {
  const plain = value.length > 0 && value === value.trim() && /^[\x20-\x7e\t]*$/.test(value) && !(value.startsWith('=?base64?') && value.endsWith('?='));
  return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

async function readBounded(response: Response, max: number): Promise<string> {
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`the server sent a message over ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The `data` of each event in a text/event-stream body (lines joined with "\n", per the SSE format). */
function eventData(body: string): string[] {
  const out: string[] = [];
  for (const event of body.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length > 0) out.push(data.join('\n'));
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return cause ?? (error instanceof Error ? error.message.slice(0, 120) : String(error).slice(0, 120));
}

// The Streamable HTTP transport of `verify --http`: one POST per message with the user's headers,
// an answer read as JSON or as a server-sent event stream, never more than the message bound, never
// after the time limit, and never through a redirect (a host under test follows no server
// instructions). A session id the server hands out is sent back, as the transport requires; modern
// requests carry the standard request headers that mirror the body (SEP-2243: `Mcp-Method`, and
// `Mcp-Name` for `resources/read`), which a 2026-07-28 server cross-checks.
import { classifyResponse, isObject, requestWindow, type ConnectionLimits, type RpcConnection, type RpcOutcome } from './rpc-connection.js';

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
    const window = requestWindow(limits);
    if (window.ms === 0) return { kind: 'failed', reason: window.reason };
    const headers = new Headers();
    try {
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
    } catch (error) {
      return { kind: 'failed', reason: `a request header cannot be sent (${describe(error)})` };
    }
    let response: Response;
    const signal = AbortSignal.timeout(window.ms);
    try {
      response = await fetch(target.url, { method: 'POST', headers, body: JSON.stringify(message), redirect: 'manual', signal });
    } catch (error) {
      return { kind: 'failed', reason: signal.aborted ? window.reason : `the request failed (${describe(error)})` };
    }
    const session = response.headers.get('mcp-session-id');
    // Sent back as a header: only a visible-ASCII token is kept (a CR/LF would split the request).
    if (session !== null && session.length <= 256 && /^[\x21-\x7e]+$/.test(session)) sessionId = session;
    const type = response.headers.get('content-type') ?? '';
    const wanted = (candidate: unknown): candidate is Record<string, unknown> =>
      isObject(candidate) && 'id' in message && candidate['id'] === message['id'] && typeof candidate['method'] !== 'string';
    try {
      if (type.includes('text/event-stream') && response.status >= 200 && response.status < 300 && 'id' in message) {
        const found = await findInEventStream(response, limits.maxMessageBytes, wanted);
        return found === undefined
          ? { kind: 'failed', reason: 'the HTTP answer holds no response to the request' }
          : classifyResponse(found);
      }
      const body = await readBounded(response, limits.maxMessageBytes);
      if (!('id' in message)) return { kind: 'result', result: undefined };
      const parsed = parseJson(body);
      if (response.status < 200 || response.status >= 300)
        return wanted(parsed) ? classifyResponse(parsed) : { kind: 'failed', reason: `HTTP ${response.status}` };
      return wanted(parsed) ? classifyResponse(parsed) : { kind: 'failed', reason: 'the HTTP answer holds no response to the request' };
    } catch (error) {
      return { kind: 'failed', reason: signal.aborted ? window.reason : describe(error) };
    }
  }

  return {
    async request(method, params) {
      const outcome = await post({ jsonrpc: '2.0', id: nextId++, method, params });
      if (
        method === 'initialize' &&
        outcome.kind === 'result' &&
        isObject(outcome.result) &&
        typeof outcome.result['protocolVersion'] === 'string'
      ) {
        // Sent back as a header: a version with a CR/LF or anything but visible ASCII is not used.
        const version = outcome.result['protocolVersion'];
        if (/^[\x21-\x7e]{1,32}$/.test(version)) negotiated = version;
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
  const plain =
    value.length > 0 &&
    value === value.trim() &&
    /^[\x20-\x7e\t]*$/.test(value) &&
    !(value.startsWith('=?base64?') && value.endsWith('?='));
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

/**
 * Reads a text/event-stream body event by event as it arrives (SSE: `data:` lines joined with "\n",
 * an event ends at a blank line) until one event's data is the wanted message: only the event being
 * read is held, and the whole stream is bounded by `max` bytes.
 */
async function findInEventStream(
  response: Response,
  max: number,
  wanted: (candidate: unknown) => candidate is Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  if (response.body === null) return undefined;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let pending = '';
  let data: string[] = [];
  let dataChars = 0;
  const finishEvent = (): Record<string, unknown> | undefined => {
    const text = data.join('\n');
    data = [];
    dataChars = 0;
    // Only an object can be the answer: the rest is not even parsed.
    if (!text.trimStart().startsWith('{')) return undefined;
    const candidate = parseJson(text);
    return wanted(candidate) ? candidate : undefined;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) throw new Error(`the server sent a message over ${max} bytes`);
      pending += decoder.decode(value, { stream: true });
      let start = 0;
      for (let newline = pending.indexOf('\n'); newline !== -1; newline = pending.indexOf('\n', start)) {
        const line = pending.slice(start, newline).replace(/\r$/, '');
        start = newline + 1;
        if (line === '') {
          const found = finishEvent();
          if (found !== undefined) return found;
        } else if (line.startsWith('data:')) {
          const piece = line.slice(5).replace(/^ /, '');
          dataChars += piece.length;
          if (dataChars > max) throw new Error(`the server sent a message over ${max} bytes`);
          data.push(piece);
        }
      }
      pending = pending.slice(start);
    }
    return data.length > 0 ? finishEvent() : undefined;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
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

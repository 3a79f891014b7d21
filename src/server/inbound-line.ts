// What one stdio line becomes: a JSON-RPC message for the SDK, an error reply, or nothing. The
// SDK's reader drops every line that is not a well-formed message without a word, so a request
// with, say, `params: null` would wait forever; JSON-RPC 2.0 §5 wants a reply whenever the line
// could be a request, with the request's id when it can be read and `null` otherwise.
import {
  parseJSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
  ProtocolErrorCode,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
} from '@modelcontextprotocol/server';

export type InboundLine =
  | { readonly kind: 'message'; readonly message: JSONRPCMessage }
  | { readonly kind: 'reply'; readonly reply: JSONRPCErrorResponse }
  /** Not a request (a blank line, a malformed notification or response): nothing to answer. */
  | { readonly kind: 'ignore'; readonly reason?: string };

type RequestId = string | number;

const maxRevisionLength = 32;

export function interpretLine(text: string): InboundLine {
  if (text.trim() === '') return { kind: 'ignore' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return reply(null, ProtocolErrorCode.ParseError, 'Parse error: a line must hold one JSON-RPC message');
  }
  let message: JSONRPCMessage | undefined;
  try {
    message = parseJSONRPCMessage(value);
  } catch {
    // fall through: say what is wrong without echoing the input
  }
  if (message !== undefined) return oversizedRevision(message) ?? { kind: 'message', message };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return reply(null, ProtocolErrorCode.InvalidRequest, 'Invalid Request: a message must be a JSON object (batches are not supported)');
  }
  const fields = value as { readonly [key: string]: unknown };
  const id = requestId(fields['id']);
  if (typeof fields['method'] !== 'string') {
    if ('result' in fields || 'error' in fields) return { kind: 'ignore', reason: 'a malformed JSON-RPC response' };
    return reply(id, ProtocolErrorCode.InvalidRequest, 'Invalid Request: "method" must be a string');
  }
  if (id === null) {
    if (!('id' in fields)) return { kind: 'ignore', reason: `a malformed ${boundedMethod(fields['method'])} notification` };
    return reply(null, ProtocolErrorCode.InvalidRequest, 'Invalid Request: "id" must be a string or an integer');
  }
  if (fields['jsonrpc'] !== '2.0') return reply(id, ProtocolErrorCode.InvalidRequest, 'Invalid Request: "jsonrpc" must be "2.0"');
  // A request whose id and method are fine: what is left to be wrong is its params.
  return reply(
    id,
    ProtocolErrorCode.InvalidParams,
    'Invalid params: "params" must be an object, and "params._meta" an object when present',
  );
}

/** The refusal of a line over the bound, addressed to its id when the line opens with one. */
export function tooLongReply(head: string, maxLineBytes: number): InboundLine {
  const match = /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,256}")\s*[,}]/.exec(head);
  const id = match?.[1] === undefined ? null : (JSON.parse(match[1]) as RequestId);
  return reply(id, ProtocolErrorCode.InvalidRequest, `Invalid Request: a message must be at most ${maxLineBytes} bytes`);
}

// The SDK quotes a claimed revision it does not support back in full, in its message and data;
// a revision is a short date, so a longer claim is refused here before anything can echo it.
function oversizedRevision(message: JSONRPCMessage): InboundLine | undefined {
  const params = 'params' in message ? (message.params as { readonly _meta?: { readonly [key: string]: unknown } } | undefined) : undefined;
  const claimed = params?._meta?.[PROTOCOL_VERSION_META_KEY];
  if (typeof claimed !== 'string' || claimed.length <= maxRevisionLength) return undefined;
  if (!('method' in message) || !('id' in message) || message.id === undefined)
    return { kind: 'ignore', reason: 'a notification claiming an over-long protocol revision' };
  return reply(
    message.id,
    ProtocolErrorCode.InvalidParams,
    `Invalid _meta envelope: ${PROTOCOL_VERSION_META_KEY} is longer than ${maxRevisionLength} characters`,
  );
}

function requestId(value: unknown): RequestId | null {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value)) ? value : null;
}

function reply(id: RequestId | null, code: number, message: string): InboundLine {
  // JSON-RPC 2.0 answers an unreadable id with `null`; the SDK's type has no room for it.
  return { kind: 'reply', reply: { jsonrpc: '2.0', id: id as RequestId, error: { code, message } } };
}

function boundedMethod(method: string): string {
  return method.length > 64 ? `${JSON.stringify(method.slice(0, 64))}…` : JSON.stringify(method);
}

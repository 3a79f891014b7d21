// One JSON-RPC connection to a server under verification, whatever the transport: every request
// ends in exactly one outcome (a result, a wire error, a timeout, or a malformed or oversized reply),
// so the checks never hang on, or trust, what a server sends (docs/verify.md "What verify never does").

export type RpcOutcome =
  | { readonly kind: 'result'; readonly result: unknown }
  | { readonly kind: 'error'; readonly code: number; readonly message: string }
  | { readonly kind: 'failed'; readonly reason: string };

export interface RpcConnection {
  /** Sends one request; never rejects. */
  request(method: string, params: Record<string, unknown>): Promise<RpcOutcome>;
  /** Sends one notification (no answer expected); never rejects. */
  notify(method: string, params: Record<string, unknown>): Promise<void>;
  /** Releases the transport (ends the spawned process); never rejects. */
  close(): Promise<void>;
}

export interface ConnectionLimits {
  /** Per request, at most (and never past `deadline`). */
  readonly timeoutMs: number;
  /** Largest single message accepted; a bigger one fails its request. */
  readonly maxMessageBytes: number;
  /** When the whole run must end (epoch ms): later requests fail at once with `deadlineReason`. */
  readonly deadline: number;
  readonly deadlineReason: string;
}

/** How long the next request may wait: the per-request limit, cut to what is left of the run (0: none left). */
export function requestWindow(limits: ConnectionLimits): { readonly ms: number; readonly reason: string } {
  const left = limits.deadline - Date.now();
  if (left <= 0) return { ms: 0, reason: limits.deadlineReason };
  return left < limits.timeoutMs
    ? { ms: left, reason: limits.deadlineReason }
    : { ms: limits.timeoutMs, reason: `no answer within ${limits.timeoutMs} ms` };
}

/** A JSON-RPC response object → its outcome; anything else reads as malformed. */
export function classifyResponse(message: Record<string, unknown>): RpcOutcome {
  if ('error' in message) {
    const error = message['error'];
    if (typeof error === 'object' && error !== null && Number.isInteger((error as { code?: unknown }).code)) {
      const text = (error as { message?: unknown }).message;
      return { kind: 'error', code: (error as { code: number }).code, message: typeof text === 'string' ? text : '' };
    }
    return { kind: 'failed', reason: 'the error response has no integer code' };
  }
  if ('result' in message) return { kind: 'result', result: message['result'] };
  return { kind: 'failed', reason: 'the response has neither result nor error' };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

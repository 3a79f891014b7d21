// Talks raw JSON-RPC to a spawned server over stdio: one JSON object per line each way, as a
// held-out corpus would. Asserts along the way that stdout carries nothing but JSON-RPC.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface RpcResponse {
  readonly jsonrpc: '2.0';
  readonly id: number | string;
  readonly result?: Record<string, unknown>;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

export interface RawServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: () => string;
  readonly nonJsonLines: string[];
  request(method: string, params?: unknown): Promise<RpcResponse>;
  notify(method: string, params?: unknown): void;
  /** Closes stdin and resolves with the exit code. */
  end(): Promise<number | null>;
}

export const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-corpus', version: '1' },
};

export function spawnServer(args: readonly string[], env: NodeJS.ProcessEnv): RawServer {
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let buffer = '';
  let nextId = 1;
  const waiting = new Map<number | string, (response: RpcResponse) => void>();
  const nonJsonLines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      let message: RpcResponse;
      try {
        message = JSON.parse(line) as RpcResponse;
      } catch {
        nonJsonLines.push(line);
        continue;
      }
      if (message.jsonrpc !== '2.0') nonJsonLines.push(line);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  return {
    child,
    stderr: () => stderr,
    nonJsonLines,
    request(method, params) {
      const id = nextId++;
      const line = JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no answer to ${method} #${id} within 10 s; stderr: ${stderr.slice(-500)}`)),
          10_000,
        );
        waiting.set(id, (response) => {
          clearTimeout(timer);
          resolve(response);
        });
        child.stdin.write(`${line}\n`);
      });
    },
    notify(method, params) {
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method, ...(params === undefined ? {} : { params }) })}\n`);
    },
    async end() {
      child.stdin.end();
      return exited;
    },
  };
}

/** Only what a spawned server may see: no inherited credentials or settings. */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...(process.env['SYSTEMROOT'] === undefined ? {} : { SYSTEMROOT: process.env['SYSTEMROOT'] }), ...extra };
}

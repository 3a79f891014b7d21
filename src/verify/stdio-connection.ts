// The stdio transport of `verify --stdio`: spawns the server in a process group of its own (so the
// server and anything it starts end together), writes one JSON-RPC message per line, and reads its
// stdout through the bounded line splitter. Requests go one at a time, so an over-long or garbled
// line fails exactly the request in flight. Requests the server sends are refused (-32601): a host
// under test never follows a server's instructions.
import { spawn, type ChildProcess } from 'node:child_process';
import { createLineSplitter } from '../server/line-splitter.js';
import { classifyResponse, isObject, requestWindow, type ConnectionLimits, type RpcConnection, type RpcOutcome } from './rpc-connection.js';

/** A refusal is written only for a short id, and only while the server reads what it is sent (else verify would buffer without bound). */
const maxEchoedIdChars = 128;
const maxUnreadReplyBytes = 1024 * 1024;

export interface StdioTarget {
  readonly program: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** Rejects only when the program cannot be started at all (exit 2: an unusable target). */
export function openStdioConnection(target: StdioTarget, limits: ConnectionLimits): Promise<RpcConnection> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawn(target.program, [...target.args], {
        cwd: target.cwd,
        env: target.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    child.once('error', reject);
    child.once('spawn', () => {
      child.off('error', reject);
      resolve(connection(child, limits));
    });
  });
}

function connection(child: ChildProcess, limits: ConnectionLimits): RpcConnection {
  let nextId = 1;
  let pending: { id: number; settle: (outcome: RpcOutcome) => void } | undefined;
  let exited = false;
  const splitter = createLineSplitter(limits.maxMessageBytes);

  const fail = (reason: string): void => {
    const current = pending;
    pending = undefined;
    current?.settle({ kind: 'failed', reason });
  };
  const write = (message: unknown): void => {
    if (exited || child.stdin === null || child.stdin.destroyed) return;
    child.stdin.write(`${JSON.stringify(message)}\n`);
  };

  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Kept small and never shown: a server's stderr is its own business.
  child.stderr?.on('data', () => undefined);
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of splitter.push(chunk)) {
      if (line.kind === 'too-long') {
        fail(`the server sent a message over ${limits.maxMessageBytes} bytes`);
        continue;
      }
      if (line.text.trim() === '') continue;
      let message: unknown;
      try {
        message = JSON.parse(line.text);
      } catch {
        fail('the server wrote a line that is not JSON');
        continue;
      }
      if (!isObject(message)) {
        fail('the server wrote JSON that is not a message object');
        continue;
      }
      if (typeof message['method'] === 'string') {
        const id = message['id'];
        const shortId = typeof id === 'number' || (typeof id === 'string' && id.length <= maxEchoedIdChars);
        if (shortId && (child.stdin?.writableLength ?? 0) < maxUnreadReplyBytes)
          write({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
        continue;
      }
      if (pending !== undefined && message['id'] === pending.id) {
        const current = pending;
        pending = undefined;
        current.settle(classifyResponse(message));
      } else {
        fail('the server answered with an id that was not asked for');
      }
    }
  });
  child.once('exit', (code, signal) => {
    exited = true;
    fail(`the server exited (${signal ?? `code ${code ?? '?'}`})`);
  });

  const kill = (signal: NodeJS.Signals): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };

  return {
    request(method, params) {
      if (exited) return Promise.resolve({ kind: 'failed', reason: 'the server has exited' });
      const window = requestWindow(limits);
      if (window.ms === 0) return Promise.resolve({ kind: 'failed', reason: window.reason });
      const id = nextId++;
      return new Promise<RpcOutcome>((settle) => {
        const timer = setTimeout(() => fail(window.reason), window.ms);
        pending = {
          id,
          settle: (outcome) => {
            clearTimeout(timer);
            settle(outcome);
          },
        };
        write({ jsonrpc: '2.0', id, method, params });
      });
    },
    notify(method, params) {
      write({ jsonrpc: '2.0', method, params });
      return Promise.resolve();
    },
    close() {
      fail('the connection was closed');
      if (exited) return Promise.resolve();
      return new Promise<void>((done) => {
        // End of stdin asks the server to leave (the stdio binding); then SIGTERM, then SIGKILL.
        const soft = setTimeout(() => kill('SIGTERM'), 1_000);
        const hard = setTimeout(() => kill('SIGKILL'), 2_500);
        child.once('exit', () => {
          clearTimeout(soft);
          clearTimeout(hard);
          // Whatever the server started shares its process group.
          kill('SIGKILL');
          done();
        });
        child.stdin?.end();
      });
    },
  };
}

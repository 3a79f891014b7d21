// Serves the factory over stdio with the SDK's serveStdio, which picks the era from the opening
// exchange. Only JSON-RPC goes to stdout. Resolves when the client closes its end and every answer
// owed has been written.
//
// The SDK transport is kept for writing and closing; its reader is replaced (line-splitter.ts,
// inbound-line.ts) so that no single request, however large or malformed, ends the session or
// goes unanswered — the refusals the brief promises need a server that is still there.
//
// Flow control (docs/security.md "Stdio flow control"): a client that keeps sending but stops
// reading must not make the server buffer every reply. Lines are delivered one at a time, only while
// stdout is below its high-water mark and fewer than `maxInFlight` requests await their answer;
// otherwise stdin is paused (the pipe fills and the client blocks) until stdout drains. When stdin
// ends, the transport closes only after every delivered request has been answered and written.
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Readable, Writable } from 'node:stream';
import { interpretLine, tooLongReply, type InboundLine } from './inbound-line.js';
import { createLineSplitter, type SplitLine } from './line-splitter.js';

/** Room for a request carrying a 10 MB string even in multi-byte UTF-8; beyond it, refused alone. */
export const maxStdioLineBytes = 64 * 1024 * 1024;
/** Requests delivered and not yet answered, at most; the rest wait in the pipe. */
export const maxInFlight = 16;
/** How long answers still owed may take once stdin has ended, before the session closes anyway. */
const drainOnEndMs = 30_000;

export interface StdioServeOptions {
  readonly maxLineBytes?: number;
  readonly maxInFlight?: number;
}

export interface StdioOutcome {
  /** The error that ended writing to stdout (ENOBUFS, EPIPE), if any: answers may have been lost. */
  readonly stdoutError: Error | undefined;
}

type JsonRpcId = string | number;

function requestId(inbound: InboundLine): JsonRpcId | undefined {
  if (inbound.kind !== 'message') return undefined;
  const message = inbound.message as { method?: unknown; id?: unknown };
  return typeof message.method === 'string' && (typeof message.id === 'string' || typeof message.id === 'number') ? message.id : undefined;
}

function cancelledId(inbound: InboundLine): JsonRpcId | undefined {
  if (inbound.kind !== 'message') return undefined;
  const message = inbound.message as { method?: unknown; params?: { requestId?: unknown } };
  const id = message.method === 'notifications/cancelled' ? message.params?.requestId : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

export function serveOverStdio(
  factory: McpServerFactory,
  stdin: Readable,
  stdout: Writable,
  onerror: (error: Error) => void,
  options: StdioServeOptions = {},
): Promise<StdioOutcome> {
  const maxLineBytes = options.maxLineBytes ?? maxStdioLineBytes;
  const inFlightBound = options.maxInFlight ?? maxInFlight;
  let stdoutError: Error | undefined;
  return new Promise((resolve) => {
    class BoundedStdioTransport extends StdioServerTransport {
      private readonly lines = createLineSplitter(maxLineBytes);
      private readonly queue: SplitLine[] = [];
      private readonly inFlight = new Set<JsonRpcId>();
      private inputEnded = false;
      private finishing: NodeJS.Timeout | undefined;
      private closedHere = false;

      // Replaces the SDK reader: `start()` subscribes this field to stdin's `data` events (the SDK
      // types it public; test/server/serve-stdio.test.ts fails if that ever stops holding).
      override _ondata = (chunk: Buffer): void => {
        for (const line of this.lines.push(chunk)) this.queue.push(line);
        this.pump();
      };

      // stdin ended: answer what was asked first, then close.
      override _onstdinclose = (): void => {
        this.inputEnded = true;
        this.finishing ??= setTimeout(() => void this.close(), drainOnEndMs).unref();
        this.pump();
      };

      override _onstdouterror = (error: Error): void => {
        if (this.closedHere) return;
        stdoutError ??= error;
        this.onerror?.(error);
        void this.close();
      };

      private readonly onDrain = (): void => this.pump();

      private backedUp(): boolean {
        return stdout.writableNeedDrain || this.inFlight.size >= inFlightBound;
      }

      /** Delivers queued lines while there is room; pauses stdin when there is none. */
      private pump(): void {
        if (this.closedHere) return;
        while (this.queue.length > 0 && !this.backedUp()) {
          const line = this.queue.shift() as SplitLine;
          this.deliver(line.kind === 'line' ? interpretLine(line.text) : tooLongReply(line.head, maxLineBytes));
        }
        if (this.queue.length > 0 || this.backedUp()) {
          stdin.pause();
          // Once: pump runs on every chunk and every answer while stdout is backed up.
          if (stdout.writableNeedDrain && !stdout.listeners('drain').includes(this.onDrain)) stdout.once('drain', this.onDrain);
        } else if (!this.inputEnded) stdin.resume();
        if (this.inputEnded && this.queue.length === 0 && this.inFlight.size === 0 && !stdout.writableNeedDrain) void this.close();
      }

      private deliver(inbound: InboundLine): void {
        const report = (error: unknown): void => this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        try {
          const id = requestId(inbound);
          if (id !== undefined) this.inFlight.add(id);
          // A cancelled request gets no answer (MCP "Cancellation"): it no longer holds a slot.
          const cancelled = cancelledId(inbound);
          if (cancelled !== undefined && this.inFlight.delete(cancelled)) queueMicrotask(() => this.pump());
          if (inbound.kind === 'message') this.onmessage?.(inbound.message);
          else if (inbound.kind === 'reply') this.send(inbound.reply).catch(report);
          else if (inbound.reason !== undefined) report(new Error(`ignored ${inbound.reason}`));
        } catch (error) {
          report(error);
        }
      }

      override async send(message: Parameters<StdioServerTransport['send']>[0]): Promise<void> {
        const answered = message as { id?: unknown; method?: unknown };
        try {
          await this.write(`${JSON.stringify(message)}\n`);
        } finally {
          if (
            answered.method === undefined &&
            (typeof answered.id === 'string' || typeof answered.id === 'number') &&
            this.inFlight.delete(answered.id)
          )
            queueMicrotask(() => this.pump());
        }
      }

      /** Writes waiting for stdout to drain; one `drain` and one `error` listener for all of them. */
      private readonly waitingWrites: { resolve: () => void; reject: (error: Error) => void }[] = [];

      /**
       * Writes one message. The SDK's writer adds a `drain` and an `error` listener per write that
       * waits, so a client that stops reading made Node warn of a listener leak; here every waiting
       * write shares one pair (docs/security.md "Stdio flow control").
       */
      private write(json: string): Promise<void> {
        if (this.closedHere) return Promise.reject(new Error('StdioServerTransport is closed'));
        if (stdout.write(json)) return Promise.resolve();
        return new Promise((resolve, reject) => {
          this.waitingWrites.push({ resolve, reject });
          if (this.waitingWrites.length === 1) {
            stdout.once('drain', this.onWritesDrained);
            stdout.once('error', this.onWritesFailed);
          }
        });
      }

      private readonly onWritesDrained = (): void => {
        stdout.off('error', this.onWritesFailed);
        for (const waiting of this.waitingWrites.splice(0)) waiting.resolve();
      };

      private readonly onWritesFailed = (error: Error): void => {
        stdout.off('drain', this.onWritesDrained);
        for (const waiting of this.waitingWrites.splice(0)) waiting.reject(error);
      };

      // serveStdio owns the transport's callbacks; closing is observed here.
      override async close(): Promise<void> {
        if (this.closedHere) return;
        this.closedHere = true;
        if (this.finishing !== undefined) clearTimeout(this.finishing);
        stdout.off('drain', this.onDrain);
        this.lines.reset();
        this.queue.length = 0;
        await super.close();
        resolve({ stdoutError });
      }
    }
    serveStdio(factory, { transport: new BoundedStdioTransport(stdin, stdout), onerror });
  });
}

// Serves the factory over stdio with the SDK's serveStdio, which picks the era from the opening
// exchange. Only JSON-RPC goes to stdout. Resolves when the client closes its end.
//
// The SDK transport is kept for writing and closing; its reader is replaced (line-splitter.ts,
// inbound-line.ts) so that no single request, however large or malformed, ends the session or
// goes unanswered — the refusals the brief promises need a server that is still there.
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Readable, Writable } from 'node:stream';
import { interpretLine, tooLongReply, type InboundLine } from './inbound-line.js';
import { createLineSplitter } from './line-splitter.js';

/** Room for a request carrying a 10 MB string even in multi-byte UTF-8; beyond it, refused alone. */
export const maxStdioLineBytes = 64 * 1024 * 1024;

export interface StdioServeOptions {
  readonly maxLineBytes?: number;
}

export function serveOverStdio(factory: McpServerFactory, stdin: Readable, stdout: Writable, onerror: (error: Error) => void, options: StdioServeOptions = {}): Promise<void> {
  const maxLineBytes = options.maxLineBytes ?? maxStdioLineBytes;
  return new Promise((resolve) => {
    class BoundedStdioTransport extends StdioServerTransport {
      private readonly lines = createLineSplitter(maxLineBytes);

      // Replaces the SDK reader: `start()` subscribes this field to stdin's `data` events (the SDK
      // types it public; test/server/serve-stdio.test.ts fails if that ever stops holding).
      override _ondata = (chunk: Buffer): void => {
        for (const line of this.lines.push(chunk)) this.deliver(line.kind === 'line' ? interpretLine(line.text) : tooLongReply(line.head, maxLineBytes));
      };

      private deliver(inbound: InboundLine): void {
        const report = (error: unknown): void => this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        try {
          if (inbound.kind === 'message') this.onmessage?.(inbound.message);
          else if (inbound.kind === 'reply') this.send(inbound.reply).catch(report);
          else if (inbound.reason !== undefined) report(new Error(`ignored ${inbound.reason}`));
        } catch (error) {
          report(error);
        }
      }

      // serveStdio owns the transport's callbacks; closing is observed here.
      override async close(): Promise<void> {
        this.lines.reset();
        await super.close();
        resolve();
      }
    }
    serveStdio(factory, { transport: new BoundedStdioTransport(stdin, stdout), onerror });
  });
}

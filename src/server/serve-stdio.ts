// Serves the factory over stdio with the SDK's serveStdio, which picks the era from the opening
// exchange. Only JSON-RPC goes to stdout. Resolves when the client closes its end.
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import type { Readable, Writable } from 'node:stream';

export function serveOverStdio(factory: McpServerFactory, stdin: Readable, stdout: Writable, onerror: (error: Error) => void): Promise<void> {
  return new Promise((resolve) => {
    // serveStdio owns the transport's callbacks; closing is observed by overriding close().
    class ObservedStdioTransport extends StdioServerTransport {
      override async close(): Promise<void> {
        await super.close();
        resolve();
      }
    }
    serveStdio(factory, { transport: new ObservedStdioTransport(stdin, stdout), onerror });
  });
}

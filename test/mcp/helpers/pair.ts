// An in-process client/server pair through the real SDK: the server side is the SDK's serveStdio
// entry over one end of a linked in-memory transport (so the era is chosen exactly as on stdio),
// the client is the SDK Client in the era mode asked for.
import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport, McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { attachSkills } from '../../../src/mcp/index.js';
import type { SkillServer } from '../../../src/runtime/index.js';

export type ClientMode = 'legacy' | 'auto' | 'pin';

export interface PairOptions {
  readonly skills: SkillServer;
  readonly mode: ClientMode;
  /** MCP_SKILLS_ENABLED as the reference server reads it. */
  readonly flag: () => string | undefined;
  /** Tools registered on every server instance (the default tool surface). */
  readonly tools?: readonly string[];
  readonly toolSurface?: (ctx: ServerContext) => Iterable<string>;
}

export interface Pair {
  readonly client: Client;
  readonly eras: string[];
  close(): Promise<void>;
}

/** Accepts any result: for raw requests whose shape the test asserts itself. */
export const anyResult = {
  '~standard': { version: 1 as const, vendor: 'skillpack-test', validate: (value: unknown) => ({ value: value as Record<string, unknown> }) },
};

export const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
};

export async function connectPair(options: PairOptions): Promise<Pair> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const eras: string[] = [];
  const handle = serveStdio(
    ({ era }) => {
      eras.push(era);
      const mcp = new McpServer({ name: 'test-skills-server', version: '1.0.0' });
      for (const name of options.tools ?? []) {
        mcp.registerTool(name, { description: `test tool ${name}` }, () => ({ content: [{ type: 'text', text: name }] }));
      }
      attachSkills(mcp, { skills: options.skills, era, enabled: () => options.flag() === 'true', onnotice: () => undefined, ...(options.toolSurface === undefined ? {} : { toolSurface: options.toolSurface }) });
      return mcp;
    },
    { transport: serverSide },
  );
  const negotiation = options.mode === 'legacy' ? {} : { versionNegotiation: { mode: options.mode === 'pin' ? { pin: '2026-07-28' } : ('auto' as const) } };
  const client = new Client({ name: 'test-client', version: '1.0.0' }, negotiation);
  await client.connect(clientSide);
  return {
    client,
    eras,
    async close() {
      await client.close();
      await handle.close();
    },
  };
}

/** The JSON-RPC error code of a failed request. */
export async function errorCode(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: number }).code;
  }
}

// The embedding server's own resource handlers, taken over so skills and the server's resources are
// served side by side (one resources/list, one resources/read) in either registration order.
//
// McpServer installs its resources/* handlers the first time a resource is registered (or when it is
// built with the resources capability), and a registered handler shadows the fallback handler that
// serves skills. This moves every such handler out of the way — at attach, whenever McpServer
// installs its resource handlers later, and at connect — and keeps it to call for non-skill requests.
// SDK 2.4 types the lookup `protected` and the installer `private`; the shapes are pinned by
// test/mcp/own-resources.test.ts.
import type { McpServer } from '@modelcontextprotocol/server';

export const resourceMethods = ['resources/list', 'resources/templates/list', 'resources/read'] as const;
export type ResourceMethod = (typeof resourceMethods)[number];

/** A stored SDK request handler: the raw JSON-RPC request and the request context. */
export type StoredHandler = (request: never, ctx: never) => Promise<Record<string, unknown>>;

interface HandlerTableView {
  _getRequestHandler?: (method: string) => StoredHandler | undefined;
  removeRequestHandler(method: string): void;
}

interface ResourceInstallerView {
  setResourceRequestHandlers?: () => void;
}

export interface OwnResources {
  /** The server's own handler for a resources method, if it has one. */
  get(method: ResourceMethod): StoredHandler | undefined;
  /** Takes over any resource handler installed since the last call. */
  adopt(): void;
}

export function takeOverOwnResources(mcp: McpServer): OwnResources {
  const table = mcp.server as unknown as HandlerTableView;
  if (typeof table._getRequestHandler !== 'function') {
    throw new Error('skillpack/mcp: this @modelcontextprotocol/server version has no request-handler lookup; use @modelcontextprotocol/server 2.4.x');
  }
  const lookup = table._getRequestHandler.bind(table);
  const own = new Map<ResourceMethod, StoredHandler>();
  const adopt = (): void => {
    for (const method of resourceMethods) {
      const handler = lookup(method);
      if (handler === undefined) continue;
      own.set(method, handler);
      table.removeRequestHandler(method);
    }
  };
  adopt();
  const installer = mcp as unknown as ResourceInstallerView;
  const install = installer.setResourceRequestHandlers;
  if (typeof install === 'function') {
    // Resources registered after attaching: McpServer installs its handlers once, then they are ours to route.
    installer.setResourceRequestHandlers = function (this: unknown) {
      install.call(mcp);
      adopt();
    };
  }
  return { get: (method) => own.get(method), adopt };
}

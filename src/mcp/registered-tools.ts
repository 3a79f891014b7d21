// The default tool surface: the tools registered and enabled on an McpServer. SDK 2.4 keeps its
// registry in a private field with no public accessor; this reads it (shape pinned by
// test/mcp/registered-tools.test.ts). Embedders who know better pass their own `toolSurface`.
import type { McpServer } from '@modelcontextprotocol/server';

interface ToolRegistryView {
  readonly _registeredTools?: { readonly [name: string]: { readonly enabled?: unknown } };
}

export function registeredToolNames(mcp: McpServer): string[] {
  const registry = (mcp as unknown as ToolRegistryView)._registeredTools;
  if (typeof registry !== 'object' || registry === null) return [];
  return Object.entries(registry)
    .filter(([, tool]) => tool.enabled !== false)
    .map(([name]) => name);
}

// Pins how the default tool surface reads an SDK 2.4 McpServer: registered tools count, disabled
// and removed ones do not.
import { McpServer } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { registeredToolNames } from '../../src/mcp/index.js';

describe('registeredToolNames', () => {
  it('follows registration, disable, enable and remove', () => {
    const mcp = new McpServer({ name: 'x', version: '1' });
    expect(registeredToolNames(mcp)).toEqual([]);
    const a = mcp.registerTool('a', {}, () => ({ content: [] }));
    const b = mcp.registerTool('b', {}, () => ({ content: [] }));
    expect(registeredToolNames(mcp)).toEqual(['a', 'b']);
    a.disable();
    expect(registeredToolNames(mcp)).toEqual(['b']);
    a.enable();
    b.remove();
    expect(registeredToolNames(mcp)).toEqual(['a']);
  });
});

// One stdio line → a message for the SDK, a JSON-RPC error reply, or nothing: every line that could
// be a request is answered (JSON-RPC 2.0 §5), with its id when readable, and never with its input.
import { describe, expect, it } from 'vitest';
import { interpretLine, tooLongReply } from '../../src/server/inbound-line.js';

const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
};
const request = (fields: object): string => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', ...fields });

describe('interpretLine', () => {
  it.each([
    ['a request', request({ params: { uri: 'skill://a/SKILL.md', _meta: meta } })],
    ['a request without params', request({})],
    ['a notification', JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })],
    ['a response', JSON.stringify({ jsonrpc: '2.0', id: 3, result: {} })],
    ['a string id', JSON.stringify({ jsonrpc: '2.0', id: 'x', method: 'ping' })],
  ])('passes %s to the SDK', (_, text) => {
    const inbound = interpretLine(text);
    expect(inbound.kind).toBe('message');
    if (inbound.kind === 'message') expect(inbound.message).toEqual(JSON.parse(text));
  });

  it.each<[string, string, string | number | null, number]>([
    ['params null', request({ params: null }), 1, -32602],
    ['params an array', request({ params: ['skill://a/SKILL.md'] }), 1, -32602],
    ['params a number', request({ params: 42 }), 1, -32602],
    ['params a string', request({ params: 'skill://a/SKILL.md' }), 1, -32602],
    ['_meta a number', request({ params: { uri: 'skill://a/SKILL.md', _meta: 5 } }), 1, -32602],
    ['_meta null', request({ params: { uri: 'skill://a/SKILL.md', _meta: null } }), 1, -32602],
    ['a string id kept', JSON.stringify({ jsonrpc: '2.0', id: 'req-9', method: 'skills/get', params: 7 }), 'req-9', -32602],
    ['not JSON', 'skill://a/SKILL.md', null, -32700],
    ['truncated JSON', request({}).slice(0, -1), null, -32700],
    ['a batch', `[${request({})}]`, null, -32600],
    ['a bare string', '"resources/read"', null, -32600],
    ['method not a string', JSON.stringify({ jsonrpc: '2.0', id: 4, method: 5 }), 4, -32600],
    ['jsonrpc missing', JSON.stringify({ id: 5, method: 'resources/read', params: {} }), 5, -32600],
    ['jsonrpc 1.0', JSON.stringify({ jsonrpc: '1.0', id: 6, method: 'resources/read' }), 6, -32600],
    ['a fractional id', JSON.stringify({ jsonrpc: '2.0', id: 1.5, method: 'resources/read' }), null, -32600],
    ['an object id', JSON.stringify({ jsonrpc: '2.0', id: {}, method: 'resources/read' }), null, -32600],
    ['a null id', JSON.stringify({ jsonrpc: '2.0', id: null, method: 'resources/read' }), null, -32600],
  ])('answers %s', (_, text, id, code) => {
    const inbound = interpretLine(text);
    expect(inbound.kind).toBe('reply');
    if (inbound.kind !== 'reply') return;
    expect(inbound.reply.id).toBe(id);
    expect(inbound.reply.error.code).toBe(code);
    expect(inbound.reply.error.message).not.toContain('skill://');
    expect(inbound.reply.error.message.length).toBeLessThan(120);
  });

  it.each([
    ['a blank line', '', undefined],
    ['whitespace', ' \t', undefined],
    [
      'a malformed notification',
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/x', params: 5 }),
      'a malformed "notifications/x" notification',
    ],
    ['a malformed response', JSON.stringify({ jsonrpc: '2.0', id: 3, result: 5 }), 'a malformed JSON-RPC response'],
  ])('answers nothing to %s', (_, text, reason) => {
    expect(interpretLine(text)).toEqual(reason === undefined ? { kind: 'ignore' } : { kind: 'ignore', reason });
  });

  it('refuses an over-long claimed revision before the SDK can quote it back', () => {
    const claim = 'v'.repeat(100_000);
    const inbound = interpretLine(
      request({ params: { uri: 'skill://a/SKILL.md', _meta: { ...meta, 'io.modelcontextprotocol/protocolVersion': claim } } }),
    );
    expect(inbound).toEqual({
      kind: 'reply',
      reply: {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32602, message: 'Invalid _meta envelope: io.modelcontextprotocol/protocolVersion is longer than 32 characters' },
      },
    });
    const notification = interpretLine(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'notifications/initialized',
        params: { _meta: { 'io.modelcontextprotocol/protocolVersion': claim } },
      }),
    );
    expect(notification.kind).toBe('ignore');
    // A short unsupported revision is the SDK's to answer.
    expect(interpretLine(request({ params: { _meta: { ...meta, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } } })).kind).toBe(
      'message',
    );
  });

  it('bounds the method name it reports', () => {
    const inbound = interpretLine(JSON.stringify({ jsonrpc: '2.0', method: 'm'.repeat(10_000), params: 5 }));
    expect(inbound.kind === 'ignore' && (inbound.reason ?? '').length).toBeLessThan(120);
  });
});

describe('tooLongReply', () => {
  it.each<[string, string | number | null]>([
    ['{"jsonrpc":"2.0","id":42,"method":"resources/read","params":{"uri":"skill://a/', 42],
    [' { "id" : "abc" , "jsonrpc":"2.0"', 'abc'],
    ['{"jsonrpc":"2.0","id":-7,', -7],
    ['{"jsonrpc":"2.0","method":"resources/read","params":{"id":5', null],
    ['{"jsonrpc":"2.0","id":1.5,', null],
    ['{"jsonrpc":"2.0","id":"a\\"b",', null],
    ['[{"id":1,', null],
    ['garbage', null],
  ])('addresses %j to %j', (head, id) => {
    const inbound = tooLongReply(head, 1024);
    expect(inbound).toEqual({
      kind: 'reply',
      reply: { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request: a message must be at most 1024 bytes' } },
    });
  });
});

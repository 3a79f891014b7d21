// The reference server's environment and --http address, validated before anything is served.
import { describe, expect, it } from 'vitest';
import { bearerGate } from '../../src/server/bearer-gate.js';
import { allowedHostnames, parseListenAddress } from '../../src/server/listen-address.js';
import { readServerSettings } from '../../src/server/server-settings.js';

const bearer = ['bearer', 'value', '42'].join('-');

describe('readServerSettings', () => {
  it('defaults: flag off, no vendors, the public GitHub API, no token needed for stdio', () => {
    const read = readServerSettings({}, 'stdio');
    expect(read).toEqual({
      ok: true,
      settings: { vendors: new Set(), github: { apiUrl: new URL('https://api.github.com'), token: undefined }, bearerToken: undefined },
    });
  });

  it('reads vendors, the GitHub token and base URL, and the bearer token for HTTP', () => {
    const read = readServerSettings(
      {
        MCP_ENABLED_VENDORS: ' github ,',
        GITHUB_TOKEN: 'gh-test',
        GITHUB_API_URL: 'http://127.0.0.1:9/api',
        MCP_HTTP_BEARER_TOKEN: bearer,
        MCP_SKILLS_ENABLED: 'true',
      },
      'http',
    );
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect([...read.settings.vendors]).toEqual(['github']);
      expect(read.settings.github).toEqual({ apiUrl: new URL('http://127.0.0.1:9/api'), token: 'gh-test' });
      expect(read.settings.bearerToken).toBe(bearer);
    }
  });

  it.each([
    ['a malformed flag', { MCP_SKILLS_ENABLED: 'yes' }, 'stdio', 'MCP_SKILLS_ENABLED must be exactly "true" or "false"'],
    ['an unknown vendor', { MCP_ENABLED_VENDORS: 'github,gitlab' }, 'stdio', 'unknown vendor "gitlab"'],
    ['plain http to another host', { GITHUB_API_URL: 'http://example.com' }, 'stdio', 'must be an https URL'],
    ['a GitHub URL with credentials', { GITHUB_API_URL: 'https://u:p@api.github.com' }, 'stdio', 'must not carry credentials'],
    ['a GitHub URL that is not a URL', { GITHUB_API_URL: 'not a url' }, 'stdio', 'is not a URL'],
    [
      'a vendor name with a bidi override, escaped',
      { MCP_ENABLED_VENDORS: `git${String.fromCharCode(0x202e)}hub` },
      'stdio',
      'unknown vendor "git\\u202ehub"',
    ],
    ['a URL with a newline, escaped', { GITHUB_API_URL: `not\na url` }, 'stdio', 'is not a URL: "not\\u000aa url"'],
    [
      'a URL with a bidi isolate and a right-to-left mark, escaped',
      { GITHUB_API_URL: `not${String.fromCharCode(0x2067)}a${String.fromCharCode(0x200f)}url` },
      'stdio',
      'is not a URL: "not\\u2067a\\u200furl"',
    ],
    ['a flag with a bidi override, escaped', { MCP_SKILLS_ENABLED: `tr${String.fromCharCode(0x202e)}ue` }, 'stdio', 'got "tr\\u202eue"'],
    ['HTTP without a bearer token', {}, 'http', 'MCP_HTTP_BEARER_TOKEN is required'],
    ['HTTP with an empty bearer token', { MCP_HTTP_BEARER_TOKEN: '' }, 'http', 'MCP_HTTP_BEARER_TOKEN is required'],
    ['a bearer token with whitespace', { MCP_HTTP_BEARER_TOKEN: 'a b' }, 'http', 'must not contain whitespace'],
  ] as const)('refuses %s', (_name, env, transport, words) => {
    const read = readServerSettings(env, transport);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.join('\n')).toContain(words);
  });
});

it('prints no raw control, separator or bidi character, whatever every variable holds', () => {
  const hostile = ['\u202e', '\u2066', '\u200f', '\u061c', '\u2028', '\u001b[2J', '\u0085', '\n', '\ufeff', '\ud800'].join('x');
  const env = { MCP_SKILLS_ENABLED: hostile, MCP_ENABLED_VENDORS: hostile, GITHUB_API_URL: hostile, MCP_HTTP_BEARER_TOKEN: hostile };
  const read = readServerSettings(env, 'http');
  expect(read.ok).toBe(false);
  if (!read.ok) {
    expect(read.problems.length).toBeGreaterThanOrEqual(3);
    for (const problem of read.problems)
      expect(problem).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/);
  }
});

describe('parseListenAddress', () => {
  it.each([
    ['127.0.0.1:8787', '127.0.0.1', 8787],
    ['localhost:0', 'localhost', 0],
    ['[::1]:65535', '::1', 65535],
    ['127.1.2.3:80', '127.1.2.3', 80],
  ])('accepts %s', (value, host, port) => {
    expect(parseListenAddress(value)).toEqual({ ok: true, address: { host, port } });
  });

  it.each([
    '0.0.0.0:8787',
    '192.168.1.2:80',
    'example.com:80',
    '[::]:80',
    '127.0.0.1',
    '127.0.0.1:',
    '127.0.0.1:65536',
    ':8787',
    '127.0.0.1:-1',
    '127.0.0.256:1',
  ])('refuses %s', (value) => {
    expect(parseListenAddress(value).ok).toBe(false);
  });

  it('allows the usual loopback Host names', () => {
    expect(allowedHostnames({ host: '::1', port: 1 })).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostnames({ host: '127.0.0.2', port: 1 })).toContain('127.0.0.2');
  });
});

describe('bearerGate', () => {
  const check = bearerGate(bearer);
  it.each([
    [`Bearer ${bearer}`, true],
    [`bearer ${bearer}`, true],
    [undefined, false],
    ['', false],
    ['Bearer', false],
    [`Bearer ${bearer}x`, false],
    [`Bearer ${bearer.slice(0, -1)}`, false],
    [`Basic ${bearer}`, false],
    [`Bearer  ${bearer}`, false],
    [`Bearer ${bearer} extra`, false],
    [bearer, false],
  ])('%s → %s', (header, ok) => {
    expect(check(header)).toBe(ok);
  });
});

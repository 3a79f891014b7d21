// A small read-only client for the GitHub REST API: GET only, a configurable base URL (a loopback
// stand-in in tests), the token sent only there, bounded response sizes and timeouts, and the
// `Link` header read for pagination. Failures are GithubApiError values the tools report.
import type { GithubSettings } from '../server-settings.js';

export class GithubApiError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'GithubApiError';
    this.status = status;
  }
}

export interface GithubPage {
  readonly data: unknown;
  /** Whether the response's `Link` header names a next page. */
  readonly hasNext: boolean;
}

export interface GithubApi {
  get(path: string, query?: { readonly [name: string]: string }): Promise<GithubPage>;
}

export interface GithubApiOptions {
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

const apiVersion = '2022-11-28';

export function createGithubApi(settings: GithubSettings, options: GithubApiOptions = {}): GithubApi {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxBytes = options.maxResponseBytes ?? 8 * 1024 * 1024;
  const base = settings.apiUrl.href.endsWith('/') ? settings.apiUrl.href : `${settings.apiUrl.href}/`;
  return {
    async get(path, query = {}) {
      const url = new URL(path.replace(/^\//, ''), base);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const headers: Record<string, string> = {
        accept: 'application/vnd.github+json',
        'x-github-api-version': apiVersion,
        'user-agent': 'skillpack-skills-server',
      };
      if (settings.token !== undefined) headers['authorization'] = `Bearer ${settings.token}`;
      let response: Response;
      try {
        // Redirects are not followed: the token goes to the configured API and nowhere else.
        response = await doFetch(url, { method: 'GET', headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new GithubApiError(
          `GitHub API request failed: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'network error'}`,
        );
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new GithubApiError(
          `GitHub API answered ${response.status}: moved (the repository may have been renamed or transferred; use its current owner and name)`,
          response.status,
        );
      }
      const text = await readBounded(response, maxBytes);
      if (!response.ok) throw new GithubApiError(`GitHub API answered ${response.status}${githubMessage(text)}`, response.status);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new GithubApiError('GitHub API answered with something that is not JSON', response.status);
      }
      return { data, hasNext: hasNextLink(response.headers.get('link')) };
    },
  };
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new GithubApiError(`GitHub API response is larger than ${maxBytes} bytes`, response.status);
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new GithubApiError(`GitHub API response is larger than ${maxBytes} bytes`, response.status);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

// GitHub's error bodies carry a `message`; it is reported, bounded, never the raw body.
function githubMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    const message = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message !== '') return `: ${message.length > 200 ? `${message.slice(0, 200)}…` : message}`;
  } catch {
    // not JSON: say nothing more
  }
  return '';
}

export function hasNextLink(link: string | null): boolean {
  if (link === null) return false;
  return link.split(',').some((part) => {
    const rel = /;\s*rel="?([^";]*)"?/.exec(part)?.[1];
    return rel !== undefined && rel.split(/\s+/).includes('next');
  });
}

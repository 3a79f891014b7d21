// A loopback HTTP stand-in for the GitHub REST API. This machine cannot reach GitHub, so the
// GitHub tools are tested against this server: it answers the endpoints they call from fixture
// data, paginates with real `Link` headers, and records every request it receives.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
}

export type Route = (
  path: string,
  query: URLSearchParams,
) => { status: number; body: unknown; headers?: Record<string, string> } | undefined;

export interface StandIn {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startGithubStandIn(route: Route): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    const answer = route(url.pathname, url.searchParams) ?? {
      status: 404,
      body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
    };
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...(answer.headers ?? {}) });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers a paginated list endpoint: `items` split into pages of `per_page`, with a `Link` header. */
export function paginate(
  items: readonly unknown[],
  query: URLSearchParams,
  base: string,
  wrap?: (page: unknown[], total: number) => unknown,
): { status: number; body: unknown; headers: Record<string, string> } {
  const perPage = Number(query.get('per_page') ?? 30);
  const page = Number(query.get('page') ?? 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const links: string[] = [];
  if (page < last)
    links.push(`<${base}?per_page=${perPage}&page=${page + 1}>; rel="next"`, `<${base}?per_page=${perPage}&page=${last}>; rel="last"`);
  if (page > 1) links.push(`<${base}?per_page=${perPage}&page=1>; rel="first"`);
  return {
    status: 200,
    body: wrap === undefined ? slice : wrap(slice, items.length),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

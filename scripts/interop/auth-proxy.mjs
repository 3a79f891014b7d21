// A loopback reverse proxy that adds `Authorization: Bearer <token>` to every request and changes
// nothing else. The conformance CLI (0.2.0-alpha.12) has no option or variable for request headers
// on server scenarios, and our HTTP server rightly refuses requests without the token, so the suite
// talks to the server through this. Bodies and event streams are piped through unbuffered.
import { createServer, request } from 'node:http';

/** Listens on 127.0.0.1 (a free port) and forwards to `http://127.0.0.1:<upstreamPort>`. */
export function startAuthProxy(upstreamPort, token) {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, authorization: `Bearer ${token}` },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(upstream);
    outgoing.on('close', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

// A hostile Streamable HTTP front for faulty-server.mjs (stdio, correct by default): each POSTed
// message is relayed to the stdio server and its answer sent back, spoiled as MODE says:
//   crlf-version  the `initialize` result's protocolVersion holds CR/LF, a workflow command and a terminal escape;
//   event-flood   the first answer is an event stream of 27 MB of tiny events before the real one.
// node http-relay-server.mjs MODE — prints its URL on stdout, then serves until killed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const mode = process.argv[2];
if (mode !== 'crlf-version' && mode !== 'event-flood') {
  process.stderr.write('mode: crlf-version or event-flood\n');
  process.exit(2);
}
const child = spawn(process.execPath, [fileURLToPath(new URL('./faulty-server.mjs', import.meta.url))], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const waiting = new Map();
let flooded = false;
createInterface({ input: child.stdout }).on('line', (line) => {
  const message = JSON.parse(line);
  waiting.get(message.id)?.(message);
  waiting.delete(message.id);
});

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (message.id === undefined) {
      response.writeHead(202).end();
      return;
    }
    waiting.set(message.id, (answer) => {
      if (mode === 'crlf-version' && message.method === 'initialize')
        answer.result.protocolVersion = '2025-11-25\r\n::error::injected\u001b[2J';
      if (mode === 'event-flood' && !flooded) {
        flooded = true;
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const flood = 'data: 1\n\n'.repeat(1024 * 1024);
        for (let i = 0; i < 3; i++) response.write(flood);
        response.end(`data: ${JSON.stringify(answer)}\n\n`);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    child.stdin.write(`${JSON.stringify(message)}\n`);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}/mcp\n`));
process.on('SIGTERM', () => {
  child.kill();
  process.exit(0);
});

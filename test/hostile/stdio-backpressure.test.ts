// A client that keeps sending but stops reading: the reference server (a real child process) stops
// reading stdin while its stdout is backed up, and once the client reads again every answer arrives,
// even when the client closed its end long before.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCatalog } from '../runtime/helpers/catalog-fixture.js';
import { cleanEnv, modernMeta } from '../server/helpers/raw-stdio.js';
import { buildTestBundle } from '../server/helpers/test-bundle.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

let bundle: string;
const bigText = `${'A line of reference text that the client asks for again and again.\n'.repeat(1500)}`;
const uri = 'skill://big/references/big.md';

beforeAll(async () => {
  bundle = await buildTestBundle(buildCatalog([{ path: 'big', files: { 'references/big.md': bigText } }]));
}, 60_000);
afterAll(() => undefined);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('stops reading while stdout is backed up, and loses no answer', async () => {
  const child = spawn(process.execPath, [bundle], { env: cleanEnv({ MCP_SKILLS_ENABLED: 'true' }), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Each request is padded so that the requests alone outgrow every pipe and stream buffer on the way.
  const requests = 400;
  const pad = 'p'.repeat(2000);
  for (let id = 1; id <= requests; id++) {
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id, method: 'resources/read', params: { uri, _meta: { ...modernMeta, 'example.com/pad': pad } } })}\n`,
    );
  }
  child.stdin.end();
  // Nobody reads stdout for a while: the server must stop taking requests, so they stay queued here.
  // (A server that kept reading would have taken all of them by now and buffered every answer.)
  await sleep(4000);
  expect(child.stdin.writableLength).toBeGreaterThan(100_000);
  expect(child.exitCode).toBeNull();

  // Now read everything: every request is answered, with the whole file, then the server exits 0.
  const answered = new Map<number, number>();
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, newline)) as { id: number; result?: { contents?: { text: string }[] } };
      buffer = buffer.slice(newline + 1);
      answered.set(message.id, message.result?.contents?.[0]?.text.length ?? -1);
    }
  });
  expect(await exited, stderr).toBe(0);
  // One drain listener however many writes wait (Node warns past ten on one emitter).
  expect(stderr).not.toContain('MaxListenersExceededWarning');
  expect(answered.size).toBe(requests);
  expect([...answered.values()].every((length) => length === bigText.length)).toBe(true);
}, 60_000);

it('a stdout that fails (ENOBUFS) ends the session as a failure, never as a clean end', async () => {
  const { McpServer } = await import('@modelcontextprotocol/server');
  const { attachSkills } = await import('../../src/mcp/index.js');
  const { createSkillServer } = await import('../../src/runtime/index.js');
  const { serveOverStdio } = await import('../../src/server/serve-stdio.js');
  const { PassThrough, Writable } = await import('node:stream');
  const skills = createSkillServer(buildCatalog([{ path: 'big', files: { 'references/big.md': bigText } }]));
  const stdin = new PassThrough();
  const stdout = new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error('write ENOBUFS'), { code: 'ENOBUFS' }));
    },
  });
  const done = serveOverStdio(
    ({ era }) => {
      const mcp = new McpServer({ name: 'pipe', version: '1' });
      attachSkills(mcp, { skills, era, enabled: true });
      return mcp;
    },
    stdin,
    stdout,
    () => undefined,
  );
  stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri, _meta: modernMeta } })}\n`);
  const outcome = await done;
  expect((outcome.stdoutError as NodeJS.ErrnoException | undefined)?.code).toBe('ENOBUFS');
});

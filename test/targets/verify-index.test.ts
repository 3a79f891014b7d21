// `verify --index` against an index the build wrote, on disk and over HTTP (a loopback server), and against
// tampered copies: a swapped artifact, an archive whose file differs from the build (with a digest to match),
// an archive holding a traversal, and a skill left out of the index.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tarGzipBytes } from '../../src/targets/tar-gzip.js';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeTree } from '../support/disk.js';
import { spawn } from 'node:child_process';
import { cliPath } from '../support/cli.js';

const skillMd = (name: string, description: string, body: string): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}`;
const { dir, cleanup } = tempDir('skillpack-verify-index-');
const indexDir = join(dir, 'public/agent-skills');
let server: Server;
let base = '';

beforeAll(async () => {
  writeTree(dir, {
    'package.json': JSON.stringify({ name: 'demo-skills', version: '0.3.0' }),
    'skills/notes/SKILL.md': skillMd('notes', 'Take notes.', '# Notes\n'),
    'skills/review/SKILL.md': skillMd('review', 'Review a change.', '# Review\n\nSee [the checklist](references/checklist.md).\n'),
    'skills/review/references/checklist.md': '# Checklist\n',
    'skillpack.config.json': JSON.stringify({
      root: 'skills',
      output: 'generated/skills.ts',
      publisher: 'demo',
      skills: ['notes', 'review'],
      targets: [{ type: 'well-known', output: 'public/agent-skills', snapshots: false }],
    }),
  });
  expect(runCliProcess(['build'], dir).code).toBe(0);
  server = createServer((request, response) => {
    try {
      const body = readFileSync(join(indexDir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
      response.writeHead(200).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  cleanup();
});

const sha = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** Runs verify without blocking the loopback server this process serves. */
function verify(args: string[]): Promise<{ code: number | null; found: [string, string][] }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cliPath, 'verify', ...args, '--format', 'json'], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      const report = JSON.parse(out) as { diagnostics: { ruleId: string; file: string }[] };
      done({ code, found: report.diagnostics.map((d) => [d.ruleId, d.file]) });
    });
  });
}

/** Runs `change` on the index directory, verifies, and puts every file back. */
async function tampered(change: () => void): Promise<{ code: number | null; found: [string, string][] }> {
  const files = ['index.json', 'review.tar.gz', 'notes/SKILL.md'];
  const saved = files.map((f) => readFileSync(join(indexDir, f)));
  change();
  try {
    return await verify(['--index', 'public/agent-skills']);
  } finally {
    files.forEach((f, i) => writeFileSync(join(indexDir, f), saved[i]!));
  }
}

function setIndexDigest(name: string, bytes: Uint8Array): void {
  const index = JSON.parse(readFileSync(join(indexDir, 'index.json'), 'utf8')) as { skills: { name: string; digest: string }[] };
  for (const entry of index.skills) if (entry.name === name) entry.digest = sha(bytes);
  writeFileSync(join(indexDir, 'index.json'), JSON.stringify(index));
}

const archive = (files: Record<string, string>): Uint8Array =>
  tarGzipBytes(Object.entries(files).map(([path, text]) => ({ path, bytes: new TextEncoder().encode(text), mode: 0o644 as const })));

describe('verify --index', () => {
  it('passes on the index the build wrote, from a directory and over HTTP', async () => {
    expect(await verify(['--index', 'public/agent-skills'])).toEqual({ code: 0, found: [] });
    expect(await verify(['--index', base])).toEqual({ code: 0, found: [] });
    expect(await verify(['--index', `${base}index.json`, '--expect', 'generated/skills.ts'])).toEqual({ code: 0, found: [] });
  });

  it('names an artifact whose digest is not the one the index gives', async () => {
    const result = await tampered(() => writeFileSync(join(indexDir, 'notes/SKILL.md'), '---\nname: notes\n---\nchanged\n'));
    expect(result).toEqual({ code: 1, found: [['verify/index-digest-mismatch', 'notes/SKILL.md']] });
  });

  it('names a file whose bytes differ from the build, even when the index digest matches the archive', async () => {
    const changed = archive({
      'SKILL.md': readFileSync(join(dir, 'skills/review/SKILL.md'), 'utf8'),
      'references/checklist.md': '# Checklist\n\n- also this\n',
    });
    const result = await tampered(() => {
      writeFileSync(join(indexDir, 'review.tar.gz'), changed);
      setIndexDigest('review', changed);
    });
    expect(result).toEqual({ code: 1, found: [['verify/index-differs', 'review.tar.gz#references/checklist.md']] });
  });

  it('refuses an archive that holds a traversal', async () => {
    const evil = archive({ 'SKILL.md': readFileSync(join(dir, 'skills/review/SKILL.md'), 'utf8'), '../outside.md': 'x' });
    const result = await tampered(() => {
      writeFileSync(join(indexDir, 'review.tar.gz'), evil);
      setIndexDigest('review', evil);
    });
    expect(result).toEqual({ code: 1, found: [['verify/index-archive-unsafe', 'review.tar.gz']] });
  });

  it('names a skill the build holds and the index leaves out', async () => {
    const result = await tampered(() => {
      const index = JSON.parse(readFileSync(join(indexDir, 'index.json'), 'utf8')) as { skills: { name: string }[] };
      index.skills = index.skills.filter((s) => s.name !== 'notes');
      writeFileSync(join(indexDir, 'index.json'), JSON.stringify(index));
    });
    expect(result).toEqual({ code: 1, found: [['verify/index-differs', 'index.json']] });
  });

  it('refuses --index together with a server target (exit 2)', () => {
    const run = runCliProcess(['verify', '--index', 'public/agent-skills', '--stdio', 'node x.js'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--index checks a channel, not a server');
  });
});

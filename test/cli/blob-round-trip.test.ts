// Binary files end to end as real processes and a real SDK host: build writes each as a base64 blob
// with size and digest over the raw bytes, check proves it byte for byte (one flipped byte is
// caught), the module imports and serves the exact bytes, and `skillpack serve` (both layouts)
// serves a skill whose text is full of Python and JavaScript `import` lines to the SDK's
// SkillsClient, which verifies size and digest of every file.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { transformSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSkillServer, fileBytes, type SkillCatalog } from '../../src/runtime/index.js';
import { runServe } from '../../src/server/serve-command.js';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { textsModuleFile } from '../support/split-files.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

// The recommended profile admits the well-known types: `.png` and `.ttf` ship as blobs.
const profile = 'skillpack:recommended';

/** A PNG signature, invalid UTF-8, NUL and every byte value: nothing a text could carry. */
function binaryBytes(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]);
  let x = seed;
  for (let i = 11; i < length; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  return bytes;
}

const codeSamples = [
  '```python',
  'import os',
  'import (x)',
  'from pathlib import Path',
  '```',
  '',
  '```js',
  "import fs from 'node:fs';",
  "const m = await import('./m.js');",
  'export * from "./other.js";',
  '```',
].join('\n');

const png = binaryBytes(4099, 7);
const font = binaryBytes(70_001, 11);
const sha = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/draw/SKILL.md': validSkillMd('draw', {
      body: `Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.\n\n${codeSamples}`,
    }),
    'skills/draw/assets/logo.png': png,
    'skills/draw/assets/font.ttf': font,
    'skills/draw/references/imports.md': `# Samples\n\n${codeSamples}\n`,
  });
});
afterEach(() => cleanup());

async function importCatalog(file: string): Promise<SkillCatalog> {
  const js = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' }).code;
  return ((await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as { catalog: SkillCatalog }).catalog;
}

describe('blobs through build, check and import', () => {
  it("ships every non-UTF-8 file as a base64 blob whose bytes, size and digest are the source's", async () => {
    writeConfig(dir, { skills: [{ path: 'draw', tools: [] }], extends: profile });
    const built = runCliProcess(['build'], dir);
    expect(built.stderr + built.stdout).toContain('0 errors, 0 warnings');
    expect(built.code).toBe(0);
    expect(runCliProcess(['check'], dir).code).toBe(0);

    const catalog = await importCatalog(join(dir, 'generated/skills.ts'));
    const files = catalog.skills[0]?.files ?? [];
    expect(files.map((f) => [f.path, f.blob === undefined ? 'text' : 'blob'])).toEqual([
      ['SKILL.md', 'text'],
      ['assets/font.ttf', 'blob'],
      ['assets/logo.png', 'blob'],
      ['references/imports.md', 'text'],
    ]);
    const server = createSkillServer(catalog);
    const ctx = { era: 'modern' as const, enabled: true, tools: new Set<string>() };
    for (const [path, source, mediaType] of [
      ['assets/logo.png', png, 'image/png'],
      ['assets/font.ttf', font, 'font/ttf'],
    ] as const) {
      const file = files.find((f) => f.path === path);
      expect(file).toMatchObject({ mediaType, size: source.length, digest: sha(source) });
      const read = server.readResource({ uri: `skill://draw/${path}` }, ctx);
      if (!read.ok) throw new Error(read.error.message);
      const contents = read.result.contents[0] as { uri: string; mimeType: string; blob: string; text?: string };
      expect(Object.keys(contents).sort()).toEqual(['blob', 'mimeType', 'uri']);
      const served = Buffer.from(contents.blob, 'base64');
      expect(served.equals(source)).toBe(true);
      expect(sha(served)).toBe(file?.digest);
      // Byte accessors hand out fresh copies: changing one changes nothing else.
      const first = fileBytes(file as NonNullable<typeof file>);
      first[0] = first[0] === 0 ? 1 : 0;
      expect(Buffer.from(fileBytes(file as NonNullable<typeof file>)).equals(source)).toBe(true);
    }
  });

  it('check catches one changed byte of a blob, in the committed module and in the source', () => {
    writeConfig(dir, { skills: [{ path: 'draw', tools: [] }], extends: profile });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const module = join(dir, 'generated/skills.ts');
    const original = readFileSync(module, 'utf8');
    // The last byte of logo.png, re-encoded: same length, same stated size and digest, other bytes.
    const encoded = Buffer.from(png).toString('base64');
    const flipped = Buffer.from(png);
    flipped.writeUInt8((flipped.at(-1) ?? 0) ^ 0x01, flipped.length - 1);
    expect(original).toContain(`"${encoded}"`);
    writeFileSync(module, original.replace(`"${encoded}"`, `"${flipped.toString('base64')}"`));
    const edited = runCliProcess(['check', '--format', 'json'], dir);
    expect(edited.code).toBe(1);
    const messages = (JSON.parse(edited.stdout) as { diagnostics: { ruleId: string; message: string }[] }).diagnostics;
    expect(messages.map((d) => d.ruleId)).toEqual(['generated/stale-module']);
    expect(messages[0]?.message).toContain('edited skill://draw/assets/logo.png');
    expect(messages[0]?.message).not.toContain('font.ttf');

    writeFileSync(module, original);
    expect(runCliProcess(['check'], dir).code).toBe(0);
    writeFileSync(
      join(dir, 'skills/draw/assets/font.ttf'),
      Buffer.concat([font.subarray(0, 1000), Buffer.from([(font[1000] as number) ^ 0x80]), font.subarray(1001)]),
    );
    const stale = runCliProcess(['check', '--format', 'json'], dir);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain('edited skill://draw/assets/font.ttf');
  });

  it('split layout: the index marks blobs, check proves every module, and a changed byte in a texts module is caught', () => {
    writeConfig(dir, { layout: 'split', skills: [{ path: 'draw', tools: [] }], extends: profile });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    expect(runCliProcess(['check'], dir).code).toBe(0);
    const index = readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
    expect(index).toMatch(/path: "assets\/logo\.png", .*, encoding: "base64" \}/);
    expect(index).not.toMatch(/path: "SKILL\.md", .*encoding/);
    const textsFile = textsModuleFile(dir, 'draw');
    const texts = join(dir, textsFile);
    const original = readFileSync(texts, 'utf8');
    const encoded = Buffer.from(png).toString('base64');
    writeFileSync(texts, original.replace(encoded, `${encoded.slice(0, 10)}${encoded[10] === 'A' ? 'B' : 'A'}${encoded.slice(11)}`));
    const stale = runCliProcess(['check', '--format', 'json'], dir);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain(textsFile);
  });
});

describe('skillpack serve with blobs and code samples in skill text', () => {
  const stops: AbortController[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop.abort();
  });

  it.each(['single', 'split'] as const)('%s layout: serves every file to the SDK host, verified, bytes identical', async (layout) => {
    writeConfig(dir, { layout, skills: [{ path: 'draw', tools: [] }], extends: profile });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const token = ['blob', 'bearer', String(process.pid)].join('-');
    const stderr = new PassThrough();
    let errText = '';
    stderr.setEncoding('utf8').on('data', (chunk: string) => (errText += chunk));
    const stop = new AbortController();
    stops.push(stop);
    const done = runServe(
      { configFile: 'skillpack.config.json', http: '127.0.0.1:0' },
      {
        stdout: new PassThrough(),
        stderr,
        env: { MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token },
        cwd: dir,
        signal: stop.signal,
      },
    );
    const url = await new Promise<string>((resolve, reject) => {
      stderr.on('data', () => {
        const match = /at (http:\/\/\S+)/.exec(errText);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      void done.then((code) => reject(new Error(`serve exited ${code}: ${errText}`)));
    });
    const client = new Client({ name: 'blob-host', version: '1' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    const host = new SkillsClient(client);
    const listing = await host.list();
    expect(listing.skills.map((s) => s.uri)).toEqual(['skill://draw/SKILL.md']);
    const expected = new Map<string, Uint8Array>([
      ['skill://draw/assets/logo.png', png],
      ['skill://draw/assets/font.ttf', font],
      ['skill://draw/references/imports.md', Buffer.from(`# Samples\n\n${codeSamples}\n`)],
    ]);
    let read = 0;
    for (const entry of listing.skills) {
      if (entry.resources === 'dynamic') throw new Error('never dynamic');
      for (const resource of entry.resources) {
        const result = await host.read(entry, resource.uri);
        expect(result.verified).toBe(true);
        const want = expected.get(resource.uri);
        if (want !== undefined) expect(Buffer.from(result.bytes).equals(want)).toBe(true);
        if (resource.uri.endsWith('.png') || resource.uri.endsWith('.ttf')) expect(result.text).toBeUndefined();
        read++;
      }
    }
    expect(read).toBe(4);
    await client.close();
  });

  // The first guard to see it is the comparison with a fresh build (a hand-edited module is never
  // loaded); the import scan itself is tested on its own in test/server/module-imports.test.ts.
  it.each(['single', 'split'] as const)('%s layout: still refuses a module that imports at run time', async (layout) => {
    writeConfig(dir, { layout, skills: [{ path: 'draw', tools: [] }], extends: profile });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const target = join(dir, layout === 'single' ? 'generated/skills.ts' : textsModuleFile(dir, 'draw'));
    writeFileSync(target, `import { execSync } from "node:child_process";\n${readFileSync(target, 'utf8')}`);
    const stderr = new PassThrough();
    let errText = '';
    stderr.setEncoding('utf8').on('data', (chunk: string) => (errText += chunk));
    const code = await runServe(
      { configFile: 'skillpack.config.json', http: undefined },
      { stdout: new PassThrough(), stderr, env: { MCP_SKILLS_ENABLED: 'true' }, cwd: dir, stdin: new PassThrough() },
    );
    expect(code).toBe(2);
    expect(errText).toContain('differs from what the build writes from the sources');
  });
});

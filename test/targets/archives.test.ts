// The archive writers against real readers: GNU tar and gzip, Info-ZIP's unzip, and Python's tarfile and
// zipfile; bytes that never change between runs; modes from the script opt-in; paths ustar cannot hold.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadArchiveSize } from '../../src/rules/channel/claude-ai-archive-size.js';
import type { ArchiveEntry } from '../../src/targets/archive-entry.js';
import { gzipStored, tarBytes, tarGzipBytes } from '../../src/targets/tar-gzip.js';
import { zipBytes } from '../../src/targets/zip-archive.js';
import { tempDir } from '../support/disk.js';

const encoder = new TextEncoder();
const longDir = `references/${'deep-folder/'.repeat(12)}`;
const entries: ArchiveEntry[] = [
  { path: 'scripts/fill.py', bytes: encoder.encode('#!/usr/bin/env python3\nprint("fill")\n'), mode: 0o755 },
  { path: 'SKILL.md', bytes: encoder.encode('---\nname: demo\ndescription: Demo.\n---\n\n# Demo\n'), mode: 0o644 },
  { path: 'assets/logo.png', bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255), mode: 0o644 },
  { path: `${longDir}notes-with-a-long-name.md`, bytes: encoder.encode('# Deep\n'), mode: 0o644 },
  { path: `references/${'x'.repeat(180)}.md`, bytes: encoder.encode('# Long name\n'), mode: 0o644 },
];
const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const { dir, cleanup } = tempDir('skillpack-archives-');
afterAll(cleanup);

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const python = `
import hashlib, json, sys, tarfile, zipfile
out = {}
with tarfile.open(sys.argv[1]) as t:
    out['tar'] = {m.name: [oct(m.mode), m.mtime, m.uid, m.gid, m.type.decode() if isinstance(m.type, bytes) else m.type, hashlib.sha256(t.extractfile(m).read()).hexdigest()] for m in t.getmembers()}
with zipfile.ZipFile(sys.argv[2]) as z:
    assert z.testzip() is None
    out['zip'] = {i.filename: [oct(i.external_attr >> 16), list(i.date_time), i.compress_type, len(i.extra), hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()}
print(json.dumps(out))
`;

describe('archives', () => {
  const tarGz = tarGzipBytes(entries);
  const zip = zipBytes(entries, 'demo/');
  writeFileSync(join(dir, 'demo.tar.gz'), tarGz);
  writeFileSync(join(dir, 'demo.zip'), zip);

  it('are the same bytes on every run, whatever the order of the entries', () => {
    expect(sha(tarGzipBytes([...entries].reverse()))).toBe(sha(tarGz));
    expect(sha(zipBytes([...entries].reverse(), 'demo/'))).toBe(sha(zip));
  });

  it('.tar.gz: GNU tar lists the skill directory contents at the root, sorted, with fixed owner, time and modes', () => {
    run('gzip', ['-t', 'demo.tar.gz']);
    const listing = run('tar', ['--utc', '-tvzf', 'demo.tar.gz']).trim().split('\n');
    expect(listing.map((line) => line.split(/\s+/).slice(5).join(' '))).toEqual([...entries.map((e) => e.path)].sort());
    for (const line of listing) {
      const [mode, owner, , date, time] = line.split(/\s+/);
      expect(owner).toBe('0/0');
      expect(`${date} ${time}`).toBe('1980-01-01 00:00');
      expect(mode).toMatch(line.includes('scripts/fill.py') ? /^-rwxr-xr-x$/ : /^-rw-r--r--$/);
    }
  });

  it('.tar.gz and .zip: Python reads every file back with its bytes and mode, the zip under the skill-named directory', () => {
    const read = JSON.parse(run('python3', ['-c', python, 'demo.tar.gz', 'demo.zip'])) as {
      tar: Record<string, [string, number, number, number, string, string]>;
      zip: Record<string, [string, number[], number, number, string]>;
    };
    for (const entry of entries) {
      expect(read.tar[entry.path]).toEqual([`0o${entry.mode.toString(8)}`, 315532800, 0, 0, '0', sha(entry.bytes)]);
      expect(read.zip[`demo/${entry.path}`]).toEqual([`0o100${entry.mode.toString(8)}`, [1980, 1, 1, 0, 0, 0], 0, 0, sha(entry.bytes)]);
    }
    expect(Object.keys(read.tar)).toHaveLength(entries.length);
    expect(Object.keys(read.zip)).toHaveLength(entries.length);
  });

  it('.zip: unzip tests it clean', () => {
    expect(run('unzip', ['-t', 'demo.zip'])).toContain('No errors detected');
  });

  it('gzip: stored blocks of at most 65,535 bytes decompress to the input, empty input included', () => {
    const big = new Uint8Array(200_000).map((_, i) => (i * 7) & 0xff);
    expect(Buffer.from(gunzipSync(gzipStored(big))).equals(Buffer.from(big))).toBe(true);
    expect(gunzipSync(gzipStored(new Uint8Array(0))).length).toBe(0);
    expect(Buffer.from(gunzipSync(tarGz)).equals(Buffer.from(tarBytes(entries)))).toBe(true);
  });

  it('the upload-size rule computes the size of the zip the target writes', () => {
    expect(
      uploadArchiveSize(
        entries.map((e) => ({ path: e.path, size: e.bytes.length })),
        'demo/',
      ),
    ).toBe(zip.length);
  });
});

// Blob files in hand-built catalogs: validation of the base64 form against the stated size without
// decoding, resources/read answering `{ uri, mimeType, blob }` in both layouts, and the base64 codec
// against Node's.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ByteLength, decodeBase64, encodeBase64 } from '../../src/runtime/base64.js';
import {
  CatalogError,
  createSkillServer,
  createSplitSkillServer,
  fileBytes,
  type CatalogFile,
  type SkillCatalog,
  type SplitSkillCatalog,
} from '../../src/runtime/index.js';
import { catalogProblems, loadedTextsProblems } from '../../src/runtime/validate-catalog.js';
import { sampleCatalog } from './helpers/catalog-fixture.js';

const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xc3, 0x28, 0x0a]);
const blobFile = (over: Partial<Record<string, unknown>> = {}): CatalogFile =>
  ({
    path: 'assets/logo.png',
    uri: 'skill://interop-review/assets/logo.png',
    mediaType: 'image/png',
    size: bytes.length,
    digest: `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
    blob: Buffer.from(bytes).toString('base64'),
    ...over,
  }) as CatalogFile;

function withBlob(file: CatalogFile = blobFile()): SkillCatalog {
  const catalog = structuredClone(sampleCatalog()) as unknown as { skills: { path: string; files: CatalogFile[] }[] };
  const skill = catalog.skills.find((s) => s.path === 'interop-review');
  skill?.files.push(file);
  skill?.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return catalog as unknown as SkillCatalog;
}

const modern = { era: 'modern' as const, enabled: true, tools: new Set<string>() };

describe('blob validation', () => {
  it('accepts a blob whose base64 decodes to the stated size', () => {
    expect(catalogProblems(withBlob())).toEqual([]);
  });

  it.each([
    ['a size that does not match the blob', { size: bytes.length + 1 }, 'does not match the 9-byte blob'],
    [
      'base64 that is not canonical (bits under the padding)',
      { blob: `${Buffer.from(bytes).toString('base64').slice(0, -2)}x=` },
      'canonical padded base64',
    ],
    [
      'base64 without its padding',
      { blob: Buffer.from(bytes.subarray(1)).toString('base64').replace(/=+$/, ''), size: 8 },
      'canonical padded base64',
    ],
    ['base64url characters', { blob: Buffer.from(bytes).toString('base64url').padEnd(12, '=') }, 'canonical padded base64'],
    ['a blob that is not a string', { blob: 12 }, 'canonical padded base64'],
    ['both text and blob', { text: 'x' }, 'has both text and blob'],
    ['a malformed media type', { mediaType: 'image' }, 'media type must be a type/subtype'],
  ])('refuses %s', (_name, over, words) => {
    expect(catalogProblems(withBlob(blobFile(over))).join('\n')).toContain(words);
  });

  it('refuses a SKILL.md shipped as a blob', () => {
    const catalog = structuredClone(sampleCatalog()) as unknown as { skills: { files: Record<string, unknown>[] }[] };
    const skillMd = catalog.skills[0]?.files[0] as Record<string, unknown>;
    skillMd['blob'] = Buffer.from(skillMd['text'] as string).toString('base64');
    delete skillMd['text'];
    expect(catalogProblems(catalog).join('\n')).toContain('a SKILL.md is text, not a blob');
  });

  it("checks a split skill's loaded base64 against the index size", () => {
    const files = [
      { path: 'a.png', size: 9, encoding: 'base64' as const },
      { path: 'b.md', size: 3 },
    ];
    expect(loadedTextsProblems(files, [Buffer.from(bytes).toString('base64'), 'abc'])).toEqual([]);
    expect(loadedTextsProblems(files, [Buffer.from(bytes.subarray(1)).toString('base64'), 'abc'])).toEqual([
      'file "a.png": the blob does not match the 9-byte size of the index',
    ]);
    expect(loadedTextsProblems(files, ['not base64!', 'abc'])).toHaveLength(1);
  });
});

describe('serving blobs', () => {
  it('answers resources/read with { uri, mimeType, blob } and lists the raw size and digest', () => {
    const catalog = withBlob();
    const server = createSkillServer(catalog);
    const read = server.readResource({ uri: 'skill://interop-review/assets/logo.png' }, modern);
    expect(read).toEqual({
      ok: true,
      result: {
        contents: [{ uri: 'skill://interop-review/assets/logo.png', mimeType: 'image/png', blob: Buffer.from(bytes).toString('base64') }],
        resultType: 'complete',
        ttlMs: 60000,
        cacheScope: 'private',
      },
    });
    const got = server.getSkill({ uri: 'skill://interop-review/SKILL.md' }, modern);
    if (!got.ok) throw new Error(got.error.message);
    expect(got.result.skill.resources).toContainEqual({
      uri: 'skill://interop-review/assets/logo.png',
      digest: blobFile().digest,
      size: 9,
    });
  });

  it('refuses a catalog with a bad blob at start-up', () => {
    expect(() => createSkillServer(withBlob(blobFile({ size: 3 })))).toThrow(CatalogError);
  });

  it('split layout: serves the blob from the texts module, marked by the index', async () => {
    const single = withBlob();
    const texts = new Map(single.skills.map((s) => [s.path, s.files.map((f) => f.blob ?? f.text ?? '')]));
    const split: SplitSkillCatalog = {
      ...single,
      layout: 'split',
      skills: single.skills.map((s) => ({
        ...s,
        files: s.files.map(({ path, uri, mediaType, size, digest, blob }) => ({
          path,
          uri,
          mediaType,
          size,
          digest,
          ...(blob === undefined ? {} : { encoding: 'base64' as const }),
        })),
        loadTexts: () => Promise.resolve(texts.get(s.path) ?? []),
      })),
    };
    const server = createSplitSkillServer(split);
    const read = await server.readResource({ uri: 'skill://interop-review/assets/logo.png' }, modern);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.result.contents).toEqual([
      { uri: 'skill://interop-review/assets/logo.png', mimeType: 'image/png', blob: Buffer.from(bytes).toString('base64') },
    ]);
    const text = await server.readResource({ uri: 'skill://interop-review/notes.txt' }, modern);
    expect(text.ok && text.result.contents[0]).toEqual({
      uri: 'skill://interop-review/notes.txt',
      mimeType: 'text/plain',
      text: 'plain\n',
    });
  });

  it('fileBytes returns a fresh copy of the raw bytes on every call, for blobs and texts', () => {
    const file = blobFile();
    const a = fileBytes(file);
    const b = fileBytes(file);
    expect(a).not.toBe(b);
    a.fill(0);
    expect(Buffer.from(fileBytes(file)).equals(bytes)).toBe(true);
    expect(
      new TextDecoder().decode(
        fileBytes({
          path: 'x.md',
          uri: 'skill://a/x.md',
          mediaType: 'text/markdown',
          size: 5,
          digest: blobFile().digest,
          text: 'caf\u00e9',
        }),
      ),
    ).toBe('caf\u00e9');
  });
});

describe('base64 codec', () => {
  it('encodes and decodes exactly as Node does, and only the canonical spelling has a length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        const node = Buffer.from(data).toString('base64');
        expect(encodeBase64(data)).toBe(node);
        expect(base64ByteLength(node)).toBe(data.length);
        expect(Buffer.from(decodeBase64(node)).equals(Buffer.from(data))).toBe(true);
      }),
    );
    for (const bad of ['A', 'AB', 'ABC', 'AB=A', 'AB==AAAA', 'AR==', 'ABD=', 'A-B_', '====']) expect(base64ByteLength(bad)).toBeUndefined();
    expect(() => decodeBase64('AR==')).toThrow(TypeError);
  });
});

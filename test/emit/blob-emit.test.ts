// Blobs in both emit layouts from a hand-built catalog: the base64 literal is exactly what the
// general literal writer would write, the module imports without decoding and serves the same
// bytes, and the split index marks blob entries while its texts module carries the base64.
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { emitModule } from '../../src/emit/emit-module.js';
import { writeSplitModules } from '../../src/emit/emit-split.js';
import { ModuleWriter } from '../../src/emit/module-writer.js';
import { readManifest } from '../../src/emit/read-manifest.js';
import { createSkillServer, fileBytes, type CatalogFile, type SkillCatalog } from '../../src/runtime/index.js';
import { sampleCatalog } from '../runtime/helpers/catalog-fixture.js';

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 37 + 11) & 0xff);
const digest = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

function catalogWithBlob(): SkillCatalog {
  const catalog = structuredClone(sampleCatalog()) as unknown as { skills: { path: string; files: CatalogFile[] }[] };
  const skill = catalog.skills.find((s) => s.path === 'interop-review');
  skill?.files.push({
    path: 'assets/a.png',
    uri: 'skill://interop-review/assets/a.png',
    mediaType: 'image/png',
    size: bytes.length,
    digest,
    blob: Buffer.from(bytes).toString('base64'),
  });
  skill?.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return catalog as unknown as SkillCatalog;
}

async function importSource(source: string): Promise<SkillCatalog> {
  const js = transformSync(source, { loader: 'ts', format: 'esm' }).code;
  return ((await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as { catalog: SkillCatalog }).catalog;
}

describe('blobs in the emitted module', () => {
  it('writes the base64 literal byte for byte as the general literal writer does', () => {
    for (const data of [new Uint8Array(0), Uint8Array.of(0xff), Uint8Array.of(1, 2), bytes]) {
      const base64 = Buffer.from(data).toString('base64');
      expect(new ModuleWriter().base64Literal(base64).toString()).toBe(new ModuleWriter().literal(base64, true).toString());
    }
    expect(() => new ModuleWriter().base64Literal('not base64!')).toThrow('internal');
  });

  it('single module: imports, validates and serves the same bytes; the manifest reader digests the decoded bytes', async () => {
    const source = emitModule(catalogWithBlob(), { typesFrom: 'skillpack/runtime', configName: 'skillpack.config.json' });
    expect(source).toContain(`          blob: "${Buffer.from(bytes).toString('base64')}",\n`);
    expect(readManifest(source).get('skill://interop-review/assets/a.png')).toEqual({
      uri: 'skill://interop-review/assets/a.png',
      size: 1000,
      digest,
    });
    const imported = await importSource(source);
    const file = imported.skills.find((s) => s.path === 'interop-review')?.files.find((f) => f.path === 'assets/a.png');
    expect(Object.isFrozen(file)).toBe(true);
    expect(Buffer.from(fileBytes(file as CatalogFile)).equals(bytes)).toBe(true);
    const read = createSkillServer(imported).readResource(
      { uri: 'skill://interop-review/assets/a.png' },
      { era: 'modern', enabled: true, tools: new Set() },
    );
    expect(read.ok && read.result.contents[0]).toEqual({
      uri: 'skill://interop-review/assets/a.png',
      mimeType: 'image/png',
      blob: Buffer.from(bytes).toString('base64'),
    });
  });

  it('split layout: the index entry says base64, the texts module holds the base64 in file order', () => {
    const split = writeSplitModules(catalogWithBlob(), {
      typesFrom: 'skillpack/runtime',
      configName: 'skillpack.config.json',
      textsDirName: 'skills',
    });
    const index = split.index.toString();
    expect(index).toContain(
      `{ path: "assets/a.png", uri: "skill://interop-review/assets/a.png", mediaType: "image/png", size: 1000, digest: "${digest}", encoding: "base64" },`,
    );
    expect(index.match(/encoding:/g)).toHaveLength(1);
    const texts = split.texts.find((t) => /^skills\/interop-review\.[0-9a-f]{16}\.ts$/.test(t.path))?.module.toString() ?? '';
    const position =
      catalogWithBlob()
        .skills.find((s) => s.path === 'interop-review')
        ?.files.findIndex((f) => f.path === 'assets/a.png') ?? -1;
    expect(position).toBe(1);
    // Two comment lines and the array's opening line, then one content per line in file order.
    expect(texts.split('\n')[3 + position]).toBe(`  "${Buffer.from(bytes).toString('base64')}",`);
  });
});

// Generates the blob benchmark catalogs, deterministically (seeded PRNG), under bench/.work/:
//   blobs       16 skills, each with 16 binary files of 64 KiB (PNG signature, then pseudo-random bytes
//               that are not UTF-8): 16 MiB of blobs, shipped as base64 (SPEC-NOTES §2).
//   blob-texts  the baseline: the same skills, file count and sizes, every file ASCII text, so the two
//               imports differ only in text versus blob.
// Each is a config directory (recommended profile) whose skills pass every rule.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareCatalogDir, writeTree } from './generate-catalog.mjs';
import { createRandom } from './lib/prng.mjs';

const skills = 16;
const filesPerSkill = 16;
const fileBytes = 64 * 1024;

function skillMd(name) {
  return `---\nname: ${name}\ndescription: Draws ${name} figures from the bundled assets.\nlicense: MIT\nmetadata:\n  publisher: skillpack\n  distribution: bundled\n---\n# ${name}\n\nOrigin and limits: this skill is published by skillpack for its benchmarks; it is read-only guidance and grants no permissions.\n`;
}

function binaryFile(random) {
  const bytes = new Uint8Array(fileBytes);
  for (let i = 0; i < bytes.length; i += 4) {
    const word = Math.floor(random.next() * 4294967296);
    bytes[i] = word & 0xff;
    bytes[i + 1] = (word >>> 8) & 0xff;
    bytes[i + 2] = (word >>> 16) & 0xff;
    bytes[i + 3] = word >>> 24;
  }
  // A PNG signature, then an invalid UTF-8 byte early: never text.
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]);
  return bytes;
}

function textFile(random) {
  const words = ['chart', 'axis', 'legend', 'scale', 'series', 'label', 'grid', 'tick', 'palette', 'layer'];
  const lines = [];
  let bytes = 0;
  while (bytes < fileBytes) {
    const line = `${Array.from({ length: 10 }, () => random.pick(words)).join(' ')}\n`;
    lines.push(line);
    bytes += line.length;
  }
  return lines.join('').slice(0, fileBytes - 1) + '\n';
}

/** Generates `kind` (`blobs` or `blob-texts`) into `<out>/<kind>/`. */
export function generateBlobCatalog(kind, out) {
  if (kind !== 'blobs' && kind !== 'blob-texts') throw new Error(`unknown blob catalog kind "${kind}"`);
  const dir = prepareCatalogDir(out, kind);
  const random = createRandom(0xb10b5);
  const paths = [];
  let contentBytes = 0;
  let files = 0;
  for (let s = 0; s < skills; s++) {
    const name = `figures-${String(s).padStart(2, '0')}`;
    paths.push(name);
    const tree = new Map([['SKILL.md', skillMd(name)]]);
    for (let f = 0; f < filesPerSkill; f++) {
      const base = `assets/figure-${String(f).padStart(2, '0')}`;
      if (kind === 'blobs') tree.set(`${base}.png`, binaryFile(random));
      else tree.set(`${base}.txt`, textFile(random));
    }
    writeTree(join(dir, 'skills', name), tree);
    for (const content of tree.values()) contentBytes += content.length;
    files += tree.size;
  }
  const config = {
    extends: 'skillpack:recommended',
    root: 'skills',
    output: 'generated/skills.ts',
    publisher: 'skillpack',
    skills: paths.map((path) => ({ path, tools: [] })),
  };
  writeFileSync(join(dir, 'skillpack.config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(
    join(dir, 'skillpack.split.config.json'),
    `${JSON.stringify({ ...config, layout: 'split', output: 'generated-split/skills.ts' }, null, 2)}\n`,
  );
  return {
    kind,
    dir,
    configFile: join(dir, 'skillpack.config.json'),
    splitConfigFile: join(dir, 'skillpack.split.config.json'),
    skills,
    files,
    bytes: contentBytes,
    blobBytes: kind === 'blobs' ? skills * filesPerSkill * fileBytes : 0,
  };
}

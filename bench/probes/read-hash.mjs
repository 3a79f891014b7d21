// The floor: walk a skills root, read every regular file and SHA-256 it, in one fresh Node process —
// the least any packaging check of those bytes can do. Prints {"files","bytes","ms"} as JSON.
// Usage: node bench/probes/read-hash.mjs <skills-root>
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
if (root === undefined) throw new Error('usage: read-hash.mjs <skills-root>');
const started = performance.now();
let files = 0;
let bytes = 0;
const visit = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) visit(path);
    else if (entry.isFile()) {
      const content = readFileSync(path);
      createHash('sha256').update(content).digest('hex');
      files += 1;
      bytes += content.byteLength;
    }
  }
};
visit(root);
process.stdout.write(`${JSON.stringify({ files, bytes, ms: performance.now() - started })}\n`);

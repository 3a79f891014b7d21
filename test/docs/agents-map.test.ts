// AGENTS.md maps every source file in one line; this keeps the map and the tree identical.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [relative(root, join(root, path)).split('\\').join('/')];
  });
}

it('AGENTS.md lists every file under src/ and scripts/, and nothing that does not exist', () => {
  const map = readFileSync(join(root, 'AGENTS.md'), 'utf8');
  const listed = new Set([...map.matchAll(/^- `((?:src|scripts)\/[^`]+)`/gm)].map((m) => m[1] as string));
  const actual = [...filesUnder('src'), ...filesUnder('scripts')].sort();
  expect(actual.filter((f) => !listed.has(f)), 'files missing from AGENTS.md').toEqual([]);
  expect([...listed].filter((f) => !actual.includes(f)), 'AGENTS.md entries without a file').toEqual([]);
});

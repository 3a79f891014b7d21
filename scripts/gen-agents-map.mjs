// Rewrites the file map in AGENTS.md from each file's opening comment line (every source file opens
// with a one-line statement of its job). `--check` exits 1 when the map is stale instead of writing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const begin = '<!-- file-map:begin -->';
const end = '<!-- file-map:end -->';

function filesUnder(dir) {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [relative(root, join(root, path)).split('\\').join('/')];
    });
}

/** The first sentence of the file's opening comment block. */
function purpose(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let i = lines[0]?.startsWith('#!') ? 1 : 0;
  while (i < lines.length && lines[i].trim() === '') i++;
  const block = [];
  for (; i < lines.length; i++) {
    const match = /^\s*(?:\/\/|#)\s?(.*)$/.exec(lines[i]);
    if (match === null || match[1].trim() === '') break;
    block.push(match[1].trim());
  }
  if (block.length === 0) return '(no opening comment: add one)';
  const text = block.join(' ');
  const sentence = /^(.*?[.!?])(?:\s|$)/.exec(text);
  return sentence ? sentence[1] : text;
}

export function renderMap() {
  // Data files (JSON manifests, lockfiles) carry no comment and are not source; nor is the interop
  // run's fixture catalog (skills and the module built from them, docs/interop.md).
  const files = [...filesUnder('src'), ...filesUnder('scripts')].filter(
    (f) => !f.endsWith('.json') && !f.startsWith('scripts/interop/fixture-catalog/'),
  );
  const out = [];
  let group = '';
  for (const file of files) {
    const dir = file.slice(0, file.lastIndexOf('/'));
    if (dir !== group) {
      out.push('', `### ${dir}/`, '');
      group = dir;
    }
    out.push(`- \`${file}\` — ${purpose(file)}`);
  }
  return `${begin}\n${out.join('\n').trimStart()}\n${end}`;
}

const agents = join(root, 'AGENTS.md');
const text = readFileSync(agents, 'utf8');
const from = text.indexOf(begin);
const to = text.indexOf(end);
if (from === -1 || to === -1) throw new Error('AGENTS.md has no file-map markers');
const next = `${text.slice(0, from)}${renderMap()}${text.slice(to + end.length)}`;
if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error('AGENTS.md file map is stale: run `npm run docs:agents`.');
    process.exit(1);
  }
} else if (next !== text) {
  writeFileSync(agents, next);
}

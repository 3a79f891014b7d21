// Rewrites the generated part of docs/benchmarks.md (between the two markers) and leaves the
// hand-written explanation around it untouched.
import { readFileSync, writeFileSync } from 'node:fs';

export const beginMarker = '<!-- bench:begin (written by `npm run bench`; edit outside these markers) -->';
export const endMarker = '<!-- bench:end -->';

export function rewriteSection(file, content) {
  const text = readFileSync(file, 'utf8');
  const begin = text.indexOf(beginMarker);
  const end = text.indexOf(endMarker);
  if (begin === -1 || end === -1 || end < begin) throw new Error(`${file} lacks the benchmark markers; add\n${beginMarker}\n${endMarker}`);
  writeFileSync(file, `${text.slice(0, begin + beginMarker.length)}\n${content.trim()}\n${text.slice(end)}`);
}

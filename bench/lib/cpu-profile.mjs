// Reads a V8 .cpuprofile (node --cpu-prof) and sums self time per function, so a missed target can be
// traced to the file and function where the time goes. Frames inside esbuild bundles (dist/) are
// mapped back to their source module through the `// src/…` comments esbuild writes before each one.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const moduleComment = /^\/\/ (\S+\.(?:[cm]?[jt]s|json))$/;

function bundleMapper() {
  const cache = new Map();
  return (url, line) => {
    if (!url.startsWith('file://') || !url.includes('/dist/')) return undefined;
    let starts = cache.get(url);
    if (starts === undefined) {
      starts = [];
      try {
        readFileSync(fileURLToPath(url), 'utf8')
          .split('\n')
          .forEach((text, index) => {
            const match = moduleComment.exec(text);
            if (match !== null) starts.push({ line: index, module: match[1] });
          });
      } catch {
        // An unreadable bundle keeps its own name.
      }
      cache.set(url, starts);
    }
    let found;
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  };
}

export function topFunctions(profilePath, limit = 15, rootDir = '') {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sourceOf = bundleMapper();
  const selfUs = new Map();
  const moduleUs = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { url, lineNumber } = node.callFrame;
    // Regular expressions are named by their source; keep a recognisable head of long ones.
    const functionName =
      node.callFrame.functionName.length > 72 ? `${node.callFrame.functionName.slice(0, 71)}…` : node.callFrame.functionName;
    const module = sourceOf(url, lineNumber)?.replace(/^(?:\.\.\/)+(?:[^/]+\/)*?node_modules\//, 'node_modules/');
    const file = url.replace('file://', '').replace(rootDir, '');
    const where = `${functionName || '(anonymous)'} ${module === undefined ? `${file}:${lineNumber + 1}` : `${module} (${file}:${lineNumber + 1})`}`;
    selfUs.set(where, (selfUs.get(where) ?? 0) + (deltas[i] ?? 0));
    const owner = module ?? (url === '' ? `(${functionName || 'native'})` : file.startsWith('node:') ? 'node internals' : file);
    moduleUs.set(owner, (moduleUs.get(owner) ?? 0) + (deltas[i] ?? 0));
  }
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
  return {
    totalMs: totalUs / 1000,
    modules: [...moduleUs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([where, us]) => ({ where, ms: us / 1000, share: us / totalUs })),
    top: [...selfUs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([where, us]) => ({ where, ms: us / 1000, share: us / totalUs })),
  };
}

// The anchor's build/load path: the official SDK's `loadSkills` (@modelcontextprotocol/server
// 2.4.x, ext/skills/node) walking, reading and hashing a skills root into a catalog, in this fresh
// process. Run with --expose-gc. Usage: node --expose-gc bench/probes/sdk-load.mjs <skills-root>
// Prints {"skills","files","loadMs","heapBytes","warnings"} as JSON.
import { loadSkills } from '@modelcontextprotocol/server/ext/skills/node';

const root = process.argv[2];
if (root === undefined || typeof globalThis.gc !== 'function') throw new Error('usage: node --expose-gc sdk-load.mjs <skills-root>');
const settle = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const before = settle();
const warnings = [];
const started = performance.now();
const catalog = await loadSkills(root, { onWarning: (warning) => warnings.push(warning) });
const loadMs = performance.now() - started;
const heapBytes = settle() - before;
const files = catalog.entries.reduce((n, skill) => n + skill.resources.length, 0);
process.stdout.write(`${JSON.stringify({ skills: catalog.entries.length, files, loadMs, heapBytes, warnings: warnings.length })}\n`);

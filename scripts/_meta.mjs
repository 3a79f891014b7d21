import { build } from 'esbuild';
import { join } from 'node:path';
import { configValidatorPlugin } from './config-validator-plugin.mjs';
import { whyTextsPlugin } from './why-texts-plugin.mjs';
const root = process.cwd();
const r = await build({ absWorkingDir: root, entryPoints: { index: 'src/index.ts', 'cli-esm': 'src/cli/bin.ts', runtime: 'src/runtime/index.ts', mcp: 'src/mcp/index.ts' }, bundle: true, platform: 'node', target: 'node20', format: 'esm', minify: true, metafile: true, write: false, external: ['@modelcontextprotocol/*'], outdir: '/tmp/mo', splitting: true, logLevel: 'silent', legalComments: 'none', alias: { yaml: join(root, 'node_modules/yaml/browser/index.js') }, plugins: [configValidatorPlugin(root), whyTextsPlugin(root)] });
const agg = {}; const files = {};
for (const o of Object.values(r.metafile.outputs)) for (const [k, v] of Object.entries(o.inputs)) { const d = k.split('/').slice(0, +process.argv[2] || 4).join('/'); agg[d] = (agg[d] || 0) + v.bytesInOutput; files[k]=(files[k]||0)+v.bytesInOutput; }
let t=0; for (const v of Object.values(agg)) t+=v; console.log('total', t);
Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(v, k));
console.log('--- files');
Object.entries(files).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(v, k));

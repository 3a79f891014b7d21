// Bundles a few exports of the project's TypeScript sources with esbuild into bench/.work/ and
// imports them, so an in-process benchmark measures the JavaScript the package ships.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `root`: the repository; `contents`: export lines of src/ or test/ modules; `name`: the bundle's file name in bench/.work/. */
export async function importBundledSource(root, contents, name) {
  const outfile = join(root, 'bench/.work', name);
  mkdirSync(join(root, 'bench/.work'), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    // Dependencies (yaml, ajv) are imported from node_modules, as the built CLI does.
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

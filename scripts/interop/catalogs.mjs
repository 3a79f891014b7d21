// The catalogs the interop run serves: the repository's own (strict profile, with the self-contained
// bundle beside `skillpack serve`), and a fixture under the recommended profile whose skill carries
// what real skills carry (a PNG, TrueType bytes, a Python script opted in with "scripts": true, code
// samples with `import` lines), built fresh by the run and served by `skillpack serve --config`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixtureDir = fileURLToPath(new URL('./fixture-catalog/', import.meta.url)).replace(/\/$/, '');

/** `root`: the repository checkout under test (its dist/ serves both catalogs). */
export function catalogSetups(root) {
  return [
    { id: 'repository', label: '', configFile: join(root, 'skillpack.config.json'), serveArgs: [], bundle: true },
    {
      id: 'fixture',
      label: 'fixture · ',
      configFile: join(fixtureDir, 'skillpack.config.json'),
      serveArgs: ['--config', join(fixtureDir, 'skillpack.config.json')],
      bundle: false,
    },
  ];
}

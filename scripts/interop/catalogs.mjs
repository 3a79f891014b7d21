// The catalogs the interop run serves: the repository's own (strict profile, with the self-contained
// bundle beside `skillpack serve`), and a fixture under the recommended profile whose skill carries
// what real skills carry (a PNG, TrueType bytes, a Python script opted in with "scripts": true, code
// samples with `import` lines), built fresh by the run and served by `skillpack serve --config`.
// The fixture turns the config's `directoryRead` on (the repository's catalog keeps the default, so
// both declarations are checked): `directoryRead` below is read from each config, never assumed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixtureDir = fileURLToPath(new URL('./fixture-catalog/', import.meta.url)).replace(/\/$/, '');

/** Whether a config turns `directoryRead` on (off unless exactly true, as the config loader reads it). */
const directoryReadOf = (configFile) => JSON.parse(readFileSync(configFile, 'utf8')).directoryRead === true;

/** `root`: the repository checkout under test (its dist/ serves both catalogs). */
export function catalogSetups(root) {
  const repositoryConfig = join(root, 'skillpack.config.json');
  const fixtureConfig = join(fixtureDir, 'skillpack.config.json');
  return [
    {
      id: 'repository',
      label: '',
      configFile: repositoryConfig,
      serveArgs: [],
      bundle: true,
      directoryRead: directoryReadOf(repositoryConfig),
    },
    {
      id: 'fixture',
      label: 'fixture · ',
      configFile: fixtureConfig,
      serveArgs: ['--config', fixtureConfig],
      bundle: false,
      directoryRead: directoryReadOf(fixtureConfig),
    },
  ];
}

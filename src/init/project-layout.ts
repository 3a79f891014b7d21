// Where a project keeps what skillpack reads and writes, as init sets it up or finds it in the
// config: the skills root, the generated output, the config file and the secret allowlist. Every
// file init writes that names a path (.gitattributes, the hook's path filter, the workflow, the
// hints) is made from this one value, so changing the root in the config and running init again
// brings them all in line.
import { posix } from 'node:path';

export interface ProjectLayout {
  readonly root: string;
  readonly output: string;
  readonly configName: string;
  readonly secretAllowlist?: string | undefined;
}

export interface WatchedPath {
  readonly path: string;
  readonly directory: boolean;
}

export const defaultLayout = { root: 'skills', output: 'generated/skills.ts', configName: 'skillpack.config.json' } as const;

/**
 * Where the generated files live: the output's directory when it has one (the split layout's texts
 * modules sit beside it), else the module and its texts directory.
 */
export function outputPaths(output: string): WatchedPath[] {
  const dir = posix.dirname(output);
  return dir === '.'
    ? [
        { path: output, directory: false },
        { path: output.replace(/\.ts$/, ''), directory: true },
      ]
    : [{ path: dir, directory: true }];
}

/** Every path whose staged change the pre-commit check must see. */
export function watchedPaths(layout: ProjectLayout): WatchedPath[] {
  return [
    { path: layout.root, directory: true },
    ...outputPaths(layout.output),
    { path: layout.configName, directory: false },
    ...(layout.secretAllowlist === undefined ? [] : [{ path: layout.secretAllowlist, directory: false }]),
  ];
}

// The package version, stamped into generated modules and printed by --version.
import pkg from '../package.json' with { type: 'json' };

export const version: string = pkg.version;
export const repositoryUrl = 'https://github.com/skillpack/skillpack';

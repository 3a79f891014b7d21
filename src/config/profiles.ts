// The built-in profiles a config `extends` (DESIGN "Profiles and files"; ESLint's shareable configs are
// the model): rule severities that differ from each rule's own default, the limits, and the file
// types accepted without any `files` setting. A profile is data; `skillpack explain --profile NAME`
// prints it and README's profile table describes it.
import { briefLimits, type Profile, type ProfileName } from './types.js';

export type { Profile, ProfileName } from './types.js';
import { wellKnownTypes } from './well-known-types.js';

export const defaultProfileName: ProfileName = 'skillpack:recommended';

/**
 * OS and editor debris every profile keeps out of the package (DESIGN "Profiles and files"): never
 * read or shipped, listed by `build`. A config turns the list off with `"excludeDefaults": false`;
 * any other hidden file stays the locked filesystem/hidden-file error.
 */
export const debrisExclude: readonly string[] = Object.freeze([
  '.DS_Store',
  'Thumbs.db',
  'desktop.ini',
  '__pycache__',
  '*.pyc',
  '.ipynb_checkpoints',
]);

export const profiles: { readonly [name in ProfileName]: Profile } = Object.freeze({
  'skillpack:recommended': Object.freeze({
    name: 'skillpack:recommended',
    summary:
      'The Agent Skills format plus the MCP Skills extension: the spec\'s fields (allowed-tools and fields a host defines, such as Claude Code\'s disable-model-invocation, reported as warnings and served as written), no provenance requirement, every file type (the well-known table; any other type as text/plain when lossless UTF-8, else as a blob), scripts only where a skill entry opts in ("scripts": true).',
    rules: Object.freeze({
      'frontmatter/metadata-publisher': 'off',
      'frontmatter/metadata-distribution': 'off',
      'body/provenance': 'off',
      'frontmatter/allowed-tools': 'warning',
      // A plugin read from disk finds a file outside the skill; over MCP it cannot (docs/rules.md).
      'reference/outside-skill': 'warning',
      'frontmatter/host-field': 'warning',
    }),
    limits: briefLimits,
    files: Object.freeze(Object.keys(wellKnownTypes)),
    unlistedFiles: 'ship',
    exclude: debrisExclude,
  }),
  'skillpack:strict': Object.freeze({
    name: 'skillpack:strict',
    summary:
      'The publication policy of SPEC-NOTES §3: five frontmatter fields (allowed-tools and host fields refused), provenance required (metadata.publisher, metadata.distribution, an origin statement), only .md, .txt and .json files, no scripts unless a skill entry opts in.',
    rules: Object.freeze({}),
    limits: briefLimits,
    files: Object.freeze(['.md', '.txt', '.json']),
    unlistedFiles: 'refuse',
    exclude: debrisExclude,
  }),
});

export const profileNames = Object.keys(profiles) as ProfileName[];

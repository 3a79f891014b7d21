// The built-in profiles a config `extends` (DESIGN "Profiles and files"; ESLint's shareable configs are
// the model): rule severities that differ from each rule's own default, the limits, and the file
// types accepted without any `files` setting. A profile is data; `skillpack explain --profile NAME`
// prints it and README's profile table describes it.
import { briefLimits, type Profile, type ProfileName } from './types.js';

export type { Profile, ProfileName } from './types.js';
import { wellKnownTypes } from './well-known-types.js';

export const defaultProfileName: ProfileName = 'skillpack:recommended';

export const profiles: { readonly [name in ProfileName]: Profile } = Object.freeze({
  'skillpack:recommended': Object.freeze({
    name: 'skillpack:recommended',
    summary:
      'The Agent Skills format plus the MCP Skills extension: the spec\'s fields (allowed-tools reported as a warning), no provenance requirement, every type of the well-known table, scripts only where a skill entry opts in ("scripts": true).',
    rules: Object.freeze({
      'frontmatter/metadata-publisher': 'off',
      'frontmatter/metadata-distribution': 'off',
      'body/provenance': 'off',
      'frontmatter/allowed-tools': 'warning',
      // A plugin read from disk finds a file outside the skill; over MCP it cannot (docs/rules.md).
      'reference/outside-skill': 'warning',
    }),
    limits: briefLimits,
    files: Object.freeze(Object.keys(wellKnownTypes)),
  }),
  'skillpack:strict': Object.freeze({
    name: 'skillpack:strict',
    summary:
      'The publication policy of SPEC-NOTES §3: five frontmatter fields (allowed-tools refused), provenance required (metadata.publisher, metadata.distribution, an origin statement), only .md, .txt and .json files, no scripts unless a skill entry opts in.',
    rules: Object.freeze({}),
    limits: briefLimits,
    files: Object.freeze(['.md', '.txt', '.json']),
  }),
});

export const profileNames = Object.keys(profiles) as ProfileName[];

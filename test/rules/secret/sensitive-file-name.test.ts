// secret/sensitive-file-name: files named like credential stores are refused by name, whatever they
// contain; names that only mention credentials are fine.
import { secretSensitiveFileName } from '../../../src/rules/secret/sensitive-file-name.js';
import { ruleTester, type InvalidCase } from '../../support/rule-tester.js';
import { quiet, skill } from './secret-case.js';

/** A skill holding `path` (relative to the config directory) with harmless content. */
const withFile = (path: string) => ({ ...skill('ok'), [path]: 'harmless' });
const refused = (path: string, what: string): InvalidCase => ({
  name: `${path} is ${what}`,
  tree: withFile(path),
  errors: [{ messageId: 'found', data: { file: path, what }, file: path, line: 1, column: 1, severity: 'error' }],
});

ruleTester(secretSensitiveFileName, {
  valid: [
    quiet('a skill without such files', 'Set `GITHUB_TOKEN` in the environment.'),
    ...[
      'skills/demo/references/credentials-guide.md',
      'skills/demo/references/environment.md',
      'skills/demo/notes/pem-format.txt',
      'skills/demo/references/keys.json',
    ].map((path) => ({ name: `${path} only mentions credentials`, tree: withFile(path) })),
    // Skills at a repository's top level: the repository's own files sit directly under the root, outside every skill.
    ...['skills/.env', 'skills/.npmrc', 'skills/credentials.json'].map((path) => ({
      name: `${path} directly under the skills root`,
      tree: withFile(path),
    })),
  ],
  invalid: [
    // Beside the root's own files above: one in a skill's directory (listed or not) is reported.
    refused('skills/ok/.env', 'an environment file'),
    refused('skills/demo/.env', 'an environment file'),
    refused('skills/demo/.env.example', 'an environment file'),
    refused('skills/demo/config/prod.env', 'an environment file'),
    refused('skills/demo/keys/id_rsa', 'an SSH key file'),
    refused('skills/demo/keys/id_ed25519.pub', 'an SSH key file'),
    refused('skills/demo/certs/server.pem', 'a PEM key or certificate file'),
    refused('skills/demo/certs/client.p12', 'a key store'),
    refused('skills/demo/certs/client.pfx', 'a key store'),
    refused('skills/demo/credentials.json', 'a cloud credentials file'),
    refused('skills/demo/.netrc', 'a password store'),
    refused('skills/demo/.npmrc', 'a package registry credentials file'),
    refused('skills/demo/.pypirc', 'a package registry credentials file'),
  ],
});

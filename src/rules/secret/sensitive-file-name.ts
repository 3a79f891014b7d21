// secret/sensitive-file-name: files named like credential stores are refused by name, whatever
// they contain (docs/rules.md, secret rules). Dotfiles are in the walk's entries even
// though they are never read, so `.env` and `.npmrc` are caught here too.
import { defineRule } from '../rule.js';
import { SHIPPED_WHY } from './support/secret-rule.js';

interface NamePattern {
  readonly test: (lowerName: string) => boolean;
  readonly what: string;
}

const patterns: readonly NamePattern[] = [
  { test: (n) => /^id_(?:rsa|dsa|ecdsa|ed25519|xmss)/.test(n), what: 'an SSH key file' },
  { test: (n) => /\.(?:pem|key|p8)$/.test(n), what: 'a PEM key or certificate file' },
  { test: (n) => /\.(?:p12|pfx|jks|keystore|ppk|kdbx)$/.test(n), what: 'a key store' },
  {
    test: (n) =>
      n === 'credentials.json' || n === 'credentials' || /^client_secret.*\.json$/.test(n) || /^service[-_]account.*\.json$/.test(n),
    what: 'a cloud credentials file',
  },
  {
    test: (n) => n === '.netrc' || n === '_netrc' || n === '.git-credentials' || n === '.pgpass' || n === '.htpasswd',
    what: 'a password store',
  },
  {
    test: (n) => n === '.npmrc' || n === '.pypirc' || n === '.dockercfg' || n === '.yarnrc.yml',
    what: 'a package registry credentials file',
  },
  { test: (n) => n.startsWith('.env') || n.endsWith('.env'), what: 'an environment file' },
];

/** What a file name says the file is, when it names a credential store. */
export function sensitiveFileKind(name: string): string | undefined {
  const lower = name.toLowerCase();
  return patterns.find((p) => p.test(lower))?.what;
}

export const secretSensitiveFileName = defineRule({
  meta: {
    id: 'secret/sensitive-file-name',
    severity: 'error',
    guardsSafety: true,
    docs: {
      why: `${SHIPPED_WHY} These names hold credentials by convention, so a copy that "looks harmless" today (an example .env, a test certificate) is one edit away from a leak, and reviewers skim them. A file directly under the skills root is outside every skill (the root is never one) and is not reported: the repository's own \`.env\` or \`.npmrc\` when the skills sit at its top level; one in any skill's directory, listed or not, is.`,
    },
    messages: {
      found:
        '"{file}" is named like {what}; files with credential-store names never ship, whatever they contain. Delete it (describe the sample in Markdown with placeholders) or allow it by fingerprint in the secret allowlist.',
    },
  },
  check({ catalog, report }) {
    const seen = new Set<string>();
    const entries = [...catalog.skills.flatMap((s) => s.entries), ...catalog.strayEntries];
    for (const entry of entries) {
      if (entry.kind === 'directory' || entry.kind === 'missing' || seen.has(entry.file)) continue;
      seen.add(entry.file);
      // A file directly under the skills root is outside every skill (the root is never one): the
      // repository's own `.env` or `.npmrc` when skills sit at its top level, which nothing ships
      // (docs/rules.md, "secret/sensitive-file-name"). A stray file in an unlisted skill's directory
      // is still reported: listing that skill would ship it.
      if (!entry.path.includes('/') && !catalog.skills.some((skill) => entry.file.startsWith(`${skill.dir}/`))) continue;
      const what = sensitiveFileKind(entry.file.slice(entry.file.lastIndexOf('/') + 1));
      if (what === undefined) continue;
      // The path stands in for the secret, so the finding has a stable fingerprint to allow.
      report({ messageId: 'found', data: { file: entry.file, what }, file: entry.file, secret: entry.file });
    }
  },
});

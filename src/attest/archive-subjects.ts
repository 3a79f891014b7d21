// `attest --archives`: the upload and index archives of the config's targets as statement subjects, named
// by their config-relative paths with the digests the committed target files give them (the well-known
// `index.json` and the zip target's `SHA256SUMS`, which `check` proves current). A signer then vouches for
// every channel's archive with the same statement as for the served files (docs/publishing.md).
import { UserError } from '../diagnostics/user-error.js';
import type { ResolvedConfig } from '../config/types.js';
import { readExistingOutput } from '../fs/output-files.js';

export interface Subject {
  readonly name: string;
  readonly digest: { readonly sha256: string };
}

function read(config: ResolvedConfig, file: string): string {
  const bytes = readExistingOutput(config.baseDir, file, 16 * 1024 * 1024);
  if (bytes === undefined) throw new UserError('io', `${file} does not exist; run \`skillpack build\` (the targets write it) first.`);
  return bytes.toString('utf8');
}

export function archiveSubjects(config: ResolvedConfig): Subject[] {
  const subjects: Subject[] = [];
  const targets = config.targets ?? [];
  for (const target of targets) {
    if (target.type === 'well-known') {
      let index: { skills?: { type?: unknown; url?: unknown; digest?: unknown }[] };
      try {
        index = JSON.parse(read(config, `${target.output}/index.json`)) as typeof index;
      } catch (error) {
        if (error instanceof UserError) throw error;
        throw new UserError('io', `${target.output}/index.json is not JSON; run \`skillpack build\`.`);
      }
      for (const entry of index.skills ?? []) {
        if (entry.type !== 'archive' || typeof entry.url !== 'string' || typeof entry.digest !== 'string') continue;
        if (!/^sha256:[0-9a-f]{64}$/.test(entry.digest)) continue;
        subjects.push({ name: `${target.output}/${entry.url}`, digest: { sha256: entry.digest.slice('sha256:'.length) } });
      }
    }
    if (target.type === 'zip') {
      for (const line of read(config, `${target.output}/SHA256SUMS`).split('\n')) {
        const match = /^([0-9a-f]{64}) {2}(\S+\.zip)$/.exec(line);
        if (match !== null) subjects.push({ name: `${target.output}/${match[2]}`, digest: { sha256: match[1]! } });
      }
    }
  }
  if (!targets.some((t) => t.type === 'well-known' || t.type === 'zip'))
    throw new UserError(
      'usage',
      '--archives names the archives of the well-known and zip targets, and the config has neither (docs/publishing.md)',
    );
  return subjects;
}

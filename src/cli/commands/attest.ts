// `skillpack attest`: writes the in-toto Statement v1 of the generated module (what `serve`
// compiles in) to --output or stdout, for CI to sign with GitHub artifact attestations or cosign
// (docs/verify.md "Attestation"). The source commit is --source-commit, else GITHUB_SHA, else git's HEAD.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { archiveSubjects } from '../../attest/archive-subjects.js';
import { catalogStatement } from '../../attest/statement.js';
import { UserError } from '../../diagnostics/user-error.js';
import { loadConfig } from '../../config/load-config.js';
import { writeFileAtomic } from '../../emit/write-atomic.js';
import { moduleFilesOnDisk, readCatalogModule } from '../../catalog-module/read-catalog-module.js';
import { moduleIntegrityProblems } from '../../attest/module-integrity.js';
import { catalogEntries } from '../../verify/expected-catalog.js';
import { exitCodes, type CliIo } from '../io.js';

export interface AttestOptions {
  readonly configFile: string | undefined;
  readonly output: string | undefined;
  readonly sourceCommit: string | undefined;
  /** Also name the targets' archives as subjects (src/attest/archive-subjects.ts). */
  readonly archives?: boolean;
}

const commitForm = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export async function runAttest(options: AttestOptions, io: CliIo): Promise<number> {
  const config = loadConfig(options.configFile, io.cwd);
  // Read as data (never run), and every digest it declares recomputed from its contents: only a
  // module whose files are what it says gets a statement.
  const moduleFile = resolve(config.baseDir, config.output);
  const { catalog } = readCatalogModule(moduleFilesOnDisk(moduleFile));
  const problems = moduleIntegrityProblems(catalog);
  if (problems.length > 0)
    throw new UserError(
      'io',
      `${moduleFile}: not attested, the module was edited after the build:\n${problems
        .slice(0, 20)
        .map((p) => `  ${p}`)
        .join('\n')}\nRebuild it with \`skillpack build\` and run \`skillpack check\`.`,
    );
  const commit = options.sourceCommit ?? nonEmpty(io.env['GITHUB_SHA']) ?? headCommit(config.baseDir);
  if (commit === undefined || !commitForm.test(commit)) {
    throw new UserError(
      'usage',
      commit === undefined
        ? 'no source commit: not in a git repository; pass --source-commit SHA'
        : `--source-commit must be a full commit id (40 or 64 lowercase hex digits), got ${JSON.stringify(commit.slice(0, 80))}`,
    );
  }
  const built = catalogStatement(catalog, catalogEntries(catalog), commit);
  const subject =
    options.archives === true
      ? [...built.subject, ...archiveSubjects(config)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      : built.subject;
  const statement = `${JSON.stringify({ ...built, subject }, null, 2)}\n`;
  if (options.output === undefined) io.stdout.write(statement);
  else {
    writeFileAtomic(resolve(io.cwd, options.output), Buffer.from(statement, 'utf8'));
    io.stderr.write(`skillpack attest: wrote ${options.output} (${subject.length} subjects)\n`);
  }
  return exitCodes.ok;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function headCommit(cwd: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

// `skillpack init`: sets skillpack up in the user's repository (README "Install"): prints what it
// will create or change, asks (or takes --yes), then writes. It never overwrites a file: new files
// are created exclusively, and edits only append lines or add keys that are missing.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../../diagnostics/user-error.js';
import { planInit } from '../../init/plan-init.js';
import { exitCodes, type CliIo } from '../io.js';

function git(dir: string, args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8', windowsHide: true });
  return { ok: result.error === undefined && result.status === 0, out: (result.stdout ?? '').trim() };
}

export async function runInit(options: { yes: boolean }, io: CliIo): Promise<number> {
  const dir = io.cwd;
  const inGit = git(dir, ['rev-parse', '--is-inside-work-tree']).out === 'true';
  const hooksPath = inGit ? git(dir, ['config', '--get', 'core.hooksPath']).out || undefined : undefined;
  let plan;
  try {
    plan = planInit(dir, hooksPath);
  } catch (error) {
    throw new UserError('io', `cannot read this repository's files: ${(error as Error).message}`);
  }
  const out = (line: string): void => {
    io.stdout.write(`${line}\n`);
  };
  const setsHooksPath = plan.hooksPath !== undefined && inGit;
  if (plan.changes.length === 0 && !setsHooksPath) {
    out('skillpack init: nothing to do, everything is in place.');
    for (const note of plan.notes) out(`  note: ${note}`);
    return exitCodes.ok;
  }
  for (const change of plan.changes) out(`  ${change.created ? 'create' : 'update'}  ${change.path}  (${change.why})`);
  if (setsHooksPath) out(`  git config core.hooksPath ${plan.hooksPath}  (pre-commit hook)`);
  for (const path of plan.kept) out(`  keep    ${path}  (exists)`);
  if (!inGit) out('  note: not a git repository: no hook is installed (run `git init`, then `npx skillpack init` again)');

  if (!options.yes) {
    if (io.confirm === undefined) {
      io.stderr.write('skillpack init: not a terminal; nothing written. Run `npx skillpack init --yes` to apply the changes above.\n');
      return exitCodes.usage;
    }
    if (!(await io.confirm('Apply these changes? [Y/n] '))) {
      out('skillpack init: nothing written.');
      return exitCodes.ok;
    }
  }

  for (const change of plan.changes) {
    const target = join(dir, change.path);
    try {
      mkdirSync(dirname(target), { recursive: true });
      // `wx` for new files: created exclusively, so a file that appeared meanwhile is never overwritten.
      writeFileSync(target, change.text, change.created ? { flag: 'wx' } : {});
      if (change.executable === true) chmodSync(target, 0o755);
    } catch (error) {
      throw new UserError('io', `${change.path}: cannot write (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  if (setsHooksPath && !git(dir, ['config', 'core.hooksPath', plan.hooksPath as string]).ok) {
    io.stderr.write(`skillpack init: could not set core.hooksPath; run \`git config core.hooksPath ${plan.hooksPath}\` yourself.\n`);
  }
  out(`skillpack init: done (pre-commit hook through ${plan.hookManager}).`);
  for (const note of plan.notes) out(`  note: ${note}`);
  out('  next: npm run skills:build, then commit skills/, generated/ and the files above.');
  return exitCodes.ok;
}

// The catalog committed at a git revision, read through real git: the base of `skillpack diff`
// defaults to the merge base of HEAD with the default branch (origin's HEAD, else main, else
// master). The generated module (and, in the split layout, its texts modules) is read out of the
// revision in memory (committed-files.ts: every name checked) and read as data, never run.
import { execFileSync } from 'node:child_process';
import { posix, relative, resolve } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { readCatalogModule, type ModuleFiles } from '../catalog-module/read-catalog-module.js';
import { committedFiles, readBlobs } from './committed-files.js';
import { catalogView, emptyCatalog, type CatalogView } from './catalog-view.js';

function git(args: readonly string[], cwd: string): string {
  try {
    return execFileSync('git', [...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr =
      String((error as { stderr?: unknown }).stderr ?? '')
        .trim()
        .split('\n')[0] ?? '';
    throw new UserError('io', `git ${args[0]}: ${stderr || (error as Error).message}`);
  }
}

function tryGit(args: readonly string[], cwd: string): string | undefined {
  try {
    return git(args, cwd).trim();
  } catch {
    return undefined;
  }
}

/** `--base REF`, or the merge base of HEAD with the default branch. Returns the ref shown and its commit. */
export function resolveBase(ref: string | undefined, cwd: string): { readonly ref: string; readonly commit: string } {
  if (ref !== undefined) {
    const commit = tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    if (commit === undefined || commit === '')
      throw new UserError('usage', `--base ${JSON.stringify(ref)} is not a commit in this repository`);
    return { ref, commit };
  }
  const originHead = tryGit(['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], cwd);
  const candidates = [originHead, 'origin/main', 'main', 'origin/master', 'master'].filter((c): c is string => c !== undefined && c !== '');
  for (const branch of candidates) {
    if (tryGit(['rev-parse', '--verify', '--quiet', `${branch}^{commit}`], cwd) === undefined) continue;
    const commit = tryGit(['merge-base', 'HEAD', branch], cwd);
    if (commit !== undefined && commit !== '') return { ref: `merge-base(HEAD, ${branch})`, commit };
  }
  throw new UserError('usage', 'no default branch to compare with (origin/HEAD, main or master); pass --base REF');
}

/** The catalog of the module at `output` (absolute) as committed at `commit`; empty when it did not exist yet. */
export async function committedCatalog(commit: string, output: string, cwd: string): Promise<CatalogView> {
  const top = git(['rev-parse', '--show-toplevel'], cwd).trim();
  const path = relative(top, resolve(output)).split('\\').join('/');
  if (path.startsWith('../')) throw new UserError('usage', `${output} is outside the git repository`);
  const textsDir = path.slice(0, -'.ts'.length);
  // Both layouts' files: the base may have been built with the other layout.
  const listed = committedFiles(commit, [path, `${textsDir}/`], top);
  if (!listed.some((file) => file.path === path)) return emptyCatalog;
  const contents = readBlobs(listed, top);
  const byPath = new Map(listed.map((file, index) => [file.path, contents[index] as Buffer]));
  const directory = posix.dirname(path);
  const files: ModuleFiles = {
    shown: `${path} at ${commit.slice(0, 12)}`,
    indexName: posix.basename(path),
    read: (relativePath) => byPath.get(directory === '.' ? relativePath : `${directory}/${relativePath}`),
  };
  // Read as data, never run: the base commit is anyone's (docs/security.md "What serve loads").
  // The base may have been built before split texts modules were named by their content.
  const { catalog } = readCatalogModule(files, { fixedTextsNames: true });
  return catalogView(catalog);
}

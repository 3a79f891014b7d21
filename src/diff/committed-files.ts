// The files of a git revision under some paths, and their bytes, read in memory through real git
// (`ls-tree -z`, `cat-file --batch`). A base commit is anyone's: its tree may hold entries named
// `..`, `.` or worse (git's plumbing writes them; docs/security.md "Reads outside the repository"),
// so every name is checked before it means anything, and no file is ever written by its own name.
import { execFileSync } from 'node:child_process';
import { UserError } from '../diagnostics/user-error.js';
import { describeValue } from '../config/describe-value.js';

export interface CommittedFile {
  /** `/`-separated path from the repository's top, every component checked. */
  readonly path: string;
  readonly oid: string;
  readonly size: number;
}

/** More than any generated module and its texts modules can hold (the brief's 32 MiB catalog, escaped). */
const maxTotalBytes = 256 * 1024 * 1024;

const entryForm = /^(100644|100755|120000|160000|040000) (blob|commit|tree) ([0-9a-f]{40}|[0-9a-f]{64}) +(-|\d+)\t/;

/** Every blob under `pathspecs` at `commit`; a name that is not a plain relative path refuses the whole revision (exit 2). */
export function committedFiles(commit: string, pathspecs: readonly string[], cwd: string): CommittedFile[] {
  const listing = gitText(['ls-tree', '-r', '-z', '-l', '--full-tree', commit, '--', ...pathspecs], cwd);
  const files: CommittedFile[] = [];
  let total = 0;
  for (const line of listing.split('\0')) {
    if (line === '') continue;
    const match = entryForm.exec(line);
    if (match === null) throw new UserError('io', `git ls-tree: unexpected line ${describeValue(line)}`);
    const path = line.slice(match[0].length);
    const unsafe = unsafeComponent(path);
    if (unsafe !== undefined)
      throw new UserError(
        'io',
        `${commit.slice(0, 12)}: the commit's tree holds the path ${describeValue(path)} (${unsafe}); git refuses to check such a tree out, and diff does not read it`,
      );
    // Only plain files can be generated modules; a symlink or submodule is never read.
    if (match[2] !== 'blob' || match[1] === '120000') continue;
    const size = Number(match[4]);
    total += size;
    if (total > maxTotalBytes)
      throw new UserError(
        'io',
        `${commit.slice(0, 12)}: the generated files hold more than ${maxTotalBytes} bytes; not a module build writes`,
      );
    files.push({ path, oid: match[3] as string, size });
  }
  return files;
}

/** Why `path` is not a plain relative path (`..`, `.`, empty or absolute components), or undefined. */
export function unsafeComponent(path: string): string | undefined {
  if (path.startsWith('/')) return 'an absolute path';
  for (const component of path.split('/')) {
    if (component === '') return 'an empty component';
    if (component === '.' || component === '..') return `a \`${component}\` component`;
    if (component.includes('\\')) return 'a backslash';
  }
  return undefined;
}

/** The bytes of each blob, in order, read in memory by one `git cat-file --batch`. */
export function readBlobs(files: readonly CommittedFile[], cwd: string): Buffer[] {
  if (files.length === 0) return [];
  const out = gitBytes(['cat-file', '--batch'], cwd, files.map((f) => `${f.oid}\n`).join(''));
  const blobs: Buffer[] = [];
  let at = 0;
  for (const file of files) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = headerEnd === -1 ? '' : out.subarray(at, headerEnd).toString('latin1');
    const [oid, type, size] = header.split(' ');
    if (oid !== file.oid || type !== 'blob' || Number(size) !== file.size)
      throw new UserError('io', `git cat-file: unexpected answer for ${describeValue(file.path)}`);
    blobs.push(out.subarray(headerEnd + 1, headerEnd + 1 + file.size));
    at = headerEnd + 1 + file.size + 1;
  }
  return blobs;
}

function gitText(args: readonly string[], cwd: string): string {
  return gitBytes(args, cwd).toString('utf8');
}

function gitBytes(args: readonly string[], cwd: string, input?: string): Buffer {
  try {
    return execFileSync('git', [...args], {
      cwd,
      input,
      maxBuffer: maxTotalBytes + 16 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr =
      String((error as { stderr?: unknown }).stderr ?? '')
        .trim()
        .split('\n')[0] ?? '';
    throw new UserError('io', `git ${args[0]}: ${describeValue(stderr || (error as Error).message)}`);
  }
}

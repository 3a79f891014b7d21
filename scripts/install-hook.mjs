// Installs the skillpack pre-commit hook for contributors; `npm run build-skills` runs it (the
// package has no install scripts, so consumers never run it). It points git's core.hooksPath at scripts/hooks (docs/hooks.md says why this and
// not husky or simple-git-hooks).
//
// - Outside a git work tree (a tarball or registry install, a copy without .git), or when this
//   package sits in another project's node_modules, it does nothing and prints nothing.
// - A core.hooksPath that is already set (husky, a global hooks directory, your own) is never
//   changed; it says so and tells how to call the same check from there.
// - It never fails the install: anything unexpected is a one-line note.
// - SKILLPACK_NO_HOOK=1 skips it.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const hooksDir = join(packageRoot, 'scripts', 'hooks');
const say = (line) => process.stderr.write(`skillpack: ${line}\n`);

function git(args) {
  const result = spawnSync('git', args, { cwd: packageRoot, encoding: 'utf8', windowsHide: true });
  return { ok: result.error === undefined && result.status === 0, out: (result.stdout ?? '').trim() };
}

const toSlash = (path) => path.split('\\').join('/');
const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function install() {
  if ((process.env.SKILLPACK_NO_HOOK ?? '') !== '') return;
  const inside = git(['rev-parse', '--is-inside-work-tree', '--show-toplevel']);
  const [isWorkTree, top] = inside.out.split('\n');
  if (!inside.ok || isWorkTree !== 'true' || top === undefined) return;

  const topReal = realpathSync(top);
  const fromTop = relative(topReal, realpathSync(packageRoot));
  // Installed as a dependency (or vendored) inside someone else's repository: not our hooks to set.
  if (fromTop.startsWith('..') || isAbsolute(fromTop) || fromTop.split(/[\\/]/).includes('node_modules')) return;

  const wanted = toSlash(relative(topReal, realpathSync(hooksDir)));
  const hook = join(hooksDir, 'pre-commit');
  // A checkout or unpacking that dropped the executable bit would make git skip the hook silently.
  if (!executable(hook) && process.platform !== 'win32') chmodSync(hook, 0o755);

  const current = git(['config', '--show-origin', '--get', 'core.hooksPath']);
  if (current.ok && current.out !== '') {
    const [origin = '', value = ''] = current.out.split('\t');
    if (resolve(topReal, value) === resolve(topReal, wanted)) return;
    say(`core.hooksPath is already "${value}" (${origin.replace(/^file:/, '')}); the pre-commit hook was not installed.`);
    say(`  To run the same check, call ${wanted}/pre-commit from "${value}/pre-commit" (see docs/hooks.md),`);
    say(`  or use skillpack's hooks directory: git config core.hooksPath ${wanted}`);
    return;
  }

  const set = git(['config', '--local', 'core.hooksPath', wanted]);
  if (!set.ok) {
    say(`could not set core.hooksPath (git config failed); run \`git config core.hooksPath ${wanted}\` to install the pre-commit hook.`);
    return;
  }
  say(`installed the pre-commit hook (git config core.hooksPath ${wanted}); docs/hooks.md explains it.`);

  // core.hooksPath makes git ignore .git/hooks. Our pre-commit chains to a local pre-commit; say so,
  // and name any other local hook that stops running.
  const commonDir = git(['rev-parse', '--git-common-dir']);
  if (!commonDir.ok) return;
  const localHooks = resolve(topReal, commonDir.out, 'hooks');
  let names = [];
  try {
    names = readdirSync(localHooks).filter((name) => !name.endsWith('.sample') && executable(join(localHooks, name)));
  } catch {
    return;
  }
  if (names.includes('pre-commit')) say(`  your ${toSlash(relative(topReal, localHooks))}/pre-commit still runs: ${wanted}/pre-commit calls it after the skillpack check.`);
  const others = names.filter((name) => name !== 'pre-commit');
  if (others.length > 0) {
    const list = others.map((n) => `${toSlash(relative(topReal, localHooks))}/${n}`).join(', ');
    say(`  git now ignores ${list}. To keep them, undo with \`git config --unset core.hooksPath\` and call ${wanted}/pre-commit from your own pre-commit hook instead (docs/hooks.md).`);
  }
}

try {
  install();
} catch (error) {
  say(`the pre-commit hook was not installed (${error instanceof Error ? error.message : String(error)}); see docs/hooks.md.`);
}

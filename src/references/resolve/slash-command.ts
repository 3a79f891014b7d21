// Is a link destination a slash command rather than a path (`/deploy`, `/plugin:command`)? Skills
// link the commands a host offers; no local file is named by one segment with a `:` in it, and a
// single segment without an extension is a command unless it is one of the root directories of a
// Unix system (docs/rules.md, "reference/absolute": `/etc/passwd`, `/home/me/x.md`, `/tmp` stay paths).

/** `/name` or `/plugin:command`: one segment of command characters, nothing after it. */
const commandShape = /^\/[A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;
/** The top directories of a Unix file system (FHS 3.0 and the usual additions). */
const rootDirectories = new Set([
  'bin',
  'boot',
  'dev',
  'etc',
  'home',
  'lib',
  'lib64',
  'media',
  'mnt',
  'opt',
  'proc',
  'root',
  'run',
  'sbin',
  'srv',
  'sys',
  'tmp',
  'usr',
  'var',
  'Users',
  'Volumes',
  'Applications',
  'Library',
  'private',
]);

export function isSlashCommand(target: string): boolean {
  if (!commandShape.test(target)) return false;
  return target.includes(':') || !rootDirectories.has(target.slice(1));
}

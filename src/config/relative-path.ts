// Checks for paths written in the config: relative, `/`-separated, no `.`/`..`/empty segments.

/** Why a config path is unusable, or undefined when it is a clean relative path. */
export function relativePathProblem(value: string): string | undefined {
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value) || value.startsWith('\\'))
    return 'is absolute; write it relative to the config file';
  if (value.includes('\\')) return 'contains a backslash; use `/` separators';
  if (value.includes('\0')) return 'contains NUL';
  const segments = value.split('/');
  if (segments.some((s) => s === '..')) return 'contains `..`; paths must stay inside the config directory';
  if (segments.some((s) => s === '' || s === '.')) return 'has an empty or `.` segment; write it in normal form (`a/b`)';
  return undefined;
}

export function isInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(`${parent}/`);
}

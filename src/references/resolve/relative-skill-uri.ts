// Where a relative link lands among the catalog's resource URIs. Over MCP a skill's files are
// `skill://<skill-path>/<file>`, and the skill path's first segment is the URI authority
// (docs/brief/SPEC-NOTES.md §1), so RFC 3986 resolution never climbs above it: from
// `skill://acme/stripe/SKILL.md`, `../pricing/SKILL.md` is `skill://acme/pricing/SKILL.md`, while
// from `skill://stripe/SKILL.md` it is `skill://stripe/pricing/SKILL.md`.

/**
 * The URI (without `skill://`) that `relative` resolves to from the file `filePath` of the skill at
 * `skillPath`: the authority kept, `.` and `..` removed as RFC 3986 does (`..` at the top stays there).
 */
export function resolveSkillUri(skillPath: string, filePath: string, relative: string): string {
  const segments = `${skillPath}/${filePath}`.split('/');
  const authority = segments[0] as string;
  // The base path's segments after the authority, without the file's own name.
  const path = segments.slice(1, -1);
  const parts = relative.split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    if (part === '..') path.pop();
    else if (part !== '.' && (part !== '' || last)) path.push(part);
  }
  return [authority, ...path].join('/');
}

/**
 * Does `relative` climb above the URI authority from the file `filePath` of the skill at `skillPath`
 * (more `..` than there are segments below the authority)? Then resolveSkillUri stops at the
 * authority, where the checkout's path goes on climbing: the two readings name different files.
 */
export function climbsAboveAuthority(skillPath: string, filePath: string, relative: string): boolean {
  let depth = `${skillPath}/${filePath}`.split('/').length - 2;
  for (const part of relative.split('/')) {
    if (part === '..') {
      if (depth === 0) return true;
      depth -= 1;
    } else if (part !== '.' && part !== '') depth += 1;
  }
  return false;
}

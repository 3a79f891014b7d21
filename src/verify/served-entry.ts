// The shape of one skill entry as `skills/list` and `skills/get` publish it (SPEC-NOTES §1 "Skill
// entry"), checked the way a host must before it reads anything: a `skill://…/SKILL.md` URI whose
// last skill-path segment is `frontmatter.name`, and a complete manifest of files inside the skill,
// SKILL.md included, each once, with a `sha256:` digest and a byte size, within the extension's limits.
import { maxSkillBytes, maxSkillFiles } from '../runtime/bounds.js';
import { skillRootOf } from '../runtime/skill-uri.js';
import { excerpt } from './excerpt.js';
import { maxFrontmatterDepth } from './frontmatter.js';
import { isObject } from './rpc-connection.js';

export interface ManifestFile {
  readonly uri: string;
  readonly digest: string;
  readonly size: number;
}

export interface ServedEntry {
  readonly uri: string;
  readonly frontmatter: Record<string, unknown>;
  readonly resources: readonly ManifestFile[];
}

/** Longer strings are not even looked at as URIs (the extension's own bound is 1024 bytes: SPEC-NOTES §3). */
export const maxUriChars = 4096;
const digestForm = /^sha256:[0-9a-f]{64}$/;

export type EntryCheck =
  | { readonly ok: true; readonly entry: ServedEntry }
  | { readonly ok: false; readonly uri: string | undefined; readonly problems: readonly string[] };

export function checkEntry(raw: unknown): EntryCheck {
  if (!isObject(raw)) return { ok: false, uri: undefined, problems: ['an entry is not an object'] };
  const uri = raw['uri'];
  const root = typeof uri === 'string' && uri.length <= maxUriChars ? skillRootOf(uri) : undefined;
  if (typeof uri !== 'string' || root === undefined) {
    return { ok: false, uri: undefined, problems: [`an entry's uri ${excerpt(uri, 80)} is not a skill://…/SKILL.md URI`] };
  }
  const problems: string[] = [];
  const name = root.slice(root.lastIndexOf('/') + 1);
  const frontmatter = raw['frontmatter'];
  if (!isObject(frontmatter)) problems.push('`frontmatter` is not an object');
  else if (jsonDepth(frontmatter) > maxFrontmatterDepth)
    problems.push(`\`frontmatter\` is nested deeper than ${maxFrontmatterDepth} levels; not read further`);
  else if (frontmatter['name'] !== name)
    problems.push(`frontmatter.name ${excerpt(frontmatter['name'], 40)} is not the URI's last skill-path segment ${excerpt(name, 40)}`);
  const resources = raw['resources'];
  const files: ManifestFile[] = [];
  if (resources === 'dynamic')
    problems.push('`resources` is "dynamic": the files cannot be verified (every skill must carry a complete manifest)');
  else if (!Array.isArray(resources)) problems.push('`resources` is not an array');
  else if (resources.length > maxSkillFiles) problems.push(`${resources.length} files, over the extension's ${maxSkillFiles}`);
  else {
    const seen = new Set<string>();
    let total = 0;
    resources.forEach((file, index) => {
      if (!isObject(file)) return void problems.push(`resources[${index}] is not an object`);
      const [fileUri, digest, size] = [file['uri'], file['digest'], file['size']];
      if (typeof fileUri !== 'string' || fileUri.length > maxUriChars || !fileUri.startsWith(`${root}/`))
        return void problems.push(`resources[${index}].uri ${excerpt(fileUri, 80)} is not inside the skill ${excerpt(root, 60)}`);
      if (seen.has(fileUri)) return void problems.push(`${excerpt(fileUri, 80)} is listed twice`);
      seen.add(fileUri);
      if (typeof digest !== 'string' || !digestForm.test(digest))
        return void problems.push(`${excerpt(fileUri, 80)}: digest ${excerpt(digest, 80)} is not sha256: + 64 lowercase hex digits`);
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
        return void problems.push(`${excerpt(fileUri, 80)}: size ${excerpt(size, 20)} is not a byte count`);
      total += size;
      files.push({ uri: fileUri, digest, size });
    });
    if (!seen.has(uri)) problems.push('the manifest does not list the SKILL.md itself');
    if (total > maxSkillBytes) problems.push(`the manifest adds up to ${total} bytes, over the extension's ${maxSkillBytes}`);
  }
  if (problems.length > 0) return { ok: false, uri, problems };
  return { ok: true, entry: { uri, frontmatter: frontmatter as Record<string, unknown>, resources: files } };
}

/** How deep a parsed JSON value nests, counted without recursion (a hostile value may nest 100,000 levels). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > 1024) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Same URI, frontmatter and manifest (manifest order ignored). */
export function sameEntry(a: ServedEntry, b: ServedEntry): boolean {
  if (a.uri !== b.uri || canonical(a.frontmatter) !== canonical(b.frontmatter) || a.resources.length !== b.resources.length) return false;
  const other = new Map(b.resources.map((f) => [f.uri, f]));
  return a.resources.every((f) => other.get(f.uri)?.digest === f.digest && other.get(f.uri)?.size === f.size);
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

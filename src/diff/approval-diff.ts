// What a change does to host approvals (SPEC-NOTES §1: hosts key approval on (server, URI) and renew
// it when any file URI, digest, size or frontmatter changes): skills added and removed, and per
// skill the files added, removed or changed and the frontmatter fields changed. A skill whose
// identity changed (another URI) is removed and added; when its files say it was moved, that is
// shown as a rename. Nothing is reported for a skill whose manifest and frontmatter are unchanged.
import type { CatalogView, FileView, SkillView } from './catalog-view.js';
import { riskDelta, type Risk } from './risk-delta.js';

export interface FileChange {
  readonly uri: string;
  readonly before: { readonly size: number; readonly digest: string };
  readonly after: { readonly size: number; readonly digest: string };
}

export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface SkillImpact {
  readonly uri: string;
  readonly kind: 'added' | 'removed' | 'changed';
  /** For an added skill whose files match a removed one: the URI it was moved from. */
  readonly renamedFrom?: string;
  readonly filesAdded: readonly string[];
  readonly filesRemoved: readonly string[];
  readonly filesChanged: readonly FileChange[];
  readonly frontmatter: readonly FieldChange[];
  /** Hosts will ask users to approve this skill (again): every added or changed skill. */
  readonly reapproval: boolean;
  /** `metadata.version` before and after (changed skills). */
  readonly version?: { readonly before: string | undefined; readonly after: string | undefined };
  readonly risks: readonly Risk[];
}

export interface CatalogDiff {
  readonly skills: readonly SkillImpact[];
  readonly unchanged: number;
}

const byUri = (a: { uri: string }, b: { uri: string }): number => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0);

export function diffCatalogs(base: CatalogView, head: CatalogView): CatalogDiff {
  const impacts: SkillImpact[] = [];
  let unchanged = 0;
  const removed = [...base.skills.values()].filter((s) => !head.skills.has(s.uri));
  for (const skill of [...head.skills.values()].sort(byUri)) {
    const before = base.skills.get(skill.uri);
    if (before === undefined) {
      const from = removed.find((old) => movedFrom(old, skill));
      impacts.push({
        uri: skill.uri,
        kind: 'added',
        ...(from === undefined ? {} : { renamedFrom: from.uri }),
        filesAdded: [...skill.files.keys()].sort(),
        filesRemoved: [],
        filesChanged: [],
        frontmatter: [],
        reapproval: true,
        risks: riskDelta(from, skill),
      });
      continue;
    }
    const filesAdded = [...skill.files.keys()].filter((uri) => !before.files.has(uri)).sort();
    const filesRemoved = [...before.files.keys()].filter((uri) => !skill.files.has(uri)).sort();
    const filesChanged: FileChange[] = [];
    for (const [uri, file] of [...skill.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const old = before.files.get(uri);
      if (old !== undefined && (old.digest !== file.digest || old.size !== file.size)) filesChanged.push({ uri, before: pick(old), after: pick(file) });
    }
    const frontmatter = fieldChanges(before.frontmatter, skill.frontmatter);
    if (filesAdded.length + filesRemoved.length + filesChanged.length + frontmatter.length === 0) {
      unchanged += 1;
      continue;
    }
    impacts.push({
      uri: skill.uri,
      kind: 'changed',
      filesAdded,
      filesRemoved,
      filesChanged,
      frontmatter,
      reapproval: true,
      version: { before: versionOf(before), after: versionOf(skill) },
      risks: riskDelta(before, skill),
    });
  }
  for (const skill of removed.sort(byUri)) {
    impacts.push({ uri: skill.uri, kind: 'removed', filesAdded: [], filesRemoved: [...skill.files.keys()].sort(), filesChanged: [], frontmatter: [], reapproval: false, risks: [] });
  }
  return { skills: impacts, unchanged };
}

/** Moved: every file other than SKILL.md is there under the same relative path with the same digest. */
function movedFrom(old: SkillView, skill: SkillView): boolean {
  const rest = (s: SkillView): string[] => [...s.files.values()].filter((f) => f.path !== 'SKILL.md').map((f) => `${f.path}\0${f.digest}`).sort();
  const [a, b] = [rest(old), rest(skill)];
  if (a.length !== b.length || !a.every((x, i) => x === b[i])) return false;
  // A skill of one file has nothing but its description to recognise it by.
  return a.length > 0 || old.frontmatter['description'] === skill.frontmatter['description'];
}

function pick(file: FileView): { size: number; digest: string } {
  return { size: file.size, digest: file.digest };
}

function versionOf(skill: SkillView): string | undefined {
  const metadata = skill.frontmatter['metadata'];
  const version = typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>)['version'] : undefined;
  return typeof version === 'string' ? version : undefined;
}

/** Top-level fields, and `metadata` one level down (the profile's only map). */
function fieldChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, prefix = ''): FieldChange[] {
  const out: FieldChange[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const [a, b] = [before[key], after[key]];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (prefix === '' && isMap(a) && isMap(b)) out.push(...fieldChanges(a, b, `${key}.`));
    else out.push({ field: `${prefix}${key}`, before: a, after: b });
  }
  return out;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

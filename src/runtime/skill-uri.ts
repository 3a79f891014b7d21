// The strict `skill://` URI parser (SPEC-NOTES §3 "Bounds" and "Refusals"). It decides from the
// string alone — no decoding, no normalisation, no I/O — so that a lookup afterwards is an exact
// map lookup of the very string the client sent. Anything outside the bounds is refused.
import { maxSegmentBytes, maxUriBytes, maxUriSegments, skillScheme } from './bounds.js';

export type SkillUriProblem =
  | 'not-a-string'
  | 'too-long'
  | 'non-ascii'
  | 'control-or-space'
  | 'scheme'
  | 'percent-encoding'
  | 'query'
  | 'fragment'
  | 'userinfo'
  | 'port'
  | 'backslash'
  | 'empty-segment'
  | 'traversal'
  | 'dotfile'
  | 'invalid-character'
  | 'segment-too-long'
  | 'too-many-segments'
  | 'not-a-file';

export type ParsedSkillUri =
  | { readonly ok: true; readonly uri: string; readonly segments: readonly string[] }
  | { readonly ok: false; readonly problem: SkillUriProblem };

const explanations: { readonly [P in SkillUriProblem]: string } = {
  'not-a-string': 'a URI must be a string',
  'too-long': `longer than ${maxUriBytes} bytes`,
  'non-ascii': 'only ASCII letters, digits, ".", "_", "-" and "/" may appear',
  'control-or-space': 'whitespace and control characters are not allowed',
  scheme: `only ${skillScheme} URIs are served (lowercase scheme, no other schemes)`,
  'percent-encoding': 'percent-encoding is not accepted; send the exact URI from the listing',
  query: 'queries ("?") are not allowed',
  fragment: 'fragments ("#") are not allowed',
  userinfo: 'userinfo ("@") is not allowed',
  port: 'ports (":") are not allowed',
  backslash: 'backslashes are not allowed',
  'empty-segment': 'empty path segments ("//" or a trailing "/") are not allowed',
  traversal: '"." and ".." segments are not allowed',
  dotfile: 'no segment may start with "."',
  'invalid-character': 'segments may contain only [A-Za-z0-9._-]',
  'segment-too-long': `a segment is longer than ${maxSegmentBytes} bytes`,
  'too-many-segments': `more than ${maxUriSegments} segments`,
  'not-a-file': 'a skill file URI names a skill path and a file',
};

export function explainSkillUriProblem(problem: SkillUriProblem): string {
  return explanations[problem];
}

/**
 * Is this UTF-16 code unit one a path segment may hold: `[A-Za-z0-9._-]` (SPEC-NOTES §3 "Bounds")?
 * The one definition: the server's parser, the build's path rule and its fast path all ask here.
 */
export function isSegmentCharacter(unit: number): boolean {
  return (
    (unit >= 0x61 && unit <= 0x7a) ||
    (unit >= 0x41 && unit <= 0x5a) ||
    (unit >= 0x30 && unit <= 0x39) ||
    unit === 0x2e ||
    unit === 0x5f ||
    unit === 0x2d
  );
}

/** Does `segment` hold one character or more, all of them segment characters? */
export function hasOnlySegmentCharacters(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i += 1) if (!isSegmentCharacter(segment.charCodeAt(i))) return false;
  return true;
}

/** The URI of a skill's file: `skill://<skill path>/<file path>`. */
export function skillFileUri(skillPath: string, filePath: string): string {
  return `${skillScheme}${skillPath}/${filePath}`;
}

const skillMdSuffix = '/SKILL.md';

/** The URI of a skill itself, its SKILL.md: `skill://<skill path>/SKILL.md` (SPEC-NOTES §1 "Skill entry"). */
export function skillUri(skillPath: string): string {
  return skillFileUri(skillPath, 'SKILL.md');
}

/**
 * What a skill's files' URIs start with (`skill://<skill path>`), read from a string shaped like a
 * skill URI (`skill://…/SKILL.md` with something between); undefined for any other string. Only the
 * shape is read: parseSkillUri is what checks the bounds.
 */
export function skillRootOf(uri: string): string | undefined {
  if (!uri.startsWith(skillScheme) || !uri.endsWith(skillMdSuffix) || uri.length <= skillScheme.length + skillMdSuffix.length)
    return undefined;
  return uri.slice(0, -skillMdSuffix.length);
}

export function parseSkillUri(value: unknown): ParsedSkillUri {
  return parseWithin(value, 2);
}

/**
 * A directory resource's URI (the skill's root `skill://<skill path>`, or a directory inside it):
 * the same bounds as a file's URI, one segment allowed, and no trailing `/` (the extension writes
 * directory URIs without one, so `skill://x/` is refused as an empty segment).
 */
export function parseSkillDirectoryUri(value: unknown): ParsedSkillUri {
  return parseWithin(value, 1);
}

function parseWithin(value: unknown, minSegments: number): ParsedSkillUri {
  if (typeof value !== 'string') return refuse('not-a-string');
  // UTF-8 never takes fewer bytes than UTF-16 code units, so this bound holds before any scan.
  if (value.length > maxUriBytes) return refuse('too-long');
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit >= 0x80) return refuse('non-ascii');
    if (unit <= 0x20 || unit === 0x7f) return refuse('control-or-space');
  }
  // ASCII only from here: the length is the byte length.
  if (!value.startsWith(skillScheme)) return refuse('scheme');
  const rest = value.slice(skillScheme.length);
  if (rest.includes('%')) return refuse('percent-encoding');
  if (rest.includes('?')) return refuse('query');
  if (rest.includes('#')) return refuse('fragment');
  if (rest.includes('@')) return refuse('userinfo');
  if (rest.includes('\\')) return refuse('backslash');
  const segments = rest.split('/');
  if (/^[A-Za-z0-9._-]*:\d*$/.test(segments[0] ?? '')) return refuse('port');
  if (segments.length > maxUriSegments) return refuse('too-many-segments');
  for (const segment of segments) {
    if (segment.length === 0) return refuse('empty-segment');
    if (segment === '.' || segment === '..') return refuse('traversal');
    if (segment.startsWith('.')) return refuse('dotfile');
    if (!hasOnlySegmentCharacters(segment)) return refuse('invalid-character');
    if (segment.length > maxSegmentBytes) return refuse('segment-too-long');
  }
  if (segments.length < minSegments) return refuse('not-a-file');
  return { ok: true, uri: value, segments };
}

function refuse(problem: SkillUriProblem): ParsedSkillUri {
  return { ok: false, problem };
}

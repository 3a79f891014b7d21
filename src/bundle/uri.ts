// `skill://` URIs and the brief's path bounds (SPEC-NOTES §3 "Bounds": 1024-byte URI, at most 16
// segments of 1-128 bytes of [A-Za-z0-9._-], no segment starting with `.`).

export const uriScheme = 'skill://';
export const maxUriBytes = 1024;
export const maxSegments = 16;
export const maxSegmentBytes = 128;
const segmentPattern = /^[A-Za-z0-9._-]+$/;

export function skillFileUri(skillPath: string, filePath: string): string {
  return `${uriScheme}${skillPath}/${filePath}`;
}

/** Why a path segment breaks the bounds, or undefined. */
export function segmentProblem(segment: string): string | undefined {
  if (segment.length === 0) return 'is empty';
  if (!segmentPattern.test(segment)) return 'uses characters outside [A-Za-z0-9._-]';
  if (segment.length > maxSegmentBytes) return `is ${segment.length} bytes, over ${maxSegmentBytes}`;
  if (segment.startsWith('.')) return 'starts with `.`';
  return undefined;
}

/** Why a skill file's URI breaks the bounds, or undefined. Segments count the skill path too. */
export function uriProblem(skillPath: string, filePath: string): string | undefined {
  const segments = [...skillPath.split('/'), ...filePath.split('/')];
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem !== undefined) return `segment "${segment.length > 40 ? `${segment.slice(0, 40)}…` : segment}" ${problem}`;
  }
  if (segments.length > maxSegments) return `has ${segments.length} path segments, over ${maxSegments}`;
  const bytes = new TextEncoder().encode(skillFileUri(skillPath, filePath)).length;
  if (bytes > maxUriBytes) return `is ${bytes} bytes as a URI, over ${maxUriBytes}`;
  return undefined;
}

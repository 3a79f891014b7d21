// Whether a skill file's path makes a `skill://` URI inside the brief's bounds (SPEC-NOTES §3
// "Bounds"), and if not, why, in words. The grammar and the numbers are the runtime's own
// (src/runtime/bounds.ts, src/runtime/skill-uri.ts), so the build never accepts what a server refuses.
import { maxSegmentBytes, maxUriBytes, maxUriSegments } from '../runtime/bounds.js';
import { hasOnlySegmentCharacters, skillFileUri } from '../runtime/skill-uri.js';

/** Why a path segment breaks the bounds, or undefined. */
export function segmentProblem(segment: string): string | undefined {
  if (segment.length === 0) return 'is empty';
  if (!hasOnlySegmentCharacters(segment)) return 'uses characters outside [A-Za-z0-9._-]';
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
  if (segments.length > maxUriSegments) return `has ${segments.length} path segments, over ${maxUriSegments}`;
  const bytes = new TextEncoder().encode(skillFileUri(skillPath, filePath)).length;
  if (bytes > maxUriBytes) return `is ${bytes} bytes as a URI, over ${maxUriBytes}`;
  return undefined;
}

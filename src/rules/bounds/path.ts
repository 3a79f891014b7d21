// Every skill path and file path must form a URI inside the brief's bounds (SPEC-NOTES §3).
import { segmentProblem, uriProblem } from '../../load/uri-bounds.js';
import { maxSegmentBytes, maxUriBytes, maxUriSegments, skillScheme } from '../../runtime/bounds.js';
import { isSegmentCharacter } from '../../runtime/skill-uri.js';
import { defineRule } from '../rule.js';

export type FilePathVerdict = 'hidden' | 'within-bounds' | 'unsure';

/**
 * One pass over a file path below a skill path whose own segments are valid: `hidden` when a
 * segment starts with `.` (the hidden-file rule's finding), `within-bounds` when its URI provably
 * keeps every bound (uriProblem finds nothing), else `unsure` and uriProblem has the answer.
 * `skillSegments` is the skill path's segment count.
 */
export function filePathVerdict(skillPath: string, skillSegments: number, path: string): FilePathVerdict {
  let fits = true;
  let segments = 1;
  let segmentStart = 0;
  for (let i = 0; i < path.length; i += 1) {
    const c = path.charCodeAt(i);
    if (c === 0x2f) {
      // `/`: the segment before it must be 1-128 bytes.
      if (i === segmentStart || i - segmentStart > maxSegmentBytes) fits = false;
      segments += 1;
      segmentStart = i + 1;
    } else if (c === 0x2e) {
      // `.`: allowed, except at the start of a segment (hidden).
      if (i === segmentStart) return 'hidden';
    } else if (!isSegmentCharacter(c)) {
      fits = false;
    }
  }
  if (path.length === segmentStart || path.length - segmentStart > maxSegmentBytes) fits = false;
  // Every character fits [A-Za-z0-9._-/], so the URI's byte length is its length.
  if (!fits || skillSegments + segments > maxUriSegments || skillScheme.length + skillPath.length + 1 + path.length > maxUriBytes)
    return 'unsure';
  return 'within-bounds';
}

export const boundsPath = defineRule({
  meta: {
    id: 'bounds/path',
    severity: 'error',
    guardsSafety: true,
    messages: {
      skillPath: 'Skill path "{path}" {problem}; rename the directory and its allowlist entry.',
      filePath: '"{file}" cannot be served: its URI {problem}. Rename it to fit the URI bounds.',
    },
  },
  check({ catalog, report }) {
    for (const skill of catalog.skills) {
      const skillSegments = skill.entry.path.split('/');
      const bad = skillSegments.map(segmentProblem).find((p) => p !== undefined);
      if (bad !== undefined) {
        report({
          messageId: 'skillPath',
          data: { path: skill.entry.path, problem: uriProblem(skill.entry.path, 'SKILL.md') ?? bad },
          file: skill.dir,
        });
        continue;
      }
      for (const entry of skill.entries) {
        if (entry.kind !== 'file') continue;
        // Hidden entries are the hidden-file rule's finding; most paths are proven within bounds in one pass.
        if (filePathVerdict(skill.entry.path, skillSegments.length, entry.path) !== 'unsure') continue;
        const problem = uriProblem(skill.entry.path, entry.path);
        if (problem !== undefined) report({ messageId: 'filePath', data: { file: entry.file, problem }, file: entry.file });
      }
    }
  },
});

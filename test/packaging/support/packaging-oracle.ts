// The packaging rules' path and NUL checks as they were before they were rewritten for speed: verbatim
// copies (re-indented only) of `eachReadFile` (src/rules/support/each-file.ts), `allEntries`
// (all-entries.ts) and of the `check` bodies of content/nul-byte, bounds/path, bounds/path-collision,
// content/media-type and filesystem/hidden-file (a `split` and a regex per segment, a normalisation
// per path, a sort with a comparator, one Set per rule), plus bounds/path's per-entry step on its
// own. Tests compare the rules against them; test-only, must not change.
import { admittingSetting, extensionOf, fileTypeOf } from '../../../src/config/files-policy.js';
import { segmentProblem, uriProblem } from '../../../src/load/uri-bounds.js';
import type { LoadedCatalog, SourceFile, WalkEntry } from '../../../src/load/model.js';
import type { Report } from '../../../src/rules/rule.js';

export type OracleCheck = (context: { catalog: LoadedCatalog; report: (report: Report<string>) => void }) => void;

export function* oracleEachReadFile(catalog: LoadedCatalog): Generator<SourceFile> {
  const seen = new Set<string>();
  for (const skill of catalog.skills) {
    for (const file of skill.files) {
      if (seen.has(file.file)) continue;
      seen.add(file.file);
      yield file;
    }
  }
}

export function* oracleAllEntries(catalog: LoadedCatalog): Generator<WalkEntry> {
  const seen = new Set<string>();
  for (const skill of catalog.skills) {
    for (const entry of skill.entries) {
      if (seen.has(entry.file)) continue;
      seen.add(entry.file);
      yield entry;
    }
  }
  for (const entry of catalog.strayEntries) if (!seen.has(entry.file)) yield entry;
}

export const oracleNulByte: OracleCheck = ({ catalog, report }) => {
  for (const file of oracleEachReadFile(catalog)) {
    if (file.text === undefined || file.lines === undefined) continue;
    const at = file.text.indexOf('\0');
    if (at === -1) continue;
    const { line, column } = file.lines.position(at);
    report({ messageId: 'nul', data: { file: file.file }, file: file.file, line, column });
  }
};

export const oraclePathBounds: OracleCheck = ({ catalog, report }) => {
  for (const skill of catalog.skills) {
    const bad = skill.entry.path
      .split('/')
      .map(segmentProblem)
      .find((p) => p !== undefined);
    if (bad !== undefined) {
      report({
        messageId: 'skillPath',
        data: { path: skill.entry.path, problem: uriProblem(skill.entry.path, 'SKILL.md') ?? bad },
        file: skill.dir,
      });
      continue;
    }
    for (const entry of skill.entries) {
      // Hidden entries are the hidden-file rule's finding.
      if (entry.kind !== 'file' || entry.path.split('/').some((s) => s.startsWith('.'))) continue;
      const problem = uriProblem(skill.entry.path, entry.path);
      if (problem !== undefined) report({ messageId: 'filePath', data: { file: entry.file, problem }, file: entry.file });
    }
  }
};

export const oraclePathCollision: OracleCheck = ({ catalog, report }) => {
  const keys = [
    { how: 'Unicode normalisation', fold: (p: string) => p.normalize('NFKC') },
    { how: 'letter case', fold: (p: string) => p.normalize('NFKC').toLowerCase() },
  ];
  const reported = new Set<string>();
  const skillEntries = catalog.skills.map((s) => ({ file: s.dir, kind: 'directory' as const }));
  const entries = [...skillEntries, ...catalog.skills.flatMap((s) => s.entries), ...catalog.strayEntries];
  const unique = [...new Map(entries.map((e) => [e.file, e])).values()].sort((a, b) => (a.file < b.file ? -1 : 1));
  for (const { how, fold } of keys) {
    const firstByKey = new Map<string, string>();
    for (const entry of unique) {
      const key = fold(entry.file);
      const other = firstByKey.get(key);
      if (other === undefined) firstByKey.set(key, entry.file);
      else if (!reported.has(entry.file)) {
        reported.add(entry.file);
        report({ messageId: 'collision', data: { file: entry.file, other, how }, file: entry.file });
      }
    }
  }
};

export const oracleMediaType: OracleCheck = ({ catalog, report }) => {
  const seen = new Set<string>();
  for (const skill of catalog.skills) {
    for (const entry of skill.entries) {
      if (entry.kind !== 'file' || seen.has(entry.file) || entry.path.split('/').some((s) => s.startsWith('.'))) continue;
      seen.add(entry.file);
      if (fileTypeOf(skill.entry.files, entry.path) !== undefined) continue;
      const { key, line } = admittingSetting(entry.path);
      report({
        messageId: 'refused',
        data: {
          file: entry.file,
          what: extensionOf(entry.path) === '' ? `no extension, name "${key}"` : `extension "${extensionOf(entry.path)}"`,
          line,
        },
        file: entry.file,
      });
    }
  }
};

export const oracleHiddenFile: OracleCheck = ({ catalog, report }) => {
  for (const entry of oracleAllEntries(catalog)) {
    const name = entry.file.slice(entry.file.lastIndexOf('/') + 1);
    if (!name.startsWith('.')) continue;
    // A hidden entry directly under the root, outside every skill, is the repository's unless it is a
    // directory holding a SKILL.md (docs/rules.md, "filesystem/hidden-file").
    const inSomeSkill = catalog.skills.some((skill) => entry.file.startsWith(`${skill.dir}/`));
    const hidesSkill = entry.kind === 'directory' && catalog.inProject?.(`${entry.file}/SKILL.md`) === true;
    if (!entry.path.includes('/') && !inSomeSkill && !hidesSkill) continue;
    report({ messageId: entry.kind === 'directory' ? 'directory' : 'file', data: { file: entry.file }, file: entry.file });
  }
};

/** The per-entry step of bounds/path as it was, for a skill path with valid segments: skipped as hidden, or uriProblem's answer. */
export function oracleFilePathStep(skillPath: string, path: string): 'hidden' | string | undefined {
  if (path.split('/').some((s) => s.startsWith('.'))) return 'hidden';
  return uriProblem(skillPath, path);
}

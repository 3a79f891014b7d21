// The references of one Markdown file of a skill, resolved against the skill's files and passed
// through the filters that tell a reference from an illustration, an output file or the user's own
// tooling (docs/rules.md, "reference/unresolved" defines the model every reference rule shares).
// Computed once per lint run (run-memo.ts) for all the reference rules.
import { bodyOffsetOf, markdownDocumentOf } from '../load/markdown/skill-markdown.js';
import type { LoadedCatalog, LoadedSkill, SourceFile } from '../load/model.js';
import { memoSlot, type RunMemo } from '../load/run-memo.js';
import { topDirectoriesOf, wholeSpanPathReferences } from './extract/code-span-paths.js';
import { referencesInDocument } from './extract/extract-references.js';
import { fileTreeReferences } from './extract/file-tree-paths.js';
import { isOutputTreeRoot } from './filters/output-tree.js';
import { licenseFileReference } from './extract/license-file.js';
import { listItemParentPaths } from './extract/list-item-paths.js';
import { caseMismatchedNames } from './extract/misnamed-markdown.js';
import { skillResourceNames } from './extract/resource-list-paths.js';
import { skillProjectPaths } from './extract/skill-project-paths.js';
import { isCodeBlockLabel } from './filters/code-block-label.js';
import { isInlineExample, isUnderExampleLabel } from './filters/example-label.js';
import { isInQuotedMessage } from './filters/quoted-message.js';
import { isTemplateFile } from './filters/template-file.js';
import { isUserRepositoryScript } from './filters/user-repository.js';
import { isWrittenPath } from './filters/written-path.js';
import type { Reference, ResolvedReference } from './reference.js';
import { whereOutsideSkillAt } from './resolve/named-skill-file.js';
import { isInSkillOrPlugin, skillPathFromPluginRoot } from './resolve/outside-skill.js';
import { escapedProjectPath, projectPathOf } from './resolve/project-file.js';
import { dirnameOf, fileWithExtension, prefixesOf, type Resolution, resolveFromDirectory } from './resolve/resolve-reference.js';
import { type SkillFileIndex, skillFileIndex } from './resolve/skill-file-index.js';

/** Per skill: its file index, and by referring directory its prefixesOf and resolutions by target. */
interface SkillResolutions {
  readonly index: SkillFileIndex;
  /** Top-level directories outside references/, scripts/ and assets/ (wholeSpanPathReferences). */
  readonly topDirectories: ReadonlySet<string>;
  readonly byDirectory: Map<string, { readonly prefixes: readonly string[]; readonly byTarget: Map<string, Resolution> }>;
  /** Each Markdown file's resolved references. */
  readonly byFile: Map<SourceFile, readonly ResolvedReference[]>;
}

const skillResolutions = memoSlot('the file index and resolved references of a skill', (skill: LoadedSkill): SkillResolutions => {
  const index = skillFileIndex(skill);
  return { index, topDirectories: topDirectoriesOf(index), byDirectory: new Map(), byFile: new Map() };
});

/** The file index of a skill, built once per run. */
export function skillFileIndexOf(memo: RunMemo, skill: LoadedSkill): SkillFileIndex {
  return memo.get(skillResolutions, skill).index;
}

/** The references of one Markdown file of a skill of `catalog`, resolved (once per run, and per directory and target). */
export function referencesOf(memo: RunMemo, catalog: LoadedCatalog, skill: LoadedSkill, file: SourceFile): readonly ResolvedReference[] {
  const resolutions = memo.get(skillResolutions, skill);
  let found = resolutions.byFile.get(file);
  if (found === undefined) {
    found = resolveFileReferences(memo, catalog, skill, file, resolutions);
    // A template for the user's documents (its sample links point into the user's repository) keeps
    // only the references that name the skill's own files: a dead link to a file the skill has under
    // another path or case ("Back to the guide" as `../guide.md` while the guide is `references/guide.md`).
    if (isTemplateFile(file.path)) found = found.filter((ref) => ref.resolution.kind === 'unresolved' && ref.resolution.near !== undefined);
    resolutions.byFile.set(file, found);
  }
  return found;
}

function resolveFileReferences(
  memo: RunMemo,
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  file: SourceFile,
  resolutions: SkillResolutions,
): ResolvedReference[] {
  const document = markdownDocumentOf(memo, skill, file);
  if (file.text === undefined || document === undefined) return [];
  const { index } = resolutions;
  const fromDir = dirnameOf(file.path);
  let directory = resolutions.byDirectory.get(fromDir);
  if (directory === undefined) resolutions.byDirectory.set(fromDir, (directory = { prefixes: prefixesOf(fromDir), byTarget: new Map() }));
  const { prefixes, byTarget } = directory;
  let resolved: ResolvedReference[] = [];
  let written: Set<string> | undefined;
  let parentCode: { ref: Reference; resolution: Resolution }[] | undefined;
  // Paths from an undefined SKILL_DIR variable, and whether one of them names a file of the skill.
  let undefinedSkillDir: { offsets: Set<number>; landsInSkill: boolean } | undefined;
  const bodyOffset = bodyOffsetOf(skill, file);
  const candidates = referencesInDocument(file.text, document, bodyOffset, skill.dirName);
  const spanPaths = wholeSpanPathReferences(file.text, document, bodyOffset, resolutions.topDirectories, skill.dirName);
  const listPaths = listItemParentPaths(file.text, document, bodyOffset);
  // The files the skill's own file tree lists (`pdf-tools/` drawn with ├── and └──).
  const treePaths = fileTreeReferences(file.text, document, skill.dirName);
  // The skill's files named in prose from the project root (`.windsurf/skills/scan/flows.md`).
  const projectPaths = skillProjectPaths(file.text, document, bodyOffset, skill.dir);
  if (spanPaths.length > 0 || listPaths.length > 0 || treePaths.length > 0 || projectPaths.length > 0) {
    const taken = new Set(candidates.map((ref) => ref.offset));
    for (const ref of spanPaths) if (!taken.has(ref.offset)) candidates.push(ref);
    for (const ref of treePaths) if (!taken.has(ref.offset)) candidates.push(ref);
    for (const ref of projectPaths) if (!taken.has(ref.offset)) candidates.push(ref);
    candidates.push(...listPaths);
    candidates.sort((a, b) => a.offset - b.offset);
  }
  // The license file the frontmatter names (`license: Complete terms in LICENSE.txt`).
  if (file.path === 'SKILL.md') {
    const license = licenseFileReference(skill.parsed, file.text);
    if (license !== undefined) candidates.unshift(license);
  }
  const resourceNames = skillResourceNames(file.text, document, bodyOffset, index);
  if (resourceNames.length > 0) {
    const taken = new Set(candidates.map((ref) => ref.offset));
    for (const ref of resourceNames) if (!taken.has(ref.offset)) candidates.push(ref);
    candidates.sort((a, b) => a.offset - b.offset);
  }
  for (const ref of candidates) {
    let resolution = byTarget.get(ref.target);
    if (resolution === undefined) {
      resolution = withoutOtherSkillHint(resolveFromDirectory(ref.target, fromDir, prefixes, index), skill.dirName);
      // A plugin-root path that leads back into the skill names the skill's own file.
      const own = skillPathFromPluginRoot(catalog, skill, ref.target);
      if (own !== undefined) resolution = resolveFromDirectory(own, '', [''], index);
      byTarget.set(ref.target, resolution);
    }
    // Its path through the skill's directory (`skills/clip/scripts/x.sh`) may be a candidate of its
    // own, read from the skill root: one finding for one dead path.
    if (
      resolution.kind === 'unresolved' &&
      skillPathFromPluginRoot(catalog, skill, ref.target) !== undefined &&
      candidates.some((other) => other.offset > ref.offset && other.offset < ref.offset + ref.target.length)
    )
      continue;
    // A parent path to code or a path from the repository root (`../other/scripts/run.py`,
    // `packages/pack/agents/agent.md`) names a file only where another skill or the plugin keeps it,
    // or, for a parent path, where the file climbs beside the skill elsewhere too (besideSkillPaths).
    if (
      ref.onlyIntoSkillOrPlugin === true &&
      !namesFileOfSkillOrPlugin(memo, catalog, skill, file.path, ref.target, resolution, file.text, ref.offset)
    ) {
      if (resolution.kind === 'escapes' && ref.target.startsWith('../')) (parentCode ??= []).push({ ref, resolution });
      continue;
    }
    if (ref.fromUndefinedSkillDir === true) {
      undefinedSkillDir ??= { offsets: new Set(), landsInSkill: false };
      undefinedSkillDir.offsets.add(ref.offset);
      if (resolution.kind === 'resolved' && resolution.isFile) undefinedSkillDir.landsInSkill = true;
    }
    // A bare prose path without an extension counts only when it names something, or nearly does.
    if (ref.tentative && resolution.kind === 'unresolved' && fileWithExtension(resolution.path, index) === undefined) continue;
    // A path shown under an "Example:" label or after an inline "e.g." illustrates a kind of file,
    // unless it names a file the skill has under another path (`python3 ./x.py` for `scripts/x.py`):
    // an example of running the skill's own script at a wrong path is still a dead path.
    if (
      ref.kind === 'path' &&
      resolution.kind === 'unresolved' &&
      resolution.near === undefined &&
      (isUnderExampleLabel(file.text, ref.offset) || isInlineExample(file.text, ref.offset))
    )
      continue;
    // A heading that labels the code block under it shows that file's content there (code-block-label.ts).
    if (
      ref.kind === 'path' &&
      resolution.kind === 'unresolved' &&
      resolution.near === undefined &&
      isCodeBlockLabel(file.text, ref.offset, ref.target)
    )
      continue;
    // The root of a tree the skill says a run creates ("Generates …:" over a drawn tree, output-tree.ts).
    if (
      ref.kind === 'path' &&
      resolution.kind === 'unresolved' &&
      resolution.near === undefined &&
      isOutputTreeRoot(file.text, document, ref.offset)
    )
      continue;
    // Text the model writes out ("open with:" and a block quote): its links are read where it is
    // posted, so only a link to the skill's file under another path, or to a file the project has, stays.
    if (
      ((resolution.kind === 'unresolved' && resolution.near === undefined) ||
        (resolution.kind === 'escapes' && escapedProjectPath(catalog, skill, file.path, resolution.path) === undefined)) &&
      isInQuotedMessage(file.text, ref.offset)
    )
      continue;
    // A state or output file a script creates at run time ("tracked in `assets/registry.json`"); once
    // the text says so, every other mention of it in the file is that file too ("check that it exists").
    if (ref.kind === 'path' && resolution.kind === 'unresolved' && isWrittenPath(file.text, ref.offset)) {
      (written ??= new Set()).add(ref.target);
      continue;
    }
    // The user's own repository tooling (`node scripts/check.mjs` in a skill for the user's checkout),
    // unless the project has the file outside the skill: another skill's script, or the plugin's.
    if (
      ref.kind === 'path' &&
      resolution.kind === 'unresolved' &&
      isUserRepositoryScript(memo, skill, index, ref.target, file.text, ref.offset) &&
      whereOutsideSkillAt(memo, catalog, skill, ref.target, file.text, ref.offset) === undefined
    )
      continue;
    // Built field by field: an object spread per reference was the costliest line of the extraction.
    if (ref.shown === undefined)
      resolved.push({ target: ref.target, offset: ref.offset, kind: ref.kind, tentative: ref.tentative, resolution });
    else resolved.push({ target: ref.target, offset: ref.offset, kind: ref.kind, tentative: false, shown: ref.shown, resolution });
  }
  if (parentCode !== undefined) resolved = besideSkillPaths(catalog, skill, file.path, resolved, parentCode);
  // An undefined SKILL_DIR variable is the skill's directory only where one of its paths lands on a
  // file the skill has; otherwise its paths are the user's (placeholder-paths.ts).
  if (undefinedSkillDir !== undefined && !undefinedSkillDir.landsInSkill) {
    const userPaths = undefinedSkillDir.offsets;
    resolved = resolved.filter((ref) => !userPaths.has(ref.offset));
  }
  if (written !== undefined) {
    const stateFiles = written;
    resolved = resolved.filter((ref) => ref.kind !== 'path' || ref.resolution.kind !== 'unresolved' || !stateFiles.has(ref.target));
  }
  const misCased = caseMismatchedNames(file.text, document, bodyOffset, fromDir, prefixes, index);
  if (misCased.length > 0) {
    const seen = new Set(resolved.map((ref) => ref.offset));
    for (const ref of misCased) if (!seen.has(ref.offset)) resolved.push(ref);
    resolved.sort((a, b) => a.offset - b.offset);
  }
  return resolved;
}

/**
 * Does a path that names no file of the skill land on a file the project keeps in another skill or
 * in the skill's plugin (outside-skill.ts)? One that climbs with `..` is read from the referring file,
 * then from the skill root (escapedProjectPath); any other from the skill's, the plugin's or the project's root.
 */
function namesFileOfSkillOrPlugin(
  memo: RunMemo,
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  fromFile: string,
  target: string,
  resolution: Resolution,
  text: string,
  offset: number,
): boolean {
  if (resolution.kind === 'escapes') {
    const landing = escapedProjectPath(catalog, skill, fromFile, resolution.path);
    return landing !== undefined && isInSkillOrPlugin(catalog, skill, landing);
  }
  if (resolution.kind !== 'unresolved') return false;
  const where = whereOutsideSkillAt(memo, catalog, skill, target, text, offset);
  if (where !== undefined) return where.kind !== 'project' || isInSkillOrPlugin(catalog, skill, where.path);
  // A path into the plugin's or another skill's directory that the project has nowhere is dead.
  const path = projectPathOf(target);
  return path !== undefined && isInSkillOrPlugin(catalog, skill, path, false);
}

/**
 * The parent paths to code of a file (`../examples/app/Main.java`), kept when another parent path of
 * the same file lands on a file the project has beside the skill (`../docs/guide.md` for the skills
 * root's docs/guide.md): the file then climbs relative to the skill, so a parent path to code names
 * a file beside the skill too, never the user's (docs/rules.md, "reference/escapes-skill"). A file whose
 * parent paths land nowhere keeps them as the user's code (`../utils/dates.ts`).
 */
function besideSkillPaths(
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  fromFile: string,
  resolved: ResolvedReference[],
  parentCode: readonly { ref: Reference; resolution: Resolution }[],
): ResolvedReference[] {
  // Each climbing path is looked up once, however often the file repeats it.
  const looked = new Set<string>();
  let anchored = false;
  for (const ref of resolved) {
    if (ref.resolution.kind !== 'escapes' || !ref.target.startsWith('../') || looked.has(ref.resolution.path)) continue;
    looked.add(ref.resolution.path);
    if (escapedProjectPath(catalog, skill, fromFile, ref.resolution.path) !== undefined) {
      anchored = true;
      break;
    }
  }
  if (!anchored) return resolved;
  const kept = [...resolved];
  for (const { ref, resolution } of parentCode)
    kept.push({ target: ref.target, offset: ref.offset, kind: ref.kind, tentative: false, resolution });
  return kept.sort((a, b) => a.offset - b.offset);
}

/**
 * A path to another skill's entry file (`.agents/skills/other/SKILL.md`) is not this skill's
 * SKILL.md under another directory: the "did you mean" hint names only a SKILL.md of this skill's own directory.
 */
function withoutOtherSkillHint(resolution: Resolution, skillDirName: string): Resolution {
  return resolution.kind !== 'unresolved' ||
    resolution.near !== 'SKILL.md' ||
    !/\/SKILL\.md$/.test(resolution.path) ||
    `/${resolution.path}`.endsWith(`/${skillDirName}/SKILL.md`)
    ? resolution
    : { kind: 'unresolved', path: resolution.path, hint: '' };
}

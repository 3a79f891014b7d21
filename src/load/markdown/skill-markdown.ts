// The Markdown files of a skill and their CommonMark reading (document.ts), read once per lint run
// (run-memo.ts) and shared by every rule that reads Markdown: SKILL.md's body after its frontmatter,
// every other `.md` file from its start.
import type { LoadedSkill, SourceFile } from '../model.js';
import { memoSlot, type RunMemo } from '../run-memo.js';
import { type MarkdownDocument, readMarkdown } from './document.js';

/** Where Markdown starts in a file of a skill: after SKILL.md's frontmatter, else at 0. */
export function bodyOffsetOf(skill: LoadedSkill, file: SourceFile): number {
  return file.path === 'SKILL.md' ? (skill.parsed?.body.offset ?? 0) : 0;
}

/** The files of one skill by their reading: which skill a file belongs to decides where its body starts. */
const documents = memoSlot(
  'the CommonMark reading of each Markdown file of a skill',
  (_skill: LoadedSkill) => new Map<SourceFile, MarkdownDocument>(),
);

/** The CommonMark reading of one Markdown file of a skill (read once per run, shared by the rules). */
export function markdownDocumentOf(memo: RunMemo, skill: LoadedSkill, file: SourceFile): MarkdownDocument | undefined {
  if (file.text === undefined) return undefined;
  const read = memo.get(documents, skill);
  let document = read.get(file);
  if (document === undefined) read.set(file, (document = readMarkdown(file.text, bodyOffsetOf(skill, file))));
  return document;
}

/** Ends in `.md`, any case (as `/\.md$/i`: only ASCII letters fold to `m` and `d`). */
function isMarkdownPath(path: string): boolean {
  const length = path.length;
  return (
    length >= 3 &&
    path.charCodeAt(length - 3) === 46 &&
    (path.charCodeAt(length - 2) | 32) === 109 &&
    (path.charCodeAt(length - 1) | 32) === 100
  );
}

/** Markdown files of a skill that the reference and hidden-content rules read: SKILL.md and every other `.md` file. */
export function markdownFiles(skill: LoadedSkill): SourceFile[] {
  return skill.files.filter((file) => file.text !== undefined && file.lines !== undefined && isMarkdownPath(file.path));
}

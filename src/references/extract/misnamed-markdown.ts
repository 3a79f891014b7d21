// Bare Markdown file names in prose and code spans (`see REFERENCE.md`) that name a file of the skill
// in another case (reference.md): the author meant that file, and the name will not resolve on a
// case-sensitive host (docs/rules.md, "reference/unresolved").
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { ResolvedReference } from '../reference.js';
import { resolveFromDirectory } from '../resolve/resolve-reference.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { bareMarkdownNames } from './bare-markdown-names.js';
import { placeOf } from './place.js';

/**
 * Bare Markdown file names in prose and code spans that name a file of the skill in another case
 * (`see REFERENCE.md` when the file is reference.md): the author meant that file, and the name
 * will not resolve on a case-sensitive host. A bare name that matches nothing is not a reference
 * (`README.md` of the user's repository).
 */
export function caseMismatchedNames(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  fromDir: string,
  prefixes: readonly string[],
  index: SkillFileIndex,
): ResolvedReference[] {
  const found: ResolvedReference[] = [];
  for (const { name: target, offset: at } of bareMarkdownNames(text)) {
    const place = placeOf(document, bodyOffset, at);
    if (place === 'ignored' || place === 'command') continue;
    const resolution = resolveFromDirectory(target, fromDir, prefixes, index);
    if (resolution.kind !== 'unresolved' || index.byLowerCase.get(resolution.path.toLowerCase()) === undefined) continue;
    found.push({ target, offset: at, kind: 'path', tentative: false, resolution });
  }
  return found;
}

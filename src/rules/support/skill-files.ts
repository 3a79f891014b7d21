// Iteration helpers: the parsed SKILL.md of each allowlisted skill, and every decoded text file.
import type { ParsedSkillMd } from '../../load/frontmatter/types.js';
import type { LineIndex } from '../../load/line-index.js';
import type { LoadedCatalog, LoadedSkill, SourceFile } from '../../load/model.js';

export interface ParsedSkill {
  readonly skill: LoadedSkill;
  readonly skillMd: SourceFile & { readonly text: string; readonly lines: LineIndex };
  readonly parsed: ParsedSkillMd;
}

export interface TextFile {
  readonly skill: LoadedSkill;
  readonly file: SourceFile & { readonly text: string; readonly lines: LineIndex };
}

export function* parsedSkills(catalog: LoadedCatalog): Generator<ParsedSkill> {
  for (const skill of catalog.skills) {
    const { skillMd, parsed } = skill;
    if (skillMd === undefined || parsed === undefined || skillMd.text === undefined || skillMd.lines === undefined) continue;
    yield { skill, skillMd: skillMd as ParsedSkill['skillMd'], parsed };
  }
}

/**
 * Every file that ships as text under its skill's files policy. A blob type is never decoded, and a
 * refused file gets content/media-type as its one finding, so the text rules skip both.
 */
export function* textFiles(catalog: LoadedCatalog): Generator<TextFile> {
  for (const skill of catalog.skills) {
    for (const file of skill.files) {
      if (file.text === undefined || file.lines === undefined || file.type?.encoding !== 'text') continue;
      yield { skill, file: file as TextFile['file'] };
    }
  }
}

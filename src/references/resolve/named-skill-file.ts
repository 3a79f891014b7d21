// A path the sentence attributes to another skill by name ("see the `pdf` skill's `docs/forms.md`",
// "(`orchestrator` `references/contracts.md`)"): read from that skill's root, it is that skill's file,
// which this skill cannot ship (docs/rules.md, "reference/outside-skill"). The name alone proves
// nothing: only a file the named skill has counts, in a skill of the catalog or in a directory beside
// this skill that holds a SKILL.md (a sibling the config does not list).
import type { LoadedCatalog, LoadedSkill } from '../../load/model.js';
import type { RunMemo } from '../../load/run-memo.js';
import { lineStartNear } from '../line-window.js';
import { type OutsideSkill, whereOutsideSkill } from './outside-skill.js';
import { projectPathOf } from './project-file.js';

/**
 * The skill name right before the path, in the same sentence: a name followed by "skill's" (with up
 * to two words between: "the `pdf` knowledge skill's `…`"), or a code span that is nothing but a name
 * right before the path's span ("`orchestrator` `references/contracts.md`"). Group 1 or 2 is the name.
 */
const skillNameBefore =
  /(?:`([a-z0-9][a-z0-9._-]{0,63})`|\b([a-z0-9][a-z0-9._-]{0,63}))(?:(?:\s+[a-z][a-z-]{0,20}){0,2}\s+skill(?:'s|’s)\s+`?|(?<=`)\s+`)$/i;

/** Where `target`, named right after another skill's name at `offset` of `text`, lies in that skill. */
export function namedSkillFile(
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  text: string,
  offset: number,
  target: string,
): OutsideSkill | undefined {
  const match = skillNameBefore.exec(text.slice(lineStartNear(text, offset, 120), offset));
  if (match === null) return undefined;
  const name = match[1] ?? match[2];
  const path = projectPathOf(target);
  if (name === undefined || path === undefined || name === skill.dirName) return undefined;
  for (const other of catalog.allSkills ?? catalog.skills)
    if (other !== skill && other.dirName === name && other.files.some((file) => file.path === path))
      return { kind: 'other-skill', skill: other, path };
  const inProject = catalog.inProject;
  const parent = skill.dir.includes('/') ? skill.dir.slice(0, skill.dir.lastIndexOf('/')) : '';
  if (inProject === undefined || skill.dir === '' || skill.dir === '.') return undefined;
  const directory = parent === '' ? name : `${parent}/${name}`;
  return inProject(`${directory}/SKILL.md`) && inProject(`${directory}/${path}`)
    ? { kind: 'skill-directory', directory, path: `${directory}/${path}` }
    : undefined;
}

/**
 * Where `target` at `offset` of `text`, which names no file of `skill`, lies outside it: in the skill
 * the sentence names right before it, else wherever whereOutsideSkill finds it.
 */
export function whereOutsideSkillAt(
  memo: RunMemo,
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  target: string,
  text: string | undefined,
  offset: number,
): OutsideSkill | undefined {
  return (
    (text === undefined ? undefined : namedSkillFile(catalog, skill, text, offset, target)) ??
    whereOutsideSkill(memo, catalog, skill, target)
  );
}

// Every relative link or path reference in a skill's Markdown resolves to a file of the same skill
// (docs/rules.md, reference rules). What counts as a reference is defined in src/references/.
import type { LoadedSkill } from '../../load/model.js';
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';
import { whereOutsideSkillAt } from '../../references/resolve/named-skill-file.js';
import { isRepositoryConventionPath } from '../../references/resolve/project-file.js';
import { resolveReference } from '../../references/resolve/resolve-reference.js';
import { indexFiles, type SkillFileIndex } from '../../references/resolve/skill-file-index.js';

export const referenceUnresolved = defineRule({
  meta: {
    id: 'reference/unresolved',
    severity: 'error',
    guardsSafety: false,
    messages: {
      more: '{count} more unresolved references in this file beyond the first {limit}; fix them all.',
      unresolved: '"{target}" does not resolve to a file of this skill (looked for "{path}").{hint} Fix the path or add the file.',
      placeholderDirectory:
        '"{shown}" names files under "{target}", a directory this skill does not have: the placeholder is fine, the directory is missing.{hint} Add the directory with its files, or fix the path.',
      notShipped: '"{target}" is {why}; the model cannot read it. Ship the file ({how}), or remove the reference.',
    },
  },
  check(context) {
    const { catalog } = context;
    // Per skill, built on first use: the files no package holds (refused by the files policy, or excluded).
    const refusedBySkill = new Map<LoadedSkill, ReadonlySet<string>>();
    const excludedBySkill = new Map<LoadedSkill, SkillFileIndex>();
    forEachReference(context, 'more', (ref, { skill, file, report }) => {
      const { resolution } = ref;
      // A file that is there but never ships is named as such, not as missing (DESIGN "Profiles and files").
      if (resolution.kind === 'resolved') {
        let refused = refusedBySkill.get(skill);
        if (refused === undefined)
          refusedBySkill.set(skill, (refused = new Set(skill.files.filter((f) => f.type === undefined).map((f) => f.path))));
        if (refused.has(resolution.path))
          report('notShipped', {
            target: ref.target,
            why: 'outside the files policy, so it is not in the package',
            how: 'see the content/media-type finding on it',
          });
        return;
      }
      if (resolution.kind !== 'unresolved') return;
      if (skill.excluded.length > 0) {
        let excluded = excludedBySkill.get(skill);
        if (excluded === undefined) excludedBySkill.set(skill, (excluded = indexFiles(skill.excluded)));
        if (resolveReference(ref.target, file.path, excluded).kind === 'resolved') {
          report('notShipped', {
            target: ref.target,
            why: 'excluded from the package by the config\'s "exclude"',
            how: 'narrow the "exclude" pattern that matches it',
          });
          return;
        }
      }
      // A file the project has outside the skill is reference/outside-skill's; a repository's file by
      // convention (docs/, src/, package.json) in a skill copied out of its repository is the user's.
      if (
        whereOutsideSkillAt(context.memo, catalog, skill, ref.target, file.text, ref.offset) !== undefined ||
        isRepositoryConventionPath(catalog, skill, ref.target)
      )
        return;
      if (ref.shown !== undefined) report('placeholderDirectory', { shown: ref.shown, target: ref.target, hint: resolution.hint });
      else report('unresolved', { target: ref.target, path: resolution.path, hint: resolution.hint });
    });
  },
});

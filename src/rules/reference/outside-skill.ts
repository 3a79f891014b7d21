// A file the skill names but cannot ship because it lies outside the skill: in another skill of the
// catalog, at the root of the plugin the skill belongs to, or elsewhere in the project (docs/rules.md,
// "reference/outside-skill"). A host reading the project from disk may find it; a host serving the
// skill over MCP never can. A warning under skillpack:recommended, an error under skillpack:strict.
import { inUsersTree } from '../../references/filters/users-tree.js';
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';
import { whereOutsideSkillAt } from '../../references/resolve/named-skill-file.js';

export const referenceOutsideSkill = defineRule({
  meta: {
    id: 'reference/outside-skill',
    severity: 'error',
    guardsSafety: false,
    messages: {
      more: '{count} more references to files outside the skill in this file beyond the first {limit}; fix them all.',
      otherSkill:
        '"{target}" lives in skill `{skill}`, not in this one: a host serving this skill over MCP cannot read another skill\'s files. Copy it into this skill, or name the skill `{name}` in prose instead.',
      pluginRoot:
        '"{target}" is at the plugin root ("{path}"), outside the skill: a host serving this skill over MCP cannot read it. Copy it into the skill and reference the copy.',
      projectFile:
        '"{target}" is the project\'s "{path}", outside the skill: it works in this checkout, but a host serving the skill over MCP cannot read it. Copy it into the skill and reference the copy.',
    },
  },
  check(context) {
    const { catalog, memo } = context;
    forEachReference(context, 'more', (ref, { skill, file, report }) => {
      if (ref.resolution.kind !== 'unresolved') return;
      const outside = whereOutsideSkillAt(memo, catalog, skill, ref.target, file.text, ref.offset);
      if (outside === undefined) return;
      // A path its line places in the user's own tree ("… in your repository") is the user's file.
      if (file.text !== undefined && inUsersTree(file.text, ref.offset)) return;
      if (outside.kind === 'other-skill')
        report('otherSkill', { target: ref.target, skill: outside.skill.entry.path, name: outside.skill.dirName });
      else if (outside.kind === 'skill-directory')
        report('otherSkill', {
          target: ref.target,
          skill: outside.directory,
          name: outside.directory.slice(outside.directory.lastIndexOf('/') + 1),
        });
      else if (outside.kind === 'plugin') report('pluginRoot', { target: ref.target, path: outside.path });
      else report('projectFile', { target: ref.target, path: outside.path });
    });
  },
});

// A reference must not climb out of its skill with `..` (docs/rules.md, reference rules).
import type { LoadedCatalog, LoadedSkill } from '../../load/model.js';
import { skillFileUri, skillUri } from '../../runtime/skill-uri.js';
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';
import { escapedProjectPath } from '../../references/resolve/project-file.js';
import { hostPlaceholder } from '../../references/resolve/host-placeholder.js';
import { climbsAboveAuthority, resolveSkillUri } from '../../references/resolve/relative-skill-uri.js';

/** Is `uriPath` (`acme/pricing/SKILL.md`) a file that another skill of the catalog than `skill` ships? */
function shipsInOtherSkill(skills: readonly LoadedSkill[], skill: LoadedSkill, uriPath: string): boolean {
  for (const other of skills) {
    if (other === skill || !uriPath.startsWith(`${other.entry.path}/`)) continue;
    const inside = uriPath.slice(other.entry.path.length + 1);
    if (other.files.some((f) => f.path === inside && f.type !== undefined)) return true;
  }
  return false;
}

/**
 * The message for a reference that leaves the skill: naming the project file it reaches, or the
 * other skill of the catalog, tells the publisher what to do (docs/rules.md, reference/escapes-skill).
 */
function whatItReaches(
  catalog: LoadedCatalog,
  skill: LoadedSkill,
  fromFile: string,
  target: string,
  relative: string,
): { messageId: 'escapes' | 'otherSkill' | 'projectFile'; data: Record<string, string> } {
  const path = escapedProjectPath(catalog, skill, fromFile, relative);
  if (path === undefined) return { messageId: 'escapes', data: { target } };
  const other = (catalog.allSkills ?? catalog.skills).find((s) => s !== skill && (path === s.dir || path.startsWith(`${s.dir}/`)));
  if (other === undefined) return { messageId: 'projectFile', data: { target, path } };
  const data = {
    target,
    skill: other.entry.path,
    name: other.dirName,
    first: skillPathHead(skill.entry.path),
    uri: path === other.dir ? skillUri(other.entry.path) : skillFileUri(other.entry.path, path.slice(other.dir.length + 1)),
  };
  return { messageId: 'otherSkill', data };
}

/** The URI authority of a skill path: its first segment (docs/brief/SPEC-NOTES.md §1, skill URIs). */
function skillPathHead(skillPath: string): string {
  const cut = skillPath.indexOf('/');
  return cut === -1 ? skillPath : skillPath.slice(0, cut);
}

export const referenceEscapesSkill = defineRule({
  meta: {
    id: 'reference/escapes-skill',
    severity: 'error',
    guardsSafety: false,
    messages: {
      more: '{count} more references leaving the skill in this file beyond the first {limit}; fix them all.',
      escapes:
        '"{target}" leaves the skill directory; a skill can reference only its own files. Copy the file into the skill and reference the copy.',
      otherSkill:
        '"{target}" reaches into the skill "{skill}"; a relative link cannot leave this skill\'s resources (over MCP, ".." stops at skill://{first}/), so hosts cannot follow it. Name the skill in prose instead ("then use the {name} skill"), or link its resource URI {uri}.',
      projectFile:
        '"{target}" leaves the skill for the project\'s "{path}", which does not ship with the skill: a host serving the skill cannot read it. Copy what the skill needs into it (for example under references/) and reference the copy.',
    },
  },
  check(context) {
    const { catalog } = context;
    forEachReference(context, 'more', (ref, { skill, file, report }) => {
      if (ref.resolution.kind !== 'escapes') return;
      // A link that resolves, as a URI, to a file another skill of the catalog ships works over
      // MCP: skills under one organisational prefix share the URI authority. One that climbs above
      // the authority (`../../README.md` from a top-level skill) lands, over MCP, where the checkout
      // does not: it names the project's file, and is reported.
      const { path } = ref.resolution;
      if (
        !hostPlaceholder.test(ref.target) &&
        !climbsAboveAuthority(skill.entry.path, file.path, path) &&
        shipsInOtherSkill(catalog.allSkills ?? catalog.skills, skill, resolveSkillUri(skill.entry.path, file.path, path))
      )
        return;
      const { messageId, data } = whatItReaches(catalog, skill, file.path, ref.target, ref.resolution.path);
      report(messageId, data);
    });
  },
});

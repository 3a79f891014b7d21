// The rule pass one part of the catalog at a time: skills in groups (a skill with every skill nested
// in it or around it, since they share files), each seen by the rules through a catalog of its own
// skills, so the texts and Markdown readings of one group are held at a time (docs/benchmarks.md).
import type { LoadedCatalog, LoadedSkill } from '../load/model.js';

/** Skills sharing files (one nested in another) fall in one group; groups keep the catalog's order. */
export function skillGroups(skills: readonly LoadedSkill[]): LoadedSkill[][] {
  const groupOf = new Map<LoadedSkill, LoadedSkill[]>();
  const groups: LoadedSkill[][] = [];
  const within = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(`${outer}/`);
  for (const skill of skills) {
    // Nesting is rare: a skill joins the first group holding a skill it nests in or around.
    let joined: LoadedSkill[] | undefined;
    for (const other of groupOf.keys()) {
      if (!within(skill.dir, other.dir) && !within(other.dir, skill.dir)) continue;
      const group = groupOf.get(other) as LoadedSkill[];
      if (joined === undefined) {
        joined = group;
      } else if (group !== joined) {
        // The skill bridges two groups: merge them, keeping the catalog's order.
        for (const member of group) groupOf.set(member, joined);
        joined.push(...group);
        joined.sort((a, b) => skills.indexOf(a) - skills.indexOf(b));
        groups.splice(groups.indexOf(group), 1);
      }
    }
    if (joined === undefined) groups.push((joined = []));
    joined.push(skill);
    groupOf.set(skill, joined);
  }
  return groups;
}

/** The catalog as one group's rules see it: its skills, and every skill for lookups across skills. */
export function groupCatalog(catalog: LoadedCatalog, group: readonly LoadedSkill[]): LoadedCatalog {
  return { ...catalog, skills: group, allSkills: catalog.allSkills ?? catalog.skills };
}

// `gh skill install` and `gh skill publish` find a repository's skills only at skills/*/SKILL.md,
// skills/{scope}/*/SKILL.md, */SKILL.md (root-level) and plugins/{scope}/skills/*/SKILL.md (GitHub CLI
// manual, gh skill publish: "Skills are discovered using the same conventions as install";
// https://cli.github.com/manual/gh_skill_publish, read 2026-12-06). Paths are taken from the config's
// directory as the repository root. Active only when the config lists the `gh-skill` channel.
import { defineRule } from '../rule.js';
import { hasChannel } from './targets.js';

/** A skill directory (repository-relative, `/`-separated) where gh skill looks for one. */
export function ghSkillFinds(dir: string): boolean {
  const s = dir.split('/');
  if (s.length === 1) return true;
  if (s[0] === 'skills') return s.length === 2 || s.length === 3;
  return s.length === 4 && s[0] === 'plugins' && s[2] === 'skills';
}

export const channelGhSkillLayout = defineRule({
  meta: {
    id: 'channel/gh-skill-layout',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      notFound:
        '`gh skill` does not look in "{dir}" (only skills/<name>/, skills/<scope>/<name>/, <name>/, plugins/<scope>/skills/<name>/); move the skills root, for example to "skills".',
    },
  },
  check({ catalog, report }) {
    if (!hasChannel(catalog.config, 'gh-skill')) return;
    for (const skill of catalog.skills) {
      if (ghSkillFinds(skill.dir)) continue;
      report({ messageId: 'notFound', data: { dir: skill.dir }, file: skill.skillMd?.file ?? skill.dir });
    }
  },
});

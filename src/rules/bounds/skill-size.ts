// At most 512 files and 16 MiB per skill (SPEC-NOTES §1 and §3), or the config's stricter limits.
import { defineRule } from '../rule.js';

export const boundsSkillSize = defineRule({
  meta: {
    id: 'bounds/skill-size',
    severity: 'error',
    guardsSafety: true,
    messages: {
      tooManyFiles: 'Skill "{path}" has {count} files, over the limit of {limit}; split it or remove files.',
      tooManyBytes: 'Skill "{path}" holds {size} bytes, over the limit of {limit}; split it or remove content.',
    },
  },
  check({ catalog, report }) {
    const { skillFiles, skillBytes } = catalog.config.limits;
    for (const skill of catalog.skills) {
      const files = skill.entries.filter((e) => e.kind === 'file');
      const bytes = files.reduce((sum, f) => sum + f.size, 0);
      const file = `${skill.dir}/SKILL.md`;
      if (files.length > skillFiles)
        report({ messageId: 'tooManyFiles', data: { path: skill.entry.path, count: files.length, limit: skillFiles }, file });
      if (bytes > skillBytes) report({ messageId: 'tooManyBytes', data: { path: skill.entry.path, size: bytes, limit: skillBytes }, file });
    }
  },
});

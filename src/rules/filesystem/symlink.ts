// Symlinks are never followed and never shipped: file, directory, dangling, looping, or the skill
// root itself (issue: loading safely).
import { defineRule } from '../rule.js';
import { allEntries } from '../support/all-entries.js';

export const filesystemSymlink = defineRule({
  meta: {
    id: 'filesystem/symlink',
    severity: 'error',
    guardsSafety: true,
    messages: {
      entry: '"{file}" is a symlink; skills never ship symlinks. Replace it with a regular file or directory, or delete it.',
      root: 'The skills root "{file}" is a symlink; point "root" in the config at a real directory.',
      skillRoot: 'Skill directory "{file}" is (or lies below) a symlink; replace it with a real directory.',
    },
  },
  check({ catalog, report, memo }) {
    if (catalog.rootKind === 'symlink') report({ messageId: 'root', data: { file: catalog.config.root }, file: catalog.config.root });
    const reported = new Set<string>();
    for (const entry of allEntries(catalog, memo)) {
      if (entry.kind !== 'symlink') continue;
      reported.add(entry.file);
      report({ messageId: 'entry', data: { file: entry.file }, file: entry.file });
    }
    for (const skill of catalog.skills) {
      if (skill.rootKind === 'symlink' && !reported.has(skill.dir))
        report({ messageId: 'skillRoot', data: { file: skill.dir }, file: skill.dir });
    }
  },
});

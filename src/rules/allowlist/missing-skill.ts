// Every allowlist entry names an existing directory that holds a SKILL.md.
import { defineRule } from '../rule.js';

export const allowlistMissingSkill = defineRule({
  meta: {
    id: 'allowlist/missing-skill',
    severity: 'error',
    guardsSafety: true,
    messages: {
      missingRoot: 'The skills root "{root}" {state}; create it or fix "root" in the config.',
      missingDir: 'Allowlisted skill "{path}" has no directory at {dir}; create it or remove the entry from "skills" in the config.',
      notDirectory: 'Allowlisted skill "{path}" {kind}, not a directory; replace it with a real directory.',
      missingMarker: 'Allowlisted skill "{path}" has no SKILL.md; add one (the name is case-sensitive) or remove the entry.',
    },
  },
  check({ catalog, report }) {
    const kindWords: Record<string, string> = {
      fifo: 'is a FIFO',
      socket: 'is a socket',
      device: 'is a device file',
      gitlink: 'is a submodule (gitlink)',
      unreadable: 'cannot be read',
      file: 'is a file',
      symlink: 'is a symlink',
    };
    const { config } = catalog;
    if (catalog.rootKind !== 'directory') {
      const state =
        catalog.rootKind === 'missing'
          ? 'does not exist'
          : catalog.rootKind === 'symlink'
            ? 'is a symlink, or a directory on its path is one (skillpack never reads outside the repository through one)'
            : `${kindWords[catalog.rootKind] ?? `is a ${catalog.rootKind}`}, not a directory`;
      report({ messageId: 'missingRoot', data: { root: config.root, state }, file: config.root });
      return;
    }
    for (const skill of catalog.skills) {
      const path = skill.entry.path;
      if (skill.rootKind === 'missing') report({ messageId: 'missingDir', data: { path, dir: skill.dir }, file: skill.dir });
      // Symlinked skill roots are the symlink rule's finding; other kinds are reported here.
      else if (skill.rootKind !== 'directory' && skill.rootKind !== 'symlink')
        report({ messageId: 'notDirectory', data: { path, kind: kindWords[skill.rootKind] ?? `is a ${skill.rootKind}` }, file: skill.dir });
      // Past the walk bound a SKILL.md may simply not have been reached: bounds/catalog-size says so instead.
      else if (skill.rootKind === 'directory' && !catalog.walkTruncated && !skill.entries.some((e) => e.path === 'SKILL.md')) {
        report({ messageId: 'missingMarker', data: { path }, file: `${skill.dir}/SKILL.md` });
      }
    }
  },
});

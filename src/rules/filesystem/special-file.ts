// FIFOs, sockets and devices are reported by their type (readdir's d_type, else lstat) and never opened (an open of a FIFO
// blocks forever; a device can be endless). A gitlink (a submodule commit staged in the git index,
// seen with --staged) is reported here too: it has no bytes that could be reviewed or shipped.
import type { EntryKind } from '../../fs/source-tree.js';
import { defineRule } from '../rule.js';
import { allEntries } from '../support/all-entries.js';

const specialKinds: ReadonlyMap<EntryKind, string> = new Map([
  ['fifo', 'fifo'],
  ['socket', 'socket'],
  ['device', 'device node'],
  ['gitlink', 'gitlink (a submodule commit in the git index)'],
]);

export const filesystemSpecialFile = defineRule({
  meta: {
    id: 'filesystem/special-file',
    severity: 'error',
    guardsSafety: true,
    messages: {
      special: '"{file}" is a {kind}, not a regular file; it was not opened. Delete it or replace it with a regular file.',
    },
  },
  check({ catalog, report, memo }) {
    const reported = new Set<string>();
    const special = (file: string, kind: EntryKind): void => {
      const name = specialKinds.get(kind);
      if (name === undefined || reported.has(file)) return;
      reported.add(file);
      report({ messageId: 'special', data: { file, kind: name }, file });
    };
    for (const entry of allEntries(catalog, memo)) special(entry.file, entry.kind);
    for (const skill of catalog.skills) special(skill.dir, skill.rootKind);
  },
});

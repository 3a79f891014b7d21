// FIFOs, sockets and devices are reported by their lstat type and never opened (an open of a FIFO
// blocks forever; a device can be endless).
import { defineRule } from '../rule.js';
import { allEntries } from './all-entries.js';

export const specialFile = defineRule({
  meta: {
    id: 'filesystem/special-file',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Only regular files and directories under the skills root: no FIFO, socket or device node.',
      why: 'Opening a FIFO blocks until a writer appears and a device can produce endless bytes; neither is content that can be reviewed or hashed. skillpack decides the type with lstat and never opens them.',
      fix: 'Delete the special file (`rm F`); if it stands in for content, replace it with a regular file.',
      example: 'skills/review/pipe created by `mkfifo`.',
    },
    messages: {
      special: '"{file}" is a {kind}, not a regular file; it was not opened. Delete it or replace it with a regular file.',
    },
  },
  check({ catalog, report }) {
    for (const entry of allEntries(catalog)) {
      if (entry.kind === 'fifo' || entry.kind === 'socket' || entry.kind === 'device') {
        report({ messageId: 'special', data: { file: entry.file, kind: entry.kind === 'device' ? 'device node' : entry.kind }, file: entry.file });
      }
    }
    for (const skill of catalog.skills) {
      const kind = skill.rootKind;
      if (kind === 'fifo' || kind === 'socket' || kind === 'device') report({ messageId: 'special', data: { file: skill.dir, kind }, file: skill.dir });
    }
  },
});

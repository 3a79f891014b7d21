// filesystem/special-file: no FIFO, socket, device node or gitlink (real FIFOs and sockets: test/fs/hostile-tree.test.ts).
import { filesystemSpecialFile } from '../../../src/rules/filesystem/special-file.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester, type InvalidCase } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };
const kinds = [
  ['fifo', 'fifo'],
  ['socket', 'socket'],
  ['device', 'device node'],
  ['gitlink', 'gitlink (a submodule commit in the git index)'],
] as const;

ruleTester(filesystemSpecialFile, {
  valid: [{ name: 'regular files only', tree: { ...a, 'skills/a/notes.md': 'x' } }],
  invalid: kinds.map(([kind, named]): InvalidCase => ({
    name: `a ${kind}`,
    tree: { ...a, 'skills/a/pipe.md': { kind } },
    errors: [{ messageId: 'special', data: { file: 'skills/a/pipe.md', kind: named }, file: 'skills/a/pipe.md', line: 1, column: 1 }],
  })),
});

// frontmatter/bom: no byte order mark before the opening "---".
import { frontmatterBom } from '../../../src/rules/frontmatter/bom.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile } from './skill-md.js';

ruleTester(frontmatterBom, {
  valid: [
    { name: 'no BOM', tree: skillFile(validSkillMd('demo')) },
    { name: 'CRLF without a BOM', tree: skillFile(validSkillMd('demo').replace(/\n/g, '\r\n')) },
    {
      name: 'U+FEFF later in the file is not a BOM',
      tree: skillFile(validSkillMd('demo', { body: 'Zero\uFEFFwidth no-break space in the body.' })),
    },
  ],
  invalid: [
    {
      name: 'BOM before ---',
      tree: skillFile('\uFEFF' + validSkillMd('demo')),
      errors: [{ messageId: 'bom', data: { detail: 'U+FEFF' }, line: 1, column: 1 }],
    },
    {
      name: 'BOM with CRLF line endings',
      tree: skillFile('\uFEFF' + validSkillMd('demo').replace(/\n/g, '\r\n')),
      errors: [{ messageId: 'bom', data: { detail: 'U+FEFF' }, line: 1, column: 1 }],
    },
    {
      name: "BOM and a blank line (only the BOM is this rule's)",
      tree: skillFile('\uFEFF\n' + validSkillMd('demo')),
      errors: [{ messageId: 'bom', data: { detail: 'U+FEFF' }, line: 1, column: 1 }],
    },
    {
      name: 'BOM before a file without frontmatter',
      tree: skillFile('\uFEFF# demo\n\nBody.\n'),
      errors: [{ messageId: 'bom', data: { detail: 'U+FEFF' }, line: 1, column: 1 }],
    },
  ],
});

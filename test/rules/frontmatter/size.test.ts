// frontmatter/size: the frontmatter is at most 16 KiB, as YAML and as compact JSON.
import { frontmatterSize } from '../../../src/rules/frontmatter/size.js';
import { ruleTester } from '../../support/rule-tester.js';
import { yamlBlock } from './skill-md.js';

ruleTester(frontmatterSize, {
  valid: [
    {
      name: 'exactly 16384 bytes of YAML (a long comment ending in a 3-byte character)',
      tree: yamlBlock('name: a\n# ' + 'x'.repeat(16384 - 8 - 2 - 3 - 1) + '\u20AC\n'),
    },
    { name: 'exactly 16384 bytes of compact JSON', tree: yamlBlock('description: ' + 'x'.repeat(16384 - 18) + '\n') },
    {
      name: 'a tighter limit, met by YAML (8 bytes) and JSON (12 bytes)',
      tree: yamlBlock('name: a\n'),
      config: { limits: { frontmatterBytes: 12 } },
    },
  ],
  invalid: [
    {
      name: 'YAML one byte over (the 3-byte character counts as 3)',
      tree: yamlBlock('name: a\n# ' + 'x'.repeat(16384 - 8 - 2 - 3 - 1) + '\u20ACx\n'),
      errors: [{ messageId: 'raw', data: { detail: '16385 bytes', bytes: 16385, limit: 16384 }, line: 2, column: 1 }],
    },
    {
      name: 'compact JSON one byte over',
      tree: yamlBlock('description: ' + 'x'.repeat(16384 - 17) + '\n'),
      errors: [{ messageId: 'json', data: { detail: '16385 bytes', bytes: 16385, limit: 16384 }, line: 2, column: 1 }],
    },
    {
      name: 'compact JSON over the limit (each backslash doubles)',
      tree: yamlBlock('description: x' + '\\'.repeat(10000) + '\n'),
      errors: [{ messageId: 'json', data: { detail: '20019 bytes', bytes: 20019, limit: 16384 }, line: 2, column: 1 }],
    },
    {
      name: 'a tighter configured limit',
      tree: yamlBlock('name: abcdef\n'),
      config: { limits: { frontmatterBytes: 8 } },
      errors: [{ messageId: 'raw', data: { detail: '13 bytes', bytes: 13, limit: 8 }, line: 2, column: 1 }],
    },
  ],
});

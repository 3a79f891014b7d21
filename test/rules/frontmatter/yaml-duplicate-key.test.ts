// frontmatter/yaml-duplicate-key: no key defined twice in one map.
import { frontmatterYamlDuplicateKey } from '../../../src/rules/frontmatter/yaml-duplicate-key.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlDuplicateKey, {
  valid: [
    { name: 'one of each', tree: skillFile(validSkillMd('demo')) },
    { name: 'the same key in different maps', tree: yamlBlock('name: a\nmetadata:\n  name: b\n') },
    { name: 'keys that differ by case', tree: yamlBlock('name: a\nName: b\n') },
  ],
  invalid: [
    {
      name: 'top-level',
      tree: yamlBlock('name: a\ndescription: b\nname: c\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'name', key: 'name', firstLine: 2 }, line: 4, column: 1 }],
    },
    {
      name: 'nested',
      tree: yamlBlock('metadata:\n  a: x\n  a: y\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'a', key: 'metadata.a', firstLine: 3 }, line: 4, column: 3 }],
    },
    {
      name: 'quoted differently',
      tree: yamlBlock('name: a\n"name": b\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'name', key: 'name', firstLine: 2 }, line: 3, column: 1 }],
    },
    {
      name: 'written with an escape',
      tree: yamlBlock('name: a\n"n\\u0061me": b\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'name', key: 'name', firstLine: 2 }, line: 3, column: 1 }],
    },
    {
      name: 'in a flow map',
      tree: yamlBlock('metadata: {a: x, a: y}\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'a', key: 'metadata.a', firstLine: 2 }, line: 2, column: 18 }],
    },
    {
      name: 'CRLF',
      tree: skillFile('---\r\nname: a\r\nname: b\r\n---\r\n'),
      errors: [{ messageId: 'duplicate', data: { detail: 'name', key: 'name', firstLine: 2 }, line: 3, column: 1 }],
    },
  ],
});

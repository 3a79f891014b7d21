// frontmatter/yaml-key: keys are strings under every reading, keep their order in JSON, and are written "key: value".
import { frontmatterYamlKey } from '../../../src/rules/frontmatter/yaml-key.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlKey, {
  valid: [
    { name: 'ordinary keys', tree: skillFile(validSkillMd('demo')) },
    { name: 'a key of digits and letters', tree: yamlBlock('metadata:\n  "7a": x\n  v7: y\n') },
    { name: 'a digits-only key that is already first', tree: yamlBlock('metadata:\n  "7": "y"\n  b: x\n') },
  ],
  invalid: [
    {
      name: 'integer key',
      tree: yamlBlock('1: a\n'),
      errors: [{ messageId: 'nonString', data: { detail: 'number 1', reading: 'number 1', source: '1' }, line: 2, column: 1 }],
    },
    {
      name: 'boolean key',
      tree: yamlBlock('true: a\n'),
      errors: [{ messageId: 'nonString', data: { detail: 'boolean true', reading: 'boolean true', source: 'true' }, line: 2, column: 1 }],
    },
    {
      name: 'null key',
      tree: yamlBlock('~: a\n'),
      errors: [{ messageId: 'nonString', data: { detail: 'null', reading: 'null', source: '~' }, line: 2, column: 1 }],
    },
    {
      name: 'empty key',
      tree: yamlBlock(': a\n'),
      errors: [{ messageId: 'nonString', data: { detail: 'null', reading: 'null', source: '' }, line: 2, column: 1 }],
    },
    {
      name: 'collection key',
      tree: yamlBlock('? [a, b]\n: c\n'),
      errors: [{ messageId: 'nonString', data: { detail: 'a collection', reading: 'a collection', source: '[a, b]' }, line: 2, column: 3 }],
    },
    {
      name: 'explicit key',
      tree: yamlBlock('? version\n: x\n'),
      errors: [{ messageId: 'explicitKey', data: { detail: '?', uses: 1 }, line: 2, column: 1 }],
    },
    {
      name: 'explicit key in a flow map',
      tree: yamlBlock('m: {? a}\n'),
      errors: [{ messageId: 'explicitKey', data: { detail: '?', uses: 1 }, line: 2, column: 5 }],
    },
    {
      name: '":" on the line after its key',
      tree: yamlBlock('name: x\nk\n : v\n'),
      errors: [{ messageId: 'splitKey', data: { detail: ':', uses: 1 }, line: 4, column: 2 }],
    },
    {
      name: 'a digits-only key JSON would move first',
      tree: yamlBlock('metadata:\n  b: x\n  "7": "y"\n'),
      errors: [{ messageId: 'indexKey', data: { detail: '7', key: 'metadata.7' }, line: 4, column: 3 }],
    },
  ],
});

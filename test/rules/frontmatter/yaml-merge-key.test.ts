// frontmatter/yaml-merge-key: no "<<" merge keys.
import { frontmatterYamlMergeKey } from '../../../src/rules/frontmatter/yaml-merge-key.js';
import { ruleTester } from '../../support/rule-tester.js';
import { yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlMergeKey, {
  valid: [
    { name: '"<<" inside a value', tree: yamlBlock('description: a << b\n') },
    { name: '"<<<" as a key', tree: yamlBlock('metadata:\n  "<<<": x\n') },
    { name: 'a quoted "<<" is an ordinary key under YAML 1.1 too', tree: yamlBlock('metadata:\n  "<<": x\n') },
  ],
  invalid: [
    {
      name: 'merge key with a flow map',
      tree: yamlBlock('metadata:\n  <<: {publisher: x}\n'),
      errors: [{ messageId: 'merge', data: { detail: '<<' }, line: 3, column: 3 }],
    },
    {
      name: 'top-level merge key',
      tree: yamlBlock('<<: {name: a}\n'),
      errors: [{ messageId: 'merge', data: { detail: '<<' }, line: 2, column: 1 }],
    },
  ],
});

// frontmatter/yaml-tag: no explicit YAML tags.
import { frontmatterYamlTag } from '../../../src/rules/frontmatter/yaml-tag.js';
import { ruleTester } from '../../support/rule-tester.js';
import { yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlTag, {
  valid: [
    { name: '"!" inside values', tree: yamlBlock('description: Hello! "!!binary" is refused\n') },
    { name: 'quoted "!foo"', tree: yamlBlock('name: "!foo"\n') },
  ],
  invalid: [
    {
      name: '!!binary',
      tree: yamlBlock('description: !!binary aGk=\n'),
      errors: [{ messageId: 'tag', data: { detail: '!!binary', uses: 1 }, line: 2, column: 14 }],
    },
    {
      name: '!!set',
      tree: yamlBlock('metadata: !!set {a, b}\n'),
      errors: [{ messageId: 'tag', data: { detail: '!!set', uses: 1 }, line: 2, column: 11 }],
    },
    {
      name: 'custom tag',
      tree: yamlBlock('name: !foo a\n'),
      errors: [{ messageId: 'tag', data: { detail: '!foo', uses: 1 }, line: 2, column: 7 }],
    },
    {
      name: '!!str, even on a string',
      tree: yamlBlock('description: !!str 1.0\n'),
      errors: [{ messageId: 'tag', data: { detail: '!!str', uses: 1 }, line: 2, column: 14 }],
    },
    {
      name: 'non-specific tag',
      tree: yamlBlock('name: ! a\n'),
      errors: [{ messageId: 'tag', data: { detail: '!', uses: 1 }, line: 2, column: 7 }],
    },
    {
      name: 'verbatim tag',
      tree: yamlBlock('name: !<tag:yaml.org,2002:str> a\n'),
      errors: [{ messageId: 'tag', data: { detail: '!<tag:yaml.org,2002:str>', uses: 1 }, line: 2, column: 7 }],
    },
  ],
});

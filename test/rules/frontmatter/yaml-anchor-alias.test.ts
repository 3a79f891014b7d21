// frontmatter/yaml-anchor-alias: no anchors or aliases (never expanded).
import { frontmatterYamlAnchorAlias } from '../../../src/rules/frontmatter/yaml-anchor-alias.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { aliasBomb, skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlAnchorAlias, {
  valid: [
    { name: '"&" and "*" inside values', tree: yamlBlock('description: "a &b *c"\nname: x & y\n') },
    { name: '"*" starting a quoted value', tree: yamlBlock('description: "*starred*"\n') },
  ],
  invalid: [
    {
      name: 'anchor and alias',
      tree: yamlBlock('name: &n a\ndescription: *n\n'),
      errors: [
        { messageId: 'anchor', data: { detail: '&n', uses: 1 }, line: 2, column: 7 },
        { messageId: 'alias', data: { detail: '*n', uses: 1 }, line: 3, column: 14 },
      ],
    },
    {
      name: 'anchor on a map',
      tree: yamlBlock('metadata: &m\n  a: b\n'),
      errors: [{ messageId: 'anchor', data: { detail: '&m', uses: 1 }, line: 2, column: 11 }],
    },
    {
      name: 'alias in a flow sequence',
      tree: yamlBlock('a: &x b\nc: [*x]\n'),
      errors: [
        { messageId: 'anchor', data: { detail: '&x', uses: 1 }, line: 2, column: 4 },
        { messageId: 'alias', data: { detail: '*x', uses: 1 }, line: 3, column: 5 },
      ],
    },
    {
      name: 'alias bomb: one finding per anchor and per alias name, nothing expanded',
      tree: yamlBlock(aliasBomb()),
      errors: [
        { messageId: 'anchor', data: { detail: '&a', uses: 1 }, line: 2, column: 4 },
        { messageId: 'anchor', data: { detail: '&b', uses: 1 }, line: 3, column: 4 },
        { messageId: 'alias', data: { detail: '*a', uses: 9 }, line: 3, column: 8 },
        { messageId: 'anchor', data: { detail: '&c', uses: 1 }, line: 4, column: 4 },
        { messageId: 'alias', data: { detail: '*b', uses: 9 }, line: 4, column: 8 },
        { messageId: 'anchor', data: { detail: '&d', uses: 1 }, line: 5, column: 4 },
        { messageId: 'alias', data: { detail: '*c', uses: 9 }, line: 5, column: 8 },
        { messageId: 'anchor', data: { detail: '&e', uses: 1 }, line: 6, column: 4 },
        { messageId: 'alias', data: { detail: '*d', uses: 9 }, line: 6, column: 8 },
        { messageId: 'anchor', data: { detail: '&f', uses: 1 }, line: 7, column: 4 },
        { messageId: 'alias', data: { detail: '*e', uses: 9 }, line: 7, column: 8 },
        { messageId: 'anchor', data: { detail: '&g', uses: 1 }, line: 8, column: 4 },
        { messageId: 'alias', data: { detail: '*f', uses: 9 }, line: 8, column: 8 },
        { messageId: 'anchor', data: { detail: '&h', uses: 1 }, line: 9, column: 4 },
        { messageId: 'alias', data: { detail: '*g', uses: 9 }, line: 9, column: 8 },
        { messageId: 'anchor', data: { detail: '&i', uses: 1 }, line: 10, column: 4 },
        { messageId: 'alias', data: { detail: '*h', uses: 9 }, line: 10, column: 8 },
      ],
    },
    {
      name: 'anchor in a full skill',
      tree: skillFile(validSkillMd('demo', { extraFrontmatter: '  copy: *x' }).replace('name: demo', 'name: &x demo')),
      errors: [
        { messageId: 'anchor', data: { detail: '&x', uses: 1 }, line: 2, column: 7 },
        { messageId: 'alias', data: { detail: '*x', uses: 1 }, line: 8, column: 9 },
      ],
    },
  ],
});

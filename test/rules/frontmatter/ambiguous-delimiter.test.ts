// frontmatter/ambiguous-delimiter: no line inside the block that another splitter takes as its end.
import { frontmatterAmbiguousDelimiter } from '../../../src/rules/frontmatter/ambiguous-delimiter.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterAmbiguousDelimiter, {
  valid: [
    { name: '"---" inside a value', tree: yamlBlock('name: a --- b\ndescription: "x --- y"\n') },
    { name: 'indented "---" inside a block scalar', tree: yamlBlock('description: |-\n  one\n  ---\n  two\nname: a\n') },
    { name: '"---" lines after the closing line are body', tree: skillFile('---\nname: a\n---\nx\n---\ny\n...\n') },
  ],
  invalid: [
    {
      name: '"..." line',
      tree: yamlBlock('name: a\n...\n'),
      errors: [{ messageId: 'line', data: { detail: '"..."' }, line: 3, column: 1 }],
    },
    {
      name: '"--- " line',
      tree: yamlBlock('name: a\n--- \ndescription: b\n'),
      errors: [{ messageId: 'line', data: { detail: '"--- "' }, line: 3, column: 1 }],
    },
    {
      name: '"----" line',
      tree: yamlBlock('name: a\n----\n'),
      errors: [{ messageId: 'line', data: { detail: '"----"' }, line: 3, column: 1 }],
    },
    {
      name: '"---x" line',
      tree: yamlBlock('name: a\n---x\n'),
      errors: [{ messageId: 'line', data: { detail: '"---x"' }, line: 3, column: 1 }],
    },
    {
      name: '"...." line with CRLF',
      tree: skillFile('---\r\nname: a\r\n....\r\n---\r\n'),
      errors: [{ messageId: 'line', data: { detail: '"...."' }, line: 3, column: 1 }],
    },
  ],
});

// frontmatter/yaml-syntax: the block is one strictly valid YAML map, within the nesting and value bounds.
import { frontmatterYamlSyntax } from '../../../src/rules/frontmatter/yaml-syntax.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlSyntax, {
  valid: [
    { name: 'a plain map', tree: skillFile(validSkillMd('demo')) },
    { name: 'a quoted value with ": "', tree: yamlBlock('description: "Use when: asked"\n') },
    { name: '1000 values', tree: yamlBlock('metadata: [' + Array(1000).fill('"a"').join(',') + ']\n') },
  ],
  invalid: [
    {
      name: 'unterminated quote',
      tree: yamlBlock('name: "a\n'),
      errors: [
        {
          messageId: 'error',
          data: {
            detail:
              'Missing closing "quote (the block ends at the next line that is exactly "---", so a quoted value cannot contain such a line)',
            yamlCode: 'MISSING_CHAR',
          },
          line: 3,
          column: 1,
        },
      ],
    },
    {
      name: 'compact nested mapping',
      tree: yamlBlock('description: Use when: asked\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Nested mappings are not allowed in compact mappings', yamlCode: 'BLOCK_AS_IMPLICIT_KEY' },
          line: 2,
          column: 14,
        },
      ],
    },
    {
      name: 'one value with several ": " is one error: quoting the value fixes them all',
      tree: yamlBlock('description: Per turn: read. Then: write. Finally: store.\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Nested mappings are not allowed in compact mappings', yamlCode: 'BLOCK_AS_IMPLICIT_KEY' },
          line: 2,
          column: 14,
        },
      ],
    },
    {
      name: 'the same error in two values is reported in each',
      tree: yamlBlock('description: Use when: asked\nlicense: see: LICENSE\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Nested mappings are not allowed in compact mappings', yamlCode: 'BLOCK_AS_IMPLICIT_KEY' },
          line: 2,
          column: 14,
        },
        {
          messageId: 'error',
          data: { detail: 'Nested mappings are not allowed in compact mappings', yamlCode: 'BLOCK_AS_IMPLICIT_KEY' },
          line: 3,
          column: 10,
        },
      ],
    },
    {
      name: 'two flow sequences side by side: the line reports its first error, the valid lines after it none',
      tree: yamlBlock('argument-hint: [ticket] [url]\ncontext: fork\nagent: helper\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Unexpected flow-seq-start at node end', yamlCode: 'UNEXPECTED_TOKEN' },
          line: 2,
          column: 25,
        },
      ],
    },
    {
      name: 'a second error of its own kind after the first is still reported',
      tree: yamlBlock('description: Use when: asked\nargument-hint: [ticket] [url]\ncontext: fork\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Nested mappings are not allowed in compact mappings', yamlCode: 'BLOCK_AS_IMPLICIT_KEY' },
          line: 2,
          column: 14,
        },
        {
          messageId: 'error',
          data: { detail: 'Unexpected flow-seq-start at node end', yamlCode: 'UNEXPECTED_TOKEN' },
          line: 3,
          column: 25,
        },
      ],
    },
    {
      name: 'a stray token before any other error is reported',
      tree: yamlBlock('name: demo\n] description: x\n'),
      errors: [
        {
          messageId: 'error',
          data: { detail: 'Unexpected flow-seq-end token in YAML stream: "]"', yamlCode: 'UNEXPECTED_TOKEN' },
          line: 3,
          column: 1,
        },
      ],
    },
    {
      name: 'tab indentation',
      tree: yamlBlock('metadata:\n\tpublisher: x\n'),
      errors: [
        { messageId: 'error', data: { detail: 'Tabs are not allowed as indentation', yamlCode: 'TAB_AS_INDENT' }, line: 3, column: 1 },
      ],
    },
    {
      name: 'bad escape',
      tree: yamlBlock('name: "\\q"\n'),
      errors: [{ messageId: 'error', data: { detail: 'Invalid escape sequence \\q', yamlCode: 'BAD_DQ_ESCAPE' }, line: 2, column: 8 }],
    },
    {
      name: 'a scalar, not a map',
      tree: yamlBlock('just text\n'),
      errors: [{ messageId: 'notMapping', data: { detail: 'string' }, line: 2, column: 1 }],
    },
    {
      name: 'a sequence, not a map',
      tree: yamlBlock('- a\n- b\n'),
      errors: [{ messageId: 'notMapping', data: { detail: 'a sequence' }, line: 2, column: 1 }],
    },
    {
      name: 'a second document',
      tree: yamlBlock('name: a\n--- \nname: b\n'),
      errors: [{ messageId: 'multipleDocuments', data: { detail: '---', uses: 1 }, line: 3, column: 1 }],
    },
    {
      name: 'deep flow sequences',
      tree: yamlBlock('a: ' + '['.repeat(8000) + ']'.repeat(8000) + '\n'),
      errors: [{ messageId: 'tooDeep', data: { detail: '17', depth: 17, limit: 16 }, line: 2, column: 19 }],
    },
    {
      name: 'deep block sequences',
      tree: yamlBlock('- '.repeat(7000) + 'x\n'),
      errors: [{ messageId: 'tooDeep', data: { detail: '17', depth: 17, limit: 16 }, line: 2, column: 33 }],
    },
    {
      name: 'more values than the profile could use',
      tree: yamlBlock('metadata: [' + Array(1100).fill('a').join(',') + ']\n'),
      errors: [{ messageId: 'tooManyNodes', data: { detail: '1103', nodes: 1103, limit: 1024 }, line: 2, column: 1 }],
    },
    {
      name: 'a double-quoted value whose continuation is not indented',
      tree: yamlBlock('a: "x\\"\nb: c"\n'),
      errors: [{ messageId: 'quoteUnclosed', data: { detail: '"', uses: 1 }, line: 2, column: 4 }],
    },
    {
      name: 'an escaped line break before an empty line',
      tree: yamlBlock('a: "x\\\n\n  y"\n'),
      errors: [{ messageId: 'quoteEscapedBreak', data: { detail: '"', uses: 1 }, line: 2, column: 4 }],
    },
    {
      name: "a plain continuation line at the key's column",
      tree: yamlBlock('k:\n#c\n  a\n- b\n'),
      errors: [{ messageId: 'continuationIndent', data: { detail: '', uses: 1 }, line: 5, column: 1 }],
    },
    {
      name: 'a "---" line inside a quoted value',
      tree: skillFile('---\ndescription: "first\n---\nsecond"\n---\n'),
      errors: [
        {
          messageId: 'error',
          data: {
            detail:
              'Missing closing "quote (the block ends at the next line that is exactly "---", so a quoted value cannot contain such a line)',
            yamlCode: 'MISSING_CHAR',
          },
          line: 3,
          column: 1,
        },
      ],
    },
  ],
});

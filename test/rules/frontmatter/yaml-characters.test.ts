// frontmatter/yaml-characters: no characters YAML forbids or parsers read differently.
import { frontmatterYamlCharacters } from '../../../src/rules/frontmatter/yaml-characters.js';
import { ruleTester } from '../../support/rule-tester.js';
import { yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlCharacters, {
  valid: [
    { name: 'tab and line breaks as escapes, a tab inside quotes', tree: yamlBlock('description: "a\\tb\\nc"\nname: "x\ty"\n') },
    { name: 'an astral character written as itself', tree: yamlBlock('description: "\u{1F600} ok"\n') },
  ],
  invalid: [
    {
      name: 'raw NUL',
      tree: yamlBlock('name: a\u0000b\n'),
      errors: [{ messageId: 'nul', data: { detail: 'written directly', codePoint: 'U+0000' }, line: 2, column: 8 }],
    },
    {
      name: 'raw BEL',
      tree: yamlBlock('name: a\u0007\n'),
      errors: [{ messageId: 'control', data: { detail: 'written directly', codePoint: 'U+0007' }, line: 2, column: 8 }],
    },
    {
      name: 'raw DEL',
      tree: yamlBlock('description: x\u007f\n'),
      errors: [{ messageId: 'control', data: { detail: 'written directly', codePoint: 'U+007F' }, line: 2, column: 15 }],
    },
    {
      name: 'raw C1 control',
      tree: yamlBlock('description: x\u0085y\n'),
      errors: [{ messageId: 'control', data: { detail: 'written directly', codePoint: 'U+0085' }, line: 2, column: 15 }],
    },
    {
      name: 'bare CR',
      tree: yamlBlock('description: a\rb\n'),
      errors: [{ messageId: 'control', data: { detail: 'written directly', codePoint: 'U+000D' }, line: 2, column: 15 }],
    },
    {
      name: 'line separator',
      tree: yamlBlock('description: a\u2028b\n'),
      errors: [{ messageId: 'lineSeparator', data: { detail: 'written directly', codePoint: 'U+2028' }, line: 2, column: 15 }],
    },
    {
      name: 'paragraph separator',
      tree: yamlBlock('description: a\u2029b\n'),
      errors: [{ messageId: 'lineSeparator', data: { detail: 'written directly', codePoint: 'U+2029' }, line: 2, column: 15 }],
    },
    {
      name: 'escaped NUL',
      tree: yamlBlock('description: "a\\0b"\n'),
      errors: [{ messageId: 'nul', data: { detail: 'an escape sequence produces U+0000', codePoint: 'U+0000' }, line: 2, column: 14 }],
    },
    {
      name: 'escaped BEL',
      tree: yamlBlock('description: "a\\x07"\n'),
      errors: [{ messageId: 'control', data: { detail: 'an escape sequence produces U+0007', codePoint: 'U+0007' }, line: 2, column: 14 }],
    },
    {
      name: 'escaped lone surrogate',
      tree: yamlBlock('description: "\\ud800"\n'),
      errors: [
        { messageId: 'loneSurrogate', data: { detail: 'an escape sequence produces U+D800', codePoint: 'U+D800' }, line: 2, column: 14 },
      ],
    },
    {
      name: 'escaped CR',
      tree: yamlBlock('description: "a\\rb"\n'),
      errors: [{ messageId: 'control', data: { detail: 'an escape sequence produces U+000D', codePoint: 'U+000D' }, line: 2, column: 14 }],
    },
    {
      name: 'a surrogate pair written as two escapes',
      tree: yamlBlock('a: "x \\ud83d\\ude00"\n'),
      errors: [
        {
          messageId: 'escapedSurrogate',
          data: { detail: '\\ud83d', replacement: ' or the single escape "\\U0001F600"' },
          line: 2,
          column: 7,
        },
      ],
    },
    {
      name: 'a tab after "key:"',
      tree: yamlBlock('license:\tMIT\n'),
      errors: [{ messageId: 'tab', data: { detail: 'outside a quoted or block scalar', codePoint: 'U+0009' }, line: 2, column: 9 }],
    },
    {
      name: 'a tab on a blank line',
      tree: yamlBlock('license: MIT\n\t\nname: a\n'),
      errors: [{ messageId: 'tab', data: { detail: 'outside a quoted or block scalar', codePoint: 'U+0009' }, line: 3, column: 1 }],
    },
    {
      name: 'columns count UTF-16 units: a control character after an astral one',
      tree: yamlBlock('description: \u{1F600}\u0007\n'),
      errors: [{ messageId: 'control', data: { detail: 'written directly', codePoint: 'U+0007' }, line: 2, column: 16 }],
    },
  ],
});

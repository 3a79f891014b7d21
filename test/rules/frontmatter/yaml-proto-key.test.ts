// frontmatter/yaml-proto-key: no "__proto__" key, however it is spelled.
import { frontmatterYamlProtoKey } from '../../../src/rules/frontmatter/yaml-proto-key.js';
import { ruleTester } from '../../support/rule-tester.js';
import { yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlProtoKey, {
  valid: [
    { name: 'look-alike keys', tree: yamlBlock('constructor: a\nprototype: b\n__proto: c\n_proto_: d\n__PROTO__: e\n') },
    { name: 'fullwidth low lines', tree: yamlBlock('\uFF3F\uFF3Fproto\uFF3F\uFF3F: a\n') },
    { name: '"__proto__" as a value', tree: yamlBlock('description: __proto__\nname: "__proto__"\n') },
  ],
  invalid: [
    {
      name: 'plain',
      tree: yamlBlock('__proto__: {polluted: "yes"}\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 1 }],
    },
    {
      name: 'double-quoted in metadata',
      tree: yamlBlock('metadata:\n  "__proto__": x\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 3, column: 3 }],
    },
    {
      name: 'single-quoted',
      tree: yamlBlock("'__proto__': x\n"),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 1 }],
    },
    {
      name: 'written with \\u escapes',
      tree: yamlBlock('"\\u005f\\u005fproto\\u005f\\u005f": x\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 1 }],
    },
    {
      name: 'written with a \\x escape',
      tree: yamlBlock('"__pr\\x6fto__": x\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 1 }],
    },
    {
      name: 'in a flow map',
      tree: yamlBlock('metadata: {__proto__: x}\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 12 }],
    },
    {
      name: 'as an explicit key',
      tree: yamlBlock('? __proto__\n: x\n'),
      errors: [{ messageId: 'proto', data: { detail: '__proto__' }, line: 2, column: 3 }],
    },
  ],
});

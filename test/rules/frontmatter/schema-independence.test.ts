// frontmatter/schema-independence: every value reads the same under YAML 1.2 core and YAML 1.1 (as js-yaml and PyYAML read it).
import { frontmatterSchemaIndependence } from '../../../src/rules/frontmatter/schema-independence.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterSchemaIndependence, {
  valid: [
    { name: 'a valid skill', tree: skillFile(validSkillMd('demo')) },
    { name: 'plain words', tree: yamlBlock('metadata:\n  a: hello world\n') },
    { name: 'quoted boolean', tree: yamlBlock('metadata:\n  a: "yes"\n') },
    { name: 'single-quoted date', tree: yamlBlock("metadata:\n  a: '2024-01-15'\n") },
    { name: 'quoted number', tree: yamlBlock('metadata:\n  a: "1.0"\n') },
    { name: 'version-like', tree: yamlBlock('metadata:\n  a: 1.2.3\n') },
    { name: 'v-prefixed', tree: yamlBlock('metadata:\n  a: v1\n') },
    { name: 'colon without space', tree: yamlBlock('metadata:\n  a: 10:30am\n') },
    { name: 'block scalar', tree: yamlBlock('metadata:\n  a: |\n  yes\n') },
    { name: 'folded scalar of digits', tree: yamlBlock('metadata:\n  a: >-\n  0755\n') },
    { name: 'URL', tree: yamlBlock('metadata:\n  a: https://example.com/x?y=1\n') },
    { name: 'quoted empty string', tree: yamlBlock('metadata:\n  a: ""\n') },
    { name: 'quoted key', tree: yamlBlock('"yes": x\n') },
    {
      name: "a host's own boolean field is served as written (frontmatter/host-field's)",
      tree: yamlBlock('disable-model-invocation: true\nuser-invocable: false\n'),
    },
    {
      name: "other hosts' typed fields, written as every mainstream parser writes them",
      tree: yamlBlock('alwaysApply: false\neffort: 3\nDisable_Model_Invocation: true\n'),
    },
    { name: 'a safe integer at the edge, 2^53 - 1', tree: yamlBlock('effort: 9007199254740991\n') },
    { name: "a host's nested map of typed values", tree: yamlBlock('hooks:\n  Stop:\n    - timeout: 30\n      async: false\n') },
    {
      name: 'a typed value inside a spec field that must be a string (frontmatter/compatibility rejects the map itself)',
      tree: yamlBlock('compatibility:\n  claude-code: true\n  cursor: false\n'),
    },
  ],
  invalid: [
    {
      name: 'a trap inside a spec field that must be a string is still one: 1.0 becomes 1',
      tree: yamlBlock('compatibility:\n  since: 1.0\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"compatibility.since" reads differently (YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0")',
            key: 'compatibility.since',
            what: '"compatibility.since"',
            readings: 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0"',
            fix: 'quote the value: since: "1.0"',
          },
          line: 3,
          column: 10,
        },
      ],
    },
    {
      name: '2^53, the first integer beyond the safe range, is not served as written, even in a host field',
      tree: yamlBlock('effort: 9007199254740992\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              '"effort" reads differently (YAML 1.2 core: number 9007199254740992; YAML 1.1: number 9007199254740992; failsafe: string "9007199254740992")',
            key: 'effort',
            what: '"effort"',
            readings: 'YAML 1.2 core: number 9007199254740992; YAML 1.1: number 9007199254740992; failsafe: string "9007199254740992"',
            fix: 'quote the value: effort: "9007199254740992"',
          },
          line: 2,
          column: 9,
        },
      ],
    },
    {
      name: 'a trap outside the spec is still one: 1.0 becomes 1',
      tree: yamlBlock('version: 1.0\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"version" reads differently (YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0")',
            key: 'version',
            what: '"version"',
            readings: 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0"',
            fix: 'quote the value: version: "1.0"',
          },
          line: 2,
          column: 10,
        },
      ],
    },
    {
      name: 'a host boolean written the YAML 1.1 way differs between mainstream parsers',
      tree: yamlBlock('user-invocable: yes\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"user-invocable" reads differently (YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes")',
            key: 'user-invocable',
            what: '"user-invocable"',
            readings: 'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
            fix: 'quote the value: user-invocable: "yes"',
          },
          line: 2,
          column: 17,
        },
      ],
    },
    {
      name: 'YAML 1.1 boolean yes',
      tree: yamlBlock('metadata:\n  a: yes\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
            fix: 'quote the value: a: "yes"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'YAML 1.1 boolean NO',
      tree: yamlBlock('metadata:\n  a: NO\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "NO"; YAML 1.1: boolean false; failsafe: string "NO")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "NO"; YAML 1.1: boolean false; failsafe: string "NO"',
            fix: 'quote the value: a: "NO"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'YAML 1.1 boolean on',
      tree: yamlBlock('metadata:\n  a: on\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "on"; YAML 1.1: boolean true; failsafe: string "on")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "on"; YAML 1.1: boolean true; failsafe: string "on"',
            fix: 'quote the value: a: "on"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'YAML 1.1 boolean y',
      tree: yamlBlock('metadata:\n  a: y\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "y"; YAML 1.1: boolean true; failsafe: string "y")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "y"; YAML 1.1: boolean true; failsafe: string "y"',
            fix: 'quote the value: a: "y"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'core boolean true',
      tree: yamlBlock('metadata:\n  a: true\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: boolean true; YAML 1.1: boolean true; failsafe: string "true")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: boolean true; YAML 1.1: boolean true; failsafe: string "true"',
            fix: 'quote the value: a: "true"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'date',
      tree: yamlBlock('metadata:\n  a: 2024-01-15\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              '"metadata.a" reads differently (YAML 1.2 core: string "2024-01-15"; YAML 1.1: timestamp 2024-01-15T00:00:00.000Z; failsafe: string "2024-01-15")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "2024-01-15"; YAML 1.1: timestamp 2024-01-15T00:00:00.000Z; failsafe: string "2024-01-15"',
            fix: 'quote the value: a: "2024-01-15"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'sexagesimal',
      tree: yamlBlock('metadata:\n  a: 1:30\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "1:30"; YAML 1.1: number 90; failsafe: string "1:30")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "1:30"; YAML 1.1: number 90; failsafe: string "1:30"',
            fix: 'quote the value: a: "1:30"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'octal',
      tree: yamlBlock('metadata:\n  a: 0755\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: number 755; YAML 1.1: number 493; failsafe: string "0755")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: number 755; YAML 1.1: number 493; failsafe: string "0755"',
            fix: 'quote the value: a: "0755"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: '1.0',
      tree: yamlBlock('metadata:\n  a: 1.0\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0"',
            fix: 'quote the value: a: "1.0"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'integer above 2^53',
      tree: yamlBlock('metadata:\n  a: 9007199254740992\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              '"metadata.a" reads differently (YAML 1.2 core: number 9007199254740992; YAML 1.1: number 9007199254740992; failsafe: string "9007199254740992")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: number 9007199254740992; YAML 1.1: number 9007199254740992; failsafe: string "9007199254740992"',
            fix: 'quote the value: a: "9007199254740992"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'null',
      tree: yamlBlock('metadata:\n  a: null\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: null; YAML 1.1: null; failsafe: string "null")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string "null"',
            fix: 'quote the value: a: "null"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'tilde',
      tree: yamlBlock('metadata:\n  a: ~\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: null; YAML 1.1: null; failsafe: string "~")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string "~"',
            fix: 'quote the value: a: "~"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'empty value',
      tree: yamlBlock('metadata:\n  a:\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: null; YAML 1.1: null; failsafe: string "")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string ""',
            fix: 'give it a quoted string value, e.g. a: "\u2026"',
          },
          line: 3,
          column: 5,
        },
      ],
    },
    {
      name: '.inf',
      tree: yamlBlock('metadata:\n  a: .inf\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: number Infinity; YAML 1.1: number Infinity; failsafe: string ".inf")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: number Infinity; YAML 1.1: number Infinity; failsafe: string ".inf"',
            fix: 'quote the value: a: ".inf"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'underscored integer',
      tree: yamlBlock('metadata:\n  a: 1_000\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a" reads differently (YAML 1.2 core: string "1_000"; YAML 1.1: number 1000; failsafe: string "1_000")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings: 'YAML 1.2 core: string "1_000"; YAML 1.1: number 1000; failsafe: string "1_000"',
            fix: 'quote the value: a: "1_000"',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'nested in metadata',
      tree: yamlBlock('metadata:\n  version: 2.0\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.version" reads differently (YAML 1.2 core: number 2; YAML 1.1: number 2; failsafe: string "2.0")',
            key: 'metadata.version',
            what: '"metadata.version"',
            readings: 'YAML 1.2 core: number 2; YAML 1.1: number 2; failsafe: string "2.0"',
            fix: 'quote the value: version: "2.0"',
          },
          line: 3,
          column: 12,
        },
      ],
    },
    {
      name: 'in a sequence',
      tree: yamlBlock('metadata:\n  a: [x, 1]\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.a[1]" reads differently (YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1")',
            key: 'metadata.a[1]',
            what: '"metadata.a[1]"',
            readings: 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1"',
            fix: 'quote the value: - "1"',
          },
          line: 3,
          column: 10,
        },
      ],
    },
    {
      name: 'PyYAML value indicator',
      tree: yamlBlock('metadata:\n  a: =\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              '"metadata.a" reads differently (YAML 1.2 core: string "="; YAML 1.1 (PyYAML): the !!value tag, which safe loaders refuse to construct; failsafe: string "=")',
            key: 'metadata.a',
            what: '"metadata.a"',
            readings:
              'YAML 1.2 core: string "="; YAML 1.1 (PyYAML): the !!value tag, which safe loaders refuse to construct; failsafe: string "="',
            fix: 'quote the value: a: "="',
          },
          line: 3,
          column: 6,
        },
      ],
    },
    {
      name: 'YAML 1.1 boolean key',
      tree: yamlBlock('metadata:\n  yes: x\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              'the key "metadata.yes" reads differently (YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes")',
            key: 'metadata.yes',
            what: 'the key "metadata.yes"',
            readings: 'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
            fix: 'quote the key: "yes": \u2026',
          },
          line: 3,
          column: 3,
        },
      ],
    },
    {
      name: 'a non-string name',
      tree: yamlBlock('name: 123\n'),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"name" reads differently (YAML 1.2 core: number 123; YAML 1.1: number 123; failsafe: string "123")',
            key: 'name',
            what: '"name"',
            readings: 'YAML 1.2 core: number 123; YAML 1.1: number 123; failsafe: string "123"',
            fix: 'quote the value: name: "123"',
          },
          line: 2,
          column: 7,
        },
      ],
    },
    {
      name: "YAML 1.1 boolean in a full skill's metadata",
      tree: skillFile(validSkillMd('demo', { extraFrontmatter: '  reviewed: yes' })),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail: '"metadata.reviewed" reads differently (YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes")',
            key: 'metadata.reviewed',
            what: '"metadata.reviewed"',
            readings: 'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
            fix: 'quote the value: reviewed: "yes"',
          },
          line: 8,
          column: 13,
        },
      ],
    },
    {
      name: "date in a full skill's metadata, CRLF",
      tree: skillFile(validSkillMd('demo', { extraFrontmatter: '  released: 2024-01-15' }).replace(/\n/g, '\r\n')),
      errors: [
        {
          messageId: 'difference',
          data: {
            detail:
              '"metadata.released" reads differently (YAML 1.2 core: string "2024-01-15"; YAML 1.1: timestamp 2024-01-15T00:00:00.000Z; failsafe: string "2024-01-15")',
            key: 'metadata.released',
            what: '"metadata.released"',
            readings: 'YAML 1.2 core: string "2024-01-15"; YAML 1.1: timestamp 2024-01-15T00:00:00.000Z; failsafe: string "2024-01-15"',
            fix: 'quote the value: released: "2024-01-15"',
          },
          line: 8,
          column: 13,
        },
      ],
    },
  ],
});

// frontmatter/name: name is present and is 1\u201364 lowercase ASCII letters, digits and hyphens, with no leading, trailing or doubled hyphen and no surrounding whitespace.
import { frontmatterName } from '../../../src/rules/frontmatter/name.js';
import { ruleTester } from '../../support/rule-tester.js';
import { n64, n65, skill } from './fields.js';

ruleTester(frontmatterName, {
  valid: [
    { name: 'valid', tree: skill('demo', { name: 'name: demo' }) },
    { name: '64 characters', tree: skill(n64, { name: `name: ${n64}` }) },
    { name: 'digits and hyphens', tree: skill('pr-2-review', { name: 'name: pr-2-review' }) },
    { name: 'directory differs', tree: skill('other', { name: 'name: demo' }) },
    { name: 'directory differs by case only', tree: skill('Demo', { name: 'name: demo' }) },
  ],
  invalid: [
    {
      name: '65 characters',
      tree: skill(n65, { name: `name: ${n65}` }),
      errors: [{ messageId: 'tooLong', data: { units: 65, codePoints: 65, limit: 64 }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'uppercase',
      tree: skill('Demo', { name: 'name: Demo' }),
      errors: [{ messageId: 'uppercase', data: { suggestion: 'demo' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'uppercase with another invalid character: the suggestion is a valid name',
      tree: skill('Dev10x:slack', { name: 'name: Dev10x:slack' }),
      errors: [
        { messageId: 'uppercase', data: { suggestion: 'dev10x-slack' }, line: 2, column: 7, severity: 'error' },
        { messageId: 'invalidChar', data: { char: ':' }, line: 2, column: 13, severity: 'error' },
      ],
    },
    {
      name: 'underscore',
      tree: skill('de_mo', { name: 'name: de_mo' }),
      errors: [{ messageId: 'invalidChar', data: { char: '_' }, line: 2, column: 9, severity: 'error' }],
    },
    {
      name: 'dot',
      tree: skill('de.mo', { name: 'name: de.mo' }),
      errors: [{ messageId: 'invalidChar', data: { char: '.' }, line: 2, column: 9, severity: 'error' }],
    },
    {
      name: 'leading hyphen',
      tree: skill('-demo', { name: 'name: "-demo"' }),
      errors: [{ messageId: 'edgeHyphen', line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'trailing hyphen',
      tree: skill('demo-', { name: 'name: demo-' }),
      errors: [{ messageId: 'edgeHyphen', line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'doubled hyphen',
      tree: skill('de--mo', { name: 'name: de--mo' }),
      errors: [{ messageId: 'doubleHyphen', line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'empty',
      tree: skill('demo', { name: 'name: ""' }),
      errors: [{ messageId: 'empty', line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'missing',
      tree: skill('demo', { name: undefined }),
      errors: [{ messageId: 'missing', line: 1, column: 1, severity: 'error' }],
    },
    {
      name: 'a list',
      tree: skill('demo', { name: 'name: [demo]' }),
      errors: [{ messageId: 'notString', data: { kind: 'a list' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'leading space (padded)',
      tree: skill('demo', { name: 'name: " demo"' }),
      errors: [{ messageId: 'padded', data: { trimmed: 'demo' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'trailing tab (padded)',
      tree: skill('demo', { name: 'name: "demo\\t"' }),
      errors: [{ messageId: 'padded', data: { trimmed: 'demo' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'Cyrillic look-alike',
      tree: skill('demo', { name: 'name: d\u0435mo' }),
      errors: [
        {
          messageId: 'lookalike',
          data: { codePoint: 'U+0435', char: '\u0435', imitates: ', a look-alike of "e"', normalises: '', suggestion: 'demo' },
          line: 2,
          column: 8,
          severity: 'error',
        },
      ],
    },
    {
      name: 'a name with no ASCII at all: the directory name is the one to type',
      tree: skill('versioning', { name: 'name: 版本管理' }),
      errors: [
        {
          messageId: 'lookalike',
          data: { codePoint: 'U+7248', char: '版', imitates: '', normalises: '', suggestion: 'versioning' },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
    {
      name: 'Cyrillic look-alike quoted',
      tree: skill('demo', { name: 'name: "d\u0435mo"' }),
      errors: [
        {
          messageId: 'lookalike',
          data: { codePoint: 'U+0435', char: '\u0435', imitates: ', a look-alike of "e"', normalises: '', suggestion: 'demo' },
          line: 2,
          column: 9,
          severity: 'error',
        },
      ],
    },
    {
      name: 'Greek omicron',
      tree: skill('demo', { name: 'name: dem\u03bf' }),
      errors: [
        {
          messageId: 'lookalike',
          data: { codePoint: 'U+03BF', char: '\u03bf', imitates: ', a look-alike of "o"', normalises: '', suggestion: 'demo' },
          line: 2,
          column: 10,
          severity: 'error',
        },
      ],
    },
    {
      name: 'fullwidth',
      tree: skill('demo', { name: 'name: \uff44\uff45\uff4d\uff4f' }),
      errors: [
        {
          messageId: 'lookalike',
          data: {
            codePoint: 'U+FF44',
            char: '\uff44',
            imitates: ', a look-alike of "d"',
            normalises: '; NFKC normalises the name to "demo"',
            suggestion: 'demo',
          },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
    {
      name: 'combining accent (NFD)',
      tree: skill('demo', { name: 'name: demo\u0301' }),
      errors: [
        {
          messageId: 'lookalike',
          data: {
            codePoint: 'U+0301',
            char: '\u0301',
            imitates: '',
            normalises: '; NFKC normalises the name to "dem\u00f3"',
            suggestion: 'dem',
          },
          line: 2,
          column: 11,
          severity: 'error',
        },
      ],
    },
    {
      name: 'non-breaking hyphen',
      tree: skill('pr-review', { name: 'name: pr\u2011review' }),
      errors: [
        {
          messageId: 'lookalike',
          data: {
            codePoint: 'U+2011',
            char: '\u2011',
            imitates: ', a look-alike of "-"',
            normalises: '; NFKC normalises the name to "pr\u2010review"',
            suggestion: 'pr-review',
          },
          line: 2,
          column: 9,
          severity: 'error',
        },
      ],
    },
  ],
});

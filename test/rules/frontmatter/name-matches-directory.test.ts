// frontmatter/name-matches-directory: name is exactly the skill directory's name, byte for byte.
import { frontmatterNameMatchesDirectory } from '../../../src/rules/frontmatter/name-matches-directory.js';
import { ruleTester } from '../../support/rule-tester.js';
import { n64, n65, skill } from './fields.js';

ruleTester(frontmatterNameMatchesDirectory, {
  valid: [
    { name: 'valid', tree: skill('demo', { name: 'name: demo' }) },
    { name: '64 characters', tree: skill(n64, { name: `name: ${n64}` }) },
    { name: '65 characters', tree: skill(n65, { name: `name: ${n65}` }) },
    { name: 'digits and hyphens', tree: skill('pr-2-review', { name: 'name: pr-2-review' }) },
    { name: 'uppercase', tree: skill('Demo', { name: 'name: Demo' }) },
    { name: 'underscore', tree: skill('de_mo', { name: 'name: de_mo' }) },
    { name: 'dot', tree: skill('de.mo', { name: 'name: de.mo' }) },
    { name: 'leading hyphen', tree: skill('-demo', { name: 'name: "-demo"' }) },
    { name: 'trailing hyphen', tree: skill('demo-', { name: 'name: demo-' }) },
    { name: 'doubled hyphen', tree: skill('de--mo', { name: 'name: de--mo' }) },
    { name: 'missing', tree: skill('demo', { name: undefined }) },
    { name: 'a list', tree: skill('demo', { name: 'name: [demo]' }) },
  ],
  invalid: [
    {
      name: 'empty',
      tree: skill('demo', { name: 'name: ""' }),
      errors: [{ messageId: 'mismatch', data: { name: '', dir: 'demo', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'leading space (padded)',
      tree: skill('demo', { name: 'name: " demo"' }),
      errors: [
        {
          messageId: 'mismatch',
          data: { name: ' demo', dir: 'demo', similarity: ' They differ only by surrounding whitespace.' },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
    {
      name: 'trailing tab (padded)',
      tree: skill('demo', { name: 'name: "demo\\t"' }),
      errors: [
        {
          messageId: 'mismatch',
          data: { name: 'demo\t', dir: 'demo', similarity: ' They differ only by surrounding whitespace.' },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
    {
      name: 'Cyrillic look-alike',
      tree: skill('demo', { name: 'name: d\u0435mo' }),
      errors: [{ messageId: 'mismatch', data: { name: 'd\u0435mo', dir: 'demo', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'Cyrillic look-alike quoted',
      tree: skill('demo', { name: 'name: "d\u0435mo"' }),
      errors: [{ messageId: 'mismatch', data: { name: 'd\u0435mo', dir: 'demo', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'Greek omicron',
      tree: skill('demo', { name: 'name: dem\u03bf' }),
      errors: [{ messageId: 'mismatch', data: { name: 'dem\u03bf', dir: 'demo', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'fullwidth',
      tree: skill('demo', { name: 'name: \uff44\uff45\uff4d\uff4f' }),
      errors: [
        {
          messageId: 'mismatch',
          data: {
            name: '\uff44\uff45\uff4d\uff4f',
            dir: 'demo',
            similarity: ' They look alike but differ in Unicode compatibility forms (NFKC).',
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
      errors: [{ messageId: 'mismatch', data: { name: 'demo\u0301', dir: 'demo', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'non-breaking hyphen',
      tree: skill('pr-review', { name: 'name: pr\u2011review' }),
      errors: [
        {
          messageId: 'mismatch',
          data: { name: 'pr\u2011review', dir: 'pr-review', similarity: '' },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
    {
      name: 'directory differs',
      tree: skill('other', { name: 'name: demo' }),
      errors: [{ messageId: 'mismatch', data: { name: 'demo', dir: 'other', similarity: '' }, line: 2, column: 7, severity: 'error' }],
    },
    {
      name: 'directory differs by case only',
      tree: skill('Demo', { name: 'name: demo' }),
      errors: [
        {
          messageId: 'mismatch',
          data: { name: 'demo', dir: 'Demo', similarity: ' They differ only by letter case.' },
          line: 2,
          column: 7,
          severity: 'error',
        },
      ],
    },
  ],
});

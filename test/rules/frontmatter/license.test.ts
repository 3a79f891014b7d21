// frontmatter/license: license, when present, is a non-blank string (an SPDX identifier or the name of a bundled license file).
import { frontmatterLicense } from '../../../src/rules/frontmatter/license.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

ruleTester(frontmatterLicense, {
  valid: [{ name: 'license absent is fine', tree: skill('demo', { license: undefined }) }],
  invalid: [
    {
      name: 'license empty',
      tree: skill('demo', { license: 'license: ""' }),
      errors: [{ messageId: 'empty', line: 4, column: 10, severity: 'error' }],
    },
    {
      name: 'license a list',
      tree: skill('demo', { license: 'license: [MIT]' }),
      errors: [{ messageId: 'notString', data: { kind: 'a list' }, line: 4, column: 10, severity: 'error' }],
    },
  ],
});

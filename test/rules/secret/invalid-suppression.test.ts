// secret/invalid-suppression: reported by the lint stage, which judges each suppression against the
// findings it covers (reportedOutsideLint in test/support/rule-tester.ts); its own check reports
// nothing, whatever the tree holds, so its table has valid cases only. test/secret/suppressions.test.ts
// holds the findings.
import { invalidSuppression } from '../../../src/rules/secret/invalid-suppression.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet } from './secret-case.js';

ruleTester(invalidSuppression, {
  valid: [
    quiet('no suppression', 'Plain guidance.'),
    quiet('a directive without a reason', '<!-- skillpack-allow secret/generic-assignment -->\nAPI_SECRET=placeholder'),
    quiet('a directive for a validated family', '<!-- skillpack-allow secret/github-token reason="sample" -->'),
    quiet('a malformed directive', '<!-- skillpack-allow -->'),
    quiet('an unused directive', '<!-- skillpack-allow secret/generic-assignment reason="sample" -->\nNothing here.'),
  ],
  invalid: [],
});

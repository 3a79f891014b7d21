// Reported by `build` and `check` (not by linting sources): every allowlisted skill and every file of
// it that no `exclude` names ships, or the build fails naming it (DESIGN "Profiles and files": nothing
// is lost without an error, under every configuration the schema accepts).
import { defineReportedRule } from '../rule.js';

export const generatedLeftOut = defineReportedRule({
  meta: {
    id: 'generated/left-out',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Every allowlisted skill and every file of it that no `exclude` pattern names is in the package; a skill or file the package cannot hold fails the build with this error, whatever the other rules are set to.',
      fix: 'Follow the reason in the message: turn the rule that describes it back on and fix what it reports, opt the script in with `"scripts": true` after reviewing it, or keep the file beside the skill unshipped with `exclude`.',
      example: 'skills/deploy/scripts/run.sh with content/executable set to "warning" and the entry {"path": "deploy"}',
    },
    messages: {
      leftOut: '"{file}" cannot ship: {reason}. The package would lack it, so the build stops. {fix}',
    },
  },
  reportedBy:
    '`skillpack build` and `skillpack check`, from what the package cannot hold whatever the other rules are set to (src/emit/prepare-module.ts)',
});

// Reported by `build` and `check` (not by linting sources): every allowlisted skill and every file of
// it that no `exclude` names ships, or the build fails naming it (DESIGN "Profiles and files": nothing
// is lost without an error, under every configuration the schema accepts).
import { defineReportedRule } from '../rule.js';

export const generatedLeftOut = defineReportedRule({
  meta: {
    id: 'generated/left-out',
    severity: 'error',
    guardsSafety: true,
    messages: {
      leftOut: '"{file}" cannot ship: {reason}. The package would lack it, so the build stops. {fix}',
    },
  },
  reportedBy:
    '`skillpack build` and `skillpack check`, from what the package cannot hold whatever the other rules are set to (src/emit/prepare-module.ts)',
});

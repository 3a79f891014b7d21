// secret/grafana-token: Cloud access policy tokens (`glc_` + base64 of the policy object) and service
// account tokens (`glsa_` + 32 + `_` + 8 hex digits).
import { secretGrafanaToken } from '../../../src/rules/secret/grafana-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { HEX } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1205);
const cloud = f.grafanaCloud();
const serviceAccount = `glsa_${f.mixedToken(32)}_${f.token(8, HEX)}`;

ruleTester(secretRuleOf(secretGrafanaToken), {
  valid: [
    quiet('a policy token that is not base64 of an object', `GRAFANA_CLOUD_TOKEN=glc_${f.mixedToken(60)}`),
    quiet('a service account token without its suffix', `grafana_auth = "glsa_${f.mixedToken(32)}"`),
  ],
  invalid: [
    reported('a Cloud access policy token', `GRAFANA_CLOUD_TOKEN=${cloud}`, {
      secret: cloud,
      family: 'Grafana Cloud access policy token',
      redacted: redacted('glc_', cloud),
    }),
    reported('a service account token', `Authorization: Bearer ${serviceAccount}`, {
      secret: serviceAccount,
      family: 'Grafana service account token',
      redacted: redacted('glsa_', serviceAccount),
    }),
  ],
});

// A service account token whose body is a pattern, not a random draw, is a placeholder note.
const patternedServiceToken = `glsa_${'ab'.repeat(16)}_0123abcd`;
ruleTester(secretRuleOf(secretGrafanaToken), {
  valid: [quiet('an environment reference', 'GRAFANA_TOKEN="${GRAFANA_TOKEN}"')],
  invalid: [
    reported('a patterned service account token is a note', `GRAFANA_TOKEN=${patternedServiceToken}`, {
      secret: patternedServiceToken,
      family: 'Grafana service account token',
      redacted: redacted('glsa_', patternedServiceToken),
      messageId: 'placeholder',
    }),
  ],
});

// secret/teams-webhook: Teams incoming webhook URLs and the workflow trigger URLs that replace them
// (the `sig` is the secret); placeholders, GUIDs written as x's and unsigned URLs stay quiet.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretTeamsWebhook } from '../../../src/rules/secret/teams-webhook.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL, HEX } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1313);
const HOST = 'https://contoso.webhook.office.com/webhookb2/';
const path = (hex: string, group = f.uuid4()) => `${group}@${f.uuid4()}/IncomingWebhook/${hex}/${f.uuid4()}`;
const secretHex = f.token(32, HEX);
const hook = `${HOST}${path(secretHex)}`;
const v2 = `${HOST}${path(f.token(32, HEX))}/V2${f.mixedToken(43, BASE64URL)}`;
const legacy = `https://outlook.office.com/webhook/${path(f.token(32, HEX))}`;
const zeros = `${HOST}${path('0'.repeat(32))}`;
const zeroGroup = `${HOST}${path(f.token(32, HEX), '00000000-0000-0000-0000-000000000000')}`;
const LOGIC = 'https://prod-27.westeurope.logic.azure.com';
const workflowPath = `:443/workflows/${f.token(32, HEX)}/triggers/manual/paths/invoke`;
const query = 'api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0';
const sig = f.mixedToken(43, BASE64URL);
const workflow = `${LOGIC}${workflowPath}?${query}&sig=${sig}`;
const PLATFORM = 'https://default0a1b2c3d.4e.environment.api.powerplatform.com';
const platform = `${PLATFORM}:443/powerautomate/automations/direct/workflows/${f.token(32, HEX)}/triggers/manual/paths/invoke?api-version=1&sig=${f.mixedToken(43, BASE64URL)}`;
const sigFirst = `${LOGIC}${workflowPath}?sig=${f.mixedToken(43, BASE64URL)}`;
const patternedSig = `${LOGIC}${workflowPath}?${query}&sig=${'A'.repeat(43)}`;
const WEBHOOK = 'Microsoft Teams webhook URL';
const WORKFLOW = 'Power Automate workflow URL';
const hit = (url: string, family: string, prefix: string) => ({ secret: url, family, redacted: redacted(prefix, url) });

ruleTester(secretRuleOf(secretTeamsWebhook), {
  valid: [
    quiet('a placeholder webhook URL', `${HOST}<group-id>@<tenant-id>/IncomingWebhook/<secret>/<connector-id>`),
    quiet('GUIDs written as x', `${HOST}xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx@xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx/IncomingWebhook/x/y`),
    quiet('a webhook URL cut before its last GUID', hook.slice(0, hook.lastIndexOf('/') + 1)),
    quiet('an environment reference', 'curl -H "Content-Type: application/json" -d @card.json "$TEAMS_WEBHOOK_URL"'),
    quiet('a workflow URL without its signature', `${LOGIC}${workflowPath}?${query}`),
    quiet('a workflow URL whose sig is a placeholder', `${LOGIC}${workflowPath}?${query}&sig=<signature>`),
    quiet('a truncated sig', `${LOGIC}${workflowPath}?${query}&sig=${sig.slice(0, 30)}`),
    quiet(
      'a Logic Apps management URL',
      `https://management.azure.com/subscriptions/x/providers/Microsoft.Logic/workflows/w?api-version=2019-05-01`,
    ),
  ],
  invalid: [
    reported('a webhook URL in a curl command', `curl -H 'Content-Type: application/json' -d @card.json ${hook}`, hit(hook, WEBHOOK, HOST)),
    reported('a webhook URL in a YAML value', `teams:\n  webhook: ${hook}\n`, hit(hook, WEBHOOK, HOST)),
    reported('a webhook URL in a JSON field', `{"webhookUrl": "${hook}"}`, hit(hook, WEBHOOK, HOST)),
    reported('a webhook URL in prose', `Cards are posted to ${hook} by the job.`, hit(hook, WEBHOOK, HOST)),
    reported('a webhook URL with its V2 segment', `\`${v2}\``, hit(v2, WEBHOOK, HOST)),
    reported(
      'a legacy outlook.office.com webhook URL',
      `TEAMS_WEBHOOK_URL=${legacy}`,
      hit(legacy, WEBHOOK, 'https://outlook.office.com/webhook/'),
    ),
    reported('a workflow URL in a curl command', `curl -X POST "${workflow}" -d @card.json`, hit(workflow, WORKFLOW, LOGIC)),
    reported('a workflow URL in a .env line', `TEAMS_WORKFLOW_URL=${workflow}`, hit(workflow, WORKFLOW, LOGIC)),
    reported('a Power Platform workflow URL', `url: ${platform}`, hit(platform, WORKFLOW, PLATFORM)),
    reported('a sig first in the query', sigFirst, hit(sigFirst, WORKFLOW, LOGIC)),
    reported('a webhook URL whose secret is zeros is a note', zeros, { ...hit(zeros, WEBHOOK, HOST), messageId: 'placeholder' }),
    reported('a zero group id is a note', zeroGroup, { ...hit(zeroGroup, WEBHOOK, HOST), messageId: 'placeholder' }),
    reported('a sig of one repeated character is a note', patternedSig, {
      ...hit(patternedSig, WORKFLOW, LOGIC),
      messageId: 'placeholder',
    }),
  ],
});

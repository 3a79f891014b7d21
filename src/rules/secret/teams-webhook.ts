// secret/teams-webhook: Microsoft Teams incoming webhook URLs (`….webhook.office.com/webhookb2/…`) and the workflow URLs replacing them (`…/workflows/…?…&sig=…`).
// Teams incoming webhooks (https://learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-incoming-webhook):
// `<tenant>.webhook.office.com/webhookb2/<group>@<tenant id>/IncomingWebhook/<32 hex>/<guid>[/V2…]`, the
// older `outlook.office.com/webhook/…`; and the Workflows that replace them, whose request trigger URL
// carries its SAS signature in `sig` (https://learn.microsoft.com/azure/logic-apps/logic-apps-securing-a-logic-app).
// No checksum: judged from context.
import { charTable, isAt, runEnd, runStart } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Candidate, Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const HOST_CHAR = charTable('A-Za-z0-9', '-');
const HOST = charTable('A-Za-z0-9', '.-');
const HEX = charTable('0-9a-fA-F');
const WEBHOOK_PATH = charTable('A-Za-z0-9', '@/_-');
const TRIGGER_PATH = charTable('A-Za-z0-9', '_.%/{}-');
const QUERY = charTable('A-Za-z0-9', '%._~=&+-');
const G = '[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}';
const webhook = new RegExp(`^(${G})@${G}/IncomingWebhook/([0-9a-fA-F]{32})/${G}(?:/V2[A-Za-z0-9_-]+)?`);
const WORKFLOW_PATHS = ['/workflows/', '/powerautomate/automations/direct/workflows/'];

const withScheme = (text: string, at: number): number =>
  text.startsWith('https://', at - 8) ? at - 8 : text.startsWith('http://', at - 7) ? at - 7 : at;

const url = (text: string, start: number, end: number, random: boolean, family: string, prefixEnd: number): Candidate => ({
  offset: start,
  end,
  secret: text.slice(start, end),
  kind: random ? 'secret' : 'placeholder',
  family,
  validated: false,
  publicPrefix: text.slice(start, prefixEnd),
});

/** The end of a workflow trigger URL's `sig` (43 URL-safe characters) read after its host, and the `sig`. */
function workflowSigEnd(text: string, from: number): [number, string] | undefined {
  let at = text.startsWith(':443', from) ? from + 4 : from;
  const path = WORKFLOW_PATHS.find((p) => text.startsWith(p, at));
  if (path === undefined) return undefined;
  at += path.length;
  if (runEnd(text, at, HEX, 32) !== at + 32 || !text.startsWith('/triggers/', at + 32)) return undefined;
  at = runEnd(text, at + 42, TRIGGER_PATH, 200);
  if (text[at] !== '?') return undefined;
  const query = text.slice(at + 1, runEnd(text, at + 1, QUERY, 600));
  const m = /(?:^|&)sig=([A-Za-z0-9_-]+)(?:&|$)/.exec(query);
  const sig = m?.[1] ?? '';
  if (m === null || sig.length !== 43) return undefined;
  return [at + 1 + m.index + m[0].indexOf('=') + 1 + 43, sig];
}

export const teamsWebhookDetector: Detector = {
  ruleId: 'secret/teams-webhook',
  triggers: ['.webhook.office.com/webhookb2/', 'outlook.office.com/webhook/', 'logic.azure.com', 'api.powerplatform.com'],
  start(text, emit) {
    return (index, literal) => {
      const after = index + literal.length;
      if (literal.endsWith('/')) {
        // The tenant's host label before `.webhook.office.com`; the legacy host stands alone.
        const tenant = literal.startsWith('.');
        const host = tenant ? runStart(text, index, HOST_CHAR, 63) : index;
        if (tenant ? host === index : isAt(text, index - 1, HOST)) return;
        const m = webhook.exec(text.slice(after, runEnd(text, after, WEBHOOK_PATH, 300)));
        if (m === null) return;
        const random = looksRandom(m[2] ?? '', 16) && !/^[0-]+$/.test(m[1] ?? '');
        const start = withScheme(text, host);
        emit(url(text, start, after + m[0].length, random, 'Microsoft Teams webhook URL', after));
        return;
      }
      if (isAt(text, after, HOST)) return;
      const found = workflowSigEnd(text, after);
      if (found === undefined) return;
      const start = withScheme(text, runStart(text, index, HOST, 100));
      emit(url(text, start, found[0], looksRandom(found[1], 64), 'Power Automate workflow URL', after));
    };
  },
};

export const secretTeamsWebhook = defineSecretFamily(
  {
    id: 'secret/teams-webhook',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/teams-webhook'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  teamsWebhookDetector,
  { judgedFromContext: true },
);

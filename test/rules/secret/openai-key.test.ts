// secret/openai-key: `sk-` keys carrying the OpenAI marker; a scoped key without it is a note, a bare
// `sk-` value belongs to the contextual rules.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretOpenaiKey } from '../../../src/rules/secret/openai-key.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1110);
const project = f.openaiProject();
const legacy = f.openaiLegacy();
const KEY = 'OpenAI API key';

ruleTester(secretRuleOf(secretOpenaiKey), {
  valid: [
    quiet('a short sk- value without the marker', `OPENAI_API_KEY=sk-${'a'.repeat(8)}`),
    quiet('an environment reference', 'OPENAI_API_KEY="${OPENAI_API_KEY}"'),
    quiet('a placeholder', 'OPENAI_API_KEY=sk-...'),
  ],
  invalid: [
    reported('a project key', `OPENAI_API_KEY=${project}`, { secret: project, family: KEY, redacted: redacted('sk-proj-', project) }),
    reported('a legacy key', `openai.api_key = "${legacy}"`, { secret: legacy, family: KEY, redacted: redacted('sk-', legacy) }),
    reported('a project key without the marker is a note', `sk-proj-${'ab12'.repeat(12)}`, {
      secret: `sk-proj-${'ab12'.repeat(12)}`,
      family: KEY,
      redacted: redacted('sk-proj-', '12'),
      messageId: 'placeholder',
    }),
  ],
});

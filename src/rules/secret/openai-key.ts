// secret/openai-key: OpenAI API keys (`sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-` with the embedded OpenAI marker).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const openaiKey = defineTextSecretRule(
  {
    id: 'secret/openai-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'OpenAI API keys (`sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-` with the embedded OpenAI marker).',
      why: `${SHIPPED_WHY} ` + "An OpenAI key spends the organisation's credit and reads its files and fine-tunes.",
      fix: 'Revoke the key on platform.openai.com and write `${OPENAI_API_KEY}` in examples.',
      example: '`OPENAI_API_KEY=sk-proj-` followed by random characters containing the OpenAI marker → error; `sk-...` → nothing.',
    },
    messages: {
      found: validatedFound('on platform.openai.com (API keys)', "it carries OpenAI's key marker between two random halves"),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);

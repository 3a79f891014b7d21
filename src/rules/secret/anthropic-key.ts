// secret/anthropic-key: Anthropic API and admin keys (`sk-ant-api03-`, `sk-ant-admin01-`, 93 characters and the closing `AA`).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const anthropicKey = defineTextSecretRule(
  {
    id: 'secret/anthropic-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Anthropic API and admin keys (`sk-ant-api03-`, `sk-ant-admin01-`, 93 characters and the closing `AA`).',
      why: `${SHIPPED_WHY} ` + "An Anthropic key spends the workspace's credit; an admin key manages the organisation.",
      fix: 'Revoke the key in the Anthropic Console and write `${ANTHROPIC_API_KEY}` in examples.',
      example: '`ANTHROPIC_API_KEY=sk-ant-api03-` followed by 95 characters ending in `AA` → error.',
    },
    messages: {
      found: validatedFound('in the Anthropic Console (API keys)', 'it has the exact shape of an Anthropic key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);

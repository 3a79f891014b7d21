// secret/sendgrid-key: SendGrid API keys (`SG.` + 22 + `.` + 43 URL-safe characters).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const sendgridKey = defineTextSecretRule(
  {
    id: 'secret/sendgrid-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'SendGrid API keys (`SG.` + 22 + `.` + 43 URL-safe characters).',
      why: `${SHIPPED_WHY} ` + 'A SendGrid key sends mail as the account, the classic phishing relay.',
      fix: 'Delete the key in SendGrid and write `${SENDGRID_API_KEY}` in examples.',
      example: '`SENDGRID_API_KEY=SG.` followed by the two random segments → error.',
    },
    messages: {
      found: validatedFound('in SendGrid (Settings → API Keys)', 'it has the exact shape of a SendGrid key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);

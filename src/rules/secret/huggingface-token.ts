// secret/huggingface-token: Hugging Face access tokens (`hf_` + 34 letters) and organisation tokens (`api_org_`).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const huggingfaceToken = defineTextSecretRule(
  {
    id: 'secret/huggingface-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Hugging Face access tokens (`hf_` + 34 letters) and organisation tokens (`api_org_`).',
      why: `${SHIPPED_WHY} ` + 'A write token can push models and datasets as the user; a read token reads private repositories.',
      fix: 'Invalidate the token on huggingface.co and write `${HF_TOKEN}` in examples.',
      example: '`HF_TOKEN=hf_` followed by 34 random letters → error; `hf_xxx` → nothing.',
    },
    messages: {
      found: validatedFound('on huggingface.co (Settings → Access Tokens)', 'it has the exact shape of a Hugging Face token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);

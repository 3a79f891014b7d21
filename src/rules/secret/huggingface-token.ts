// secret/huggingface-token: Hugging Face access tokens (`hf_` + 34 letters) and organisation tokens (`api_org_`).
// Hugging Face user access tokens (`hf_` + 34 letters; some scanners also allow digits, so digits
// are accepted) and organisation API tokens (`api_org_`).
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './support/secret-rule.js';

export const huggingfaceTokenDetector: Detector = {
  ruleId: 'secret/huggingface-token',
  triggers: ['hf_', 'api_org_'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, WORD, WORD, 60);
      if (end === -1) return;
      const token = text.slice(index, end);
      const prefix = token.startsWith('hf_') ? 'hf_' : 'api_org_';
      const body = token.slice(prefix.length);
      if (body.length !== 34 || !allIn(body, ALNUM)) return;
      const ok = /[a-z]/.test(body) && /[A-Z]/.test(body) && looksRandom(body, /[0-9]/.test(body) ? 62 : 52);
      emit({
        offset: index,
        end,
        secret: token,
        kind: ok ? 'secret' : 'placeholder',
        family: prefix === 'hf_' ? 'Hugging Face access token' : 'Hugging Face organisation token',
        validated: ok,
        publicPrefix: prefix,
      });
    };
  },
};

export const huggingfaceToken = defineSecretFamily(
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
  huggingfaceTokenDetector,
);

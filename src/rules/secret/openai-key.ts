// secret/openai-key: OpenAI API keys (`sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-` with the embedded OpenAI marker).
// OpenAI API keys carry `T3BlbkFJ` (base64 of "OpenAI") between two random halves: legacy
// `sk-` keys and project, service-account and admin keys (`sk-proj-`, `sk-svcacct-`, `sk-admin-`).
// An `sk-` value without the marker belongs to no family here; the contextual rules judge it.
import { BASE64URL } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const MARKER = 'T3BlbkFJ';
const scoped = /^sk-(proj|svcacct|admin|None)-/;

export const openaiKeyDetector: Detector = {
  ruleId: 'secret/openai-key',
  triggers: ['sk-'],
  start(text, emit) {
    return (index) => {
      if (text.startsWith('sk-ant-', index)) return;
      const end = tokenRun(text, index, BASE64URL, BASE64URL, 400);
      if (end === -1) return;
      const key = text.slice(index, end);
      const scope = scoped.exec(key);
      const prefix = scope === null ? 'sk-' : scope[0];
      const body = key.slice(prefix.length);
      const at = body.indexOf(MARKER);
      if (at === -1) {
        if (scope !== null && body.length >= 40)
          emit({ offset: index, end, secret: key, kind: 'placeholder', family: 'OpenAI API key', validated: false, publicPrefix: prefix });
        return;
      }
      const left = body.slice(0, at);
      const right = body.slice(at + MARKER.length);
      const shapeOk =
        scope === null ? /^[A-Za-z0-9]{20}$/.test(left) && /^[A-Za-z0-9]{20}$/.test(right) : left.length >= 20 && right.length >= 20;
      if (!shapeOk) {
        emit({ offset: index, end, secret: key, kind: 'placeholder', family: 'OpenAI API key', validated: false, publicPrefix: prefix });
        return;
      }
      const ok = looksRandom(left, 62) && looksRandom(right, 62);
      emit({
        offset: index,
        end,
        secret: key,
        kind: ok ? 'secret' : 'placeholder',
        family: 'OpenAI API key',
        validated: ok,
        publicPrefix: prefix,
      });
    };
  },
};

export const secretOpenaiKey = defineSecretFamily(
  {
    id: 'secret/openai-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('on platform.openai.com (API keys)', "it carries OpenAI's key marker between two random halves"),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  openaiKeyDetector,
);

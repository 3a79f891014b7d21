// secret/huggingface-token: `hf_` tokens of 34 letters; a lower-case-only look-alike is a note.
import { secretHuggingfaceToken } from '../../../src/rules/secret/huggingface-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1112);
const token = f.huggingface();
const TOKEN = 'Hugging Face access token';
const lowerOnly = `hf_${'abcdefghij'.repeat(3)}wxyz`;

ruleTester(secretRuleOf(secretHuggingfaceToken), {
  valid: [quiet('a short placeholder', 'HF_TOKEN=hf_xxx'), quiet('an environment reference', 'HF_TOKEN="${HF_TOKEN}"')],
  invalid: [
    reported('an access token', `HF_TOKEN=${token}`, { secret: token, family: TOKEN, redacted: redacted('hf_', token) }),
    reported('a lower-case-only look-alike is a note', lowerOnly, {
      secret: lowerOnly,
      family: TOKEN,
      redacted: redacted('hf_', lowerOnly),
      messageId: 'placeholder',
    }),
  ],
});

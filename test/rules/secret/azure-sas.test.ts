// secret/azure-sas: the `sig` of a Storage SAS (beside `sv=<date>`) or of a messaging token (beside
// `sr=` and `se=`); a `sig` in another query string, placeholders and malformed values stay quiet.
import { secretAzureSas } from '../../../src/rules/secret/azure-sas.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1314);
// The base64 of an HMAC-SHA256 (32 bytes), URL-encoded as SAS URLs carry it; `+`, `/` and `=` included.
const signature = (): string => {
  for (;;) {
    const b64 = Buffer.from(f.r.bytes(32)).toString('base64');
    if (/[+/]/.test(b64)) return encodeURIComponent(b64);
  }
};
const sig = signature();
const sig2 = signature();
const plainSig = decodeURIComponent(signature());
const blob = `https://acct.blob.core.windows.net/reports/q3.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=${sig}`;
const FAMILY = 'Azure shared access signature';
const hit = (s: string) => ({ secret: s, family: FAMILY, redacted: redactedBare(s) });
const zeros = `${'A'.repeat(43)}%3D`;

ruleTester(secretRuleOf(secretAzureSas), {
  valid: [
    quiet('a placeholder signature', 'https://acct.blob.core.windows.net/c?sv=2022-11-02&sp=r&sig=<signature>'),
    quiet('an environment reference', 'az storage blob download --sas-token "$AZURE_STORAGE_SAS_TOKEN"'),
    quiet('a truncated signature', `?sv=2022-11-02&sp=r&sig=${sig.slice(0, 30)}`),
    quiet('a malformed escape', `?sv=2022-11-02&sp=r&sig=%5G${encodeURIComponent(decodeURIComponent(sig).slice(1))}`),
    quiet('a sig in a query without a SAS version or expiry', `https://example.com/callback?user=1&sig=${sig}`),
    quiet('a Logic Apps version that is not a date', `?sp=%2Ftriggers&sv=1.0&sig=${sig}`),
    quiet('a messaging resource without an expiry', `SharedAccessSignature sr=sb%3a%2f%2fns.servicebus.windows.net%2f&sig=${sig}`),
    quiet('a sig= inside a longer name', `?sv=2022-11-02&xsig=${sig}`),
  ],
  invalid: [
    reported('a Blob SAS URL in a curl command', `curl -o q3.csv "${blob}"`, hit(sig)),
    reported(
      'a SAS token in a .env line',
      `AZURE_STORAGE_SAS_TOKEN="?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-01-01&sig=${sig}"`,
      hit(sig),
    ),
    reported('a SAS token in a YAML value', `storage:\n  sas: sv=2022-11-02&sr=c&sp=racwdl&se=2026-01-01&sig=${sig}\n`, hit(sig)),
    reported('a SAS URL in a JSON field', `{"sasUrl": "${blob}"}`, hit(sig)),
    reported('a SAS URL in a Markdown code span', `Download \`${blob}\` first.`, hit(sig)),
    reported(
      'the version after the signature',
      `https://acct.queue.core.windows.net/q?sig=${sig}&sv=2021-08-06&se=2026-01-01&sp=a`,
      hit(sig),
    ),
    reported(
      'a storage connection string',
      `BlobEndpoint=https://acct.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-01-01&sig=${sig};`,
      hit(sig),
    ),
    reported(
      'a Service Bus token in a connection string',
      `Endpoint=sb://ns.servicebus.windows.net/;SharedAccessSignature=SharedAccessSignature sr=sb%3a%2f%2fns.servicebus.windows.net%2f&sig=${sig}&se=1767225600&skn=RootManageSharedAccessKey`,
      hit(sig),
    ),
    reported(
      'an Event Hubs token in an Authorization header',
      `Authorization: SharedAccessSignature sr=https%3A%2F%2Fns.servicebus.windows.net%2Fhub&sig=${sig2}&se=1767225600&skn=send`,
      hit(sig2),
    ),
    reported('an unencoded signature', `SharedAccessSignature=sv=2020-08-04&ss=f&srt=o&sp=r&se=2026-01-01&sig=${plainSig};`, hit(plainSig)),
    reported('a signature of zeros is a note', `?sv=2022-11-02&sp=r&sig=${zeros}`, { ...hit(zeros), messageId: 'placeholder' }),
  ],
});

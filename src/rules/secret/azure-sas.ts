// secret/azure-sas: Azure shared access signatures: the `sig` of a Storage SAS (`sv=<date>&…&sig=…`) or of a Service Bus, Event Hubs or IoT Hub token (`sr=…&sig=…&se=…`).
// Azure shared access signatures (https://learn.microsoft.com/azure/storage/common/storage-sas-overview,
// https://learn.microsoft.com/azure/service-bus-messaging/service-bus-sas): `sig` is the base64 of an
// HMAC-SHA256 (44 characters, URL-encoded in query strings) over the token's other fields. It is read
// only in a query string that also holds a Storage service version (`sv=YYYY-MM-DD`) or a messaging
// token's resource and expiry (`sr=`, `se=<seconds>`): in a SAS URL, a `SharedAccessSignature=` member
// of a connection string, or a `SharedAccessSignature sr=…` header. No checksum: judged from context.
import { BASE64, charTable, inTable, isAt, runEnd, runStart } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const VALUE = charTable('A-Za-z0-9', '%+/=');
const QUERY = charTable('A-Za-z0-9', '%._~:=&+/-');
const BEFORE = charTable('A-Za-z0-9', '_.%=+/-');
const storage = /(?:^|[&=])sv=\d{4}-\d{2}-\d{2}(?:&|$)/;
const resource = /(?:^|&)sr=[^&]/;
const expiry = /(?:^|&)se=\d{9,11}(?:&|$)/;

/** The value of a hex digit's code, or -1. */
const hexDigit = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * The signature in text[start, end) with its `%XX` escapes decoded, when it is the base64 of 32 bytes
 * (43 characters and `=`); read code by code, since a flood of near misses decodes each one.
 */
function hmacBase64(text: string, start: number, end: number): string | undefined {
  let out = '';
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c === 37) {
      const high = hexDigit(text.charCodeAt(i + 1));
      const low = hexDigit(text.charCodeAt(i + 2));
      c = high < 0 || low < 0 ? -1 : high * 16 + low;
      i += 2;
    }
    if (out.length === 43 ? c !== 61 : c < 0 || !inTable(BASE64, c)) return undefined;
    out += String.fromCharCode(c);
  }
  return out.length === 44 ? out : undefined;
}

export const azureSasDetector: Detector = {
  ruleId: 'secret/azure-sas',
  triggers: ['sig='],
  start(text, emit) {
    // The query string last read around a `sig`, and whether it is a SAS's: a flood of signatures in
    // one query string reads it once (docs/benchmarks.md, secret scanning: adversarial inputs).
    let from = -1;
    let to = -1;
    let sas = false;
    return (index) => {
      if (isAt(text, index - 1, BEFORE)) return;
      const start = index + 4;
      const end = runEnd(text, start, VALUE, 140);
      if (end - start < 44 || end - start > 140) return;
      const decoded = hmacBase64(text, start, end);
      if (decoded === undefined) return;
      if (index <= from || index >= to) {
        from = runStart(text, index, QUERY, 768);
        to = runEnd(text, end, QUERY, 768);
        const query = text.slice(from, to);
        sas = storage.test(query) || (resource.test(query) && expiry.test(query));
      }
      if (!sas) return;
      emit({
        offset: start,
        end,
        secret: text.slice(start, end),
        kind: looksRandom(decoded.slice(0, 43), 64) ? 'secret' : 'placeholder',
        family: 'Azure shared access signature',
        validated: false,
      });
    };
  },
};

export const secretAzureSas = defineSecretFamily(
  {
    id: 'secret/azure-sas',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/azure-sas'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  azureSasDetector,
  { judgedFromContext: true },
);

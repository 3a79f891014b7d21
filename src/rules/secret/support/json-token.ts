// Tokens that are base64 of a JSON object (1Password service accounts, Grafana Cloud access policies):
// decoding the body to an object holding the issuer's fields is the structure check.
import { tryDecodeBase64, utf8 } from '../engine/base64.js';

/** The JSON object `body` (standard base64, padding optional) decodes to, or undefined. */
export function base64JsonObject(body: string): Record<string, unknown> | undefined {
  const bytes = tryDecodeBase64(body);
  const text = bytes === undefined ? undefined : utf8(bytes);
  if (text === undefined || !text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

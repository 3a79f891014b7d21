// A token that is base64 of a JSON object holding the credential (Neptune's API token: `{"api_address":…,"api_url":…,"api_key":"<uuid>"}`), read for the generic secret assignment: the encoded text is judged by the secret member it holds, not as encoded prose (docs/rules.md, secret/generic-assignment).
import { isRandomHexKey, isSecretToken } from '../engine/judge.js';
import { base64JsonObject } from './json-token.js';

// A member whose name says it holds the credential.
const SECRET_MEMBER = /^(?:api_?key|api_?token|token|access_?token|secret|client_?secret|password)$/i;

/** Whether a value is base64 (or base64url) of a JSON object with a secret member whose value looks generated. */
export function holdsEncodedSecret(value: string): boolean {
  // `{"` in base64: a JSON object's opening.
  if (!value.startsWith('eyJ') || value.length < 40 || value.includes('.')) return false;
  const object = base64JsonObject(value.replace(/-/g, '+').replace(/_/g, '/'));
  if (object === undefined) return false;
  for (const name in object) {
    const member = object[name];
    if (typeof member === 'string' && SECRET_MEMBER.test(name) && (isRandomHexKey(member) || isSecretToken(member, 16, { allowHex: true })))
      return true;
  }
  return false;
}

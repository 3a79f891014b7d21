// secret/jwt: JSON Web Tokens whose header and payload decode to JSON objects and whose `alg` is not `none`.
// JSON Web Tokens: three URL-safe base64 segments whose header and payload decode to JSON objects
// and whose header names a signing algorithm other than `none` (RFC 7519, RFC 7515). An unsigned
// token, or one granting only the anonymous role, is claimed silently; the jwt.io sample token is a published example.
import { BASE64URL, allIn, charTable } from './engine/chars.js';
import { tryDecodeBase64Url, utf8 } from './engine/base64.js';
import type { Detector } from './engine/types.js';
import { tokenRun, trimTrailing } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const RUN = charTable('A-Za-z0-9', '_.-');
const MAX = 16384;

function jsonObject(segment: string): Record<string, unknown> | undefined {
  // A JSON object's base64url starts `ey` (`{` then `"` or a blank); anything else fails without decoding.
  if (segment.charCodeAt(0) !== 101 || segment.charCodeAt(1) !== 121) return undefined; // e y
  const bytes = tryDecodeBase64Url(segment);
  const text = bytes === undefined ? undefined : utf8(bytes);
  if (text === undefined || text.charCodeAt(text.length - 1) !== 125) return undefined; // }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// Headers repeat (every token of an issuer has the same one), and so do tokens in a document:
// decoded segments are memoised, in bounded maps.
const headerCache = new Map<string, string | undefined>();
const payloadCache = new Map<string, Record<string, unknown> | undefined>();

/** The `alg` of a header segment, or undefined when it is not a JSON object naming one. */
function algorithmOf(segment: string): string | undefined {
  if (headerCache.has(segment)) return headerCache.get(segment);
  const header = jsonObject(segment);
  const alg = typeof header?.['alg'] === 'string' ? header['alg'] : undefined;
  if (headerCache.size >= 256) headerCache.clear();
  headerCache.set(segment, alg);
  return alg;
}

/** The claims of a payload segment (read only, never changed). */
function claimsOf(segment: string): Record<string, unknown> | undefined {
  if (payloadCache.has(segment)) return payloadCache.get(segment);
  const claims = jsonObject(segment);
  if (payloadCache.size >= 256) payloadCache.clear();
  payloadCache.set(segment, claims);
  return claims;
}

/**
 * The samples on jwt.io and in countless tutorials ("John Doe", subject 1234567890), and the one of
 * RFC 7515 and RFC 7519 (issuer "joe" with the `http://example.com/is_root` claim).
 */
function isPublishedSample(payload: Record<string, unknown>): boolean {
  if (payload['sub'] === '1234567890' && payload['name'] === 'John Doe') return true;
  return payload['iss'] === 'joe' && payload['http://example.com/is_root'] === true;
}

/**
 * A token whose only grant is the anonymous role (Supabase's `anon` key): public by design, shipped
 * to browsers and bounded by row-level security (supabase.com/docs/guides/api/api-keys). A
 * `service_role` token bypasses that and stays a secret.
 */
const isAnonymousRole = (payload: Record<string, unknown>): boolean => payload['role'] === 'anon';

export const jwtDetector: Detector = {
  ruleId: 'secret/jwt',
  triggers: ['eyJ'],
  start(text, emit) {
    return (index) => {
      const run = tokenRun(text, index, RUN, RUN, MAX);
      if (run === -1) return;
      const end = trimTrailing(text, index, run, '.');
      // Exactly three segments, found within the run.
      let dot1 = -1;
      let dot2 = -1;
      for (let i = index; i < end; i++) {
        if (text.charCodeAt(i) !== 46) continue; // .
        if (dot1 === -1) dot1 = i;
        else if (dot2 === -1) dot2 = i;
        else return;
      }
      if (dot2 === -1 || dot1 - index < 16 || dot2 - dot1 - 1 < 4) return;
      const h = text.slice(index, dot1);
      const alg = algorithmOf(h);
      if (alg === undefined) return;
      const p = text.slice(dot1 + 1, dot2);
      const payload = claimsOf(p);
      if (payload === undefined) return;
      const s = text.slice(dot2 + 1, end);
      const token = text.slice(index, end);
      if (alg.toLowerCase() === 'none' || isAnonymousRole(payload)) {
        emit({ offset: index, end, secret: token, family: 'JSON Web Token', publicPrefix: 'eyJ', kind: 'claim', validated: false });
        return;
      }
      // A signature is base64url bytes; it need not be decoded to know that.
      const signed = s.length >= 16 && s.length % 4 !== 1 && allIn(s, BASE64URL);
      const ok = signed && !isPublishedSample(payload);
      emit({
        offset: index,
        end,
        secret: token,
        family: 'JSON Web Token',
        publicPrefix: 'eyJ',
        kind: ok ? 'secret' : 'placeholder',
        validated: ok,
      });
    };
  },
};

export const secretJwt = defineSecretFamily(
  {
    id: 'secret/jwt',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound(
        'where it was issued (rotate the signing key if the token cannot be revoked)',
        'its header and payload decode to JSON and it is signed',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  jwtDetector,
);

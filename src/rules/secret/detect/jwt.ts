// JSON Web Tokens: three URL-safe base64 segments whose header and payload decode to JSON objects
// and whose header names a signing algorithm other than `none` (RFC 7519, RFC 7515). An unsigned
// token grants nothing and is claimed silently; the jwt.io sample token is a published example.
import { charTable } from '../engine/chars.js';
import { decodeBase64Url, utf8 } from '../engine/base64.js';
import type { Detector } from '../engine/types.js';
import { tokenRun, trimTrailing } from './token-run.js';

const RUN = charTable('A-Za-z0-9', '_.-');
const MAX = 16384;

function jsonObject(segment: string): Record<string, unknown> | undefined {
  const bytes = decodeBase64Url(segment);
  const text = bytes === undefined ? undefined : utf8(bytes);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The sample on jwt.io and in countless tutorials ("John Doe", subject 1234567890). */
function isJwtIoSample(payload: Record<string, unknown>): boolean {
  return payload['sub'] === '1234567890' && payload['name'] === 'John Doe';
}

export const jwtDetector: Detector = {
  ruleId: 'secret/jwt',
  triggers: ['eyJ'],
  start(text, emit) {
    return (index) => {
      const run = tokenRun(text, index, RUN, RUN, MAX);
      if (run === -1) return;
      const end = trimTrailing(text, index, run, '.');
      const parts = text.slice(index, end).split('.');
      if (parts.length !== 3) return;
      const [h = '', p = '', s = ''] = parts;
      if (h.length < 16 || p.length < 4) return;
      const header = jsonObject(h);
      const payload = header === undefined ? undefined : jsonObject(p);
      if (header === undefined || payload === undefined || typeof header['alg'] !== 'string') return;
      const token = `${h}.${p}.${s}`;
      const base = { offset: index, end, secret: token, family: 'JSON Web Token', publicPrefix: 'eyJ' };
      if (header['alg'].toLowerCase() === 'none') {
        emit({ ...base, kind: 'claim', validated: false });
        return;
      }
      const signed = s.length >= 16 && decodeBase64Url(s) !== undefined;
      const ok = signed && !isJwtIoSample(payload);
      emit({ ...base, kind: ok ? 'secret' : 'placeholder', validated: ok });
    };
  },
};

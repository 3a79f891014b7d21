// Bearer-token check for the HTTP endpoint (SPEC-NOTES §3 "Identity"): the token is compared in
// constant time (as SHA-256 digests, so lengths leak nothing either). `_meta` never counts.
import { createHash, timingSafeEqual } from 'node:crypto';

export type BearerCheck = (authorization: string | undefined) => boolean;

export function bearerGate(expectedToken: string): BearerCheck {
  const expected = createHash('sha256').update(expectedToken, 'utf8').digest();
  return (authorization) => {
    const match = authorization === undefined ? null : /^Bearer ([^\s]+)$/i.exec(authorization);
    const given = createHash('sha256')
      .update(match?.[1] ?? '', 'utf8')
      .digest();
    // Always compare, even without a token, so the timing of a refusal says nothing.
    return timingSafeEqual(given, expected) && match !== null;
  };
}

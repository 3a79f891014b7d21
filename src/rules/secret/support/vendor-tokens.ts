// Vendors' token prefixes without a checksum, read under a secret's name, as a call's quoted argument or in an API-key header: GoCardless access tokens (`sandbox_…`, `live_…`, developer.gocardless.com/getting-started/api/making-your-first-request) and Supabase secret keys (`sb_secret_…`; `sb_publishable_…` is public, supabase.com/docs/guides/api/api-keys) (docs/rules.md, secret/generic-assignment).
import { charTable, isAt } from '../engine/chars.js';
import { isSecretToken } from '../engine/judge.js';
import { pairedAssignment, type Assignment } from './assignment.js';

/** The prefixes as triggers: `sb_secret_` wakes the detector at its `secret`. */
export const VENDOR_TOKEN_TRIGGERS = ['sandbox_', 'live_'];

const PREFIX = /^(?:sandbox_|live_|sb_secret_)/;
const BODY = charTable('A-Za-z0-9', '_-');

/** Supabase's publishable key: shipped to browsers, public by design. */
export const isPublicVendorKey = (value: string): boolean => value.startsWith('sb_publishable_');

/** A prefix alone says little (`live_`): the body after it must be a generated token of 20 or more. */
export function isVendorToken(value: string): boolean {
  const prefix = PREFIX.exec(value);
  return prefix !== null && value.length - prefix[0].length >= 20 && isSecretToken(value.slice(prefix[0].length), 20);
}

/**
 * The token quoted as a call's argument at `start` (`gocardless('live_…', env)`,
 * `createClient(url, 'sb_secret_…')`): a quote before it, then `(` or `,` before that.
 */
export function vendorCallArgument(text: string, start: number): Assignment | undefined {
  const quote = text.charCodeAt(start - 1);
  if (quote !== 39 && quote !== 34) return undefined; // ' "
  let i = start - 2;
  while (text.charCodeAt(i) === 32) i--;
  const open = text.charCodeAt(i);
  if (open !== 40 && open !== 44) return undefined; // ( ,
  let end = start;
  while (end < start + 128 && isAt(text, end, BODY)) end++;
  if (text.charCodeAt(end) !== quote) return undefined;
  return pairedAssignment(text, start, start, start, end, String.fromCharCode(quote), 'token');
}

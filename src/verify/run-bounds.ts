// The bounds of one `skillpack verify` run a user may raise or lower (docs/verify.md "What verify
// never does"): `--max-pages`, the pages of one listing (skills/list, resources/list, one directory),
// and `--max-bytes`, the file content read in all. Each is a whole number within fixed limits, so a
// typo never turns a bound off.
import { UserError } from '../diagnostics/user-error.js';

export interface RunBounds {
  readonly maxPages: number;
  readonly maxBytes: number;
}

export const defaultMaxPages = 64;
export const defaultMaxBytes = 512 * 1024 * 1024;
const pageLimit = 4096;
/** 16 GiB: content is hashed as it arrives and never kept, so this bounds time, not memory. */
const byteLimit = 16 * 1024 * 1024 * 1024;

function wholeNumber(value: string | undefined, option: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = /^[0-9]{1,12}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > max)
    throw new UserError('usage', `${option} must be a whole number between 1 and ${max} (got ${JSON.stringify(value.slice(0, 40))})`);
  return parsed;
}

export function runBounds(maxPages: string | undefined, maxBytes: string | undefined): RunBounds {
  return {
    maxPages: wholeNumber(maxPages, '--max-pages', defaultMaxPages, pageLimit),
    maxBytes: wholeNumber(maxBytes, '--max-bytes', defaultMaxBytes, byteLimit),
  };
}

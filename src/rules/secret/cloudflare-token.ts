// secret/cloudflare-token: Cloudflare API tokens and keys: scannable `cfut_`/`cfat_`/`cfk_` credentials with their CRC-32, Origin CA keys (`v1.0-`), and older tokens and Global API Keys assigned to Cloudflare-named variables or sent as `X-Auth-Key`.
// Cloudflare credentials. Scannable API tokens and keys (`cfut_`, `cfat_`, `cfk_`) end in the
// CRC-32 of their 40 random characters as 8 hex digits, which is verified; Origin CA keys start
// `v1.0-`. Older tokens (40 characters) and Global API Keys (37–45 lower-case hex digits) have no
// prefix and are recognised only when assigned to a Cloudflare-named variable or sent as
// `X-Auth-Key` (https://developers.cloudflare.com/fundamentals/api/get-started/token-formats/).
import { VerdictMemo } from './support/verdict-memo.js';
import { ALNUM, BASE64URL, WORD, charTable, runAhead } from './engine/chars.js';
import { crc32 } from './engine/crc32.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { lastReadNameEnd, nameWords, readAssignment } from './support/assignment.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const scannable: Record<string, string> = {
  cfut_: 'Cloudflare user API token',
  cfat_: 'Cloudflare account API token',
  cfk_: 'Cloudflare Global API Key',
};

const ORIGIN_RUN = charTable('a-f0-9', '.v-');

const nameCache = new Map<string, 'header' | 'name' | undefined>();

/** Whether a variable names a Cloudflare credential (`CLOUDFLARE_API_TOKEN`, `CF_API_KEY`), or is the `X-Auth-Key` header (memoised). */
function cloudflareName(name: string): 'header' | 'name' | undefined {
  if (nameCache.has(name)) return nameCache.get(name);
  const words = nameWords(name);
  const kind =
    words.length === 3 && words[0] === 'x' && words[1] === 'auth' && words[2] === 'key'
      ? 'header'
      : (words.includes('cloudflare') || words[0] === 'cf') && /^(?:token|key|secret)$/.test(words[words.length - 1] ?? '')
        ? 'name'
        : undefined;
  if (nameCache.size >= 4096) nameCache.clear();
  nameCache.set(name, kind);
  return kind;
}

const NOT_A_KEY = 0;
const LEGACY_TOKEN = 1;
const GLOBAL_KEY = 2;

/** An unprefixed value's verdict: an older 40-character token (never as `X-Auth-Key`), a Global API Key, or neither. */
function judgeUnprefixed(value: string, header: boolean): number {
  const legacyToken = !header && /^[A-Za-z0-9_-]{40}$/.test(value);
  const globalKey = /^[0-9a-f]{37,45}$/.test(value);
  if (!legacyToken && !globalKey) return NOT_A_KEY;
  if (!looksRandom(value, globalKey ? 16 : 64)) return NOT_A_KEY;
  return globalKey ? GLOBAL_KEY : LEGACY_TOKEN;
}

export const cloudflareTokenDetector: Detector = {
  ruleId: 'secret/cloudflare-token',
  triggers: [...Object.keys(scannable), 'v1.0-'],
  caseInsensitiveTriggers: ['cloudflare', 'cf_', 'x-auth-key'],
  start(text, emit) {
    let nameScannedTo = 0;
    const onScannable = (index: number, prefix: string): void => {
      const end = tokenRun(text, index, WORD, WORD, 80);
      if (end === -1) return;
      const body = text.slice(index + prefix.length, end);
      if (body.length !== 48 || !/^[A-Za-z0-9]{40}[0-9a-f]{8}$/.test(body)) return;
      const random = body.slice(0, 40);
      const ok = crc32(random).toString(16).padStart(8, '0') === body.slice(40);
      emit({
        offset: index,
        end,
        secret: text.slice(index, end),
        kind: ok ? 'secret' : 'placeholder',
        family: scannable[prefix] ?? 'Cloudflare API token',
        validated: ok,
        publicPrefix: prefix,
      });
    };
    const onOriginKey = (index: number): void => {
      const end = tokenRun(text, index, ORIGIN_RUN, ALNUM, 200);
      if (end === -1) return;
      const key = text.slice(index, end);
      const m = /^v1\.0-([a-f0-9]{24})-([a-f0-9]{146})$/.exec(key);
      if (m === null) return;
      const ok = looksRandom(m[2] ?? '', 16);
      emit({
        offset: index,
        end,
        secret: key,
        kind: ok ? 'secret' : 'placeholder',
        family: 'Cloudflare Origin CA key',
        validated: ok,
        publicPrefix: 'v1.0-',
      });
    };
    const verdicts = new VerdictMemo();
    // Either value is 37 or more of these characters after the name: with none ahead, no assignment
    // is read (a flood of names costs one pass, docs/benchmarks.md).
    const valueRun = runAhead(text, BASE64URL, 37);
    const onName = (index: number): void => {
      if (index < nameScannedTo || valueRun(index) === Infinity) return;
      const a = readAssignment(text, index);
      nameScannedTo = lastReadNameEnd();
      // The length first: it is free, and a flood of names (`X-Auth-Key: X-Auth-Key: …`) fails it.
      if (a === undefined || a.value.length < 37 || a.value.length > 45) return; // neither a 40-character token nor a 37–45 digit key
      const named = cloudflareName(a.name);
      if (named === undefined) return;
      const header = named === 'header';
      // Judged once per distinct value and place (a header or a name): documents and floods repeat them.
      const place = header ? 1 : 2;
      let verdict = verdicts.get(a.value, place);
      if (verdict === -1) verdict = verdicts.set(a.value, place, judgeUnprefixed(a.value, header));
      if (verdict === NOT_A_KEY) return; // an unprefixed placeholder is no finding at all
      const globalKey = verdict === GLOBAL_KEY;
      emit({
        offset: a.valueStart,
        end: a.valueEnd,
        secret: a.value,
        kind: 'secret',
        family: globalKey ? 'Cloudflare Global API Key' : 'Cloudflare API token',
        validated: false,
      });
    };
    return (index, literal) => {
      if (literal in scannable) onScannable(index, literal);
      else if (literal === 'v1.0-') onOriginKey(index);
      else onName(index);
    };
  },
};

export const secretCloudflareToken = defineSecretFamily(
  {
    id: 'secret/cloudflare-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in the Cloudflare dashboard (My Profile → API Tokens)', 'its checksum or its Cloudflare context verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  cloudflareTokenDetector,
);

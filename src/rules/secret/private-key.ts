// secret/private-key: Private keys in PEM (PKCS#1, PKCS#8, SEC1, encrypted), OpenSSH and PGP armor whose body decodes to a key, PuTTY key files and OpenVPN static keys, also inside JSON strings with `\\n` escapes and inside Markdown quotes.
// Private keys in PEM, OpenSSH and OpenPGP armor. The block counts only when its body decodes to a
// key (DER layout, openssh-key-v1 container, secret-key packet), read through the ways skills
// carry it: plain lines, JSON strings with `\n` escapes, Markdown quotes, indented or commented code.
import { tryDecodeBase64 } from './engine/base64.js';
import { isDerPrivateKey } from './engine/der.js';
import { crc24, isPgpSecretKey } from './engine/openpgp.js';
import { isOpenSshPrivateKey } from './engine/openssh.js';
import { PUTTY_HEADER, readPuttyKey } from './engine/putty.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const BEGIN = '-----BEGIN ';
const DASHES = '-----';
const MAX_BLOCK = 64 * 1024;

const families: Record<string, string> = {
  'PRIVATE KEY': 'PKCS#8 private key',
  'RSA PRIVATE KEY': 'RSA private key',
  'EC PRIVATE KEY': 'EC private key',
  'DSA PRIVATE KEY': 'DSA private key',
  'ENCRYPTED PRIVATE KEY': 'Encrypted PKCS#8 private key',
  'OPENSSH PRIVATE KEY': 'OpenSSH private key',
  'PGP PRIVATE KEY BLOCK': 'PGP private key block',
  'SSH2 ENCRYPTED PRIVATE KEY': 'SSH2 private key',
  // OpenVPN's `--secret`/`tls-auth` key: 2048 bits in 16 lines of hex (openvpn --genkey).
  'OpenVPN Static key V1': 'OpenVPN static key',
};

const endMarkers = new Map(Object.keys(families).map((label) => [label, `-----END ${label}-----`]));

interface Body {
  readonly base64: string;
  readonly encryptedPem: boolean;
  readonly crc: string | undefined;
}

/** Literal `\n`/`\r` escapes (any number of backslashes, as in JSON inside JSON) become newlines. */
function unescapeNewlines(raw: string): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const slash = raw.indexOf('\\', i);
    if (slash === -1) break;
    let j = slash;
    while (raw[j] === '\\') j++;
    const next = raw[j];
    out += raw.slice(i, slash) + (next === 'n' || next === 'r' ? '\n' : raw.slice(slash, j + (next === undefined ? 0 : 1)));
    i = j + (next === undefined ? 0 : 1);
  }
  return out + raw.slice(i);
}

const LEAD_NOISE = ' \t>#*;"\'`';
const TRAIL_NOISE = ' \t"\'`,;\\';

/** A body line without quote marks, comment marks, string quotes and concatenation around it. */
function cleanLine(line: string): string {
  let start = 0;
  for (;;) {
    while (start < line.length && LEAD_NOISE.includes(line[start] ?? '')) start++;
    // `// ` and `-- ` comment marks: base64 never holds a blank, so the blank makes them unambiguous.
    if ((line.startsWith('// ', start) || line.startsWith('-- ', start)) && !line.startsWith('-----', start)) start += 3;
    else break;
  }
  let end = line.length;
  for (;;) {
    while (end > start && TRAIL_NOISE.includes(line[end - 1] ?? '')) end--;
    // `"…" +` concatenation: a plus after a blank is an operator, not a base64 character.
    if (end - 2 >= start && line[end - 1] === '+' && (line[end - 2] === ' ' || line[end - 2] === '\t')) end--;
    else break;
  }
  return line.slice(start, end);
}

/** The base64 body between the markers, with escapes, quotes, comment marks and headers removed. */
export function extractBody(raw: string): Body | undefined {
  let base64 = '';
  let encryptedPem = false;
  let crc: string | undefined;
  for (const rawLine of unescapeNewlines(raw).split(/\r?\n|\r/)) {
    const line = cleanLine(rawLine);
    if (!/[A-Za-z0-9]/.test(line)) continue;
    if (/^[A-Za-z][A-Za-z0-9-]*:\s/.test(line)) {
      if (/^Proc-Type:.*ENCRYPTED/i.test(line)) encryptedPem = true;
      continue;
    }
    if (/^=[A-Za-z0-9+/]{4}$/.test(line)) {
      crc = line.slice(1);
      continue;
    }
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(line) || base64.endsWith('=')) return undefined;
    base64 += line;
  }
  return { base64, encryptedPem, crc };
}

function isKey(label: string, body: Body): boolean {
  if (label === 'OpenVPN Static key V1') return /^[0-9a-f]{512}$/.test(body.base64) && looksRandom(body.base64, 16);
  const bytes = tryDecodeBase64(body.base64);
  if (bytes === undefined || bytes.length < 32) return false;
  if (body.encryptedPem) return bytes.length >= 64 && bytes.length % 8 === 0;
  switch (label) {
    case 'OPENSSH PRIVATE KEY':
      return isOpenSshPrivateKey(bytes);
    case 'PGP PRIVATE KEY BLOCK': {
      if (!isPgpSecretKey(bytes)) return false;
      if (body.crc === undefined) return true;
      const sum = crc24(bytes);
      return Buffer.from([sum >> 16, (sum >> 8) & 0xff, sum & 0xff]).toString('base64') === body.crc;
    }
    case 'SSH2 ENCRYPTED PRIVATE KEY':
      return bytes[0] === 0x3f && bytes[1] === 0x6f && bytes[2] === 0xf9 && bytes[3] === 0xeb;
    default:
      return isDerPrivateKey(bytes);
  }
}

export const privateKeyDetector: Detector = {
  ruleId: 'secret/private-key',
  triggers: [BEGIN, PUTTY_HEADER],
  start(text, emit) {
    // Each END marker is searched for once per label, and each END's nearest BEGIN once.
    const nextEnd = new Map<string, { from: number; at: number }>();
    const lastBeginBefore = new Map<number, number>();
    const findEnd = (marker: string, from: number): number => {
      const memo = nextEnd.get(marker);
      if (memo !== undefined && memo.from <= from && (memo.at === -1 || memo.at >= from)) return memo.at;
      const at = text.indexOf(marker, from);
      nextEnd.set(marker, { from, at });
      return at;
    };
    return (index, literal) => {
      if (literal === PUTTY_HEADER) {
        const ppk = readPuttyKey(text, index);
        if (ppk === undefined || ppk.privateBase64.length < 16) return;
        const family = 'PuTTY private key';
        emit({
          offset: index,
          end: ppk.end,
          secret: ppk.privateBase64,
          kind: ppk.valid ? 'secret' : 'placeholder',
          family,
          validated: ppk.valid,
        });
        return;
      }
      const labelStart = index + BEGIN.length;
      // The next dashes close the label (searched no further than the next marker's).
      const close = text.indexOf(DASHES, labelStart);
      if (close === -1 || close - labelStart > 40) return;
      const label = text.slice(labelStart, close);
      const family = families[label];
      const endMarker = endMarkers.get(label);
      if (family === undefined || endMarker === undefined) return;
      const bodyStart = close + DASHES.length;
      const endAt = findEnd(endMarker, bodyStart);
      if (endAt === -1 || endAt - bodyStart > MAX_BLOCK) return;
      let nearest = lastBeginBefore.get(endAt);
      if (nearest === undefined) lastBeginBefore.set(endAt, (nearest = text.lastIndexOf(BEGIN, endAt)));
      if (nearest !== index) return; // an unterminated BEGIN before the block that owns this END
      const body = extractBody(text.slice(bodyStart, endAt));
      if (body === undefined || body.base64.length < 64) return;
      const end = endAt + endMarker.length;
      const ok = isKey(label, body);
      emit({ offset: index, end, secret: body.base64, kind: ok ? 'secret' : 'placeholder', family, validated: ok });
    };
  },
};

export const secretPrivateKey = defineSecretFamily(
  {
    id: 'secret/private-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound(
        'wherever the key is trusted (authorized_keys, certificates, CI settings), by replacing the key pair',
        'its body decodes to a key',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  privateKeyDetector,
);

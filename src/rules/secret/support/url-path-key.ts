// A key written as a URL's path segment, where the service's host and path say the next segment is the key: an RTMP ingest URL's stream key, a build or deploy hook's key, a node provider's project key (docs/rules.md, secret/url-credentials).
import { BASE64URL, runEnd } from '../engine/chars.js';
import { isRandomHexKey, isSecretToken } from '../engine/judge.js';
import { hasPlaceholderWord, sequenceShare } from '../engine/randomness.js';

// Each service's documented URL: the host (its end, lower case), the path before the key, the key's
// shortest length. RTMP ingest on any host (ffmpeg's and OBS's `rtmp://host/app/<stream key>`,
// nginx-rtmp's `push`); https://docs.netlify.com/configure-builds/build-hooks/;
// https://vercel.com/docs/deploy-hooks; https://www.make.com/en/help/tools/webhooks;
// https://help.zapier.com/hc/en-us/articles/8496288690317; https://docs.infura.io/api/network-endpoints;
// https://docs.alchemy.com/reference/api-overview.
const SERVICES: readonly (readonly [scheme: RegExp, host: RegExp, path: RegExp, min: number])[] = [
  [/^rtmps?$/, /./, /\/(?:app|live2?)\//y, 16],
  [/^https$/, /^api\.netlify\.com$/, /\/build_hooks\//y, 24],
  [/^https$/, /^api\.vercel\.com$/, /\/v1\/integrations\/deploy\/prj_[A-Za-z0-9]{8,64}\//y, 8],
  [/^https$/, /^hook\.[a-z0-9]+\.make\.com$/, /\//y, 24],
  [/^https$/, /^hooks\.zapier\.com$/, /\/hooks\/catch\/\d{3,12}\//y, 6],
  [/^https$/, /\.infura\.io$/, /\/v3\//y, 32],
  [/^https$/, /\.g\.alchemy\.com$/, /\/v2\//y, 24],
];

// A key's shape once its separators are left out (YouTube's `abcd-efgh-…`, Twitch's `live_<id>_<key>`).
const SEPARATORS = /[-_]/g;
// Zapier's catch-hook key (six or seven letters and digits) and Vercel's deploy hook key (ten) are too
// short for the randomness measures: letters and a digit, no counting run (`abc123`) and no word.
const SHORT_KEY = /^(?=\D*\d)(?=[^A-Za-z]*[A-Za-z][^A-Za-z]*[A-Za-z])[A-Za-z0-9]{6,12}$/;
const isShortKey = (key: string): boolean => SHORT_KEY.test(key) && sequenceShare(key, 3) <= 0.3 && !hasPlaceholderWord(key);

/**
 * The span of the key in the URL whose scheme is `scheme` and whose authority is `from`..`pathStart`,
 * or undefined: the host and the path before the key must be a service's, and the key must look generated.
 */
export function urlPathKey(text: string, scheme: string, from: number, pathStart: number): [number, number] | undefined {
  const host = text.slice(from, pathStart).replace(/:\d+$/, '').toLowerCase();
  for (const [schemes, hosts, path, min] of SERVICES) {
    if (!schemes.test(scheme) || !hosts.test(host)) continue;
    // The path before the key, read in place (sticky).
    path.lastIndex = pathStart;
    if (!path.test(text)) return undefined;
    const start = path.lastIndex;
    const end = runEnd(text, start, BASE64URL, 256);
    const key = text.slice(start, end);
    if (key.length < min || key.length > 255) return undefined;
    const bare = key.replace(SEPARATORS, '');
    const generated =
      min < 16 ? isShortKey(key) || isSecretToken(bare, 8) : isSecretToken(bare, 16, { allowHex: true }) || isRandomHexKey(key, 24);
    return generated ? [start, end] : undefined;
  }
  return undefined;
}

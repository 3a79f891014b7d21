// Published documentation samples that have a real credential's shape, kept as digests so the
// repository holds no credential-shaped literal: Stripe's long-standing documentation test keys,
// the Azure Storage emulator's well-known account key, the bot token of Slack's API docs, the key
// of Google's Maps samples, the token of Django REST framework's auth docs and the version-4 UUID of
// RFC 4122's Wikipedia article that documentation copies as a sample key.
import { createHash } from 'node:crypto';

// [length, FNV-1a 32, SHA-256]: the length and the cheap hash reject almost every value before the
// SHA-256 decides, so a text full of candidate values costs no cryptographic hashing.
const samples: ReadonlyArray<readonly [number, number, string]> = [
  [32, 0xe972e9a4, '2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326'],
  [32, 0x1d14fe37, 'f2d6ca16515033e5dce14eba840b979d27b5cbae24bb3e5bf484339667f86397'],
  [32, 0x6e701be4, '7e8de44ea9ecf6d53415c90f5b249a8591f7abafbf7d65a2c0d855afeca3ec09'],
  [88, 0xc0cc49e7, '0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059'],
  [53, 0xf83cbd54, '2ddc147f3a3b5a1722b8ed6be3c45c49a7156b17fca5d11410137a6d04def6eb'],
  [39, 0xf83b0898, 'ac9265e56c79b234607ec72c53753cfea9f88c99eb713790ddf9be5593bb4465'],
  [40, 0x72f3436c, '5cc1e9113bbaa7040c4e0fbe80ea6aa743e34add380c596abe5fe584ece883ec'],
  [36, 0x889e3528, 'a3a9e1ed9732cab28868127be00f1ce921acaefdd5c3b23a6e9e0072bd9c1a34'],
];

const digests = new Set(samples.map(([, , digest]) => digest));
const quick = new Set(samples.map(([length, fnv]) => length * 0x100000000 + fnv));
const lengths = new Uint8Array(129);
for (const [length] of samples) lengths[length] = 1;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function isPublishedExample(value: string): boolean {
  if (value.length > 128 || lengths[value.length] !== 1 || !quick.has(value.length * 0x100000000 + fnv1a(value))) return false;
  return digests.has(createHash('sha256').update(value).digest('hex'));
}

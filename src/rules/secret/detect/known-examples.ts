// Published documentation samples that have a real credential's shape, kept as SHA-256 digests so
// the repository holds no credential-shaped literal: Stripe's long-standing documentation test
// keys and the Azure Storage emulator's well-known account key.
import { createHash } from 'node:crypto';

const digests = new Set([
  '2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326',
  'f2d6ca16515033e5dce14eba840b979d27b5cbae24bb3e5bf484339667f86397',
  '7e8de44ea9ecf6d53415c90f5b249a8591f7abafbf7d65a2c0d855afeca3ec09',
  '0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059',
]);

// Lengths of the listed samples: most values are rejected without hashing.
const lengths = new Set([32, 88]);

export function isPublishedExample(value: string): boolean {
  return lengths.has(value.length) && digests.has(createHash('sha256').update(value).digest('hex'));
}

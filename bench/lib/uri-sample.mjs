// The request mix both latency probes replay: the same URIs in the same order, drawn with a fixed
// seed from the sorted URI lists, so our runtime and the SDK catalog answer identical requests.
import { createRandom } from './prng.mjs';

export function uriSample(sortedUris, count, seed) {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.pick(sortedUris));
}

export const sampleSeeds = Object.freeze({ read: 0x0ead, get: 0x06e7, page: 0x0a6e });

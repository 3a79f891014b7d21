// The secret scanner of every text secret rule: the engine handed the detectors of detect/index.ts,
// highest priority first, so neither folder imports the other in a circle.
import type { SecretMatch } from './engine/types.js';
import { detectors } from './detect/index.js';
import { createScanner } from './engine/scan-text.js';

/** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
export const scanText: (text: string) => SecretMatch[] = createScanner(detectors);

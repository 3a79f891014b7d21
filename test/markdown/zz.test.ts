import { test } from 'vitest';
import { oracleFacts, referenceFacts, scannerFacts } from './support/commonmark-oracle.js';
test('x', () => {
  for (const s of (process.env.S ?? '').split('|||'))
    console.log(
      JSON.stringify(s),
      '\n O',
      JSON.stringify(oracleFacts(s)),
      '\n S',
      JSON.stringify(scannerFacts(s)),
      '\n R',
      JSON.stringify(referenceFacts(s)),
    );
});

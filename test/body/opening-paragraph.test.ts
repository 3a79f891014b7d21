// body/provenance's criterion: the opening paragraph and what it fails to state (the rule's table is test/rules/body/provenance.test.ts).
import { describe, expect, test } from 'vitest';
import { openingParagraph, provenanceGaps } from '../../src/rules/support/opening-paragraph.js';

describe('body/provenance criterion', () => {
  test('paragraph extraction and gaps', () => {
    expect(openingParagraph('\n# T\n\nFirst line\nsecond line\n\nThird\n')).toEqual({ text: 'First line second line', offset: 6 });
    expect(openingParagraph('T\n---\n\nBody\n')?.text).toBe('Body');
    expect(openingParagraph('# Only\n')).toBeUndefined();
    expect(provenanceGaps('Bundled with acme-server by Acme; never writes.', 'acme')).toEqual([]);
    expect(provenanceGaps('Bundled with acme-server; never writes.', 'acme')).toEqual(['publisher']);
    expect(provenanceGaps('By acme.', 'acme')).toEqual(['origin', 'limits']);
    expect(provenanceGaps('Published by a.b.', 'a.b')).toEqual(['limits']);
    expect(provenanceGaps('Published by axb; only reads.', 'a.b')).toEqual(['publisher']);
  });
});

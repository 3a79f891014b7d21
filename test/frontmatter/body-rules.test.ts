// body/provenance: the documented criterion. The other body/* rules' cases are in test/rules/body/.
import { describe, expect, test } from 'vitest';
import { bodyProvenance } from '../../src/rules/body/provenance.js';
import { openingParagraph, provenanceGaps } from '../../src/rules/support/opening-paragraph.js';
import { at, lintSkill, provenance, skillMd } from './harness.js';

const withBody = (body: string): string => `${skillMd().slice(0, skillMd().indexOf('---\n# ') + 4)}${body}`;

describe('body/provenance', () => {
  const cases: [string, string, string[]][] = [
    ['heading then statement', `# Demo\n\n${provenance}\n`, []],
    ['statement first, no heading', `${provenance}\n\n## Steps\n`, []],
    ['setext heading then statement', `Demo\n====\n\n${provenance}\n`, []],
    ['comment line before the statement', `<!-- skillpack-allow secret/generic reason="fixture" -->\n${provenance}\n`, []],
    ['statement spread over lines', '# Demo\n\nOrigin: published by skillpack,\nbundled with the tests. It never writes.\n', []],
    ['publisher case-insensitive', '# Demo\n\nPublished by SKILLPACK; read-only.\n', []],
    ['other origin and limits wording', '# Demo\n\nThis skill comes from skillpack and is limited to reading.\n', []],
    ['labelled list', "# Demo\n\n- Publisher: skillpack\n- Distribution: bundled with the tests\n- Limits: it can't write.\n", []],
    ['blockquote', '# Demo\n\n> Written by skillpack. It does not merge.\n', []],
    ['missing publisher', '# Demo\n\nOrigin and limits: published by someone; read-only.\n', ['body/provenance@11:1']],
    ['publisher only as part of a word', '# Demo\n\nOrigin: published by skillpackers; read-only.\n', ['body/provenance@11:1']],
    ['missing origin', '# Demo\n\nThis skillpack skill is read-only.\n', ['body/provenance@11:1']],
    ['missing limits', '# Demo\n\nPublished by skillpack.\n', ['body/provenance@11:1']],
    [
      'statement only in the second paragraph',
      '# Demo\n\nUse this to review.\n\nPublished by skillpack; read-only.\n',
      ['body/provenance@11:1'],
    ],
    ['only headings', '# Demo\n\n## More\n', ['body/provenance@9:1']],
    ['empty body', '', ['body/provenance@9:1']],
  ];
  test.each(cases)('%s', (_label, body, expected) => {
    const found = lintSkill(withBody(body), { rules: [bodyProvenance] });
    expect(found.map(at)).toEqual(expected);
  });

  test('the message lists exactly what is missing', () => {
    const [d] = lintSkill(withBody('# Demo\n\nUse this to review pull requests.\n'), { rules: [bodyProvenance] });
    expect(d!.message).toContain('does not state the publisher\'s name ("skillpack"), nor where it comes from');
    expect(d!.message).toContain('nor its limits');
    expect(d!.severity).toBe('error');
  });

  test('the criterion: paragraph extraction and gaps', () => {
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

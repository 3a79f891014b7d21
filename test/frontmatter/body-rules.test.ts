// Body rules: provenance (the documented criterion), length (lines and estimated tokens), empty
// body, and tools named in SKILL.md.
import { describe, expect, test } from 'vitest';
import { bodyLength, countLines, estimateTokens } from '../../src/rules/body/length.js';
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
    ['labelled list', '# Demo\n\n- Publisher: skillpack\n- Distribution: bundled with the tests\n- Limits: it can\'t write.\n', []],
    ['blockquote', '# Demo\n\n> Written by skillpack. It does not merge.\n', []],
    ['missing publisher', '# Demo\n\nOrigin and limits: published by someone; read-only.\n', ['body/provenance@11:1']],
    ['publisher only as part of a word', '# Demo\n\nOrigin: published by skillpackers; read-only.\n', ['body/provenance@11:1']],
    ['missing origin', '# Demo\n\nThis skillpack skill is read-only.\n', ['body/provenance@11:1']],
    ['missing limits', '# Demo\n\nPublished by skillpack.\n', ['body/provenance@11:1']],
    ['statement only in the second paragraph', '# Demo\n\nUse this to review.\n\nPublished by skillpack; read-only.\n', ['body/provenance@11:1']],
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

describe('body/length', () => {
  test('counts lines and estimates tokens as ceil(UTF-8 bytes / 4)', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('€')).toBe(1);
    expect(estimateTokens('😀😀')).toBe(2);
  });

  const line = (i: number): string => `Line ${i}.`;
  const lines = (n: number): string => Array.from({ length: n }, (_, i) => line(i)).join('\n');
  const cases: [string, string, string[]][] = [
    ['500 lines', `${lines(500)}\n`, []],
    ['501 lines', `${lines(501)}\n`, ['body/length@509:1']],
    ['20000 bytes = 5000 tokens', `${'x'.repeat(19_999)}\n`, []],
    ['20001 bytes = 5001 tokens', `${'x'.repeat(20_000)}\n`, ['body/length@9:1']],
    ['multi-byte characters count by bytes', `${'€'.repeat(6667)}\n`, ['body/length@9:1']],
  ];
  test.each(cases)('%s', (_label, body, expected) => {
    const found = lintSkill(withBody(body), { rules: [bodyLength] });
    expect(found.map(at)).toEqual(expected);
    for (const d of found) expect(d.severity).toBe('warning');
  });

  test('the token message states the estimate', () => {
    const [d] = lintSkill(withBody(`${'x'.repeat(20_000)}\n`), { rules: [bodyLength] });
    expect(d!.message).toBe('The body is about 5001 tokens (ceil(20001 UTF-8 bytes / 4)), over the recommended 5000; move detail into reference files.');
  });
});

describe('body/empty', () => {
  const cases: [string, string, string[]][] = [
    ['no body', '---\nname: demo\n---\n', ['body/empty@4:1']],
    ['no body, no final newline', '---\nname: demo\n---', ['body/empty@3:1']],
    ['whitespace only', '---\nname: demo\n---\n\n  \n', ['body/empty@4:1']],
    ['some text', '---\nname: demo\n---\nHi.\n', []],
    ['unclosed block: body unknown, not reported', '---\nname: demo\n', []],
  ];
  test.each(cases)('%s', (_label, text, expected) => {
    const found = lintSkill(text).filter((d) => d.ruleId === 'body/empty');
    expect(found.map(at)).toEqual(expected);
  });
});

describe('body/tools-mentioned', () => {
  const skills = (tools: string[]) => [{ path: 'demo', tools }];
  const cases: [string, string, string[], string[]][] = [
    ['mentioned in code', 'Call `github_get_pull_request` first.', ['github_get_pull_request'], []],
    ['mentioned in prose', 'Use github_get_pull_request, then stop.', ['github_get_pull_request'], []],
    ['not mentioned', 'Read the pull request.', ['github_get_pull_request'], ['body/tools-mentioned@9:1']],
    ['only as part of a longer name', 'Call github_get_pull_request_diff.', ['github_get_pull_request'], ['body/tools-mentioned@9:1']],
    ['one of two missing', 'Call github_get_pull_request.', ['github_get_pull_request', 'github_list_workflow_runs'], ['body/tools-mentioned@9:1']],
  ];
  test.each(cases)('%s', (_label, sentence, tools, expected) => {
    const found = lintSkill(skillMd({ body: `${provenance}\n\n${sentence}` }), { skills: skills(tools) }).filter((d) => d.ruleId === 'body/tools-mentioned');
    expect(found.map(at)).toEqual(expected);
    for (const d of found) expect(d.severity).toBe('warning');
  });

  test('the message names the tool', () => {
    const [d] = lintSkill(skillMd(), { skills: skills(['github_list_workflow_jobs']) });
    expect(d!.message).toContain('"github_list_workflow_jobs"');
  });
});

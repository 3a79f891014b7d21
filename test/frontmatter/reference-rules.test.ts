// Reference rules: what counts as a reference, resolution against the skill's files, escapes,
// absolute paths and file: URLs, and chains deeper than one level.
import { describe, expect, test } from 'vitest';
import { referenceAbsolute } from '../../src/rules/reference/absolute.js';
import { referenceDepth } from '../../src/rules/reference/depth.js';
import { referenceEscapesSkill } from '../../src/rules/reference/escapes-skill.js';
import { referenceUnresolved } from '../../src/rules/reference/unresolved.js';
import { extractReferences, indexFiles, resolveReference } from '../../src/load/markdown/references.js';
import { at, lintSkill, provenance, skillMd } from './harness.js';

const referenceRules = [referenceUnresolved, referenceEscapesSkill, referenceAbsolute, referenceDepth];
const files = {
  'references/review-checklist.md': '# Checklist\n',
  'scripts/run.txt': 'run\n',
  'assets/template.md': 'T\n',
};
// The sentence after the provenance paragraph is on file line 13.
const lint = (sentence: string, extra: Record<string, string> = {}) =>
  lintSkill(skillMd({ body: `${provenance}\n\n${sentence}` }), { files: { ...files, ...extra }, rules: referenceRules });

describe('references in SKILL.md', () => {
  const cases: [string, string, string[]][] = [
    ['inline link that resolves', 'See [the checklist](references/review-checklist.md).', []],
    ['link with ./ prefix, fragment and title', 'See [c](./references/review-checklist.md#step-1 "Checklist").', []],
    ['angle-bracket link target', 'See [c](<references/review-checklist.md>).', []],
    ['percent-encoded link', 'See [c](references/review%2Dchecklist.md).', []],
    ['image', '![t](assets/template.md)', []],
    ['reference definition', '[c]: references/review-checklist.md', []],
    ['directory reference', 'Files live in references/.', []],
    ['bare path in prose', 'Run scripts/run.txt when asked.', []],
    ['path in a code span', 'Run `scripts/run.txt`.', []],
    ['external URLs are not references', 'See [docs](https://example.com/x.md) and <https://example.com>.', []],
    ['anchors are not references', 'See [below](#steps).', []],
    ['mailto is not a reference', 'Mail [us](mailto:a@example.com).', []],
    ['a user-repository path is not a reference', 'Check `src/index.ts` and package.json in the repository.', []],
    ['URL path segments are not references', 'Open https://github.com/o/r/blob/main/scripts/x.sh to compare.', []],
    ['missing link target', 'See [c](references/missing.md).', ['reference/unresolved@13:9']],
    ['mis-cased link target', 'See [c](references/Review-Checklist.md).', ['reference/unresolved@13:9']],
    ['missing bare path', 'Run scripts/missing.py first.', ['reference/unresolved@13:5']],
    ['missing path in a fenced block', '```sh\npython scripts/extract.py\n```', ['reference/unresolved@14:8']],
    ['links inside a fenced block are not links', '```md\n[x](nowhere.md)\n```', []],
    ['links inside a code span are not links', 'Write `[x](nowhere.md)` like this.', []],
    ['backslash separator', 'See [c](references\\review-checklist.md).', ['reference/unresolved@13:9']],
    ['reference to a hidden file', 'See [env](.env).', ['reference/unresolved@13:11']],
    ['escaping link', 'See [other](../other-skill/SKILL.md).', ['reference/escapes-skill@13:13']],
    ['escaping path below a skill directory', 'Read references/../../README.md first.', ['reference/escapes-skill@13:6']],
    ["other bare relative paths are the user's, not references", 'Run ./gradlew build, then import from ../utils.', []],
    ['./ before a skill directory', 'Run ./scripts/run.txt or ./scripts/gone.sh.', ['reference/unresolved@13:26']],
    ['escaping through a subdirectory', 'See [x](references/../../x.md).', ['reference/escapes-skill@13:9']],
    ['absolute link', 'See [p](/etc/passwd).', ['reference/absolute@13:9']],
    ['Windows drive link', 'See [p](C:\\Users\\me\\notes.md).', ['reference/absolute@13:9']],
    ['network-path link', 'See [p](//server/share/x.md).', ['reference/absolute@13:9']],
    ['file: URL link', 'See [p](file:///home/me/notes.md).', ['reference/absolute@13:9']],
    ['file: autolink', 'See <file:///etc/hosts>.', ['reference/absolute@13:6']],
    ['a file: URL in a code block is a sample, not a reference', '```\nfile:///etc/shadow\n```', []],
    ['a bare file: URL in prose is', 'Read file:///etc/shadow first.', ['reference/absolute@13:6']],
    ['bare absolute path in prose is not a reference', 'The endpoint is /mcp and the binary is /usr/bin/env.', []],
  ];
  test.each(cases)('%s', (_label, sentence, expected) => {
    expect(lint(sentence).map(at)).toEqual(expected);
  });

  test('messages name the target and a case-sensitive near miss', () => {
    const [d] = lint('See [c](references/Review-Checklist.md).');
    expect(d!.message).toBe(
      '"references/Review-Checklist.md" does not resolve to a file of this skill (looked for "references/Review-Checklist.md"). Did you mean "references/review-checklist.md" (paths are case-sensitive)? Fix the path or add the file.',
    );
    expect(d!.severity).toBe('error');
  });
});

describe('references in other .md files and chains', () => {
  test('links in a reference file resolve against its directory or the skill root', () => {
    const found = lint('See [c](references/review-checklist.md).', {
      'references/review-checklist.md': 'See [a](appendix.md), [root](../SKILL.md) and [t](assets/template.md).\n',
      'references/appendix.md': 'A\n',
    });
    expect(found.filter((d) => d.ruleId !== 'reference/depth').map(at)).toEqual([]);
  });

  test('an unresolved link in a reference file is reported in that file', () => {
    const found = lint('See [c](references/review-checklist.md).', { 'references/review-checklist.md': '# C\n\nSee [x](nope.md).\n' });
    expect(found.map((d) => `${d.file} ${at(d)}`)).toEqual(['skills/demo/references/review-checklist.md reference/unresolved@3:9']);
  });

  test('a file reached only through another reference file warns (depth 2)', () => {
    const found = lint('See [c](references/review-checklist.md).', {
      'references/review-checklist.md': '# C\n\nDetails in [d](details.md).\n',
      'references/details.md': 'D\n',
    });
    expect(found.map((d) => `${d.file} ${at(d)} ${d.severity}`)).toEqual([
      'skills/demo/references/review-checklist.md reference/depth@3:16 warning',
    ]);
    expect(found[0]!.message).toBe(
      '"references/details.md" is reached only through "references/review-checklist.md" (2 levels from SKILL.md); reference it from SKILL.md directly or merge it into "references/review-checklist.md".',
    );
  });

  test('no warning when SKILL.md references the file directly too', () => {
    const found = lint('See [c](references/review-checklist.md) and [d](references/details.md).', {
      'references/review-checklist.md': 'Details in [d](details.md).\n',
      'references/details.md': 'D\n',
    });
    expect(found).toEqual([]);
  });

  test('path references in the SKILL.md frontmatter count too', () => {
    const text = skillMd({ extra: '  notes: "uses scripts/absent.sh"' });
    const found = lintSkill(text, { rules: referenceRules });
    expect(found.map(at)).toEqual(['reference/unresolved@8:16']);
  });
});

describe('extraction and resolution', () => {
  test('extracts links, definitions, autolinks, paths and file: URLs with offsets', () => {
    // `[b]: y` inside a line and `[c]: …` on a paragraph's second line are no definitions (CommonMark §4.7).
    const text = '[a](x.md) [b]: y\n[c]: ./no.md\n\n[d]: ./z.md\n<file:///q> scripts/s.sh. `references/r.md` ./x ../y';
    expect(extractReferences(text).map((r) => [r.kind, r.target, r.offset])).toEqual([
      ['link', 'x.md', 4],
      ['link', './z.md', 36],
      ['link', 'file:///q', 44],
      ['path', 'scripts/s.sh', 55],
      ['path', 'references/r.md', 70],
    ]);
  });

  const skillFiles = indexFiles(['SKILL.md', 'references/a.md', 'references/sub/b.md']);
  const resolutions: [string, string, string][] = [
    ['references/a.md', 'SKILL.md', 'resolved'],
    ['references/sub/', 'SKILL.md', 'resolved'],
    ['b.md', 'references/sub/c.md', 'resolved'],
    ['references/a.md', 'references/sub/c.md', 'resolved'],
    ['../a.md', 'references/sub/c.md', 'resolved'],
    ['../../../x', 'references/sub/c.md', 'escapes'],
    ['../x', 'SKILL.md', 'escapes'],
    ['a.md', 'SKILL.md', 'unresolved'],
    ['%E0%A4%A', 'SKILL.md', 'unresolved'],
    ['https://x', 'SKILL.md', 'external'],
    ['#x', 'SKILL.md', 'external'],
    ['FILE:///x', 'SKILL.md', 'file-url'],
    ['/x', 'SKILL.md', 'absolute'],
    ['\\\\host\\x', 'SKILL.md', 'absolute'],
    ['d:/x', 'SKILL.md', 'absolute'],
  ];
  test.each(resolutions)('%s from %s is %s', (target, from, kind) => {
    expect(resolveReference(target, from, skillFiles).kind).toBe(kind);
  });

  test('extraction of a 1 MB adversarial line is fast', () => {
    const hostile = `${'[a]('.repeat(100_000)}${'../'.repeat(100_000)}${'`'.repeat(50_000)}`;
    const started = performance.now();
    extractReferences(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// Reference extraction and resolution: what counts as a reference and how it resolves against the
// skill's files (the reference rules' tables are in test/rules/reference/).
import { describe, expect, test } from 'vitest';
import { extractReferences } from '../../src/references/extract/extract-references.js';
import { fileTreeReferences } from '../../src/references/extract/file-tree-paths.js';
import { readMarkdown } from '../../src/load/markdown/document.js';
import { resolveReference } from '../../src/references/resolve/resolve-reference.js';
import { indexFiles } from '../../src/references/resolve/skill-file-index.js';

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
    ['/x/y', 'SKILL.md', 'absolute'],
    ['/etc', 'SKILL.md', 'absolute'],
    ['/x.md', 'SKILL.md', 'absolute'],
    // A host's slash command names no file (docs/rules.md, reference/absolute).
    ['/x', 'SKILL.md', 'external'],
    ['/plugin:command', 'SKILL.md', 'external'],
    ['\\\\host\\x', 'SKILL.md', 'absolute'],
    ['d:/x', 'SKILL.md', 'absolute'],
  ];
  test.each(resolutions)('%s from %s is %s', (target, from, kind) => {
    expect(resolveReference(target, from, skillFiles).kind).toBe(kind);
  });

  // A blow-up shows as the test timeout (a hang guard; speed is measured in bench/).
  test('a 1 MB adversarial line of unclosed links holds no reference', () => {
    const hostile = `${'[a]('.repeat(100_000)}${'../'.repeat(100_000)}${'`'.repeat(50_000)}`;
    expect(extractReferences(hostile)).toEqual([]);
  }, 30_000);

  test('a 1 MB tree line of alternating marks and words under the skill directory holds no reference', () => {
    const hostile = `\`\`\`\npdf/\n${'- a '.repeat(250_000)}b c\n\`\`\``;
    expect(fileTreeReferences(hostile, readMarkdown(hostile, 0), 'pdf')).toEqual([]);
  }, 30_000);
});

// Whole-pipeline verdicts on tricky SKILL.md files (what `skillpack lint --format json` reports),
// through the shared fixture helper: the expected rule fires as an error, and valid files stay clean.
// The splitting and YAML rules' own cases are tables in test/rules/frontmatter/.
import { describe, expect, test } from 'vitest';
import { lintFixture } from '../support/fixture.js';

const body = '# Demo\n\nOrigin and limits: this skill is published by skillpack and bundled with the skillpack test suite; it is read-only and never changes anything.\n';
const frontmatter = (lines: string[]): string => `---\n${lines.join('\n')}\n---\n${body}`;
const good = [
  'name: demo',
  'description: "Checks demo fixtures for the skillpack test suite."',
  'license: MIT',
  'metadata:',
  '  publisher: skillpack',
  '  distribution: "bundled with the skillpack test suite"',
];
const replace = (key: string, line: string): string[] => good.map((l) => (l.startsWith(`${key}:`) ? line : l));

const errors = async (text: string, extra: Record<string, string> = {}): Promise<string[]> => {
  const tree: Record<string, string> = { 'skills/demo/SKILL.md': text };
  for (const [path, content] of Object.entries(extra)) tree[`skills/demo/${path}`] = content;
  return (await lintFixture(tree)).filter((d) => d.severity === 'error').map((d) => `${d.ruleId}@${d.line}:${d.column}`);
};

describe('verdicts through lintFixture', () => {
  test('a valid skill has no errors', async () => {
    expect(await errors(frontmatter(good))).toEqual([]);
  });

  const invalid: [string, string, string][] = [
    ['65-character name', frontmatter(replace('name', `name: ${'a'.repeat(65)}`)), 'frontmatter/name@2:7'],
    ['Cyrillic name', frontmatter(replace('name', 'name: d\u0435mo')), 'frontmatter/name@2:8'],
    ['padded name', frontmatter(replace('name', 'name: "demo "')), 'frontmatter/name-matches-directory@2:7'],
    ['1025-unit description', frontmatter(replace('description', `description: "${'\u{1F600}'.repeat(512)}x"`)), 'frontmatter/description@3:14'],
    ['allowed-tools', frontmatter([...good, 'allowed-tools: Read']), 'frontmatter/allowed-tools@8:1'],
    ['wrong publisher', frontmatter(replace('  publisher', '  publisher: acme')), 'frontmatter/metadata-publisher@6:14'],
    ['missing link target', `${frontmatter(good)}\nSee [x](references/missing.md).\n`, 'reference/unresolved@13:9'],
    ['file: URL', `${frontmatter(good)}\nSee <file:///etc/passwd>.\n`, 'reference/absolute@13:6'],
    ['tag characters', `${frontmatter(good)}\nok\u{E0041}\u{E0042}\n`, 'hidden/invisible-unicode@13:3'],
  ];
  test.each(invalid)('%s', async (_label, text, expected) => {
    expect(await errors(text)).toContain(expected);
  });

  test('the suppression directive does not trigger the HTML-comment warning', async () => {
    const text = `${frontmatter(good)}\n<!-- skillpack-allow secret/generic-assignment reason="documented placeholder" -->\nExample only.\n`;
    const diagnostics = await lintFixture({ 'skills/demo/SKILL.md': text });
    expect(diagnostics.filter((d) => d.ruleId === 'hidden/html-comment')).toEqual([]);
  });
});

// What verify counts as a file a SKILL.md links (Markdown links as CommonMark reads them, resolved
// against the skill's root), and which files a manifest lacks: each true finding beside the
// exemptions that must not swallow it.
import { describe, expect, it } from 'vitest';
import { linkedSkillPath, linkedSkillPaths, manifestCompletenessFindings } from '../../src/verify/manifest-completeness.js';
import type { ServedEntry } from '../../src/verify/served-entry.js';

const digest = `sha256:${'0'.repeat(64)}`;
const entry = (paths: readonly string[]): ServedEntry => ({
  uri: 'skill://acme/review/SKILL.md',
  frontmatter: { name: 'review', description: 'x' },
  resources: ['SKILL.md', ...paths].map((path) => ({ uri: `skill://acme/review/${path}`, digest, size: 1 })),
});

describe('linkedSkillPath', () => {
  it.each([
    ['references/guide.md', 'references/guide.md'],
    ['./references/guide.md#step-2', 'references/guide.md'],
    ['references/../assets/x.png?raw', 'assets/x.png'],
    ['{baseDir}/scripts/run.py', 'scripts/run.py'],
    ['my%20notes.md', 'my%20notes.md'],
  ])('%s lands on %s', (target, path) => expect(linkedSkillPath(target)).toBe(path));

  it.each([
    'https://example.com/x.md',
    'mailto:someone@example.com',
    '/etc/passwd',
    '../other-skill/SKILL.md',
    'references/%2e%2e/%2e%2e/x.md',
    '#usage',
    'references/',
    '{name}.md',
    'C:\\temp\\x.md',
  ])('%s lands on no file of the skill', (target) => expect(linkedSkillPath(target)).toBeUndefined());
});

describe('linkedSkillPaths', () => {
  it('reads links, images and definitions from the body, never from code', () => {
    const text = [
      '---',
      'name: review',
      'description: "[not a link](frontmatter.md)"',
      '---',
      'See [the guide](references/guide.md) and ![chart](assets/chart.png).',
      '',
      '[def]: references/defined.md',
      '',
      'Inline code `[x](references/in-code.md)` is no link.',
      '',
      '```markdown',
      '[also not](references/in-fence.md)',
      '```',
      '',
    ].join('\n');
    expect(linkedSkillPaths(text).sort()).toEqual(['assets/chart.png', 'references/defined.md', 'references/guide.md']);
  });
});

describe('manifestCompletenessFindings', () => {
  const skillMd =
    '---\nname: review\ndescription: x\n---\nRead [the guide](references/guide.md), [a folder](references), [spaced](my%20notes.md).\n';

  it('reports each file the evidence names under the skill that the manifest lacks, once, with every reason', () => {
    const findings = manifestCompletenessFindings([entry(['references/other.md', 'my notes.md'])], {
      skillMdTexts: new Map([['skill://acme/review/SKILL.md', skillMd]]),
      listedResources: ['skill://acme/review/references/guide.md', 'skill://acme/review-two/SKILL.md', 'skill://acme/review/SKILL.md'],
      directoryFiles: new Map([['skill://acme/review/SKILL.md', ['skill://acme/review/assets/x.png']]]),
    });
    expect(findings.map((f) => [f.id, f.where])).toEqual([
      ['verify/manifest-incomplete', 'skill://acme/review/assets/x.png'],
      ['verify/manifest-incomplete', 'skill://acme/review/references/guide.md'],
    ]);
    expect(findings[1]?.message).toContain('its SKILL.md links it and resources/list offers it');
    expect(findings[0]?.message).toContain('resources/directory/read lists it');
  });

  it('finds nothing for a complete manifest (a link to a directory, a percent-encoded name, a sibling skill)', () => {
    expect(
      manifestCompletenessFindings([entry(['references/guide.md', 'my notes.md'])], {
        skillMdTexts: new Map([['skill://acme/review/SKILL.md', skillMd]]),
        listedResources: ['skill://acme/review-two/SKILL.md', 'skill://acme/review/references/guide.md'],
        directoryFiles: new Map(),
      }),
    ).toEqual([]);
  });
});

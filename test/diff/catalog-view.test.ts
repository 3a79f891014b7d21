// The diff's view of a built catalog: base64 blob files (single layout `blob`, split layout
// `encoding: "base64"`) are binary, so the risk delta reports them as new blobs and reads no text.
import { describe, expect, it } from 'vitest';
import { diffCatalogs } from '../../src/diff/approval-diff.js';
import { catalogView, emptyCatalog } from '../../src/diff/catalog-view.js';
import type { SkillCatalog, SplitSkillCatalog } from '../../src/runtime/types.js';

const facts = (path: string, size: number) => ({ path, uri: `skill://a/${path}`, mediaType: path.endsWith('.md') ? 'text/markdown' : 'image/png', size, digest: `sha256:${'0'.repeat(64)}` });
const skill = { name: 'a', path: 'a', uri: 'skill://a/SKILL.md', tools: [], frontmatter: { name: 'a', description: 'A.' } };

describe('catalogView', () => {
  it('treats single-layout blobs as binary files', async () => {
    const catalog = { formatVersion: 1, generator: 'skillpack v0', publisher: 'p', digest: 'd', skills: [{ ...skill, files: [{ ...facts('SKILL.md', 3), text: 'x\u200by' }, { ...facts('assets/logo.png', 4), blob: 'AAECAw==' }] }] } as unknown as SkillCatalog;
    const view = await catalogView(catalog);
    expect(view.skills.get('skill://a/SKILL.md')?.files.get('skill://a/assets/logo.png')?.text).toBeUndefined();
    const risks = diffCatalogs(emptyCatalog, view).skills[0]?.risks.map((r) => [r.kind, r.uri]);
    expect(risks).toEqual([
      ['hidden-characters', 'skill://a/SKILL.md'],
      ['blob', 'skill://a/assets/logo.png'],
    ]);
  });

  it('treats split-layout base64 entries as binary and reads texts from the texts module', async () => {
    const catalog = {
      layout: 'split',
      formatVersion: 1,
      generator: 'skillpack v0',
      publisher: 'p',
      digest: 'd',
      skills: [{ ...skill, files: [facts('SKILL.md', 1), { ...facts('assets/logo.png', 4), encoding: 'base64' }], loadTexts: () => Promise.resolve(['# A https://api.vendor.io/x', 'AAECAw==']) }],
    } as unknown as SplitSkillCatalog;
    const view = await catalogView(catalog);
    const files = view.skills.get('skill://a/SKILL.md')?.files;
    expect(files?.get('skill://a/SKILL.md')?.text).toBe('# A https://api.vendor.io/x');
    expect(files?.get('skill://a/assets/logo.png')?.text).toBeUndefined();
    expect(diffCatalogs(emptyCatalog, view).skills[0]?.risks.map((r) => r.kind)).toEqual(['blob', 'external-host']);
  });
});

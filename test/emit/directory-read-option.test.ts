// The config's `directoryRead` in the generated module: one catalog field, written only when on, so
// a catalog without it keeps every byte and its digest; `check` names the option when only it changed.
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { writeSplitModules } from '../../src/emit/emit-split.js';
import { prepareModule } from '../../src/emit/prepare-module.js';
import { staleFindings } from '../../src/emit/stale-findings.js';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import type { SkillCatalog } from '../../src/runtime/types.js';
import { lintFixtureOutcome, validSkillMd } from '../support/fixture.js';

const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/guide.md': '# Guide\n' };

async function importModule(source: string): Promise<SkillCatalog> {
  const js = transformSync(source, { loader: 'ts', format: 'esm' }).code;
  return ((await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as { catalog: SkillCatalog }).catalog;
}

describe('directoryRead in the generated module', () => {
  const off = prepareModule(lintFixtureOutcome(tree));
  const on = prepareModule(lintFixtureOutcome(tree, { directoryRead: true }));

  it('writes nothing and keeps the digest when off, one field and another digest when on', async () => {
    expect(off.source).not.toContain('directoryRead');
    expect(prepareModule(lintFixtureOutcome(tree, { directoryRead: false })).source).toBe(off.source);
    expect(on.source).toContain('const data: SkillCatalog = {\n  formatVersion: 1,\n  directoryRead: true,\n  generator: ');
    expect(on.catalog.digest).not.toBe(off.catalog.digest);
    // Only the field and the digest differ.
    expect(on.source.replace('  directoryRead: true,\n', '').replaceAll(on.catalog.digest, off.catalog.digest)).toBe(off.source);
    expect((await importModule(on.source)).directoryRead).toBe(true);
    expect((await importModule(off.source)).directoryRead).toBeUndefined();
  });

  it('writes the field in the split index after the layout', () => {
    const split = writeSplitModules(on.catalog, { typesFrom: 'skillpack/runtime', configName: 'c.json', textsDirName: 'skills' });
    expect(split.index.toString()).toContain('  formatVersion: 1,\n  layout: "split",\n  directoryRead: true,\n');
  });

  it('makes check name the option when nothing else changed', () => {
    const committed = createMemoryTree({ ...tree, 'generated/skills.ts': off.source });
    const findings = staleFindings(committed, on, 'skillpack build');
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('directoryRead');
    expect(findings[0]?.message).not.toContain('by hand');
    const back = staleFindings(createMemoryTree({ ...tree, 'generated/skills.ts': on.source }), off, 'skillpack build');
    expect(back[0]?.message).toContain('directoryRead');
  });
});

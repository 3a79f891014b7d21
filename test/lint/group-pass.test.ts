// The rule pass runs the rules that read the skills' texts one group of skills at a time (so one
// group's texts are held at once): it must find exactly what one pass of every rule over the whole
// catalog finds, across skills (links into another skill, a nested skill sharing files) included.
import { describe, expect, it } from 'vitest';
import { compareDiagnostics, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { createSeverityPolicy } from '../../src/lint/severity-policy.js';
import { runRules } from '../../src/lint/run-rules.js';
import { skillGroups } from '../../src/lint/skill-groups.js';
import { LoadedFile } from '../../src/load/loaded-file.js';
import type { LoadedCatalog } from '../../src/load/model.js';
import { RunMemo } from '../../src/load/run-memo.js';
import { diagnosticFrom } from '../../src/rules/diagnostic-from.js';
import { allRules } from '../../src/rules/index.js';
import { fixtureConfig, loadFixture, validSkillMd, type FixtureTree } from '../support/fixture.js';
import { realSkillsConfig, realSkillsTree } from '../support/real-skills.js';

/** Every rule once over the whole catalog with one memo: the pass as it was before groups. */
function wholeCatalogPass(catalog: LoadedCatalog): Diagnostic[] {
  const policy = createSeverityPolicy(catalog.config, allRules);
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const memo = new RunMemo();
  for (const rule of allRules) {
    if (rule.check === undefined) continue;
    rule.check({
      catalog,
      memo,
      report(report) {
        const severity = policy(rule.meta.id, report.file, report.severity ?? rule.meta.severity);
        if (severity === 'off') return;
        const d = diagnosticFrom(rule, report, severity);
        const key = `${d.ruleId}\0${d.file}\0${d.line}\0${d.column}\0${d.message}`;
        if (!seen.has(key)) (seen.add(key), out.push(d));
      },
    });
  }
  return out.sort(compareDiagnostics);
}

const byGroups = (catalog: LoadedCatalog): Diagnostic[] => runRules(catalog, allRules, createSeverityPolicy(catalog.config, allRules));

// Secret-shaped values are built here, never written whole in the source.
const password = ['hunter', '2xQ9', 'vLp7', 'Zr4m'].join('');
const token = `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`;

/** Skills that link into each other, one nested in another, with a finding of each text rule. */
function crossSkillTree(): FixtureTree {
  return {
    'skills/alpha/SKILL.md': validSkillMd('alpha', {
      body: [
        'Use [the beta guide](../beta/references/guide.md) and [from the root](skills/beta/references/guide.md).',
        'See [beta by its own path](references/guide.md) and [gone](references/missing.md).',
        'Read [the nested notes](nested/references/notes.md).',
        '<!-- a hidden instruction for the model -->',
      ].join('\n\n'),
    }),
    'skills/alpha/references/own.md': `# Own\n\nconfig: password = "${password}"\n\nzero\u200bwidth and [up](../../beta/SKILL.md)\n`,
    'skills/alpha/references/data.json': '{"broken": ',
    'skills/alpha/nested/SKILL.md': validSkillMd('nested', { body: 'See [notes](references/notes.md) and [alpha](../SKILL.md).' }),
    'skills/alpha/nested/references/notes.md': `# Notes\n\ntoken ${token}\n\n[beta](../../../beta/references/guide.md)\n`,
    'skills/beta/SKILL.md': validSkillMd('beta', { body: 'See [guide](references/guide.md) and [alpha](skills/alpha/references/own.md).' }),
    'skills/beta/references/guide.md': '# Guide\n\nText with a NUL\u0000 and [own](../../alpha/references/own.md).\n',
  };
}

describe('the rule pass by groups of skills', () => {
  it('keeps a nested skill with the skill around it, in catalog order', () => {
    const catalog = loadFixture(crossSkillTree());
    expect(skillGroups(catalog.skills).map((group) => group.map((s) => s.entry.path))).toEqual([['alpha', 'alpha/nested'], ['beta']]);
  });

  it('finds what one pass over the whole catalog finds, links into other skills included', () => {
    const tree = crossSkillTree();
    const found = byGroups(loadFixture(tree));
    expect(found).toEqual(wholeCatalogPass(loadFixture(tree)));
    // The fixture exercises the rules that look across skills and each text rule.
    const ids = new Set(found.map((d) => d.ruleId));
    for (const id of [
      'reference/escapes-skill',
      'reference/outside-skill',
      'reference/unresolved',
      'hidden/html-comment',
      'hidden/invisible-unicode',
      'content/json-syntax',
      'content/nul-byte',
    ])
      expect(ids, id).toContain(id);
    expect(found.some((d) => d.ruleId.startsWith('secret/'))).toBe(true);
    expect(found.some((d) => d.message.includes('beta'))).toBe(true);
  });

  it('finds what one pass finds on a catalog shaped like public skills', () => {
    const tree = realSkillsTree();
    const config = realSkillsConfig();
    expect(fixtureConfig(tree, config).skills.length).toBeGreaterThan(1);
    expect(byGroups(loadFixture(tree, config))).toEqual(wholeCatalogPass(loadFixture(tree, config)));
  });

  it('holds no supporting file text when the pass ends (SKILL.md stays), and decodes one again on demand', () => {
    const catalog = loadFixture(crossSkillTree());
    byGroups(catalog);
    const files = catalog.skills.flatMap((skill) => skill.files as readonly LoadedFile[]);
    expect(files.every((file) => file instanceof LoadedFile)).toBe(true);
    expect(files.filter((file) => file.holdsText).map((file) => file.file)).toEqual([
      'skills/alpha/SKILL.md',
      // alpha's copy of nested/SKILL.md is a supporting file of alpha: let go with the rest.
      'skills/alpha/nested/SKILL.md',
      'skills/beta/SKILL.md',
    ]);
    const own = files.find((file) => file.path === 'references/own.md');
    expect(own?.text).toContain('zero\u200bwidth');
    expect(own?.holdsText).toBe(true);
  });
});

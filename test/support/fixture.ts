// Fixture helpers: load or lint an object-literal tree (keys relative to the config directory)
// without disk. The one place tests build a config for a tree (the rule tester and the format
// harness load through it).
import { parseConfig } from '../../src/config/load-config.js';
import type { ResolvedConfig } from '../../src/config/types.js';
import { createMemoryTree, type MemoryEntry } from '../../src/fs/memory-tree.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { lintSources, type LintOutcome } from '../../src/lint/lint-sources.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import type { LoadedCatalog } from '../../src/load/model.js';

export type FixtureTree = Record<string, MemoryEntry>;

export interface FixtureConfig {
  root?: string;
  output?: string;
  publisher?: string;
  skills?: (string | { path: string; tools?: string[]; [key: string]: unknown })[];
  [key: string]: unknown;
}

/** Every directory under `root` holding a file named exactly SKILL.md, as allowlist entries. */
function discoverSkills(tree: FixtureTree, root: string): { path: string; tools: string[] }[] {
  const paths = Object.keys(tree)
    .filter((p) => p.startsWith(`${root}/`) && p.endsWith('/SKILL.md'))
    .map((p) => p.slice(root.length + 1, -'/SKILL.md'.length));
  return [...new Set(paths)].sort().map((path) => ({ path, tools: [] }));
}

export function fixtureConfig(tree: FixtureTree, config: FixtureConfig = {}): ResolvedConfig {
  const root = config.root ?? 'skills';
  // The suite's fixtures were written for the strict publication policy; tests of the recommended
  // profile say so with `extends`.
  const json = {
    extends: 'skillpack:strict',
    root,
    output: 'generated/skills.ts',
    publisher: 'skillpack',
    ...config,
    skills: config.skills ?? discoverSkills(tree, root),
  };
  return parseConfig(JSON.stringify(json), '/fixture/skillpack.config.json');
}

/** The tree as the real loader reads it, with the fixture's config: what every rule sees. */
export function loadFixture(tree: FixtureTree, config: FixtureConfig = {}): LoadedCatalog {
  return loadCatalog(createMemoryTree(tree), fixtureConfig(tree, config));
}

export function lintFixtureOutcome(tree: FixtureTree, config: FixtureConfig = {}): LintOutcome {
  return lintSources(createMemoryTree(tree), fixtureConfig(tree, config));
}

export async function lintFixture(tree: FixtureTree, config: FixtureConfig = {}): Promise<Diagnostic[]> {
  return [...lintFixtureOutcome(tree, config).diagnostics];
}

/** Frontmatter lines (without delimiters) that pass every field rule for a skill called `name`. */
export function validFrontmatterLines(name: string, extra?: string): string[] {
  return [
    `name: ${name}`,
    `description: Checks ${name} fixtures for the skillpack test suite.`,
    'license: MIT',
    'metadata:',
    '  publisher: skillpack',
    '  distribution: bundled with the skillpack test suite',
    ...(extra === undefined ? [] : [extra]),
  ];
}

/** A SKILL.md that passes every format rule, for fixtures that test something else. */
export function validSkillMd(name: string, options: { body?: string; extraFrontmatter?: string } = {}): string {
  return [
    '---',
    ...validFrontmatterLines(name, options.extraFrontmatter),
    '---',
    `# ${name}`,
    '',
    options.body ??
      'Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.',
    '',
  ].join('\n');
}

export const ids = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => d.ruleId);

// generated/stale-module: linting sources never reports it, however stale the committed module is;
// `skillpack check` does, comparing the committed generated files with what build would write
// (src/emit/stale-findings.ts). The table runs that comparison over each tree; the generated files in
// a tree are computed here by the real build of a tree, as committed or as a checkout rewrote them.
import { expect } from 'vitest';
import { prepareModule } from '../../../src/emit/prepare-module.js';
import { staleFindings } from '../../../src/emit/stale-findings.js';
import { createMemoryTree } from '../../../src/fs/memory-tree.js';
import { generatedStaleModule } from '../../../src/rules/generated/stale-module.js';
import { lintFixtureOutcome, validSkillMd, type FixtureConfig, type FixtureTree } from '../../support/fixture.js';
import { reporterTester } from '../../support/reporter-tester.js';

const fix = 'npx skillpack build';
const module = 'generated/skills.ts';
const sources: FixtureTree = { 'skills/demo/SKILL.md': validSkillMd('demo') };
const split: FixtureConfig = { layout: 'split' };

/** Every file build writes for `tree`, as text, keyed by its config-relative path. */
function built(tree: FixtureTree, config: FixtureConfig = {}): Record<string, string> {
  return Object.fromEntries(prepareModule(lintFixtureOutcome(tree, config)).files.map((f) => [f.file, f.source]));
}

const current = built(sources);
const currentSplit = built(sources, split);
const textsModule = Object.keys(currentSplit).find((f) => f !== module) as string;
const digest = /Catalog digest: (sha256:[0-9a-f]{64})/.exec(current[module] as string)?.[1] as string;

reporterTester(
  generatedStaleModule,
  ({ tree, config }) => {
    const outcome = lintFixtureOutcome(tree, config);
    return staleFindings(createMemoryTree(tree), prepareModule(outcome), fix, outcome);
  },
  {
    valid: [
      { name: 'the module build writes, committed', tree: { ...sources, ...current } },
      { name: 'the split layout as build writes it', tree: { ...sources, ...currentSplit }, config: split },
    ],
    invalid: [
      {
        name: 'no module committed',
        tree: sources,
        errors: [
          { messageId: 'missing', message: `The generated module "${module}" does not exist; run \`${fix}\` and commit it.`, file: module, line: 1, column: 1 },
        ],
      },
      {
        name: 'a module built before SKILL.md changed',
        tree: { ...sources, ...built({ 'skills/demo/SKILL.md': validSkillMd('demo', { body: 'Origin: skillpack. Older guidance.' }) }) },
        errors: [{ messageId: 'stale', message: expect.stringContaining('skill://demo/SKILL.md'), file: module, line: 1, column: 1 }],
      },
      {
        name: 'a module whose declared digest was edited by hand',
        tree: { ...sources, [module]: (current[module] as string).replaceAll(digest, `sha256:${'0'.repeat(64)}`) },
        errors: [{ messageId: 'edited', file: module, line: 1, column: 1 }],
      },
      {
        name: 'a module a checkout converted to CRLF',
        tree: { ...sources, [module]: (current[module] as string).replaceAll('\n', '\r\n') },
        errors: [{ messageId: 'lineEndings', file: module, line: 1, column: 1 }],
      },
      {
        name: 'a module a formatter rewrote around the same catalog',
        tree: { ...sources, [module]: `${current[module] as string}\n// formatted\n` },
        errors: [{ messageId: 'reformatted', file: module, line: 1, column: 1 }],
      },
      {
        name: 'a split layout whose texts module was edited',
        tree: { ...sources, ...currentSplit, [textsModule]: `${currentSplit[textsModule] as string}// edited\n` },
        config: split,
        errors: [{ messageId: 'differs', file: textsModule, line: 1, column: 1 }],
      },
      {
        name: 'a symlink where the module belongs',
        tree: { ...sources, [module]: { kind: 'symlink' } },
        errors: [{ messageId: 'unusable', message: expect.stringContaining(`"${module}"`), file: module, line: 1, column: 1 }],
      },
      {
        name: 'a temporary file an interrupted build left',
        tree: { ...sources, ...current, 'generated/.skills.ts.4242.0123abcd.tmp': 'partial' },
        errors: [{ messageId: 'tempFile', file: 'generated/.skills.ts.4242.0123abcd.tmp', line: 1, column: 1 }],
      },
      {
        name: 'a texts module the build no longer writes',
        tree: { ...sources, ...currentSplit, 'generated/skills/old.0123456789abcdef.ts': 'export default {};\n' },
        config: split,
        errors: [{ messageId: 'leftOver', file: 'generated/skills/old.0123456789abcdef.ts', line: 1, column: 1 }],
      },
    ],
  },
);

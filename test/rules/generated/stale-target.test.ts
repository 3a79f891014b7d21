// generated/stale-target: linting sources never reports it, however stale the target files are;
// `skillpack build` and `skillpack check` do, comparing every file of the configured targets with what
// build would write (src/targets/compare-targets.ts). The table runs that comparison over each tree;
// the target files in a tree are computed here by the real rendering of a tree.
import { expect } from 'vitest';
import { prepareModule } from '../../../src/emit/prepare-module.js';
import { createMemoryTree } from '../../../src/fs/memory-tree.js';
import { generatedStaleTarget } from '../../../src/rules/generated/stale-target.js';
import { readTargetFile, targetFindings } from '../../../src/targets/compare-targets.js';
import { renderTargets } from '../../../src/targets/render-targets.js';
import { lintFixtureOutcome, validSkillMd, type FixtureConfig, type FixtureTree } from '../../support/fixture.js';
import { reporterTester, type ReportedCase } from '../../support/reporter-tester.js';

const fix = 'npx skillpack build';
const sources: FixtureTree = { 'skills/demo/SKILL.md': validSkillMd('demo') };
const plugin: FixtureConfig = { name: 'demo-skills', targets: [{ type: 'claude-plugin' }] };
const wellKnown: FixtureConfig = { version: '1.0.0', targets: [{ type: 'well-known', output: 'public/skills' }] };
const manifest = '.claude-plugin/plugin.json';
const snapshotIndex = 'public/skills/v1.0.0/index.json';

/** What `check` compares: the targets rendered from the tree's skills against the tree's files. */
function report({ tree, config }: ReportedCase) {
  const outcome = lintFixtureOutcome(tree, config);
  const source = createMemoryTree(tree);
  const rendered = renderTargets(outcome.catalog.config, prepareModule(outcome), (file) => readTargetFile(source, file).bytes);
  return targetFindings(source, rendered, fix);
}

/** Every target file build writes for the tree's skills, keyed by its config-relative path. */
function written(tree: FixtureTree, config: FixtureConfig): FixtureTree {
  const outcome = lintFixtureOutcome(tree, config);
  const rendered = renderTargets(outcome.catalog.config, prepareModule(outcome), () => undefined);
  return Object.fromEntries(rendered.files.map((f) => [f.file, f.bytes]));
}

/** The files of the latest index, without the versioned snapshot. */
const latestOnly = (files: FixtureTree): FixtureTree => Object.fromEntries(Object.entries(files).filter(([file]) => !file.includes('/v1.0.0/')));

const older = { 'skills/demo/SKILL.md': validSkillMd('demo', { body: 'Origin: skillpack. Older guidance.' }) };

reporterTester(generatedStaleTarget, report, {
  valid: [
    { name: 'a plugin manifest as build writes it', tree: { ...sources, ...written(sources, plugin) }, config: plugin },
    { name: 'the well-known index and its snapshot as build writes them', tree: { ...sources, ...written(sources, wellKnown) }, config: wellKnown },
    { name: 'no targets configured, a hand-written manifest beside the skills', tree: { ...sources, [manifest]: '{"name":"mine"}\n' } },
  ],
  invalid: [
    {
      name: 'a configured target never built',
      tree: sources,
      config: plugin,
      errors: [
        {
          messageId: 'missing',
          message: `The claude-plugin target's file "${manifest}" does not exist; run \`${fix}\` and commit it.`,
          file: manifest,
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'a plugin manifest edited by hand',
      tree: { ...sources, [manifest]: '{"name":"edited"}\n' },
      config: plugin,
      errors: [{ messageId: 'stale', file: manifest, line: 1, column: 1 }],
    },
    {
      name: 'a published snapshot whose skills changed since',
      tree: { ...sources, ...written(older, wellKnown), ...latestOnly(written(sources, wellKnown)) },
      config: wellKnown,
      errors: [
        { messageId: 'published', message: expect.stringContaining('raise "version"'), file: snapshotIndex, line: 1, column: 1 },
        { messageId: 'published', file: 'public/skills/v1.0.0/demo/SKILL.md', line: 1, column: 1 },
      ],
    },
    {
      name: 'a symlink where the manifest belongs',
      tree: { ...sources, [manifest]: { kind: 'symlink' } },
      config: plugin,
      errors: [{ messageId: 'unusable', message: expect.stringContaining('is not a regular file (symlink)'), file: manifest, line: 1, column: 1 }],
    },
    {
      name: 'two skills of one name under a target that names skills by name alone',
      tree: { 'skills/a/demo/SKILL.md': validSkillMd('demo'), 'skills/b/demo/SKILL.md': validSkillMd('demo') },
      config: { targets: [{ type: 'zip', output: 'dist/skills' }] },
      errors: [
        {
          messageId: 'nameClash',
          message: 'The zip target names each skill by its name alone, and "a/demo", "b/demo" are all named "demo"; rename one of these skills or remove the target.',
          file: 'skills/b/demo/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});

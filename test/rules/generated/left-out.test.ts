// generated/left-out: linting sources never reports it; `build` and `check` do, from what the package
// cannot hold (src/emit/prepare-module.ts). The table runs that reporter over each tree.
import { expect } from 'vitest';
import { prepareModule } from '../../../src/emit/prepare-module.js';
import { generatedLeftOut } from '../../../src/rules/generated/left-out.js';
import { lintFixtureOutcome, validSkillMd } from '../../support/fixture.js';
import { reporterTester } from '../../support/reporter-tester.js';

const skill = { 'skills/demo/SKILL.md': validSkillMd('demo') };

reporterTester(generatedLeftOut, ({ tree, config }) => prepareModule(lintFixtureOutcome(tree, config)).diagnostics, {
  valid: [
    { name: 'a skill that ships', tree: skill },
    {
      name: 'a script whose entry opts in',
      tree: { ...skill, 'skills/demo/run.sh': '#!/bin/sh\necho hi\n' },
      config: { extends: 'skillpack:recommended', skills: [{ path: 'demo', scripts: true }] },
    },
    {
      name: 'a script left beside the skill by `exclude`',
      tree: { ...skill, 'skills/demo/run.sh': '#!/bin/sh\necho hi\n' },
      config: { skills: [{ path: 'demo', exclude: ['run.sh'] }] },
    },
  ],
  invalid: [
    {
      name: 'a script beside a skill whose entry does not opt in, content/executable lowered to a warning',
      tree: { ...skill, 'skills/demo/run.sh': '#!/bin/sh\necho hi\n' },
      config: { extends: 'skillpack:recommended', rules: { 'content/executable': 'warning' } },
      errors: [
        {
          messageId: 'leftOut',
          message:
            '"skills/demo/run.sh" cannot ship: a script, and the entry for "demo" does not opt in with "scripts": true (content/executable). The package would lack it, so the build stops. Review it, then add "scripts": true to the skill\'s entry in the config, or add it to "exclude".',
          file: 'skills/demo/run.sh',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'a file outside the strict profile\'s files policy, content/media-type off',
      tree: { ...skill, 'skills/demo/data.csv': 'a,b\n' },
      config: { rules: { 'content/media-type': 'off' } },
      errors: [{ messageId: 'leftOut', message: expect.stringContaining('outside the files policy'), file: 'skills/demo/data.csv', line: 1, column: 1 }],
    },
    {
      name: 'a whole skill whose frontmatter no parser reads alike, the frontmatter rules off',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo', { extraFrontmatter: 'version: 1.5' }) },
      config: { rules: { 'frontmatter/unknown-field': 'off', 'frontmatter/schema-independence': 'off' } },
      errors: [{ messageId: 'leftOut', file: 'skills/demo/SKILL.md', line: 8, column: 1 }],
    },
  ],
});

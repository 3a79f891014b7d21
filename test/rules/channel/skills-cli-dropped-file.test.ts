import { channelSkillsCliDroppedFile } from '../../../src/rules/channel/skills-cli-dropped-file.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const cli = { channels: ['skills-cli'], extends: 'skillpack:recommended' };

ruleTester(channelSkillsCliDroppedFile, {
  valid: [
    {
      name: 'ordinary files',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/references/pdf-metadata.json': '{}\n' },
      config: cli,
    },
    {
      name: 'metadata.json without the skills-cli channel',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/metadata.json': '{}\n' },
      config: { extends: 'skillpack:recommended' },
    },
  ],
  invalid: [
    {
      name: 'a metadata.json anywhere in the skill',
      tree: {
        'skills/demo/SKILL.md': validSkillMd('demo'),
        'skills/demo/metadata.json': '{}\n',
        'skills/demo/assets/metadata.json': '{}\n',
      },
      config: cli,
      errors: [
        {
          messageId: 'dropped',
          data: { path: 'assets/metadata.json', reason: 'it skips every file named metadata.json' },
          file: 'skills/demo/assets/metadata.json',
          line: 1,
          column: 1,
        },
        {
          messageId: 'dropped',
          data: { path: 'metadata.json', reason: 'it skips every file named metadata.json' },
          file: 'skills/demo/metadata.json',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'a vendored package under __pypackages__',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/scripts/__pypackages__/lib/util.py': 'x = 1\n' },
      config: cli,
      errors: [
        {
          messageId: 'dropped',
          data: { path: 'scripts/__pypackages__/lib/util.py', reason: 'it skips every __pypackages__ directory' },
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});

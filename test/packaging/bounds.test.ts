// bounds/* through the whole pipeline: a config may tighten a bound, never loosen it. Each rule's
// own cases are in test/rules/bounds/.
import { expect, it } from 'vitest';
import { lintFixture, validSkillMd } from '../support/fixture.js';

it('refuses a config that loosens a bound', async () => {
  await expect(lintFixture({ 'skills/a/SKILL.md': validSkillMd('a') }, { limits: { fileBytes: 2 * 1024 * 1024 } })).rejects.toThrow(
    /fileBytes/,
  );
});

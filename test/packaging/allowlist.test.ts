// Packaging rules together: one bad skill never hides another's findings. Each allowlist/* rule's
// own cases are in test/rules/allowlist/.
import { expect, it } from 'vitest';
import { ids, lintFixture, validSkillMd } from '../support/fixture.js';

it('one bad skill never hides the findings of another', async () => {
  const tree = {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/run.sh': 'echo',
    'skills/b/SKILL.md': validSkillMd('b'),
    'skills/b/.env': 'X=1',
  };
  const found = ids(await lintFixture(tree));
  expect(found).toContain('content/media-type');
  expect(found).toContain('filesystem/hidden-file');
});

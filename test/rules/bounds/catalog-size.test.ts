// bounds/catalog-size: no catalog over the skill-count or byte limit.
import { boundsCatalogSize } from '../../../src/rules/bounds/catalog-size.js';
import { validSkillMd } from '../../support/fixture.js';
import { maxRootEntries } from '../../../src/load/load-catalog.js';
import { ruleTester } from '../../support/rule-tester.js';

const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/b/SKILL.md': validSkillMd('b'), 'skills/c/SKILL.md': validSkillMd('c') };
const bytes = Object.values(tree).reduce((sum, text) => sum + Buffer.byteLength(text), 0);

ruleTester(boundsCatalogSize, {
  valid: [{ name: 'three skills within the limits', tree, config: { limits: { catalogSkills: 3, catalogBytes: bytes } } }],
  invalid: [
    {
      name: 'skills and bytes counted per catalog',
      tree,
      config: { limits: { catalogSkills: 2, catalogBytes: 600 } },
      errors: [
        { messageId: 'tooManySkills', data: { count: 3, limit: 2 }, line: 1, column: 1 },
        { messageId: 'tooManyBytes', data: { size: bytes, limit: 600 }, line: 1, column: 1 },
      ],
    },
  ],
});

// A root past the walk bound (maxRootEntries entries, too many for a table): the catalog as the loader leaves it.
ruleTester(boundsCatalogSize, {
  valid: [{ name: 'a walk that reached every entry', tree }],
  invalid: [
    {
      name: 'a walk stopped at its bound',
      tree,
      asLoaded: (catalog) => ({ ...catalog, walkTruncated: true }),
      errors: [{ messageId: 'walkTruncated', data: { limit: maxRootEntries }, file: 'skills', line: 1, column: 1 }],
    },
  ],
});

// Relative links resolved among skill URIs (src/references/resolve/relative-skill-uri.ts): the first segment of a
// skill path is the URI authority, and `..` never climbs above it (RFC 3986 §5.2.4).
import { expect, it } from 'vitest';
import { resolveSkillUri } from '../../src/references/resolve/relative-skill-uri.js';

it.each([
  ['a sibling under a shared organisational prefix', 'acme/stripe', 'SKILL.md', '../pricing/SKILL.md', 'acme/pricing/SKILL.md'],
  ['a sibling of a top-level skill stays inside its authority', 'stripe', 'SKILL.md', '../pricing/SKILL.md', 'stripe/pricing/SKILL.md'],
  ['from a reference file', 'acme/stripe', 'references/api.md', '../../pricing/references/tiers.md', 'acme/pricing/references/tiers.md'],
  ['more `..` than segments stop at the authority', 'acme/stripe', 'SKILL.md', '../../../../x.md', 'acme/x.md'],
  ['`.` segments and a trailing slash', 'acme/stripe', 'SKILL.md', './../pricing/./', 'acme/pricing/'],
  ['a plain file of the same skill', 'acme/stripe', 'SKILL.md', 'references/api.md', 'acme/stripe/references/api.md'],
])('%s', (_name, skillPath, filePath, relative, expected) => {
  expect(resolveSkillUri(skillPath, filePath, relative)).toBe(expected);
});

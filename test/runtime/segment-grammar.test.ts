// The one definition of the `skill://` path grammar the server, the build and the verifier share:
// the segment character class, and the skill URI's shape.
import { describe, expect, test } from 'vitest';
import { hasOnlySegmentCharacters, isSegmentCharacter, skillRootOf, skillUri } from '../../src/runtime/skill-uri.js';

describe('segment characters', () => {
  test('are exactly [A-Za-z0-9._-] over every UTF-16 code unit', () => {
    const accepted: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) if (isSegmentCharacter(unit)) accepted.push(String.fromCharCode(unit));
    expect(accepted.join('')).toBe('-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz');
  });

  test('a segment holds at least one of them and nothing else', () => {
    expect(hasOnlySegmentCharacters('review-2.md')).toBe(true);
    expect(hasOnlySegmentCharacters('')).toBe(false);
    expect(hasOnlySegmentCharacters('my notes')).toBe(false);
    expect(hasOnlySegmentCharacters('caf\u00e9')).toBe(false);
  });
});

describe('skill URIs', () => {
  test('a skill URI names its SKILL.md, and its root is what its files start with', () => {
    expect(skillUri('team/review')).toBe('skill://team/review/SKILL.md');
    expect(skillRootOf(skillUri('team/review'))).toBe('skill://team/review');
  });

  test('strings of another shape have no root', () => {
    for (const uri of ['skill:///SKILL.md', 'skill://SKILL.md', 'file://a/SKILL.md', 'skill://a/README.md', 'skill://a/SKILL.md/'])
      expect(skillRootOf(uri)).toBeUndefined();
  });
});

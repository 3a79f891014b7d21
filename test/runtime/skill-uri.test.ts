// The strict skill:// URI parser: one row per refusal class the brief lists (SPEC-NOTES §3
// "Refusals"), the boundaries of every bound, and a property that only the grammar is accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSkillUri, type SkillUriProblem } from '../../src/runtime/skill-uri.js';

const seg = (n: number, char = 'a'): string => char.repeat(n);

const refusals: readonly [string, unknown, SkillUriProblem][] = [
  ['a number', 42, 'not-a-string'],
  ['null', null, 'not-a-string'],
  ['an object', { uri: 'skill://a/SKILL.md' }, 'not-a-string'],
  ['1025 bytes', `skill://a/${seg(1025 - 'skill://a/'.length)}`, 'too-long'],
  ['a megabyte', `skill://a/${seg(1_000_000)}`, 'too-long'],
  ['non-ASCII letter', 'skill://a/SKILL.mé', 'non-ascii'],
  ['fullwidth solidus look-alike', 'skill://a\uff0fSKILL.md', 'non-ascii'],
  ['Cyrillic a look-alike', 'skill://\u0430/SKILL.md', 'non-ascii'],
  ['lone surrogate', 'skill://a/\ud800.md', 'non-ascii'],
  ['space', 'skill://a/SKILL .md', 'control-or-space'],
  ['trailing newline', 'skill://a/SKILL.md\n', 'control-or-space'],
  ['NUL', 'skill://a/SKILL.md\u0000', 'control-or-space'],
  ['tab', 'skill://a/\tSKILL.md', 'control-or-space'],
  ['DEL', 'skill://a/SKILL.md\u007f', 'control-or-space'],
  ['empty string', '', 'scheme'],
  ['uppercase scheme', 'SKILL://a/SKILL.md', 'scheme'],
  ['mixed-case scheme', 'Skill://a/SKILL.md', 'scheme'],
  ['file scheme', 'file:///etc/passwd', 'scheme'],
  ['https scheme', 'https://example.com/SKILL.md', 'scheme'],
  ['single slash', 'skill:/a/SKILL.md', 'scheme'],
  ['no scheme', 'a/SKILL.md', 'scheme'],
  ['scheme-relative', '//a/SKILL.md', 'scheme'],
  ['percent-encoded dot', 'skill://a/%2e%2e/SKILL.md', 'percent-encoding'],
  ['percent-encoded slash', 'skill://a%2FSKILL.md', 'percent-encoding'],
  ['percent-encoded letter', 'skill://a/SKILL%2Emd', 'percent-encoding'],
  ['lone percent', 'skill://a/100%', 'percent-encoding'],
  ['query', 'skill://a/SKILL.md?x=1', 'query'],
  ['empty query', 'skill://a/SKILL.md?', 'query'],
  ['fragment', 'skill://a/SKILL.md#top', 'fragment'],
  ['empty fragment', 'skill://a/SKILL.md#', 'fragment'],
  ['userinfo', 'skill://user@a/SKILL.md', 'userinfo'],
  ['userinfo with password', 'skill://u:p@a/SKILL.md', 'userinfo'],
  ['port', 'skill://a:8080/SKILL.md', 'port'],
  ['empty port', 'skill://a:/SKILL.md', 'port'],
  ['backslash traversal', 'skill://a/..\\..\\SKILL.md', 'backslash'],
  ['backslash separator', 'skill://a\\SKILL.md', 'backslash'],
  ['empty authority', 'skill:///SKILL.md', 'empty-segment'],
  ['double slash', 'skill://a//SKILL.md', 'empty-segment'],
  ['trailing slash', 'skill://a/references/', 'empty-segment'],
  ['scheme only', 'skill://', 'empty-segment'],
  ['dot-dot traversal', 'skill://a/../b/SKILL.md', 'traversal'],
  ['dot segment', 'skill://a/./SKILL.md', 'traversal'],
  ['dot-dot authority', 'skill://../SKILL.md', 'traversal'],
  ['dotfile', 'skill://a/.env', 'dotfile'],
  ['dot directory', 'skill://a/.git/config', 'dotfile'],
  ['triple dot', 'skill://a/.../SKILL.md', 'dotfile'],
  ['dot authority', 'skill://.hidden/SKILL.md', 'dotfile'],
  ['plus sign', 'skill://a/b+c.md', 'invalid-character'],
  ['tilde', 'skill://a/~b.md', 'invalid-character'],
  ['colon in path', 'skill://a/b:c.md', 'invalid-character'],
  ['semicolon', 'skill://a/SKILL.md;x', 'invalid-character'],
  ['brackets', 'skill://[::1]/SKILL.md', 'invalid-character'],
  ['129-byte segment', `skill://a/${seg(129)}`, 'segment-too-long'],
  ['129-byte authority', `skill://${seg(129)}/SKILL.md`, 'segment-too-long'],
  ['17 segments', `skill://${Array.from({ length: 17 }, () => 'a').join('/')}`, 'too-many-segments'],
  ['1000 segments', `skill://${Array.from({ length: 500 }, () => 'a').join('/')}`, 'too-many-segments'],
  ['authority only', 'skill://a', 'not-a-file'],
];

describe('parseSkillUri refusals', () => {
  it.each(refusals)('%s', (_name, input, problem) => {
    expect(parseSkillUri(input)).toEqual({ ok: false, problem });
  });
});

const accepted: readonly [string, string][] = [
  ['a skill file', 'skill://github-pr-readiness/SKILL.md'],
  ['a nested supporting file', 'skill://github-pr-readiness/references/review-checklist.md'],
  ['a prefixed skill', 'skill://acme/code-review/SKILL.md'],
  ['exactly 1024 bytes', `skill://${Array.from({ length: 7 }, () => seg(127)).join('/')}/${seg(120)}`],
  ['exactly 16 segments', `skill://${Array.from({ length: 16 }, () => 'a').join('/')}`],
  ['a 128-byte segment', `skill://a/${seg(128)}`],
  ['dots inside segments', 'skill://a.b/c..d/e.md'],
  ['underscores and hyphens', 'skill://_a-/-b_.md'],
];

describe('parseSkillUri accepts the grammar', () => {
  it.each(accepted)('%s', (_name, uri) => {
    expect(uri.length).toBeLessThanOrEqual(1024);
    const parsed = parseSkillUri(uri);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.uri).toBe(uri);
  });

  it('counts the bound in bytes: 1024 accepted, 1025 refused', () => {
    // 'skill://' + 7 segments of 127 bytes + 7 slashes = 904 bytes before the last segment.
    const at = (n: number): string => `skill://${Array.from({ length: 7 }, () => seg(127)).join('/')}/${seg(n - 904)}`;
    expect(at(1024).length).toBe(1024);
    expect(parseSkillUri(at(1024)).ok).toBe(true);
    expect(parseSkillUri(at(1025))).toEqual({ ok: false, problem: 'too-long' });
  });
});

// An independent statement of the grammar, to check the parser against.
const grammar = /^skill:\/\/(?:(?!\.)[A-Za-z0-9._-]{1,128})(?:\/(?!\.)[A-Za-z0-9._-]{1,128}){1,15}$/;

describe('parseSkillUri property', () => {
  const uriChars = fc.constantFrom(...'abcXYZ019._-/%?#@:\\ .~+é\u0000'.split(''), 'skill://', '..', '/.', '//');
  const candidates = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.array(uriChars, { maxLength: 40 }).map((parts) => parts.join('')),
    fc.array(uriChars, { maxLength: 40 }).map((parts) => `skill://${parts.join('')}`),
  );

  it('accepts exactly the strings the grammar describes', () => {
    fc.assert(
      fc.property(candidates, (input) => {
        expect(parseSkillUri(input).ok).toBe(grammar.test(input) && input.length <= 1024);
      }),
      { numRuns: 5000 },
    );
  });
});

// The bounded line reads of the reference policy (src/references/line-window.ts): a line is read up
// to a window either side of an offset, so one endless line costs a bounded read per candidate.
import { describe, expect, test } from 'vitest';
import { lineEndNear, lineStartNear, lineStartsInOrder, lineWindow, startsLine } from '../../src/references/line-window.js';
import { lintFixture, validSkillMd } from '../support/fixture.js';

describe('line window', () => {
  test('a short line is read whole', () => {
    const text = 'first line\nsecond `x` line\nthird';
    const at = text.indexOf('`x`');
    expect(text.slice(lineStartNear(text, at), lineEndNear(text, at))).toBe('second `x` line');
    expect(startsLine(text, lineStartNear(text, at))).toBe(true);
    expect(lineStartNear(text, 3)).toBe(0);
    expect(lineEndNear(text, text.length - 1)).toBe(text.length);
  });

  test('a line longer than the window is cut at the window, and the cut is not a line start', () => {
    const text = `start\n${'a'.repeat(3 * lineWindow)}\nend`;
    const at = 6 + Math.floor(1.5 * lineWindow);
    expect(lineStartNear(text, at)).toBe(at - lineWindow);
    expect(lineEndNear(text, at)).toBe(at + lineWindow);
    expect(startsLine(text, lineStartNear(text, at))).toBe(false);
    expect(lineStartNear(text, at, 10)).toBe(at - 10);
    expect(lineEndNear(text, at, 10)).toBe(at + 10);
  });

  test('offsets asked in order get the exact start of their line, however long the line', () => {
    const long = 'b'.repeat(3 * lineWindow);
    const text = `a\n${long}\nc d`;
    const startOf = lineStartsInOrder(text);
    expect(startOf(1)).toBe(0);
    expect(startOf(2 + lineWindow)).toBe(2);
    expect(startOf(2 + 2 * lineWindow)).toBe(2);
    expect(startOf(text.length - 1)).toBe(text.length - 3);
    // Back before the last offset: answered through the window.
    expect(startOf(2 + 2 * lineWindow)).toBe(2 + lineWindow);
  });

  test("the words that place a path in the user's tree count within the window, not a whole hostile line away", async () => {
    const skill = (line: string) => ({
      'skills/demo/SKILL.md': validSkillMd('demo', { body: `Origin and limits: published by skillpack for its tests.\n\n${line}\n` }),
    });
    const near = await lintFixture(skill('Compare with `../notes/plan.md` in your repository.'));
    expect(near.filter((d) => d.ruleId.startsWith('reference/'))).toEqual([]);
    const far = await lintFixture(skill(`Compare with \`../notes/plan.md\`${' and more words'.repeat(100)} in your repository.`));
    expect(far.filter((d) => d.ruleId === 'reference/escapes-skill').length).toBe(1);
  });
});

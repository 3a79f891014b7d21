// sortByOffset: the order of a stable sort by offset, whether or not the list is in order already.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sortByOffset } from '../../src/load/by-offset.js';

describe('sortByOffset', () => {
  test('a list in order is returned as it is', () => {
    const list = [{ offset: 1 }, { offset: 1 }, { offset: 5 }];
    const copy = [...list];
    expect(sortByOffset(list)).toBe(list);
    list.forEach((item, i) => expect(item).toBe(copy[i]));
  });

  test('an out-of-order list is sorted, equal offsets keeping their order', () => {
    const list = [
      { offset: 9, id: 'a' },
      { offset: 2, id: 'b' },
      { offset: 9, id: 'c' },
      { offset: 2, id: 'd' },
    ];
    expect(sortByOffset(list).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  test('matches a stable sort on arbitrary lists', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 40 }), (offsets) => {
        const items = offsets.map((offset, id) => ({ offset, id }));
        const expected = [...items].sort((a, b) => a.offset - b.offset).map((item) => item.id);
        expect(sortByOffset([...items]).map((item) => item.id)).toEqual(expected);
      }),
    );
  });
});

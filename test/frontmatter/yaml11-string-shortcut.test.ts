// The shortcut that spares composing the YAML 1.1 and failsafe readings (docs/brief/SPEC-NOTES.md §2):
// a plain scalar is called a string under YAML 1.1 exactly when the YAML 1.1 composer makes it one,
// and a block whose every value is such a string gets the same findings as before.
import fc from 'fast-check';
import { Parser, isMap, isScalar } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSkillMd } from '../../src/load/frontmatter/parse-skill-md.js';
import { composeReading, plainReadsAsStringUnderYaml11 } from '../../src/load/frontmatter/yaml-readings.js';

/** What the YAML 1.1 composer itself makes of `text` as a plain value and as a plain key. */
function composedAsString(text: string): { value: boolean; key: boolean } {
  const read = (yaml: string, at: 'key' | 'value'): boolean => {
    const doc = composeReading([...new Parser().parse(yaml)], 'yaml11')[0];
    const map = doc?.contents;
    if (!isMap(map)) throw new Error(`not a mapping: ${yaml}`);
    const node = map.items[0]?.[at];
    if (!isScalar(node)) throw new Error(`not a scalar: ${yaml}`);
    return typeof node.value === 'string';
  };
  return { value: read(`k: ${text}\n`, 'value'), key: read(`${text}: v\n`, 'key') };
}

describe('plainReadsAsStringUnderYaml11', () => {
  const samples = [
    ...['yes', 'No', 'ON', 'off', 'y', 'N', 'true', 'False', '~', 'null', 'NULL'],
    ...['0755', '0o17', '0b1010', '0x1F', '1_000', '+12', '-3', '1:30', '190:20:30', '12e03', '1.5', '.5', '-.inf', '.NaN'],
    ...['2001-12-14', '2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10 -5', '<<', '='],
    ...['hello', 'v1.2.3', '1.2.3', '3.8.25-beta', 'yes please', 'Null island', '0x', '1:3a', 'a<<b', '12:3:4x', 'true-ish'],
  ];

  it.each(samples)('agrees with the YAML 1.1 composer on %s', (text) => {
    const composed = composedAsString(text);
    // A key-only implicit type (`<<`) makes the shortcut decline for values too: never a wrong "string".
    expect(plainReadsAsStringUnderYaml11(text)).toBe(composed.value && composed.key);
  });

  it('never calls a plain scalar a string that the composer types (random scalars)', () => {
    const alphabet = fc.constantFrom(...'0123456789.:-+_eExXoObBinfINFaAyYnNtTrRuUfFlLsS~<= '.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, minLength: 1, maxLength: 12 }), (raw) => {
        const text = raw.trim();
        // Only what stays one plain scalar on a line of its own.
        fc.pre(text !== '' && !/^[-?:~]( |$)|: | #|^[<=]$/.test(text) && !text.startsWith('- '));
        let composed: { value: boolean; key: boolean };
        try {
          composed = composedAsString(text);
        } catch {
          return; // not a plain scalar in both places
        }
        if (plainReadsAsStringUnderYaml11(text)) expect(composed).toEqual({ value: true, key: true });
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('blocks whose every value is a string in every reading', () => {
  it('get no schema finding, and a typed value among them still does', () => {
    const plain = parseSkillMd('---\nname: a\ndescription: Reviews a diff.\nmetadata:\n  version: v1.2.3\n  note: "yes"\n---\n', 16 * 1024);
    expect(plain.findings).toEqual([]);
    const typed = parseSkillMd('---\nname: a\ndescription: Reviews a diff.\nmetadata:\n  version: v1.2.3\n  note: yes\n---\n', 16 * 1024);
    expect(typed.findings.map((f) => [f.code, f.path, f.line])).toEqual([['schema/difference', 'metadata.note', 6]]);
  });
});

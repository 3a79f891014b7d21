// The word-scan prefilter calls exactly what the old pair-table prefilter (support/prefilter-oracle.ts)
// calls: the same (detector, offset, literal) sequence, for the engine's own detectors and for
// made-up ones, on texts built from trigger literals in mixed case, their prefixes and overlaps,
// ASCII and non-ASCII characters (including ones whose low byte is a literal's character), short
// texts, long ones and texts that cross the scan's chunk boundary.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { secretDetectors as detectors } from '../../src/rules/secret/index.js';
import { createPrefilter } from '../../src/rules/secret/engine/prefilter.js';
import type { Detector, TriggerHandler } from '../../src/rules/secret/engine/types.js';
import { createPrefilter as createOraclePrefilter } from './support/prefilter-oracle.js';

type Calls = string[];

function record(run: (text: string, handlers: readonly TriggerHandler[]) => void, count: number, text: string): Calls {
  const out: Calls = [];
  const handlers = Array.from(
    { length: count },
    (_, d): TriggerHandler =>
      (offset, literal) =>
        out.push(`${d}@${offset}:${literal}`),
  );
  run(text, handlers);
  return out;
}

const fast = createPrefilter(detectors);
const oracle = createOraclePrefilter(detectors);
const engineCalls = (text: string): { fast: Calls; oracle: Calls } => ({
  fast: record((t, h) => fast.run(t, h), detectors.length, text),
  oracle: record((t, h) => oracle.run(t, h), detectors.length, text),
});

const literals = [...new Set(detectors.flatMap((d) => [...d.triggers, ...(d.caseInsensitiveTriggers ?? [])]))];
const literalChars = [...new Set(literals.join(''))];
/** Characters outside ASCII whose low byte (or lower-case form) is a literal's character, and other non-ASCII text. */
const nonAscii = [
  ...literalChars.map((c) => String.fromCharCode(0x100 | c.charCodeAt(0))),
  ...literalChars.map((c) => String.fromCharCode(0x4b00 | c.charCodeAt(0))),
  '\u212A', // KELVIN SIGN: lower-cases to k
  '\u017F', // LATIN SMALL LETTER LONG S: upper-cases to S
  '\u0130', // LATIN CAPITAL LETTER I WITH DOT ABOVE
  'é',
  'ü',
  '\u00A0',
  '—',
  'テ',
  '\u{1F600}',
  '\uD83D',
  '\uDE00',
  '\uFEFF',
];

/** A string with each letter's case chosen by the bits of `mask`. */
const withCase = (text: string, mask: number): string =>
  [...text].map((c, k) => ((mask >> (k % 31)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');

const literal = fc.constantFrom(...literals);
const piece = fc.oneof(
  { weight: 4, arbitrary: literal },
  { weight: 4, arbitrary: fc.tuple(literal, fc.integer()).map(([l, mask]) => withCase(l, mask)) },
  // A prefix, or a literal running into the end of another (`secre` + `secret_access_key`).
  { weight: 2, arbitrary: fc.tuple(literal, fc.nat()).map(([l, k]) => l.slice(0, 1 + (k % l.length))) },
  { weight: 2, arbitrary: fc.tuple(literal, literal, fc.nat()).map(([a, b, k]) => a + b.slice(1 + (k % b.length))) },
  { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 2, arbitrary: fc.constantFrom(...literalChars, ' ', '\n', '\t', '\0', '\x7f') },
  { weight: 3, arbitrary: fc.constantFrom(...nonAscii) },
  { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xffff }).map((code) => String.fromCharCode(code)) },
);
const text = (maxLength: number): fc.Arbitrary<string> => fc.array(piece, { maxLength, size: 'max' }).map((parts) => parts.join(''));

/** Prose-like filler without any trigger, to move a text's end or a chunk boundary. */
const filler = (length: number): string => 'lorem ipsum dolor sit amet '.repeat(Math.ceil(length / 27) + 1).slice(0, length);

describe('with the engine detectors', () => {
  test('every literal, in every case form, at each alignment, in short and long texts', () => {
    for (const l of literals) {
      for (const form of [l, l.toLowerCase(), l.toUpperCase(), withCase(l, 0x55555555), withCase(l, 0x2aaaaaaa)]) {
        for (let at = 0; at < 8; at++) {
          for (const padding of [0, 70, 300]) {
            const t = `${filler(at)}${form}${filler(padding)}${form}x${form}`;
            const { fast: got, oracle: want } = engineCalls(t);
            expect(got).toEqual(want);
          }
        }
      }
    }
  });

  test.each([
    ['empty', ''],
    ['one character', 'k'],
    ['a literal at the very end of a long text', `${filler(200)}-u`],
    ['a literal that is the whole text', 'secret_access_key'],
    [
      'overlapping literals and a longer one at the same offset',
      `${filler(64)}--proxy-user --user -u -----BEGIN  secretaccesskey SECRET_ACCESS_KEY xoxe.xoxe-`,
    ],
    ['both sets at one offset', `${filler(80)}cf_ cfat_ CF_ cfk_ sk-ant- sk_live_ pk_test_ AKIA akia`],
    [
      'non-ASCII stand-ins for literal characters',
      `${filler(80)}\u0170\u0161ecret \u212Aey \u017Fecret k\u0100y -\u0175 ${'\u4b6b\u4b65\u4b79'}`,
    ],
    ['a literal split by a non-ASCII character', `${filler(90)}sec\u00E9ret to\u{1F600}ken pa\uD83Dss`],
    ['lengths around the short-text cut-off', filler(62) + 'pwd'],
    ['every literal in a row', `${filler(65)}${literals.join('')}${literals.join(' ')}`],
  ])('%s', (_label, t) => {
    const { fast: got, oracle: want } = engineCalls(t);
    expect(got).toEqual(want);
  });

  test('texts of every length up to a few words, ending in a literal', () => {
    for (let n = 0; n < 140; n++) {
      for (const l of ['-u', 'key', 'eyJ', 'pass', 'xoxe.', '://']) {
        const { fast: got, oracle: want } = engineCalls(filler(n) + l);
        expect(got).toEqual(want);
      }
    }
  });

  test('literals across the chunk boundary, at every offset', () => {
    for (const l of ['-----BEGIN ', 'secret_access_key', '-u', 'key', 'hooks.slack.com/', 'ocp-apim-subscription-key']) {
      for (let back = 0; back <= l.length + 4; back++) {
        const { fast: got, oracle: want } = engineCalls(`${filler((1 << 14) - back)}${l} ${l}`);
        expect(got).toEqual(want);
      }
    }
  });

  test('on generated texts', () => {
    fc.assert(
      fc.property(text(200), (t) => {
        const { fast: got, oracle: want } = engineCalls(t);
        expect(got).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });

  test('on generated texts that cross chunk boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * (1 << 14) }), text(120), text(120), (at, a, b) => {
        const { fast: got, oracle: want } = engineCalls(`${a}${filler(at)}${b}${filler(at % 5000)}${a}`);
        expect(got).toEqual(want);
      }),
      { numRuns: 150 },
    );
  });
});

describe('with made-up detectors', () => {
  const detector = (triggers: string[], caseInsensitiveTriggers: string[]): Detector => ({
    ruleId: 'secret/generic-assignment',
    triggers,
    caseInsensitiveTriggers,
    start: () => () => {},
  });
  const alphabet = 'abAB-_k';
  const word = fc.string({ unit: fc.constantFrom(...alphabet), minLength: 2, maxLength: 9 });
  const detectorSet = fc
    .array(fc.tuple(fc.uniqueArray(word, { maxLength: 4 }), fc.uniqueArray(word, { maxLength: 3 })), { minLength: 1, maxLength: 4 })
    .filter((ds) => {
      // Two case-sensitive literals that differ only in case are refused by both implementations.
      const exact = ds.flatMap(([t]) => t);
      return new Set(exact.map((t) => t.toLowerCase())).size === new Set(exact).size;
    });
  const smallText = fc
    .array(fc.constantFrom(...alphabet, ' ', 'a', 'b', '\u0161', '\u0141', '\u212A', 'é'), { maxLength: 400, size: 'max' })
    .map((cs) => cs.join(''));

  test('on generated texts over a small alphabet', () => {
    fc.assert(
      fc.property(detectorSet, smallText, (spec, t) => {
        const ds = spec.map(([triggers, folded]) => detector(triggers, folded));
        const got = record((x, h) => createPrefilter(ds).run(x, h), ds.length, t);
        const want = record((x, h) => createOraclePrefilter(ds).run(x, h), ds.length, t);
        expect(got).toEqual(want);
      }),
      { numRuns: 1500 },
    );
  });
});

// The engine's faster internals against plain reference implementations: the trie prefilter, the
// allocation-free statistics, the identifier and base64-text judgements.
import { describe, expect, test } from 'vitest';
import { base64Text, isIdentifierLike, isSecretToken } from '../../src/rules/secret/engine/judge.js';
import { createPrefilter } from '../../src/rules/secret/engine/prefilter.js';
import { distinctCount, hasPlaceholderWord, sequenceShare, shannonBits } from '../../src/rules/secret/engine/randomness.js';
import { createScanner, type Scanner } from '../../src/rules/secret/engine/scan-text.js';
import type { Candidate, Detector, TriggerHandler } from '../../src/rules/secret/engine/types.js';
import { BASE62, BASE64URL, Random } from './support/random.js';

function detector(triggers: string[], caseInsensitiveTriggers: string[] = []): Detector {
  return { ruleId: 'secret/generic-assignment', triggers, caseInsensitiveTriggers, start: () => () => {} };
}

/** Every [offset, detector, literal] the prefilter reports, in call order. */
function calls(detectors: Detector[], text: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  const handlers: TriggerHandler[] = detectors.map((_, d) => (index, literal) => out.push([index, d, literal]));
  createPrefilter(detectors).run(text, handlers);
  return out;
}

/** What the prefilter promises, computed naively: each detector once per offset, with its longest literal there. */
function reference(detectors: Detector[], text: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  for (let i = 0; i < text.length; i++) {
    detectors.forEach((d, k) => {
      const exact = d.triggers.filter((t) => text.startsWith(t, i));
      const folded = (d.caseInsensitiveTriggers ?? []).filter((t) => text.slice(i, i + t.length).toLowerCase() === t.toLowerCase());
      const own = [...exact, ...folded.map((t) => t.toLowerCase())];
      if (own.length > 0) out.push([i, k, own.sort((a, b) => b.length - a.length)[0] ?? '']);
    });
  }
  return out;
}

describe('prefilter', () => {
  test('overlapping literals, case folding and exact case', () => {
    const ds = [detector(['AKIA', 'ghp_']), detector([], ['secret', 'secret_access_key', 'key']), detector(['-u', '--user'])];
    const text = 'AKIA akia Secret_Access_KEY ghp_ GHP_ --user -u é-u xsecretkey';
    expect(calls(ds, text)).toEqual([
      [0, 0, 'AKIA'],
      [10, 1, 'secret_access_key'],
      [24, 1, 'key'],
      [28, 0, 'ghp_'],
      [38, 2, '--user'],
      [39, 2, '-u'],
      [45, 2, '-u'],
      [49, 2, '-u'],
      [53, 1, 'secret'],
      [59, 1, 'key'],
    ]);
  });

  test('agrees with a naive search on random text over a small alphabet', () => {
    const ds = [
      detector(['ab', 'abc', 'ABA', 'b-'], ['ca', 'cab', 'a-b']),
      detector(['bc'], ['AB', 'abcab']),
      detector([], ['b'.repeat(2), 'b-a']),
    ];
    const r = new Random(5);
    for (let k = 0; k < 50; k++) {
      const text = r.chars(400, 'abcABC- é');
      expect(calls(ds, text).sort((x, y) => x[0] - y[0] || x[1] - y[1])).toEqual(reference(ds, text));
    }
  });

  test('a literal at the very end of the text, and texts shorter than any literal', () => {
    const ds = [detector(['npm_'], ['pwd'])];
    expect(calls(ds, 'x npm_')).toEqual([[2, 0, 'npm_']]);
    expect(calls(ds, 'PWD')).toEqual([[0, 0, 'pwd']]);
    expect(calls(ds, 'n')).toEqual([]);
    expect(calls(ds, '')).toEqual([]);
  });

  test('refuses literals it cannot index', () => {
    expect(() => createPrefilter([detector(['x'])])).toThrow();
    expect(() => createPrefilter([detector(['ké'])])).toThrow();
  });
});

describe('allocation-free statistics match plain ones', () => {
  const plainBits = (s: string): number => {
    const counts = new Map<string, number>();
    for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
    let bits = 0;
    for (const n of counts.values()) bits -= (n / [...s].length) * Math.log2(n / [...s].length);
    return bits;
  };
  const plainShare = (s: string, minRun = 4): number => {
    // Runs of consecutive steps of +1 or -1 (ignoring case), at least minRun characters long.
    const f = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);
    let covered = 0;
    let i = 0;
    while (i < s.length) {
      let j = i + 1;
      const step = j < s.length ? f(s.charCodeAt(j)) - f(s.charCodeAt(i)) : 0;
      if (step === 1 || step === -1) while (j + 1 < s.length && f(s.charCodeAt(j + 1)) - f(s.charCodeAt(j)) === step) j++;
      else j = i;
      if (j - i + 1 >= minRun) covered += j - i + 1;
      i = j === i ? i + 1 : j;
    }
    return Math.min(1, covered / s.length);
  };
  test('on random ASCII text, sequences and repeated calls', () => {
    const r = new Random(11);
    for (let k = 0; k < 300; k++) {
      const s = r.chars(1 + r.int(80), r.int(2) === 0 ? BASE62 : 'abcdefg1234');
      expect(shannonBits(s)).toBeCloseTo(plainBits(s), 9);
      expect(distinctCount(s)).toBe(new Set(s).size);
      expect(sequenceShare(s)).toBeCloseTo(plainShare(s), 9);
      expect(sequenceShare(s, 3)).toBeCloseTo(plainShare(s, 3), 9);
    }
    expect(sequenceShare('abcdXYZ4321')).toBeCloseTo(plainShare('abcdXYZ4321'), 9);
  });
  test('on text beyond ASCII', () => {
    expect(distinctCount('ééa€€')).toBe(3);
    expect(shannonBits('€€€€')).toBe(0);
  });
  test('placeholder words are matched in the cases people type, not in mixed case', () => {
    expect(['example', 'EXAMPLE', 'Example', 'my_api_key', 'xxYourxx'].map(hasPlaceholderWord)).toEqual([true, true, true, true, true]);
    expect(['eXaMpLe', 'tOKEn', 'Q7fLorxm'].map(hasPlaceholderWord)).toEqual([false, false, false]);
  });
});

describe('identifiers and base64 text', () => {
  test('identifiers of words are recognised', () => {
    for (const v of [
      'AccessKeyRotationPolicyName',
      'DefaultAWSCredentialsProviderChain',
      'OAuth2ClientSecretResolver',
      'getAToken',
      'please-change-this-secret',
      'API_TOKEN',
      'my_secret_var',
    ]) {
      expect([v, isIdentifierLike(v)]).toEqual([v, true]);
    }
  });
  test('random tokens of token length are almost never identifier-like, and still secrets', () => {
    const r = new Random(23);
    let identifierLike = 0;
    let judgedSecret = 0;
    for (let k = 0; k < 2000; k++) {
      const v = r.chars(32, BASE62);
      if (isIdentifierLike(v)) identifierLike++;
      if (isSecretToken(v, 16)) judgedSecret++;
    }
    expect(identifierLike).toBeLessThanOrEqual(2);
    expect(judgedSecret).toBeGreaterThanOrEqual(1990);
  });
  test('base64 of text decodes; base64 of random bytes does not', () => {
    expect(base64Text(Buffer.from('user:correct-horse').toString('base64'))).toBe('user:correct-horse');
    expect(base64Text(Buffer.from('a sentence, url-safe').toString('base64url'))).toBe('a sentence, url-safe');
    const r = new Random(29);
    let decoded = 0;
    for (let k = 0; k < 500; k++) if (base64Text(Buffer.from(r.bytes(24)).toString('base64')) !== undefined) decoded++;
    expect(decoded).toBe(0);
    expect(base64Text(r.chars(40, BASE64URL).replace(/^./, '!'))).toBeUndefined();
    expect(base64Text('abc=')).toBeUndefined(); // too short to be text worth judging
  });
});

describe('the scanner keeps each scan to itself', () => {
  // The scanner's handlers are made once and read the scan in progress: a scan started while another
  // runs (a detector judging a text of its own) and the per-text bound must not leak between scans.
  const candidate = (offset: number, end: number): Candidate => ({
    offset,
    end,
    secret: `s${offset}`,
    kind: 'secret',
    family: 'test',
    validated: false,
  });
  const scanner: Scanner = createScanner([
    {
      ruleId: 'secret/github-token',
      triggers: ['KEY'],
      start: (text, emit) => (index) => {
        // The inner scan runs between the outer scan's triggers.
        if (text.startsWith('outer')) expect(scanner('inner KEY').map((m) => m.offset)).toEqual([6]);
        emit(candidate(index, index + 3));
      },
    },
  ]);

  test('a scan started inside another leaves the outer one whole', () => {
    expect(scanner('outer KEY and KEY').map((m) => [m.offset, m.secret])).toEqual([
      [6, 's6'],
      [14, 's14'],
    ]);
  });

  test('the bound of one text does not stop the detector in the next', () => {
    const stops: number[] = [];
    expect(scanner('KEY KEY KEY', 1, (d) => stops.push(d)).map((m) => m.offset)).toEqual([0]);
    expect(scanner('KEY KEY').map((m) => m.offset)).toEqual([0, 4]);
    expect(stops).toEqual([0]);
  });
});

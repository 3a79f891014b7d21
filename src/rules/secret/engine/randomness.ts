// Statistics that tell a machine-generated value from a placeholder a person typed: real tokens
// are uniform draws from their alphabet, documentation writes `xxxx`, `1234…`, `AbCdEf…` or words.

// Character counts for the statistics below, reused across calls (scans are synchronous); clearing
// only the touched entries keeps every call allocation-free and linear in the value.
const counts = new Int32Array(65536);
const touched = new Uint16Array(65536);

/** Counts the characters of `s` into `counts`, listing each distinct one in `touched`; returns how many are distinct. */
function tally(s: string): number {
  let distinct = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const seen = counts[c] ?? 0;
    counts[c] = seen + 1;
    if (seen === 0) touched[distinct++] = c;
  }
  return distinct;
}

/** Shannon entropy in bits per character. */
export function shannonBits(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  const distinct = tally(s);
  let bits = 0;
  for (let k = 0; k < distinct; k++) {
    const c = touched[k] ?? 0;
    const p = (counts[c] ?? 0) / n;
    bits -= p * Math.log2(p);
    counts[c] = 0;
  }
  return bits;
}

export function distinctCount(s: string): number {
  const distinct = tally(s);
  for (let k = 0; k < distinct; k++) counts[touched[k] ?? 0] = 0;
  return distinct;
}

/** Length of the longest run of one repeated character. */
export function longestRepeat(s: string): number {
  let best = s.length === 0 ? 0 : 1;
  let run = 1;
  for (let i = 1; i < s.length; i++) {
    run = s.charCodeAt(i) === s.charCodeAt(i - 1) ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

function fold(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * Share of characters inside ascending or descending runs of at least `minRun` consecutive
 * characters, ignoring case (`abcd`, `AbCdEf`, `4321`): the texture of hand-made samples.
 */
export function sequenceShare(s: string, minRun = 4): number {
  if (s.length < minRun) return 0;
  let inRuns = 0;
  let runStart = 0;
  let step = 0;
  for (let i = 1; i < s.length; i++) {
    const d = fold(s.charCodeAt(i)) - fold(s.charCodeAt(i - 1));
    const unit = d === 1 || d === -1;
    if (unit && (step === 0 || d === step)) {
      step = d;
      continue;
    }
    if (i - runStart >= minRun) inRuns += i - runStart; // the run that ends here
    runStart = unit ? i - 1 : i;
    step = unit ? d : 0;
  }
  if (s.length - runStart >= minRun) inRuns += s.length - runStart;
  return Math.min(1, inRuns / s.length);
}

/**
 * The textures of a hand-typed sample that the plain statistics miss: two interleaved counting runs
 * (`A1B2C3D4…`, `a1b2c3…`), blocks of one repeated character (`AAAABBBBCCCC…`) and a short
 * repeated period (`abcd1234abcd1234…`). A uniform draw shows none of them at token length.
 */
export function hasTypedPattern(s: string): boolean {
  const n = s.length;
  if (n < 12) return false;
  // Interleaved runs: every other character counts up or down.
  let even = '';
  let odd = '';
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) even += s[i];
    else odd += s[i];
  }
  if (sequenceShare(even, 4) >= 0.5 && sequenceShare(odd, 4) >= 0.5) return true;
  // Blocks: most characters sit in runs of three or more of the same character.
  let inBlocks = 0;
  let run = 1;
  for (let i = 1; i <= n; i++) {
    if (i < n && s.charCodeAt(i) === s.charCodeAt(i - 1)) {
      run++;
      continue;
    }
    if (run >= 3) inBlocks += run;
    run = 1;
  }
  if (inBlocks * 2 >= n) return true;
  // A short period (at most a third of the value, and 32) repeated over all of it.
  for (let p = 1; p * 3 <= n && p <= 32; p++) {
    let i = p;
    while (i < n && s.charCodeAt(i) === s.charCodeAt(i - p)) i++;
    if (i === n) return true;
  }
  return false;
}

type CharClass = 0 | 1 | 2 | 3;

function classOf(code: number): CharClass {
  if (code >= 97 && code <= 122) return 0;
  if (code >= 65 && code <= 90) return 1;
  if (code >= 48 && code <= 57) return 2;
  return 3;
}

/** How many of lower case, upper case, digits and other characters occur. */
export function classCount(s: string): number {
  let mask = 0;
  for (let i = 0; i < s.length; i++) mask |= 1 << classOf(s.charCodeAt(i));
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
}

/** Share of neighbouring pairs whose characters belong to different classes (words switch rarely). */
export function classSwitchShare(s: string): number {
  if (s.length < 2) return 0;
  let switches = 0;
  for (let i = 1; i < s.length; i++) if (classOf(s.charCodeAt(i)) !== classOf(s.charCodeAt(i - 1))) switches++;
  return switches / (s.length - 1);
}

/**
 * Whether `s` holds one of `words` written in lower case, upper case or capitalised — the ways
 * people type it — but not in the mixed case a random string would produce. One case-insensitive
 * search, then the case of each match is checked.
 */
function wordsIn(words: readonly string[]): (s: string) => boolean {
  const pattern = new RegExp(words.map((w) => w.replace(/[-_]/g, '\\$&')).join('|'), 'gi');
  return (s) => {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(s); m !== null; m = pattern.exec(s)) {
      const w = m[0];
      const rest = w.slice(1);
      if (rest === rest.toLowerCase() || w === w.toUpperCase()) return true;
      pattern.lastIndex = m.index + 1;
    }
    return false;
  };
}

// Words that only documentation puts inside a token's random part. Five letters or more, so a
// real random body contains one with negligible probability (runs such as `xxxxx` are caught by
// longestRepeat).
const hasSampleWord = wordsIn(['example', 'sample', 'placeholder', 'dummy', 'redacted', 'changeme', 'notreal']);

// In a free-form value (a password, an assigned key) shorter words give a placeholder away too.
const hasValuePlaceholderWord = wordsIn([
  'example',
  'sample',
  'placeholder',
  'dummy',
  'redacted',
  'changeme',
  'replace',
  'insert',
  'your',
  'fake',
  'secret',
  'token',
  'password',
  'passwd',
  'apikey',
  'api_key',
  'api-key',
  'mykey',
  'foobar',
  'lorem',
  'todo',
]);

// `ChangeMe`, `change-me`, `CHANGE_ME` at the start of a word (`ChangeMeNow!`), never inside one (`ExchangeMeadow`).
const changeMe = /(?:^|[^A-Za-z])change[-_.]?me/i;

export function hasPlaceholderWord(s: string): boolean {
  return hasValuePlaceholderWord(s) || changeMe.test(s);
}

/**
 * Whether the random part of a prefixed token looks like a uniform draw from an alphabet of
 * `alphabetSize` characters. The thresholds keep the miss rate for real tokens below about 1e-6.
 */
export function looksRandom(body: string, alphabetSize: number): boolean {
  const n = body.length;
  if (n === 0) return false;
  if (hasSampleWord(body)) return false;
  if (longestRepeat(body) >= (alphabetSize <= 16 ? 7 : 6)) return false;
  if (sequenceShare(body) > 0.3 || hasTypedPattern(body)) return false;
  const expected = alphabetSize * (1 - Math.pow(1 - 1 / alphabetSize, n));
  return distinctCount(body) >= 0.45 * expected;
}

function entropyFloor(n: number): number {
  if (n < 16) return 3.0;
  if (n < 32) return 3.2;
  return 3.4;
}

/**
 * Whether an unprefixed value (a password, an assigned key, a header token) looks generated rather
 * than typed: long enough, mixed classes that switch often, high entropy, no placeholder texture.
 */
export function looksGenerated(value: string, minLength: number): boolean {
  const n = value.length;
  if (n < minLength || n > 1024) return false;
  if (hasPlaceholderWord(value)) return false;
  if (classCount(value) < 2) return false;
  if (/^[0-9]+$/.test(value)) return false;
  if (longestRepeat(value) >= 5) return false;
  // Typed samples (`abc123def456`) are built of short runs; a random value of this length has none.
  if (sequenceShare(value, 3) > 0.3 || hasTypedPattern(value)) return false;
  if (classSwitchShare(value) < 0.14) return false;
  return shannonBits(value) >= entropyFloor(n);
}

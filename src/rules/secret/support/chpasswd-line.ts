// The password of a `user:password` pair piped to chpasswd (`echo "u:pw" | sudo chpasswd`), read back from the command.
// chpasswd reads `user:password` lines and sets each account's password (docs/rules.md,
// secret/generic-assignment). Read from the word back: `|`, the quoted pair (its opening quote
// found within the pair's longest length), then `echo` or `printf`; every step is bounded.

// A quoted `user:password` pair, whole (group 2 the user, group 3 the password).
const QUOTED_PAIR = /^(["'])([^"'`:\s$]{1,64}):([^"'`\s]{1,256})\1$/;
// `echo`/`printf` (with `-n`/`-e`) and blanks, ending where the pair's opening quote stands.
const ECHO_BEFORE = /(?:^|[\s;&|(])(?:echo(?:[ \t]+-[neE]{1,3})?|printf)[ \t]+$/;
const isBlank = (c: number): boolean => c === 32 || c === 9;

export interface PipedPair {
  readonly user: string;
  readonly password: string;
  /** Where the password ends (its closing quote). */
  readonly end: number;
}

/** The pair piped to the word `chpasswd` starting at `index` (the caller has matched the word), if any. */
export function pipedToChpasswd(text: string, index: number): PipedPair | undefined {
  let p = index;
  while (p > index - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  if (text.startsWith('sudo', p - 4)) {
    p -= 4;
    while (p > index - 24 && isBlank(text.charCodeAt(p - 1))) p--;
  }
  if (text.charCodeAt(p - 1) !== 124) return undefined; // |
  p--;
  while (p > index - 40 && isBlank(text.charCodeAt(p - 1))) p--;
  const close = p - 1;
  const quote = text.charCodeAt(close);
  if (quote !== 34 && quote !== 39) return undefined; // " '
  // A pair holds a `:`: a flood of quotes and pipes ends here, before anything is sliced.
  let open = close - 1;
  let colon = false;
  while (open > close - 323 && open > 0 && text.charCodeAt(open) !== quote) {
    if (text.charCodeAt(open) === 58) colon = true;
    open--;
  }
  if (!colon || text.charCodeAt(open) !== quote) return undefined;
  const m = QUOTED_PAIR.exec(text.slice(open, close + 1));
  if (m === null || !ECHO_BEFORE.test(text.slice(Math.max(0, open - 16), open))) return undefined;
  return { user: m[2] ?? '', password: m[3] ?? '', end: close };
}

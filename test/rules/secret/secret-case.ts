// Cases for the secret rules' tables: a skill whose SKILL.md body holds the text under test, and the
// expected finding for each credential in it, positioned by searching the file (computed here, not
// by the engine). Credentials come from test/secret/support/secrets.ts, built at test time.
import type { Severity } from '../../../src/diagnostics/diagnostic.js';
import type { FixtureTree } from '../../support/fixture.js';
import type { ExpectedFinding, InvalidCase, RuleCase } from '../../support/rule-tester.js';
import { skillMd } from '../../secret/support/skill.js';

export const SKILL = 'skills/demo/SKILL.md';

/** A skill whose SKILL.md body ends with `text`. */
export function skill(text: string): FixtureTree {
  return { [SKILL]: skillMd(text) };
}

/** A valid case: the rule reports nothing in a SKILL.md ending with `text`. */
export const quiet = (name: string, text: string): RuleCase => ({ name, tree: skill(text) });

/** 1-based line and UTF-16 column of `offset` in `text`. */
function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** One credential the rule must report: its exact text, and what the message says of it. */
export interface Expected {
  /** The reported span's exact text: the credential, or a key block from BEGIN to END. */
  readonly secret: string;
  readonly family: string;
  readonly redacted: string;
  readonly pairedWith?: string;
  /** `found` by default; `placeholder` notes are info findings. */
  readonly messageId?: string;
  readonly severity?: Severity;
}

/** `prefix…` and the last two characters: the redacted form docs/rules.md promises for a long secret. */
export const redacted = (prefix: string, secret: string): string => `${prefix}\u2026${secret.slice(-2)}`;

/** The findings for `expected`, in order, each located after the one before it in `file`. */
export function findingsIn(file: string, expected: readonly Expected[], path = SKILL): ExpectedFinding[] {
  let from = 0;
  return expected.map((e) => {
    const at = file.indexOf(e.secret, from);
    if (at === -1) throw new Error(`fixture does not contain the expected secret (${e.family})`);
    from = at + e.secret.length;
    const start = positionAt(file, at);
    const end = positionAt(file, at + e.secret.length);
    const messageId = e.messageId ?? 'found';
    return {
      messageId,
      data: { family: e.family, redacted: e.redacted, pairedWith: e.pairedWith ?? '' },
      file: path,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      severity: e.severity ?? (messageId === 'placeholder' ? 'info' : 'error'),
    };
  });
}

/** An invalid case: a SKILL.md ending with `text`, and the rule's findings on `expected`. */
export function reported(name: string, text: string, ...expected: Expected[]): InvalidCase {
  const tree = skill(text);
  return { name, tree, errors: findingsIn(tree[SKILL] as string, expected) };
}

/** The redacted form of a secret without a public prefix: two characters of a value of 16 or more, and the last two of one of 12 or more. */
export const redactedBare = (secret: string): string =>
  `${secret.length >= 16 ? secret.slice(0, 2) : ''}\u2026${secret.length >= 12 ? secret.slice(-2) : ''}`;

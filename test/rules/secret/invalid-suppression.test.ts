// secret/invalid-suppression: reported by the lint stage after every rule has run, which judges each
// inline directive against the findings it covers (src/lint/suppressions.ts) and reads the allowlist
// file (src/lint/secret-allowlist.ts). The table lints each tree through that stage; credentials are
// computed at test time (test/secret/support/secrets.ts).
import { createHash } from 'node:crypto';
import { secretInvalidSuppression } from '../../../src/rules/secret/invalid-suppression.js';
import { lintFixtureOutcome } from '../../support/fixture.js';
import { reporterTester, type ExpectedReport, type ReportedCase, type ReportedInvalidCase } from '../../support/reporter-tester.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { positionOf, skillMd } from '../../secret/support/skill.js';
import { SKILL } from './secret-case.js';

const f = new SecretFactory(2718);
const value = f.token(32);
const github = f.github();
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');
const allowlistConfig = { secretAllowlist: 'config/secret-allowlist.txt' };

/** A SKILL.md whose body ends with `text`. */
const quiet = (name: string, text: string): ReportedCase => ({ name, tree: { [SKILL]: skillMd(text) } });

/** A SKILL.md whose body ends with `text`, and the findings at its directive (`<!--`). */
function directive(name: string, text: string, errors: readonly Omit<ExpectedReport, 'line' | 'column' | 'file'>[]): ReportedInvalidCase {
  const source = skillMd(text);
  const at = positionOf(source, '<!--');
  return { name, tree: { [SKILL]: source }, errors: errors.map((e) => ({ ...e, file: SKILL, ...at })) };
}

/** An allowlist file beside a clean skill, and the findings on its lines. */
function allowlist(name: string, text: string, errors: readonly Omit<ExpectedReport, 'column' | 'file'>[]): ReportedInvalidCase {
  return {
    name,
    tree: { [SKILL]: skillMd('Plain guidance.'), 'config/secret-allowlist.txt': text },
    config: allowlistConfig,
    errors: errors.map((e) => ({ ...e, file: 'config/secret-allowlist.txt', column: 1 })),
  };
}

const fp = 'ab'.repeat(32);

reporterTester(secretInvalidSuppression, ({ tree, config }) => lintFixtureOutcome(tree, config).diagnostics, {
  valid: [
    quiet('no suppression', 'Plain guidance.'),
    quiet(
      'a used directive with a reason, for a contextual rule',
      `<!-- skillpack-allow secret/generic-assignment reason="tutorial sample" -->\nAPI_SECRET=${value}`,
    ),
    quiet(
      'a directive quoted in inline code is documentation',
      'Write `<!-- skillpack-allow secret/<rule> reason="…" -->` above the line.',
    ),
    {
      name: 'an allowlist of fingerprints with reasons, comments and blank lines',
      tree: {
        [SKILL]: skillMd(`token ${github}`),
        'config/secret-allowlist.txt': `# fixtures\n\nsha256:${sha(`secret/github-token:${github}`)}  # revoked fixture token\n`,
      },
      config: allowlistConfig,
    },
  ],
  invalid: [
    directive('a directive without a reason', `<!-- skillpack-allow secret/generic-assignment -->\nAPI_SECRET=${value}`, [
      {
        messageId: 'missingReason',
        message: 'The suppression of secret/generic-assignment has no reason; add `reason="…"` saying why the value is harmless.',
      },
    ]),
    directive('a directive for a validated family', `<!-- skillpack-allow secret/github-token reason="it is only a test" -->\n${github}`, [
      { messageId: 'validatedFamily' },
    ]),
    directive('a directive naming no rule', '<!-- skillpack-allow -->', [{ messageId: 'malformed' }]),
    directive('a directive naming an unknown secret rule', '<!-- skillpack-allow secret/no-such-rule reason="x" -->', [
      { messageId: 'unknownRule' },
    ]),
    directive('a directive naming a rule of another category', '<!-- skillpack-allow filesystem/hidden-file reason="x" -->', [
      { messageId: 'notSecretRule' },
    ]),
    directive(
      'a directive two lines above the finding',
      `<!-- skillpack-allow secret/generic-assignment reason="x" -->\n\nAPI_SECRET=${value}`,
      [{ messageId: 'unused' }],
    ),
    allowlist('an allowlist line that is no fingerprint', 'sha256:abc123  # reason\n', [{ messageId: 'allowlistSyntax', line: 1 }]),
    allowlist('an allowlist entry without a reason', `\nsha256:${fp}\n`, [
      {
        messageId: 'allowlistReason',
        message: `Allowlist entry sha256:${fp.slice(0, 12)}… has no reason; add \`# why this finding is harmless\` after it.`,
        line: 2,
      },
    ]),
    allowlist('an allowlist entry listed twice', `${fp}  # a\n${fp}  # b\n`, [{ messageId: 'allowlistDuplicate', line: 2 }]),
  ],
});

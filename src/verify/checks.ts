// Every fault `skillpack verify` can report, by a stable id (docs/verify.md has one section per id).
// A finding is data, like a lint diagnostic: the id, a severity, a message saying what the server
// did and what a host does about it, and the URI it concerns.
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';

export const verifyChecks = {
  'verify/connection': 'the server could not be reached or did not answer `server/discover`',
  'verify/not-declared': 'the server does not declare `resources` and the skills extension in `server/discover`',
  'verify/directory-read-missing': '`directoryRead` is declared but `resources/directory/read` does not answer',
  'verify/directory-read-undeclared': '`resources/directory/read` answers although `directoryRead` is not declared',
  'verify/directory-read-malformed':
    "a `resources/directory/read` result is not the extension's shape (`resultType`, a `resources` array of direct children, `inode/directory` for subdirectories, no trailing slash)",
  'verify/directory-read-incomplete': "a skill's directory reads omit a file of its manifest",
  'verify/directory-read-refusal':
    '`resources/directory/read` of a file, an unknown directory or a malformed URI is not answered with -32602',
  'verify/manifest-incomplete':
    "a skill's manifest lacks a file its SKILL.md links, `resources/list` offers under its path, or its directory reads list",
  'verify/listing-failed': 'a `skills/list` page could not be read',
  'verify/listing-malformed': 'a `skills/list` result or one of its entries does not have the shape the extension defines',
  'verify/listing-incomplete': 'a skill the server publishes elsewhere is missing from `skills/list`',
  'verify/cursor-loop': '`skills/list` hands out a cursor it handed out before',
  'verify/too-many-pages': '`skills/list` did not end within the page bound',
  'verify/duplicate-skill': 'one skill URI is listed twice',
  'verify/result-metadata': '`resultType`, `ttlMs` or `cacheScope` is missing or invalid on a skills result',
  'verify/get-failed': '`skills/get` of a listed skill fails',
  'verify/get-differs': '`skills/get` answers with an entry different from the listed one',
  'verify/read-failed': 'a file of a skill manifest cannot be read with `resources/read`',
  'verify/read-malformed': 'a `resources/read` result is not one text or base64 blob for the URI asked',
  'verify/size-mismatch': 'the bytes served differ in length from the manifest size',
  'verify/digest-mismatch': 'the sha256 of the bytes served differs from the manifest digest',
  'verify/frontmatter-mismatch': "the frontmatter in the served SKILL.md differs from the entry's `frontmatter`",
  'verify/unknown-uri': 'a URI that is not served (an unknown skill, a file outside a manifest) is not answered with -32602',
  'verify/malformed-uri':
    'a malformed URI (traversal, percent-encoding, other scheme, userinfo, port, query, fragment, over-long) is not answered with -32602',
  'verify/cursor-refusal': 'a malformed or tampered `skills/list` cursor is not answered with -32602',
  'verify/legacy-sees-skills': 'a session opened with `initialize` on an older revision sees the skills',
  'verify/budget': 'the run stopped at a bound (bytes or requests) before checking everything',
  'verify/expect-differs': 'the served catalog differs from the built one (`--expect`)',
  'verify/statement-differs': 'the served files differ from the attested subjects (`--statement`)',
  'verify/index-malformed': 'the well-known index (`--index`) cannot be read or is not discovery schema 0.2.0',
  'verify/index-artifact-failed': 'an artifact the well-known index names cannot be read',
  'verify/index-digest-mismatch': "an artifact's sha256 differs from the digest the well-known index gives it",
  'verify/index-archive-unsafe': 'an archive of the well-known index holds a traversal, an absolute path, a link or too many bytes',
  'verify/index-differs': "a skill of the well-known index does not carry exactly the build's files with the build's digests",
} as const;

export type VerifyCheckId = keyof typeof verifyChecks;

export interface Finding {
  readonly id: VerifyCheckId;
  readonly severity: Severity;
  readonly message: string;
  /** The URI concerned, or `server`. */
  readonly where: string;
}

export function toDiagnostic(finding: Finding): Diagnostic {
  return {
    ruleId: finding.id,
    messageId: finding.id.slice('verify/'.length),
    severity: finding.severity,
    message: finding.message,
    file: finding.where,
    line: 1,
    column: 1,
  };
}

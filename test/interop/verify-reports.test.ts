// The gate reads the MCP Inspector's --verify reports against the repository's own files: a report
// that is "verified" but for other bytes, or for another set of skills, still fails the gate.
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../scripts/interop/verify-reports.mjs';

const digest = (c: string) => `sha256:${c.repeat(64)}`;
const skill = {
  uri: 'skill://a/SKILL.md',
  files: [
    { uri: 'skill://a/SKILL.md', digest: digest('1'), size: 10 },
    { uri: 'skill://a/references/r.md', digest: digest('2'), size: 20 },
  ],
};
const file = (uri: string, actualDigest: string, actualSize: number, status = 'verified') => ({
  uri,
  status,
  actualDigest,
  expectedDigest: actualDigest,
  actualSize,
  expectedSize: actualSize,
});
const report = (overrides: Record<string, unknown> = {}) => ({
  uri: 'skill://a/SKILL.md',
  ok: true,
  outcome: 'verified',
  conformance: [],
  frontmatter: [],
  files: [file('skill://a/SKILL.md', digest('1'), 10), file('skill://a/references/r.md', digest('2'), 20)],
  ...overrides,
});

describe('compareReports', () => {
  it('accepts a verified report of exactly the repository files', () => {
    expect(compareReports([report()], [skill])).toEqual([]);
  });

  it.each([
    [
      'a failed outcome',
      [report({ ok: false, outcome: 'failed', conformance: ['bad uri'] })],
      ['skill://a/SKILL.md: outcome failed ["bad uri"]'],
    ],
    [
      'verified but other bytes',
      [report({ files: [file('skill://a/SKILL.md', digest('9'), 10), file('skill://a/references/r.md', digest('2'), 20)] })],
      [`skill://a/SKILL.md: verified, ${digest('9')}/10 vs repository ${digest('1')}/10`],
    ],
    [
      'a file missing from the manifest',
      [report({ files: [file('skill://a/SKILL.md', digest('1'), 10)] })],
      ['skill://a/references/r.md: not in the manifest'],
    ],
    [
      'a file not in the repository',
      [report({ files: [...report().files, file('skill://a/x.md', digest('3'), 1)] })],
      ['skill://a/x.md: in the manifest, not in the repository'],
    ],
    [
      'a mismatch status',
      [report({ files: [file('skill://a/SKILL.md', digest('1'), 10, 'mismatch'), file('skill://a/references/r.md', digest('2'), 20)] })],
      [`skill://a/SKILL.md: mismatch, ${digest('1')}/10 vs repository ${digest('1')}/10`],
    ],
    ['the skill not listed', [], ['skill://a/SKILL.md: expected but not listed']],
    ['an extra skill', [report(), report({ uri: 'skill://b/SKILL.md' })], ['skill://b/SKILL.md: listed but not expected']],
    ['a skill listed twice', [report(), report()], ['1 skills listed more than once']],
  ])('refuses %s', (_name, reports, expected) => {
    expect(compareReports(reports, [skill])).toEqual(expected);
  });
});

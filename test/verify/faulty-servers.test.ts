// `skillpack verify` against a raw JSON-RPC server carrying one deliberate fault at a time: each fault
// is reported by its own check id and nothing else is, and the clean server (with a base64 blob file)
// passes.
import { describe, expect, it } from 'vitest';
import { faultyServer, ruleIds, runCli, verifyJson } from './support/run-verify.js';

const verifyFaulty = (fault: string, ...extra: string[]) =>
  verifyJson(['--stdio', `node ${JSON.stringify(faultyServer)} ${fault}`, '--timeout', '60000', ...extra]);

describe.concurrent('verify names each planted fault', { timeout: 120_000 }, () => {
  it('passes the clean server, blob file included', async () => {
    const { code, report } = await verifyFaulty('none');
    expect(report.diagnostics).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toMatchObject({ skills: 2, files: 4 });
  });

  const cases: readonly (readonly [string, readonly string[], string])[] = [
    ['digest-mismatch', ['verify/digest-mismatch'], 'skill://alpha/references/guide.md'],
    ['size-mismatch', ['verify/size-mismatch'], 'skill://alpha/references/guide.md'],
    ['incomplete-listing', ['verify/listing-incomplete'], 'skill://beta/SKILL.md'],
    ['unreadable-file', ['verify/read-failed'], 'skill://alpha/references/guide.md'],
    ['frontmatter-differs', ['verify/frontmatter-mismatch'], 'skill://alpha/SKILL.md'],
    ['cursor-loop', ['verify/cursor-loop'], 'server'],
    ['directory-read-absent', ['verify/directory-read-missing'], 'skill://alpha'],
    ['legacy-sees-skills', ['verify/legacy-sees-skills'], 'server'],
    // The server answers every URI it does not know, malformed ones included.
    [
      'unknown-uri-accepted',
      ['verify/malformed-uri', 'verify/unknown-uri'],
      'skill://skillpack-verify-unknown/skillpack-verify-unknown/SKILL.md',
    ],
    ['tampered-cursor-accepted', ['verify/cursor-refusal'], 'server'],
    ['missing-result-metadata', ['verify/result-metadata'], 'server'],
    ['get-differs', ['verify/get-differs'], 'skill://alpha/SKILL.md'],
    ['bad-blob', ['verify/read-malformed'], 'skill://alpha/assets/table.bin'],
    // 2,100 skills on one page: verify stops past 2,048 and says the run is incomplete.
    ['many-skills', ['verify/budget'], 'server'],
    // SKILL.md links the guide, resources/list lists it and resources/read serves it, but the manifest lacks it.
    ['manifest-omits-linked-file', ['verify/manifest-incomplete'], 'skill://alpha/references/guide.md'],
    ['directory-read-trailing-slash', ['verify/directory-read-malformed'], 'skill://alpha'],
    ['directory-read-omits-file', ['verify/directory-read-incomplete'], 'skill://alpha/SKILL.md'],
    ['directory-read-file-accepted', ['verify/directory-read-refusal'], 'skill://alpha/SKILL.md'],
    ['directory-read-extra-file', ['verify/manifest-incomplete'], 'skill://alpha/references/extra.md'],
  ];
  for (const [fault, expected, where] of cases) {
    it(`names ${fault}`, async () => {
      const { code, report } = await verifyFaulty(fault);
      expect(ruleIds(report)).toEqual(expected);
      expect(report.diagnostics.map((d) => d.file)).toContain(where);
      expect(code).toBe(1);
    });
  }

  it('passes a server that declares directoryRead and answers it as the extension says', async () => {
    const { code, report } = await verifyFaulty('directory-read');
    expect(report.diagnostics).toEqual([]);
    expect(code).toBe(0);
  });

  it('names the missing file and the evidence in the text report of an incomplete manifest', async () => {
    const { code, stdout } = await runCli([
      'verify',
      '--format',
      'text',
      '--stdio',
      `node ${JSON.stringify(faultyServer)} manifest-omits-linked-file`,
      '--timeout',
      '5000',
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain('skill://alpha/references/guide.md');
    expect(stdout).toContain('its SKILL.md links it and resources/list offers it');
    expect(stdout).toContain('verify/manifest-incomplete');
  });

  it('reports a legacy session that sees skills as a note only with --legacy allowed', async () => {
    const { code, report } = await verifyFaulty('legacy-sees-skills', '--legacy', 'allowed');
    expect(report.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['verify/legacy-sees-skills', 'info']]);
    expect(code).toBe(0);
  });
});

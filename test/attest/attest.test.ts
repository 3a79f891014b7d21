// `skillpack attest` writes an in-toto Statement v1 (checked against a JSON schema written from the
// in-toto specification, test/attest/fixtures) whose subjects are every served file; `verify
// --statement` passes the attested build and fails when one served byte differs.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath, runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { runCli, verifyJson } from '../verify/support/run-verify.js';

const schema = JSON.parse(readFileSync(new URL('./fixtures/in-toto-statement-v1.schema.json', import.meta.url), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('uri', (value: string) => URL.canParse(value));
const validate = ajv.compile(schema);

let dir: string;
let cleanup: () => void;
const commit = 'a'.repeat(40);

beforeAll(() => {
  ({ dir, cleanup } = tempDir('skillpack-attest-'));
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/guide.md': 'The steps.\n', 'skills/b/SKILL.md': validSkillMd('b') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }, { path: 'b', tools: [] }] });
  expect(runCliProcess(['build'], dir).code).toBe(0);
});
afterAll(() => cleanup());

describe('attest', () => {
  it('writes a Statement v1 that validates, one subject per served file', () => {
    const run = runCliProcess(['attest', '--source-commit', commit], dir);
    expect(run.code, run.stderr).toBe(0);
    const statement = JSON.parse(run.stdout) as { subject: { name: string; digest: { sha256: string } }[]; predicateType: string; predicate: Record<string, unknown> };
    expect(validate(statement), JSON.stringify(validate.errors)).toBe(true);
    expect(statement.subject.map((s) => s.name)).toEqual(['skill://a/SKILL.md', 'skill://a/references/guide.md', 'skill://b/SKILL.md']);
    const guide = statement.subject[1]?.digest.sha256;
    expect(guide).toBe(execFileSync('sha256sum', [join(dir, 'skills/a/references/guide.md')], { encoding: 'utf8' }).split(' ')[0]);
    expect(statement.predicateType).toBe('https://github.com/skillpack/skillpack/skill-catalog/v1');
    const module = readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
    expect(statement.predicate).toMatchObject({ publisher: 'skillpack', sourceCommit: commit, catalogDigest: /sha256:[0-9a-f]{64}/.exec(module)?.[0], skills: ['skill://a/SKILL.md', 'skill://b/SKILL.md'] });
  });

  it('the schema rejects what is not a Statement v1 (so the check above can fail)', () => {
    const good = JSON.parse(runCliProcess(['attest', '--source-commit', commit], dir).stdout) as Record<string, unknown>;
    expect(validate({ ...good, _type: 'https://in-toto.io/Statement/v0.1' })).toBe(false);
    expect(validate({ ...good, subject: [] })).toBe(false);
    expect(validate({ ...good, subject: [{ name: 'skill://a/SKILL.md', digest: { sha256: 'ABC' } }] })).toBe(false);
    expect(validate({ ...good, predicateType: 'not a uri' })).toBe(false);
  });

  it('refuses a source commit that is not a full commit id', () => {
    const run = runCliProcess(['attest', '--source-commit', 'main'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--source-commit must be a full commit id');
  });
});

describe('verify --statement', { timeout: 120_000 }, () => {
  const serve = () => ['--stdio', `node ${JSON.stringify(cliPath)} serve --config ${JSON.stringify(join(dir, 'skillpack.config.json'))}`, '--env', 'MCP_SKILLS_ENABLED=true'];

  it('passes the attested build and fails when one served byte differs', async () => {
    const statement = join(dir, 'statement.json');
    expect(runCliProcess(['attest', '--source-commit', commit, '--output', statement], dir).code).toBe(0);
    const same = await verifyJson([...serve(), '--statement', statement]);
    expect(same.report.diagnostics).toEqual([]);
    expect(same.code).toBe(0);

    // One byte of one file changes and the build is redeployed: a consistent server, not the attested one.
    writeFileSync(join(dir, 'skills/a/references/guide.md'), 'The steps!\n');
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const changed = await verifyJson([...serve(), '--statement', statement]);
    expect(changed.report.diagnostics.map((d) => [d.ruleId, d.file])).toEqual([['verify/statement-differs', 'skill://a/references/guide.md']]);
    expect(changed.code).toBe(1);
  });

  it('exits 2 for a file that is not a statement', async () => {
    const bogus = join(dir, 'bogus.json');
    writeFileSync(bogus, '{"_type":"https://in-toto.io/Statement/v0.1","subject":[]}');
    const run = await runCli(['verify', ...serve(), '--statement', bogus]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not an in-toto Statement v1');
  });
});

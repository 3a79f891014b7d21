// A new user's path with the skills they already have, from the packed tarball: an MCP server project
// with two ordinary Claude Code skills under .claude/skills (host fields `disable-model-invocation`
// and `argument-hint`, `allowed-tools`, a script its SKILL.md runs, a PNG, an HTML maintainer
// comment, a `.hcl` file of a type the well-known table does not list, metadata). `init --yes` must
// adopt exactly those skills in place; with the script opted in by the entry init prints, `build`
// under the default profile must pass; `skillpack serve` and the official SDK's SkillsClient must
// verify every skill and file, with `disable-model-invocation: true` served as written (a JSON
// boolean); turning `frontmatter/unknown-field` off must drop nothing; the hook must refuse a staged
// edit without a rebuild; and every command must have its own help (README "Adopting the skills you
// already have").
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../support/disk.js';

const repo = process.cwd();
const sdkVersion = (
  JSON.parse(readFileSync(join(repo, 'node_modules/@modelcontextprotocol/server/package.json'), 'utf8')) as { version: string }
).version;

/** A real 1×1 PNG, computed (signature, IHDR, IDAT, IEND with their CRCs). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 128, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const skills: Record<string, string | Buffer> = {
  '.claude/skills/pdf-forms/SKILL.md': [
    '---',
    'name: pdf-forms',
    'description: Fills PDF forms from a JSON file of field values. Use when the user asks to fill in, complete or populate a PDF form.',
    'argument-hint: "[form.pdf] [values.json]"',
    'disable-model-invocation: true',
    'allowed-tools: Bash(python3:*) Read',
    'metadata:',
    '  version: "1.2.0"',
    '  owner: docs-team',
    '---',
    '',
    '<!-- Maintainer: keep the field list in sync with references/fields.md. -->',
    '',
    '# PDF forms',
    '',
    '![logo](assets/logo.png)',
    '',
    '1. Read [the field reference](references/fields.md).',
    '2. Run `python3 scripts/fill_form.py form.pdf values.json out.pdf`.',
    '3. Check the output opens.',
    '',
  ].join('\n'),
  '.claude/skills/pdf-forms/scripts/fill_form.py':
    'import json\nimport sys\n\nprint("filling", sys.argv[1], "with", json.load(open(sys.argv[2])))\n',
  '.claude/skills/pdf-forms/references/fields.md': '# Fields\n\n- `name`: the full name.\n- `date`: an ISO date.\n',
  '.claude/skills/pdf-forms/assets/logo.png': png(),
  '.claude/skills/infra-review/SKILL.md': [
    '---',
    'name: infra-review',
    'description: Reviews Terraform changes for risky resources. Use when the user asks for a review of infrastructure code.',
    'argument-hint: "[path]"',
    'metadata:',
    '  version: "0.3.0"',
    '---',
    '',
    '# Infrastructure review',
    '',
    'Compare the change with [the baseline module](templates/baseline.hcl) and list every resource',
    'that opens network access or deletes data.',
    '',
  ].join('\n'),
  '.claude/skills/infra-review/templates/baseline.hcl': 'resource "aws_s3_bucket" "logs" {\n  bucket = "example-logs"\n}\n',
};
const skillFiles = Object.keys(skills).map((path) => path.replace('.claude/skills/', ''));

let work: string;
let project: string;
let initOutput = '';

function run(command: string, args: string[], env: Record<string, string> = {}): { status: number | null; output: string; stdout: string } {
  const result = spawnSync(command, args, {
    cwd: project,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1', GITHUB_ACTIONS: '', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}
const skillpack = (args: string[]) => run(join(project, 'node_modules/.bin/skillpack'), args);
const git = (...args: string[]) => run('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args]);
const configPath = () => join(project, 'skillpack.config.json');
const readConfig = () => JSON.parse(readFileSync(configPath(), 'utf8')) as Record<string, unknown>;
const writeConfig = (config: Record<string, unknown>) => writeFileSync(configPath(), `${JSON.stringify(config, null, 2)}\n`);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skillpack-claude-skills-'));
  execFileSync(process.execPath, ['scripts/build-types.mjs'], { cwd: repo, stdio: 'pipe' });
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: repo, encoding: 'utf8' });
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = join(work, (JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string }[])[0]!.filename);

  project = join(work, 'mcp-server');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'mcp-server', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  writeFileSync(join(project, '.gitignore'), 'node_modules/\n');
  writeTree(project, skills);
  expect(git('init', '-q').status).toBe(0);
  const install = run('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    tarball,
    `@modelcontextprotocol/server@${sdkVersion}`,
  ]);
  expect(install.status, install.output).toBe(0);
  const init = skillpack(['init', '--yes']);
  initOutput = init.stdout;
  expect(init.status, init.output).toBe(0);
}, 600_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
}, 120_000);

/** Opts the script in with the exact entry init printed. */
function optInFromInitNote(): void {
  const entry = JSON.parse(/carries scripts \(scripts\/fill_form\.py\).*: (\{.*\})$/m.exec(initOutput)![1]!) as { path: string };
  const config = readConfig();
  writeConfig({ ...config, skills: (config['skills'] as { path: string }[]).map((s) => (s.path === entry.path ? entry : s)) });
}

describe('Claude Code skills adopted in place, from the packed package', () => {
  it('init --yes lists exactly those skills, allowlists them under root .claude/skills, and opts nothing in', () => {
    const listed = initOutput.split('\n').filter((line) => line.startsWith('  skill   '));
    expect(listed).toEqual([
      '  skill   .claude/skills/infra-review',
      '  skill   .claude/skills/pdf-forms  (scripts: scripts/fill_form.py)',
    ]);
    const config = readConfig();
    expect(config['root']).toBe('.claude/skills');
    expect(config['skills']).toEqual([
      { path: 'infra-review', tools: [] },
      { path: 'pdf-forms', tools: [] },
    ]);
    expect(readdirSync(join(project, '.claude/skills')).sort()).toEqual(['infra-review', 'pdf-forms']);
    expect(initOutput).toMatch(
      /^ {2}note: skill "pdf-forms" carries scripts \(scripts\/fill_form\.py\).*: \{"path":"pdf-forms","tools":\[\],"scripts":true\}$/m,
    );
  });

  it('after opting the script in, build under the default profile exits 0', () => {
    optInFromInitNote();
    const build = skillpack(['build']);
    expect(build.output).toMatch(/0 errors/);
    expect(build.status, build.output).toBe(0);
  });

  it('skillpack serve and the SDK SkillsClient verify every skill and file; disable-model-invocation is served as written', () => {
    optInFromInitNote();
    expect(skillpack(['build']).status).toBe(0);
    const probe = spawnSync(
      process.execPath,
      [
        join(repo, 'scripts/interop/sdk-client-probe.mjs'),
        JSON.stringify({
          era: 'modern',
          command: process.execPath,
          args: [join(project, 'node_modules/skillpack/dist/cli.js'), 'serve'],
          cwd: project,
          env: { PATH: process.env['PATH'] ?? '', MCP_SKILLS_ENABLED: 'true' },
        }),
      ],
      { cwd: repo, encoding: 'utf8', timeout: 120_000 },
    );
    const report = JSON.parse(probe.stdout) as {
      error?: unknown;
      skills: { uri: string; frontmatter: Record<string, unknown> }[];
      reads: { uri: string; verified?: boolean; digest?: string; error?: unknown }[];
    };
    expect(report.error, probe.stdout + probe.stderr).toBeUndefined();
    expect(report.skills.map((s) => s.uri)).toEqual(['skill://infra-review/SKILL.md', 'skill://pdf-forms/SKILL.md']);
    const pdf = report.skills.find((s) => s.uri === 'skill://pdf-forms/SKILL.md')!;
    expect(pdf.frontmatter['disable-model-invocation']).toBe(true);
    expect(pdf.frontmatter['argument-hint']).toBe('[form.pdf] [values.json]');
    expect(pdf.frontmatter['allowed-tools']).toBe('Bash(python3:*) Read');
    expect(pdf.frontmatter['metadata']).toEqual({ version: '1.2.0', owner: 'docs-team' });
    expect(report.reads.map((r) => r.uri).sort()).toEqual(skillFiles.map((f) => `skill://${f}`).sort());
    for (const read of report.reads) {
      expect(read.error, read.uri).toBeUndefined();
      expect(read.verified, read.uri).toBe(true);
      const bytes = skills[`.claude/skills/${read.uri.slice('skill://'.length)}`]!;
      expect(read.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    }
  }, 180_000);

  it('with frontmatter/unknown-field off, nothing is dropped: every skill and file is in the module', () => {
    optInFromInitNote();
    writeConfig({ ...readConfig(), rules: { 'frontmatter/unknown-field': 'off' } });
    const build = skillpack(['build']);
    expect(build.status, build.output).toBe(0);
    const module = readFileSync(join(project, 'generated/skills.ts'), 'utf8');
    for (const file of skillFiles) expect(module, file).toContain(`"skill://${file}"`);
    expect(skillpack(['check']).status).toBe(0);
    const { rules: _off, ...config } = readConfig();
    writeConfig(config);
  });

  it('the hook refuses a staged skill edit without a rebuild, and accepts it rebuilt', () => {
    optInFromInitNote();
    expect(skillpack(['build']).status).toBe(0);
    expect(git('add', '-A').status).toBe(0);
    const first = git('commit', '-qm', 'skills');
    expect(first.status, first.output).toBe(0);
    const skillMd = join(project, '.claude/skills/infra-review/SKILL.md');
    writeFileSync(skillMd, `${readFileSync(skillMd, 'utf8')}Report findings as a table.\n`);
    git('add', '-A');
    const refused = git('commit', '-qm', 'edit without rebuild');
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('generated/stale-module');
    expect(git('log', '--format=%s').stdout).toBe('skills\n');
    expect(skillpack(['build']).status).toBe(0);
    git('add', '-A');
    const accepted = git('commit', '-qm', 'edit rebuilt');
    expect(accepted.status, accepted.output).toBe(0);
  }, 120_000);

  it.each(['init', 'build', 'check', 'lint', 'explain', 'serve', 'verify', 'diff', 'attest'])(
    'skillpack %s --help is its own',
    (command) => {
      const help = skillpack([command, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout.startsWith(`skillpack ${command}`)).toBe(true);
      for (const doc of help.stdout.match(/(?<!https?:\/\/\S*)docs\/[a-z-]+\.md/g) ?? [])
        expect(statSync(join(project, 'node_modules/skillpack', doc)).isFile()).toBe(true);
    },
  );
});

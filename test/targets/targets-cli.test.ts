// Every target from one checked catalog (docs/publishing.md), through the built CLI: build writes
// them, the same sources at another path give the same bytes, check proves each current and names the
// target and file of any drift, a published snapshot is never rewritten, a publisher's own manifest fields
// survive, and a config without targets writes nothing new.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { writeProject } from '../support/disk.js';

const encoder = new TextEncoder();
const skillMd = (name: string, description: string, body: string): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}`;
const sources: Record<string, string | Uint8Array> = {
  'package.json': JSON.stringify({ name: '@acme/pdf-skills', version: '1.2.0', description: 'PDF skills by Acme.' }),
  'skills/notes/SKILL.md': skillMd('notes', 'Take meeting notes in a fixed format.', '# Notes\n\nWrite the notes.\n'),
  'skills/pdf-tools/SKILL.md': skillMd(
    'pdf-tools',
    'Fill PDF forms with the bundled script.',
    '# PDF tools\n\nRun `python scripts/fill.py`. Logo: [logo](assets/logo.png).\n',
  ),
  'skills/pdf-tools/scripts/fill.py': '#!/usr/bin/env python3\nprint("fill")\n',
  'skills/pdf-tools/assets/logo.png': Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
  'skills/acme/review/SKILL.md': skillMd(
    'review',
    'Review a change against the checklist.',
    '# Review\n\nSee [the checklist](references/checklist.md).\n',
  ),
  'skills/acme/review/references/checklist.md': '# Checklist\n\n- Tests pass.\n',
};
const config = {
  root: 'skills',
  output: 'generated/skills.ts',
  publisher: 'acme',
  skills: ['notes', { path: 'pdf-tools', scripts: true, files: { include: ['.py', '.png'] } }, 'acme/review'],
  targets: [
    { type: 'claude-plugin', marketplace: true },
    { type: 'codex-plugin', marketplace: true },
    { type: 'well-known', output: 'public/.well-known/agent-skills' },
    { type: 'zip', output: 'dist/skills' },
  ],
};
const targetFiles: Record<string, string> = {
  '.claude-plugin/plugin.json': 'claude-plugin',
  '.claude-plugin/marketplace.json': 'claude-plugin',
  '.codex-plugin/plugin.json': 'codex-plugin',
  '.agents/plugins/marketplace.json': 'codex-plugin',
  'public/.well-known/agent-skills/index.json': 'well-known',
  'public/.well-known/agent-skills/notes/SKILL.md': 'well-known',
  'public/.well-known/agent-skills/pdf-tools.tar.gz': 'well-known',
  'public/.well-known/agent-skills/review.tar.gz': 'well-known',
  'public/.well-known/agent-skills/v1.2.0/index.json': 'well-known',
  'public/.well-known/agent-skills/v1.2.0/notes/SKILL.md': 'well-known',
  'public/.well-known/agent-skills/v1.2.0/pdf-tools.tar.gz': 'well-known',
  'public/.well-known/agent-skills/v1.2.0/review.tar.gz': 'well-known',
  'dist/skills/SHA256SUMS': 'zip',
  'dist/skills/notes.zip': 'zip',
  'dist/skills/pdf-tools.zip': 'zip',
  'dist/skills/review.zip': 'zip',
};

const temps: (() => void)[] = [];
afterAll(() => temps.forEach((cleanup) => cleanup()));

function project(extraConfig: Record<string, unknown> = {}, extraFiles: Record<string, string> = {}): string {
  const { dir, cleanup } = writeProject(
    { ...sources, ...extraFiles, 'skillpack.config.json': JSON.stringify({ ...config, ...extraConfig }, null, 2) },
    { prefix: 'skillpack-targets-' },
  );
  temps.push(cleanup);
  return dir;
}

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const json = (dir: string, file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));

function findings(
  dir: string,
  command: 'check' | 'build',
): { code: number | null; found: { ruleId: string; messageId: string; file: string; message: string }[] } {
  const run = runCliProcess([command, '--format', 'json'], dir);
  return {
    code: run.code,
    found: (JSON.parse(run.stdout) as { diagnostics: { ruleId: string; messageId: string; file: string; message: string }[] }).diagnostics,
  };
}

/** What an archive holds, read by Python's tarfile or zipfile: path → [sha256, mode]. */
function archiveContents(file: string): Record<string, [string, string]> {
  const script = `
import hashlib, json, sys, tarfile, zipfile
p = sys.argv[1]
if p.endswith('.zip'):
    z = zipfile.ZipFile(p)
    print(json.dumps({i.filename: [hashlib.sha256(z.read(i)).hexdigest(), oct(i.external_attr >> 16 & 0o777)] for i in z.infolist()}))
else:
    t = tarfile.open(p)
    print(json.dumps({m.name: [hashlib.sha256(t.extractfile(m).read()).hexdigest(), oct(m.mode)] for m in t.getmembers()}))
`;
  const run = spawnSync('python3', ['-c', script, file], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Record<string, [string, string]>;
}

describe('targets', () => {
  const dir = project();
  const built = runCliProcess(['build'], dir);

  it('build writes every target file beside the module and says which channels each skill is fit for', () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    for (const file of Object.keys(targetFiles)) expect(existsSync(join(dir, file)), file).toBe(true);
    expect(built.stdout).toContain('channels each skill is fit for:');
    expect(built.stdout).toContain('acme/review: claude-plugin, codex-plugin, well-known, zip');
  });

  it('the index and the manifests validate against the shapes their docs define', () => {
    const ajv = new Ajv({ strict: false });
    const schema = (name: string): object => JSON.parse(readFileSync(new URL(`./schemas/${name}`, import.meta.url), 'utf8')) as object;
    const cases: [string, string][] = [
      ['public/.well-known/agent-skills/index.json', 'agent-skills-discovery-0.2.0.schema.json'],
      ['public/.well-known/agent-skills/v1.2.0/index.json', 'agent-skills-discovery-0.2.0.schema.json'],
      ['.claude-plugin/plugin.json', 'claude-plugin.schema.json'],
      ['.claude-plugin/marketplace.json', 'claude-marketplace.schema.json'],
      ['.codex-plugin/plugin.json', 'codex-plugin.schema.json'],
      ['.agents/plugins/marketplace.json', 'codex-marketplace.schema.json'],
    ];
    for (const [file, schemaFile] of cases) {
      const validate = ajv.compile(schema(schemaFile));
      expect(validate(json(dir, file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(json(dir, '.claude-plugin/plugin.json')).toEqual({
      name: 'pdf-skills',
      version: '1.2.0',
      description: 'PDF skills by Acme.',
      skills: ['./skills/acme/review', './skills/notes', './skills/pdf-tools'],
    });
    // Only documented keys: Claude Code defines no archive digest for an entry, and its source `./` is
    // pinned by the marketplace's own commit (docs/publishing.md).
    expect((json(dir, '.claude-plugin/marketplace.json') as { plugins: unknown[] }).plugins).toEqual([
      { name: 'pdf-skills', version: '1.2.0', description: 'PDF skills by Acme.', source: './' },
    ]);
  });

  it('each index entry is the artifact it names, and each archive holds exactly the skill manifest: its files, digests and modes', () => {
    const index = json(dir, 'public/.well-known/agent-skills/index.json') as {
      skills: { name: string; type: string; url: string; digest: string }[];
    };
    const module = readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
    const skillDirs: Record<string, string> = { notes: 'skills/notes', 'pdf-tools': 'skills/pdf-tools', review: 'skills/acme/review' };
    expect(index.skills.map((s) => [s.name, s.type])).toEqual([
      ['review', 'archive'],
      ['notes', 'skill-md'],
      ['pdf-tools', 'archive'],
    ]);
    for (const entry of index.skills) {
      const artifact = join(dir, 'public/.well-known/agent-skills', entry.url);
      expect(entry.digest).toBe(`sha256:${sha(readFileSync(artifact))}`);
      const expected = Object.entries(sources)
        .filter(([file]) => file.startsWith(`${skillDirs[entry.name]}/`))
        .map(
          ([file, content]) =>
            [file.slice(skillDirs[entry.name]!.length + 1), sha(typeof content === 'string' ? encoder.encode(content) : content)] as const,
        );
      // The build's own manifest carries the same digests.
      for (const [, digest] of expected) expect(module).toContain(`sha256:${digest}`);
      if (entry.type === 'skill-md') {
        expect(expected).toEqual([['SKILL.md', sha(readFileSync(artifact))]]);
        continue;
      }
      const held = archiveContents(artifact);
      expect(Object.keys(held).sort()).toEqual(expected.map(([path]) => path).sort());
      for (const [path, digest] of expected) expect(held[path]).toEqual([digest, path.startsWith('scripts/') ? '0o755' : '0o644']);
      const zipped = archiveContents(join(dir, 'dist/skills', `${entry.name}.zip`));
      expect(Object.fromEntries(Object.entries(zipped).map(([path, [digest, mode]]) => [path, [digest, mode]]))).toEqual(
        Object.fromEntries(
          expected.map(([path, digest]) => [`${entry.name}/${path}`, [digest, path.startsWith('scripts/') ? '0o755' : '0o644']]),
        ),
      );
    }
    const sums = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: join(dir, 'dist/skills'), encoding: 'utf8' });
    expect(sums.status).toBe(0);
  });

  it('the same sources at another path build to identical bytes, and a second build writes nothing', () => {
    const other = project();
    expect(runCliProcess(['build'], other).code).toBe(0);
    for (const file of [...Object.keys(targetFiles), 'generated/skills.ts'])
      expect(sha(readFileSync(join(other, file))), file).toBe(sha(readFileSync(join(dir, file))));
    const again = runCliProcess(['build'], dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('targets are up to date');
  });

  it('check passes, then names the target and file of every drift', () => {
    expect(findings(dir, 'check')).toEqual({ code: 0, found: [] });
    for (const [file, target] of Object.entries(targetFiles)) {
      const path = join(dir, file);
      const original = readFileSync(path);
      writeFileSync(path, Buffer.concat([original, Buffer.from('\n')]));
      const { code, found } = findings(dir, 'check');
      writeFileSync(path, original);
      expect(code, file).toBe(1);
      expect(found.map((d) => [d.ruleId, d.file])).toEqual([['generated/stale-target', file]]);
      expect(found[0]!.message).toContain(`The ${target} target's`);
      expect(found[0]!.messageId).toBe(file.includes('/v1.2.0/') ? 'published' : 'stale');
    }
    expect(findings(dir, 'check')).toEqual({ code: 0, found: [] });
  });

  it('an archive left out of the tree is proved by the committed digests; a missing manifest is a finding', () => {
    const zipPath = join(dir, 'dist/skills/notes.zip');
    const zip = readFileSync(zipPath);
    cpSync(zipPath, `${zipPath}.bak`);
    spawnSync('rm', [zipPath]);
    expect(findings(dir, 'check')).toEqual({ code: 0, found: [] });
    writeFileSync(zipPath, zip);
    spawnSync('rm', [`${zipPath}.bak`, join(dir, '.codex-plugin/plugin.json')]);
    const { code, found } = findings(dir, 'check');
    expect(code).toBe(1);
    expect(found.map((d) => [d.messageId, d.file])).toEqual([['missing', '.codex-plugin/plugin.json']]);
    expect(runCliProcess(['build'], dir).code).toBe(0);
  });

  it('a changed skill under a published version: build refuses and leaves every file as it was; a new version builds', () => {
    const before = Object.fromEntries(
      [...Object.keys(targetFiles), 'generated/skills.ts'].map((f) => [f, sha(readFileSync(join(dir, f)))]),
    );
    writeFileSync(join(dir, 'skills/notes/SKILL.md'), `${sources['skills/notes/SKILL.md'] as string}\nOne more line.\n`);
    const refused = findings(dir, 'build');
    expect(refused.code).toBe(1);
    expect(refused.found.map((d) => [d.messageId, d.file])).toEqual([
      ['published', 'public/.well-known/agent-skills/v1.2.0/index.json'],
      ['published', 'public/.well-known/agent-skills/v1.2.0/notes/SKILL.md'],
    ]);
    for (const [file, digest] of Object.entries(before)) expect(sha(readFileSync(join(dir, file))), file).toBe(digest);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: '@acme/pdf-skills', version: '1.3.0', description: 'PDF skills by Acme.' }),
    );
    expect(runCliProcess(['build'], dir).code).toBe(0);
    expect(sha(readFileSync(join(dir, 'public/.well-known/agent-skills/v1.2.0/index.json')))).toBe(
      before['public/.well-known/agent-skills/v1.2.0/index.json'],
    );
    expect(existsSync(join(dir, 'public/.well-known/agent-skills/v1.3.0/notes/SKILL.md'))).toBe(true);
    expect(findings(dir, 'check')).toEqual({ code: 0, found: [] });
  });

  it("a publisher's own manifest fields survive every build", () => {
    const own = project(
      {},
      { '.claude-plugin/plugin.json': JSON.stringify({ name: 'old', hooks: './hooks/hooks.json', author: { name: 'Acme' } }) },
    );
    expect(runCliProcess(['build'], own).code).toBe(0);
    expect(json(own, '.claude-plugin/plugin.json')).toEqual({
      name: 'pdf-skills',
      hooks: './hooks/hooks.json',
      author: { name: 'Acme' },
      version: '1.2.0',
      description: 'PDF skills by Acme.',
      skills: ['./skills/acme/review', './skills/notes', './skills/pdf-tools'],
    });
    expect(findings(own, 'check').code).toBe(0);
  });

  it('attest --archives names every archive with the digest of its bytes, beside the served files', () => {
    const run = runCliProcess(['attest', '--archives', '--source-commit', 'a'.repeat(40)], dir);
    expect(run.code).toBe(0);
    const subjects = (JSON.parse(run.stdout) as { subject: { name: string; digest: { sha256: string } }[] }).subject;
    const archives = subjects.filter((s) => !s.name.startsWith('skill://'));
    expect(archives.map((s) => s.name)).toEqual([
      'dist/skills/notes.zip',
      'dist/skills/pdf-tools.zip',
      'dist/skills/review.zip',
      'public/.well-known/agent-skills/pdf-tools.tar.gz',
      'public/.well-known/agent-skills/review.tar.gz',
    ]);
    for (const { name, digest } of archives) expect(digest.sha256, name).toBe(sha(readFileSync(join(dir, name))));
    expect(subjects.filter((s) => s.name.startsWith('skill://'))).toHaveLength(6);
    const plain = runCliProcess(['attest', '--source-commit', 'a'.repeat(40)], dir);
    expect((JSON.parse(plain.stdout) as { subject: unknown[] }).subject).toHaveLength(6);
  });

  it('without targets, build writes only the module', () => {
    const plain = project({ targets: undefined });
    const run = runCliProcess(['build'], plain);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('channels each skill is fit for');
    for (const file of Object.keys(targetFiles)) expect(existsSync(join(plain, file)), file).toBe(false);
  });

  it('repository channels write nothing, turn their rules on and are named in the fitness report', () => {
    const repo = project(
      { targets: undefined, channels: ['gh-skill', 'skills-cli', 'cursor', 'opencode'] },
      {
        'skills/notes/metadata.json': '{}\n',
        'skills/acme/review/SKILL.md': `---\nname: review\ndescription: Review a change.\nallowed-tools: Read Grep\n---\n\n# Review\n\nSee [the checklist](references/checklist.md).\n`,
      },
    );
    const run = runCliProcess(['build'], repo);
    expect(run.code).toBe(0);
    for (const file of Object.keys(targetFiles)) expect(existsSync(join(repo, file)), file).toBe(false);
    expect(run.stdout).toContain('  notes: gh-skill, skills-cli (warning: channel/skills-cli-dropped-file), cursor, opencode');
    expect(run.stdout).toContain(
      '  acme/review: gh-skill, skills-cli, cursor (warning: channel/cursor-ignored-field), opencode (warning: channel/opencode-ignored-field)',
    );
    const listed = project(
      { targets: undefined, channels: ['gh-skill'] },
      { 'skills/notes/SKILL.md': `---\nname: notes\ndescription: Take notes.\nallowed-tools: [Read]\n---\n\n# Notes\n` },
    );
    const { code, found } = findings(listed, 'check');
    expect(code).toBe(1);
    expect(found.filter((d) => d.ruleId.startsWith('channel/')).map((d) => [d.ruleId, d.file])).toEqual([
      ['channel/gh-skill-allowed-tools', 'skills/notes/SKILL.md'],
    ]);
  });

  it('a channel the config does not know, or listed twice, is refused with exit 2', () => {
    const unknown = runCliProcess(['build'], project({ channels: ['github'] }));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('$.channels[0]');
    const twice = runCliProcess(['build'], project({ channels: ['cursor', 'cursor'] }));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('$.channels');
  });

  it('two skills one channel cannot tell apart are a finding, and nothing is written', () => {
    const clash = project(
      { skills: ['notes', { path: 'pdf-tools', scripts: true, files: { include: ['.py', '.png'] } }, 'acme/review', 'team/review'] },
      { 'skills/team/review/SKILL.md': skillMd('review', 'Review a change as the team does.', '# Review\n\nCheck it.\n') },
    );
    const { code, found } = findings(clash, 'build');
    expect(code).toBe(1);
    expect(found.filter((d) => d.messageId === 'nameClash').map((d) => d.file)).toEqual([
      'skills/team/review/SKILL.md',
      'skills/team/review/SKILL.md',
    ]);
    expect(existsSync(join(clash, 'generated/skills.ts'))).toBe(false);
  });

  it('a config that lists a target twice, or writes one into the skills, is refused with exit 2', () => {
    const twice = project({
      targets: [
        { type: 'zip', output: 'a' },
        { type: 'zip', output: 'b' },
      ],
    });
    const run = runCliProcess(['build'], twice);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('$.targets[1]: a second "zip" target');
    const inside = project({ targets: [{ type: 'well-known', output: 'skills/public' }] });
    const insideRun = runCliProcess(['build'], inside);
    expect(insideRun.code).toBe(2);
    expect(insideRun.stderr).toContain('$.targets[0].output');
  });
});

// A catalog shaped like real public skills lints under the recommended profile with only the findings
// it should, then builds and checks (DESIGN "Profiles and files").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { parseConfig } from '../../src/config/load-config.js';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import { createHash } from 'node:crypto';
import { buildCatalog } from '../../src/bundle/build-catalog.js';
import { lintSources } from '../../src/lint/lint-sources.js';
import { tempDir, writeTree } from '../support/disk.js';
import { realSkillsConfig, realSkillsTree, tinyPng, tinyTtf } from '../support/real-skills.js';

function capture(cwd: string): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const stream = (write: (s: string) => void) =>
    ({ write: (chunk: string | Uint8Array) => (write(String(chunk)), true) }) as unknown as CliIo['stdout'];
  return { io: { stdout: stream((s) => (out += s)), stderr: stream((s) => (err += s)), env: {}, cwd }, out: () => out, err: () => err };
}

const lint = (config: Record<string, unknown>) =>
  lintSources(createMemoryTree(realSkillsTree()), parseConfig(JSON.stringify(config), '/fixture/skillpack.config.json'));

describe('a real-skills-like catalog under skillpack:recommended', () => {
  it('lints with only the allowed-tools warnings', () => {
    const { diagnostics } = lint(realSkillsConfig());
    expect(diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line}`)).toEqual([
      'warning frontmatter/allowed-tools skills/latex-report/SKILL.md:4',
      'warning frontmatter/allowed-tools skills/pdf-forms/SKILL.md:5',
    ]);
    const [list, text] = diagnostics;
    expect(list?.message).toContain('is a YAML list');
    expect(list?.message).toContain('"allowed-tools: Read Write"');
    expect(text?.message).toContain('not honoured for skills served over MCP');
  });

  it('types every file, leaves excluded files unread, and knows blobs from text', () => {
    const { catalog } = lint(realSkillsConfig());
    const pdf = catalog.skills.find((s) => s.entry.path === 'pdf-forms');
    expect(pdf?.excluded).toEqual(['scripts/__pycache__/fill_form.cpython-312.pyc', 'tests/test_fill.py']);
    expect(Object.fromEntries(pdf?.files.map((f) => [f.path, `${f.type?.mediaType} ${f.type?.encoding}`]) ?? [])).toEqual({
      LICENSE: 'text/plain text',
      'SKILL.md': 'text/markdown text',
      'agents/openai.yaml': 'application/yaml text',
      'assets/fonts/Sample.ttf': 'font/ttf blob',
      'assets/form.xsd': 'application/xml text',
      'assets/logo.png': 'image/png blob',
      'references/fields.md': 'text/markdown text',
      'scripts/check.sh': 'text/x-shellscript text',
      'scripts/fill_form.py': 'text/x-python text',
    });
  });

  it('without the scripts opt-in, each script is refused by content/executable and nothing else', () => {
    const config = realSkillsConfig();
    const skills = config['skills'] as unknown[];
    const { diagnostics } = lint({ ...config, skills: [{ path: 'pdf-forms', exclude: ['tests/**'] }, ...skills.slice(1)] });
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.ruleId} ${d.file}`)).toEqual([
      'content/executable skills/pdf-forms/scripts/check.sh',
      'content/executable skills/pdf-forms/scripts/fill_form.py',
    ]);
    expect(diagnostics.find((d) => d.ruleId === 'content/executable')?.message).toContain(
      'add "scripts": true to the entry for "pdf-forms"',
    );
  });

  it('without any exclusion the bytecode ships as an octet-stream blob; the default debris list keeps it out', () => {
    const config = realSkillsConfig();
    const skills = [{ path: 'pdf-forms', scripts: true }, ...(config['skills'] as unknown[]).slice(1)];
    const bare = lint({ ...config, exclude: [], excludeDefaults: false, skills });
    expect(bare.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const pdf = buildCatalog(bare.catalog).skills.find((s) => s.path === 'pdf-forms');
    const pyc = pdf?.files.find((f) => f.path === 'scripts/__pycache__/fill_form.cpython-312.pyc');
    expect(pyc?.mediaType).toBe('application/octet-stream');
    expect(pyc?.blob).toBeDefined();
    const defaults = lint({ ...config, exclude: [], skills });
    expect(defaults.catalog.skills.find((s) => s.entry.path === 'pdf-forms')?.excluded).toEqual([
      'scripts/__pycache__/fill_form.cpython-312.pyc',
    ]);
  });

  it("ships the font and the PNG as blobs of their raw bytes, the BOM'd schema and the scripts as text", () => {
    const catalog = buildCatalog(lint(realSkillsConfig()).catalog);
    const pdf = catalog.skills.find((s) => s.path === 'pdf-forms');
    const file = (path: string) => pdf?.files.find((f) => f.path === path);
    for (const [path, bytes] of [
      ['assets/logo.png', tinyPng()],
      ['assets/fonts/Sample.ttf', tinyTtf()],
    ] as const) {
      const entry = file(path);
      expect(entry?.blob, path).toBe(Buffer.from(bytes).toString('base64'));
      expect(entry?.text).toBeUndefined();
      expect(entry?.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      expect(entry?.size).toBe(bytes.length);
    }
    expect(file('assets/form.xsd')?.text?.startsWith('\uFEFF<?xml')).toBe(true);
    expect(file('scripts/fill_form.py')?.mediaType).toBe('text/x-python');
    expect(pdf?.files.map((f) => f.path)).not.toContain('tests/test_fill.py');
    expect(catalog.skills.find((s) => s.path === 'latex-report')?.frontmatter['allowed-tools']).toEqual(['Read', 'Write']);
  });

  describe('build, then check', () => {
    const { dir, cleanup } = tempDir();
    afterAll(cleanup);
    writeTree(dir, realSkillsTree());
    writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify(realSkillsConfig()));
    mkdirSync(join(dir, 'generated'), { recursive: true });

    it('build writes the module and lists scripts and exclusions; check finds it current', async () => {
      const build = capture(dir);
      expect(await runCli(['build'], build.io), build.out() + build.err()).toBe(0);
      expect(build.out()).toContain('shipped 2 scripts');
      expect(build.out()).toContain('skills/pdf-forms/scripts/fill_form.py');
      expect(build.out()).toContain('excluded 2 files by "exclude"');
      const check = capture(dir);
      expect(await runCli(['check', '--format', 'json'], check.io), check.out() + check.err()).toBe(0);
      const report = JSON.parse(check.out()) as { summary: { package: { scripts: string[]; excluded: string[] } } };
      expect(report.summary.package.scripts).toEqual(['skills/pdf-forms/scripts/check.sh', 'skills/pdf-forms/scripts/fill_form.py']);
      expect(report.summary.package.excluded).toEqual([
        'skills/pdf-forms/scripts/__pycache__/fill_form.cpython-312.pyc',
        'skills/pdf-forms/tests/test_fill.py',
      ]);
    });
  });
});

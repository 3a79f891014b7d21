// `--format github`: workflow commands with GitHub's escaping, at most 10 annotations per type per
// step, the rest in the log and in $GITHUB_STEP_SUMMARY; chosen automatically inside Actions.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { annotationsPerType, escapeData, escapeProperty, formatGithub } from '../../src/cli/format/github.js';
import { summarize, type LintReport } from '../../src/cli/format/report.js';
import type { Diagnostic, Severity } from '../../src/diagnostics/diagnostic.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { cleanEnv, runSkillpack } from './git.js';

function report(diagnostics: Diagnostic[]): LintReport {
  return {
    command: 'check',
    diagnostics,
    summary: summarize(diagnostics, { suppressed: 0, skills: 2, files: 9, elapsedMs: 12 }),
    sourceLine: () => undefined,
    outcome: undefined,
  };
}
const many = (severity: Severity, n: number): Diagnostic[] =>
  Array.from({ length: n }, (_, i) => ({
    ruleId: 'content/media-type',
    messageId: 'unknown',
    severity,
    message: `${severity} ${i}`,
    file: `skills/a/f${String(i).padStart(2, '0')}.sh`,
    line: i + 1,
    column: 2,
  }));

describe('escaping (workflow-command rules)', () => {
  it.each([
    ['100% done', '100%25 done', '100%25 done'],
    ['line one\nline two\r\n', 'line one%0Aline two%0D%0A', 'line one%0Aline two%0D%0A'],
    ['a:b,c', 'a:b,c', 'a%3Ab%2Cc'],
    ['::error::injected', '::error::injected', '%3A%3Aerror%3A%3Ainjected'],
  ])('%j', (input, data, property) => {
    expect(escapeData(input)).toBe(data);
    expect(escapeProperty(input)).toBe(property);
  });

  it('keeps a hostile message and path inside one command line', () => {
    const out = formatGithub(
      report([
        {
          ruleId: 'bounds/path',
          messageId: 'path',
          severity: 'error',
          message: 'bad\n::warning::forged',
          file: 'skills/a/x,y:z.md',
          line: 3,
          column: 4,
          endLine: 3,
          endColumn: 9,
        },
      ]),
    );
    const lines = out.log.trimEnd().split('\n');
    expect(lines[0]).toBe(
      '::error file=skills/a/x%2Cy%3Az.md,line=3,col=4,endLine=3,endColumn=9,title=bounds/path::bad%0A::warning::forged',
    );
    expect(lines.filter((l) => l.startsWith('::'))).toHaveLength(1);
  });
});

describe('the per-step cap', () => {
  it(`annotates at most ${annotationsPerType} findings of each type and keeps the rest`, () => {
    const diagnostics = [...many('error', 25), ...many('warning', 3), ...many('info', 12)];
    const out = formatGithub(report(diagnostics));
    const lines = out.log.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith('::warning '))).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('::notice '))).toHaveLength(10);
    // The 17 that did not fit are plain, indented log lines, never commands.
    const plain = lines.filter((l) => l.startsWith('  '));
    expect(plain).toHaveLength(17);
    expect(plain[0]).toBe('  skills/a/f10.sh:11:2  error  error 10  content/media-type');
    expect(out.log).toContain("17 findings past GitHub's limit of 10 annotations per type");
    const rows = (out.summary ?? '').split('\n').filter((l) => l.startsWith('| skills/'));
    expect(rows).toHaveLength(17);
    expect(rows[0]).toBe(
      '| skills/a/f10.sh:11:2 | error | [content/media-type](https://github.com/skillpack/skillpack/blob/main/docs/rules.md#contentmedia-type) | error 10 |',
    );
  });

  it('writes no summary when everything fits', () => {
    expect(formatGithub(report(many('error', 10))).summary).toBeUndefined();
  });

  it('escapes Markdown in summary cells', () => {
    const d = [
      ...many('error', 10),
      {
        ruleId: 'x/y',
        messageId: 'm',
        severity: 'error' as const,
        message: 'a | b <script> *c*\nd',
        file: 'skills/a/p|q.md',
        line: 1,
        column: 1,
      },
    ];
    const row = (formatGithub(report(d)).summary ?? '').split('\n').find((l) => l.includes('p\\|q'));
    expect(row).toBe('| skills/a/p\\|q.md:1:1 | error | x/y | a \\| b &lt;script&gt; \\*c\\* d |');
  });
});

describe('inside GitHub Actions', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => {
    ({ dir, cleanup } = tempDir());
    const files: Record<string, string> = { 'skills/a/SKILL.md': validSkillMd('a') };
    for (let i = 0; i < 12; i++) files[`skills/a/s${String(i).padStart(2, '0')}.sh`] = 'echo\n';
    writeTree(dir, files);
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  });
  afterEach(() => cleanup());

  it('is the default with GITHUB_ACTIONS=true and appends the overflow to the step summary', () => {
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '# earlier step\n');
    const run = runSkillpack(['lint'], dir, cleanEnv({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, GITHUB_WORKSPACE: dir }));
    expect(run.code).toBe(1);
    const commands = run.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(commands).toHaveLength(10);
    expect(commands[0]).toMatch(/^::error file=skills\/a\/s00\.sh,line=1,col=1,title=content\/media-type::/);
    const written = readFileSync(summary, 'utf8');
    expect(written.startsWith('# earlier step\n')).toBe(true);
    expect(written).toContain('| skills/a/s10.sh:1:1 | error |');
    expect(written).toContain('| skills/a/s11.sh:1:1 | error |');
  });

  it('gives paths relative to the checkout when the config sits in a subdirectory', () => {
    const run = runSkillpack(
      ['lint', '--config', 'skillpack.config.json'],
      dir,
      cleanEnv({ GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: join(dir, '..') }),
    );
    const sub = dir.split('/').pop() ?? '';
    expect(run.stdout).toContain(`::error file=${sub}/skills/a/s00.sh,`);
  });

  it('yields to an explicit --format', () => {
    const run = runSkillpack(['lint', '--format', 'text'], dir, cleanEnv({ GITHUB_ACTIONS: 'true' }));
    expect(run.stdout).not.toContain('::error');
    expect(run.stdout).toContain('skills/a/s00.sh:1:1');
  });
});

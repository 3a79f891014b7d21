// The text format: grouped by file, `file:line:column`, the offending line with a caret that stays
// under the column (wide characters, tabs), secrets never echoed, colour only on a plain TTY.
import { describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/format/index.js';
import { summarize, type LintReport } from '../../src/cli/format/report.js';
import { cellWidth, formatText } from '../../src/cli/format/text.js';
import type { CliIo } from '../../src/cli/io.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

const d = (over: Partial<Diagnostic>): Diagnostic => ({
  ruleId: 'x/y',
  messageId: 'm',
  severity: 'error',
  message: 'msg',
  file: 'skills/a/SKILL.md',
  line: 1,
  column: 1,
  ...over,
});

function report(diagnostics: Diagnostic[], lines: Record<string, string[]> = {}): LintReport {
  return {
    command: 'lint',
    diagnostics,
    summary: summarize(diagnostics, { suppressed: 2, skills: 1, files: 3, elapsedMs: 42 }),
    sourceLine: (file, line) => lines[file]?.[line - 1],
    outcome: undefined,
  };
}

/** Column (in terminal cells, 0-based) of the caret under a quoted line. */
function caretCell(out: string): number {
  const caretLine = out.split('\n').find((l) => /^\s+\^/.test(l)) ?? '';
  const quoted = out.split('\n').find((l) => / \| /.test(l)) ?? '';
  return caretLine.indexOf('^') - (quoted.indexOf(' | ') + 3);
}

describe('formatText', () => {
  it('groups by file and ends with counts and elapsed time', () => {
    const out = formatText(
      report([d({ line: 2, column: 3 }), d({ line: 5, severity: 'warning' }), d({ file: 'skills/b/SKILL.md', severity: 'info' })]),
      { color: false },
    );
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe('skills/a/SKILL.md');
    expect(lines[1]).toBe('  skills/a/SKILL.md:2:3  error  msg  x/y');
    expect(lines[2]).toBe('  skills/a/SKILL.md:5:1  warning  msg  x/y');
    expect(lines).toContain('skills/b/SKILL.md');
    expect(lines.at(-1)).toBe('✖ lint: 1 error, 1 warning, 1 note, 2 suppressed in 1 skill (3 files), 42 ms');
    expect(out).not.toContain('\x1b[');
  });

  it.each([
    ['ASCII', 'name: value', 7, 6],
    ['a tab before the column', '\tname: x', 2, 1],
    ['CJK before the column', '名前: x', 5, 6],
    ['an emoji (two code units) before the column', '😀 x', 4, 3],
    ['a combining mark before the column', 'e\u0301 x', 4, 2],
  ])('keeps the caret under the column with %s', (_name, text, column, cell) => {
    const out = formatText(report([d({ column })], { 'skills/a/SKILL.md': [text] }), { color: false });
    expect(caretCell(out)).toBe(cell);
  });

  it('underlines a range on one line', () => {
    const out = formatText(report([d({ column: 3, endLine: 1, endColumn: 7 })], { 'skills/a/SKILL.md': ['ab1234cd'] }), { color: false });
    expect(out).toContain('  ^~~~\n');
  });

  it('never prints a secret in the quoted line, keeping columns true', () => {
    const secretLike = `tok_${'Q7'.repeat(12)}`;
    const text = `key: ${secretLike} and more`;
    const out = formatText(
      report(
        [
          d({ ruleId: 'secret/some-token', column: 6, endLine: 1, endColumn: 6 + secretLike.length, fingerprint: 'f'.repeat(64) }),
          d({ ruleId: 'hidden/other', column: 30 }),
        ],
        { 'skills/a/SKILL.md': [text] },
      ),
      { color: false },
    );
    expect(out).not.toContain(secretLike);
    expect(out).toContain(`key: ${'*'.repeat(secretLike.length)} and more`);
  });

  it('does not quote a line holding a secret whose extent is unknown', () => {
    const out = formatText(
      report([d({ ruleId: 'secret/private-key', column: 1, endLine: 9, endColumn: 2 })], { 'skills/a/SKILL.md': ['-----BEGIN'] }),
      { color: false },
    );
    expect(out).not.toContain('-----BEGIN');
  });

  it('shows control characters in lines and messages inert', () => {
    const out = formatText(report([d({ message: 'bad \x1b[31mname' })], { 'skills/a/SKILL.md': ['x\x1b[2Jy'] }), { color: false });
    expect(out).not.toContain('\x1b');
  });

  it('shows paths through the given mapping', () => {
    const out = formatText(report([d({})]), { color: false, path: (f) => `../proj/${f}` });
    expect(out).toContain('  ../proj/skills/a/SKILL.md:1:1  error');
  });

  it('measures terminal cells', () => {
    expect([cellWidth('abc'), cellWidth('名前'), cellWidth('😀'), cellWidth('e\u0301')]).toEqual([3, 4, 2, 1]);
  });
});

describe('colour', () => {
  const io = (isTTY: boolean, env: Record<string, string>): CliIo => ({
    stdout: { isTTY, write: () => true } as unknown as CliIo['stdout'],
    stderr: process.stderr,
    env,
    cwd: '/',
  });
  it.each([
    [true, {}, true],
    [true, { NO_COLOR: '' }, true],
    [true, { NO_COLOR: '1' }, false],
    [true, { TERM: 'dumb' }, false],
    [false, {}, false],
  ])('TTY %s with %j → %s', (tty, env, expected) => {
    expect(useColor(io(tty, env))).toBe(expected);
  });

  it('paints only when asked', () => {
    expect(formatText(report([d({})]), { color: true })).toContain('\x1b[31merror\x1b[0m');
  });
});

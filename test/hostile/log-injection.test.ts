// File names with newline, CR, ESC, C1 and backslash, in every output format: past GitHub's
// annotation cap too, no name can emit a workflow command, forge a text-format line or drive a
// terminal, and a `\` in a name stays a `\`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
const hostileNames = [
  'x\n::warning file=forged.md::forged warning.md',
  'y\r::error::lone carriage return.md',
  'z\u001b[2J\u001b]0;title\u0007.md',
  'c1\u009b31m.md',
  'back\\slash.md',
  'fake\n✔ lint: 0 errors, 0 warnings.md',
];

beforeAll(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
  // Twelve more plain findings first (sorted before the hostile names), so the hostile ones fall past the annotation cap.
  for (let i = 0; i < 12; i++) writeFileSync(join(dir, `skills/a/!${String(i).padStart(2, '0')}.md`), 'x\n');
  for (const name of hostileNames) writeFileSync(join(dir, 'skills/a', name), 'text\n');
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
});
afterAll(() => cleanup());

const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe.each(['github', 'text', 'json', 'sarif'])('--format %s', (format) => {
  it('prints no raw control character and forges no line', () => {
    const run = runCliProcess(['lint', '--format', format], dir, { GITHUB_WORKSPACE: dir });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).not.toMatch(raw);
    const lines = run.stdout.split('\n');
    // Every workflow command is one of ours: an annotation whose file property is percent-encoded.
    const commands = lines.filter((l) => l.includes('::'));
    for (const line of commands) {
      if (format === 'github' && line.startsWith('::')) expect(line).toMatch(/^::(error|warning|notice) file=[^,:\n]*,line=\d+,col=\d+/);
      else expect(line.trimStart().startsWith('::')).toBe(false);
    }
    expect(lines.filter((l) => /^\s*✔/.test(l))).toEqual([]);
    if (format === 'github' || format === 'text') expect(run.stdout).toContain('back\\slash.md');
  });
});

it('past the cap, the github format escapes names as workflow-command data', () => {
  const run = runCliProcess(['lint', '--format', 'github'], dir, { GITHUB_WORKSPACE: dir });
  expect(run.stdout).toContain('x%0A::warning file=forged.md::forged warning.md');
  expect(run.stdout).toContain('y%0D::error::lone carriage return.md');
  expect(run.stdout).toContain('z\\u001b[2J');
  const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::'));
  expect(annotations.length).toBeGreaterThanOrEqual(10);
});

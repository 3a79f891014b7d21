// The split layout as real processes on real trees: build writes the index and one texts module per
// skill, check proves all of them current and names each stale, missing or left-over file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { textsModuleFile } from '../support/split-files.js';

let dir: string;
let cleanup: () => void;
const skills = [
  { path: 'a', tools: [] },
  { path: 'b', tools: ['t1'] },
];

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/references/r.md': 'caf\u00e9 reference\n',
    'skills/b/SKILL.md': validSkillMd('b'),
  });
  writeConfig(dir, { layout: 'split', skills });
});
afterEach(() => cleanup());

const build = () => runCliProcess(['build'], dir);
const check = () => runCliProcess(['check', '--format', 'json'], dir);
const findings = (stdout: string): { ruleId: string; file: string; message: string }[] =>
  (JSON.parse(stdout) as { diagnostics: { ruleId: string; file: string; message: string }[] }).diagnostics;

describe('split layout', () => {
  it('writes an index module and one texts module per skill, and check passes', () => {
    const built = build();
    expect(built.code, built.stdout + built.stderr).toBe(0);
    expect(built.stdout).toContain('wrote 3 of 3 files for generated/skills.ts');
    const index = readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
    expect(index).toContain('layout: "split"');
    // Each texts module is named by the first 16 hex digits of the sha256 of its bytes.
    const a = textsModuleFile(dir, 'a');
    const aBytes = readFileSync(join(dir, a));
    expect(a).toBe(`generated/skills/a.${createHash('sha256').update(aBytes).digest('hex').slice(0, 16)}.ts`);
    expect(index).toContain(`loadTexts: () => import("./skills/${a.slice('generated/skills/'.length, -'.ts'.length)}.js")`);
    expect(index).not.toContain('text:');
    expect(aBytes.toString('utf8')).toContain('"caf\\u00e9 reference\\n"');
    const checked = runCliProcess(['check'], dir);
    expect(checked.code, checked.stdout).toBe(0);
    expect(checked.stdout).toContain('generated/skills.ts and 2 texts modules in generated/skills/ are up to date');
    expect(build().stdout).toContain('is up to date');
  });

  it('names a hand-edited texts module, a missing one and a left-over one', () => {
    expect(build().code).toBe(0);
    const a = textsModuleFile(dir, 'a');
    const b = textsModuleFile(dir, 'b');
    writeFileSync(join(dir, a), readFileSync(join(dir, a), 'utf8').replace('reference', 'referencE'));
    const left = readFileSync(join(dir, b), 'utf8');
    writeFileSync(join(dir, 'generated/skills/old.ts'), left);
    writeFileSync(join(dir, 'generated/skills/mine.ts'), 'export const mine = 1;\n');
    rmSync(join(dir, b));
    const checked = check();
    expect(checked.code).toBe(1);
    const stale = findings(checked.stdout).filter((d) => d.ruleId === 'generated/stale-module');
    expect(stale.map((d) => d.file).sort()).toEqual([a, b, 'generated/skills/mine.ts', 'generated/skills/old.ts'].sort());
    expect(stale.find((d) => d.file === a)?.message).toContain('differs from what the build writes');
    expect(stale.find((d) => d.file === b)?.message).toContain('does not exist');
    expect(stale.find((d) => d.file === 'generated/skills/old.ts')?.message).toContain('the build does not write it');
    // build restores the edited and missing modules and deletes the generated left-over, never a hand-written file.
    expect(build().code).toBe(0);
    expect(existsSync(join(dir, 'generated/skills/old.ts'))).toBe(false);
    expect(existsSync(join(dir, 'generated/skills/mine.ts'))).toBe(true);
    expect(
      findings(check().stdout)
        .filter((d) => d.ruleId === 'generated/stale-module')
        .map((d) => d.file),
    ).toEqual(['generated/skills/mine.ts']);
  });

  it('a skill removed from the allowlist leaves no texts module behind after build', () => {
    expect(build().code).toBe(0);
    textsModuleFile(dir, 'b');
    writeConfig(dir, { layout: 'split', skills: [{ path: 'a', tools: [] }] });
    // b is now an unlisted skill directory: take it out of the tree too.
    rmSync(join(dir, 'skills/b'), { recursive: true });
    expect(check().code).toBe(1);
    const rebuilt = build();
    expect(rebuilt.code, rebuilt.stdout).toBe(0);
    expect(rebuilt.stdout).toContain('deleted 1 left-over texts modules');
    expect(readdirSync(join(dir, 'generated/skills')).filter((n) => n.startsWith('b.'))).toEqual([]);
    expect(runCliProcess(['check'], dir).code).toBe(0);
  });

  it('refuses a layout whose texts directory would overlap the skills root', () => {
    writeConfig(dir, { layout: 'split', root: 'generated/skills/src', skills });
    const result = runCliProcess(['check'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr + result.stdout).toContain('$.layout');
  });
});

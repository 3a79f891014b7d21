// `exclude` globs, references to files that do not ship, and content/executable (DESIGN "Profiles and files").
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import { lintSources } from '../../src/lint/lint-sources.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { lintFixture, lintFixtureOutcome } from '../support/fixture.js';

const skill = (name: string, body = '') => `---\nname: ${name}\ndescription: Checks ${name}.\n---\n# ${name}\n\n${body}\n`;
const recommended = { extends: 'skillpack:recommended' };

describe('exclude', () => {
  const tree = {
    'skills/a/SKILL.md': skill('a', 'Run [the tests](tests/test_a.py), read [notes](notes/missing.md).'),
    'skills/a/tests/test_a.py': new Uint8Array([0xff, 0xfe]),
    'skills/a/tests/fixture/SKILL.md': '# not a skill\n',
    'skills/a/lib/__pycache__/m.cpython-312.pyc': new Uint8Array([0xcb, 0x0d]),
    'skills/a/lib/deep/x.pyc': new Uint8Array([0x00]),
    'skills/a/lib/m.py': 'import os\n',
  };
  const config = { ...recommended, exclude: ['*.pyc', '**/__pycache__/**'], skills: [{ path: 'a', scripts: true, exclude: ['tests/**'] }] };

  it('keeps excluded files out of loading, linting and the allowlist walk', () => {
    const { catalog, diagnostics } = lintFixtureOutcome(tree, config);
    const [a] = catalog.skills;
    expect(a?.files.map((f) => f.path)).toEqual(['SKILL.md', 'lib/m.py']);
    expect(a?.excluded).toEqual(['lib/__pycache__/m.cpython-312.pyc', 'lib/deep/x.pyc', 'tests/fixture/SKILL.md', 'tests/test_a.py']);
    expect(diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column}`)).toEqual([
      'reference/unresolved skills/a/SKILL.md:7:17',
      'reference/unresolved skills/a/SKILL.md:7:48',
    ]);
  });

  it('names a reference to an excluded file as not shipped, and a missing one as missing', () => {
    const [excluded, missing] = lintFixtureOutcome(tree, config).diagnostics;
    expect(excluded?.message).toBe(
      '"tests/test_a.py" is excluded from the package by the config\'s "exclude"; the model cannot read it. Ship the file (narrow the "exclude" pattern that matches it), or remove the reference.',
    );
    expect(missing?.message).toContain('does not resolve to a file of this skill');
  });

  it('names a reference to a file outside the files policy as not shipped', async () => {
    const found = await lintFixture(
      { 'skills/a/SKILL.md': skill('a', 'Run [it](scripts/run.py).'), 'skills/a/scripts/run.py': 'print(1)\n' },
      { ...recommended, extends: 'skillpack:strict' },
    );
    const ref = found.find((d) => d.ruleId === 'reference/unresolved');
    expect(ref?.message).toContain('is outside the files policy, so it is not in the package; the model cannot read it');
    expect(found.filter((d) => d.file === 'skills/a/scripts/run.py').map((d) => d.ruleId)).toEqual(['content/media-type']);
  });
});

describe('content/executable', () => {
  describe('the executable bit (working tree)', () => {
    const { dir, cleanup } = tempDir();
    afterAll(cleanup);
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'skills/a/run': 'echo hi\n', 'skills/a/guide.md': '# guide\n' });
    chmodSync(join(dir, 'skills/a/run'), 0o755);
    chmodSync(join(dir, 'skills/a/guide.md'), 0o755);
    writeConfig(dir, { ...recommended, files: { types: { run: 'text/plain' } }, skills: [{ path: 'a' }] });

    it('marks a file without an extension as a script; a .md with the bit is not one', () => {
      const outcome = lintSources(createNodeTree(dir), loadConfig(undefined, dir));
      expect(
        outcome.diagnostics.filter((d) => d.ruleId === 'content/executable').map((d) => [d.file, d.message.includes('an executable bit')]),
      ).toEqual([['skills/a/run', true]]);
    });
  });
});

describe('frontmatter/allowed-tools severity by profile', () => {
  // The rule's findings are a table in test/rules/frontmatter/allowed-tools.test.ts; the profile sets their severity.
  it('is a warning under skillpack:recommended', async () => {
    const d = (await lintFixture({ 'skills/a/SKILL.md': skill('a').replace('---\n#', 'allowed-tools: Read\n---\n#') }, recommended)).find(
      (x) => x.ruleId === 'frontmatter/allowed-tools',
    );
    expect(d?.severity).toBe('warning');
  });

  it('is an error under skillpack:strict', async () => {
    const d = (await lintFixture({ 'skills/a/SKILL.md': skill('a').replace('---\n#', 'allowed-tools: Read\n---\n#') })).find(
      (x) => x.ruleId === 'frontmatter/allowed-tools',
    );
    expect(d?.severity).toBe('error');
  });
});

// The package ships the licence texts of what its bundles contain (dist/THIRD-PARTY-NOTICES.md,
// written by scripts/build.mjs from esbuild's metafiles): every bundled package, its licence file word
// for word, and a build that fails when a bundled package ships no licence file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { writeThirdPartyNotices } from '../../scripts/third-party-notices.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const write = writeThirdPartyNotices as (root: string, metafiles: { inputs: Record<string, unknown> }[], out: string) => number;

describe('third-party notices', () => {
  it('dist/ holds the licence text of each bundled package, and package.json ships it', () => {
    const notices = readFileSync(join(repo, 'dist/THIRD-PARTY-NOTICES.md'), 'utf8');
    for (const name of ['yaml', 'ajv']) {
      expect(notices).toContain(`## ${name} `);
      const licence = readFileSync(join(repo, 'node_modules', name, 'LICENSE'), 'utf8').trim();
      expect(notices).toContain(licence);
    }
    const files = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { files: string[] }).files;
    expect(files).toContain('dist');
    expect(files.filter((f) => f.startsWith('!')).some((f) => f.includes('NOTICES'))).toBe(false);
  });

  it('refuses a bundled package without a licence file', () => {
    const root = mkdtempSync(join(tmpdir(), 'skillpack-notices-'));
    try {
      mkdirSync(join(root, 'node_modules/quiet'), { recursive: true });
      writeFileSync(join(root, 'node_modules/quiet/package.json'), '{"name":"quiet","version":"1.0.0"}');
      writeFileSync(join(root, 'node_modules/quiet/index.js'), '');
      expect(() => write(root, [{ inputs: { 'node_modules/quiet/index.js': {} } }], join(root, 'out.md'))).toThrow(
        /quiet is bundled but ships no licence file/,
      );
      writeFileSync(join(root, 'node_modules/quiet/LICENSE'), 'Quiet licence text.\n');
      expect(write(root, [{ inputs: { 'node_modules/quiet/index.js': {}, 'src/x.ts': {} } }], join(root, 'out.md'))).toBe(1);
      expect(readFileSync(join(root, 'out.md'), 'utf8')).toContain('## quiet 1.0.0\n\nLicence: see below\n\n```\nQuiet licence text.\n```');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

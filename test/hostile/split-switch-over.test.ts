// SIGKILL during a split-layout build, at many points of its write window (real processes, a real
// kill loop, no hook in the product): whatever the moment, the catalog on disk is one whole catalog —
// the previous index with all its texts modules, or the new index with all of its own — that imports
// with serve's loader, and the runtime serves every file under its digest. `check` then names every
// left-over texts module and temporary file, and the next build removes them (docs/security.md
// "Interrupted builds").
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSplitSkillServer, type SplitSkillCatalog } from '../../src/runtime/index.js';
import { loadCatalogModule } from '../../src/catalog-module/load-catalog-module.js';
import { cliPath, runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { useScratchTempDir } from '../support/scratch-temp-dir.js';

useScratchTempDir();

/** Enough skills and text that writing the texts modules (each flushed to disk) takes a while. */
const skillCount = 24;
const filesPerSkill = 4;
const skillPaths = Array.from({ length: skillCount }, (_, i) => `s${String(i).padStart(2, '0')}`);
const textsName = /^s\d\d\.[0-9a-f]{16}\.ts$/;

type Version = 'v1' | 'v2';

/** The skill sources of one version; every file of every skill differs between versions, so every texts module is renamed. */
function sources(version: Version): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const path of skillPaths) {
    tree[`skills/${path}/SKILL.md`] = validSkillMd(path, {
      body: `Origin and limits: this skill is published by skillpack for its test suite (${version}); it is read-only guidance and grants no permissions.`,
    });
    for (let f = 0; f < filesPerSkill; f++)
      tree[`skills/${path}/references/r${f}.md`] =
        `# ${path} r${f} ${version}\n\n${`reference text of ${path}, file ${f}, ${version}\n`.repeat(300)}`;
  }
  return tree;
}

/** What a host must receive for each URI in one version: the source bytes. */
function expectedFiles(version: Version): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [file, text] of Object.entries(sources(version)))
    files.set(`skill://${file.slice('skills/'.length)}`, Buffer.from(text, 'utf8'));
  return files;
}
const expected = { v1: expectedFiles('v1'), v2: expectedFiles('v2') };

let dir: string;
let cleanup: () => void;

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeConfig(dir, { layout: 'split', skills: skillPaths.map((path) => ({ path, tools: [] })) });
});
afterEach(() => cleanup());

const textsDir = () => join(dir, 'generated/skills');
const onDisk = () => (existsSync(textsDir()) ? readdirSync(textsDir()).sort() : []);
const texts = () => onDisk().filter((n) => textsName.test(n));
/** Temporary files beside the index and the texts modules, config-relative. */
const tempFiles = () =>
  [...readdirSync(join(dir, 'generated')).map((n) => `generated/${n}`), ...onDisk().map((n) => `generated/skills/${n}`)]
    .filter((n) => n.endsWith('.tmp'))
    .sort();
/** The texts modules the index on disk imports, by file name. */
const named = () =>
  [...readFileSync(join(dir, 'generated/skills.ts'), 'utf8').matchAll(/import\("\.\/skills\/([^"]+)\.js"\)/g)]
    .map((m) => `${m[1]}.ts`)
    .sort();

/**
 * Loads the catalog on disk as `serve` does (src/catalog-module/load-catalog-module.ts), reads every file
 * through the real runtime, checks each served file against its manifest digest, and says which
 * version it is: every file must be exactly that version's source bytes.
 */
async function servedVersion(): Promise<Version> {
  const catalog = (await loadCatalogModule(join(dir, 'generated/skills.ts'), 'split')) as SplitSkillCatalog;
  const server = createSplitSkillServer(catalog);
  const served = new Map<string, Buffer>();
  for (const skill of catalog.skills)
    for (const file of skill.files) {
      const outcome = await server.readResource({ uri: file.uri }, { era: 'modern', enabled: true, tools: [] });
      if (!outcome.ok) throw new Error(`${file.uri}: ${outcome.error.message}`);
      const content = outcome.result.contents[0];
      const bytes = content !== undefined && 'text' in content ? Buffer.from(content.text, 'utf8') : Buffer.alloc(0);
      expect(`sha256:${createHash('sha256').update(bytes).digest('hex')}`, file.uri).toBe(file.digest);
      served.set(file.uri, bytes);
    }
  const matches = (version: Version) =>
    served.size === expected[version].size && [...expected[version]].every(([uri, bytes]) => served.get(uri)?.equals(bytes) === true);
  if (matches('v1')) return 'v1';
  if (matches('v2')) return 'v2';
  throw new Error('the catalog on disk is neither the previous nor the new one: a mix');
}

type KillPoint = { readonly newTexts: number } | { readonly index: true } | { readonly afterMs: number };

/**
 * Runs `skillpack build` as a real process and SIGKILLs it at `point`: once the n-th new texts module
 * is renamed into place, once the index is, or after a delay. Resolves how the process ended.
 */
async function buildKilledAt(point: KillPoint): Promise<{ killed: boolean }> {
  const before = new Set(texts());
  const child = spawn(process.execPath, [cliPath, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  const kill = () => child.kill('SIGKILL');
  if ('newTexts' in point) {
    const seen = new Set<string>();
    const onEvent = (event: string, name: string | null) => {
      if (event !== 'rename' || name === null || !textsName.test(name) || before.has(name) || !existsSync(join(textsDir(), name))) return;
      seen.add(name);
      if (seen.size >= point.newTexts) kill();
    };
    watchers.push(watch(textsDir(), onEvent));
  } else if ('index' in point) {
    watchers.push(watch(join(dir, 'generated'), (event, name) => (event === 'rename' && name === 'skills.ts' ? kill() : undefined)));
  } else timer = setTimeout(kill, point.afterMs);
  const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, s) => resolve(s)));
  for (const watcher of watchers) watcher.close();
  if (timer !== undefined) clearTimeout(timer);
  return { killed: signal === 'SIGKILL' };
}

const stale = (stdout: string) =>
  (JSON.parse(stdout) as { diagnostics: { ruleId: string; file: string; messageId?: string; message: string }[] }).diagnostics.filter(
    (d) => d.ruleId === 'generated/stale-module',
  );

function buildWhole(version: Version): number {
  writeTree(dir, sources(version));
  const started = performance.now();
  const built = runCliProcess(['build'], dir);
  expect(built.code, built.stdout + built.stderr).toBe(0);
  return performance.now() - started;
}

describe('a split build killed at any point leaves one whole catalog', () => {
  it('SIGKILL between the texts modules and the index: the previous catalog serves; check names the new modules as left over; build removes them', async () => {
    // The kill must land between the first new texts module and the index; on a loaded machine the
    // build can outrun the watcher, so up to five builds are tried (each from a whole v1 catalog).
    let previous: string[] = [];
    let added: string[] = [];
    for (let attempt = 0; attempt < 5 && added.length === 0; attempt++) {
      buildWhole('v1');
      previous = texts();
      expect(previous).toHaveLength(skillCount);
      writeTree(dir, sources('v2'));
      const { killed } = await buildKilledAt({ newTexts: 1 });
      if (killed && readFileSync(join(dir, 'generated/skills.ts'), 'utf8').includes(`import("./skills/${previous[0]?.slice(0, -3)}.js")`))
        added = texts().filter((n) => !previous.includes(n));
    }
    // The kill landed in the switch-over: new texts modules sit beside the previous index ...
    expect(added.length).toBeGreaterThan(0);
    expect(named()).toEqual(previous);
    // ... which still imports and serves every file of the previous catalog under its digest.
    expect(await servedVersion()).toBe('v1');

    // With the sources back at v1, check finds the index and its texts current and names exactly the
    // modules (and temporary file, if any) the killed build left.
    writeTree(dir, sources('v1'));
    const leftTemp = tempFiles();
    const checked = runCliProcess(['check', '--format', 'json'], dir);
    expect(checked.code, checked.stderr).toBe(1);
    const findings = stale(checked.stdout);
    expect(findings.map((d) => d.file).sort()).toEqual([...added.map((n) => `generated/skills/${n}`), ...leftTemp].sort());
    for (const finding of findings.filter((d) => !d.file.endsWith('.tmp')))
      expect(finding.message).toContain('the build does not write it');

    const rebuilt = runCliProcess(['build'], dir);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toContain(`deleted ${added.length} left-over texts modules`);
    expect(texts()).toEqual(previous);
    expect(tempFiles()).toEqual([]);
    expect(runCliProcess(['check'], dir).code).toBe(0);
  }, 240_000);

  it('a kill loop over the whole write window: every kill leaves a catalog that serves whole; check and the next build clean up', async () => {
    const duration = buildWhole('v1');
    let current: Version = 'v1';
    const points: KillPoint[] = [
      { newTexts: 1 },
      { newTexts: skillCount / 2 },
      { newTexts: skillCount },
      { index: true },
      ...[0.5, 0.75, 0.9].map((f) => ({ afterMs: Math.round(f * duration) })),
    ];
    const outcomes: string[] = [];
    for (const point of points) {
      const next: Version = current === 'v1' ? 'v2' : 'v1';
      writeTree(dir, sources(next));
      const { killed } = await buildKilledAt(point);
      const served = await servedVersion();
      // The index on disk names only texts modules that are there (servedVersion loaded them all).
      const mixedOnDisk = texts().some((n) => !named().includes(n));
      outcomes.push(
        `${JSON.stringify(point)}: ${killed ? 'killed' : 'finished'}, serves ${served}${mixedOnDisk ? ', other modules beside it' : ''}`,
      );

      // check (sources at `next`) names exactly what the next build changes: left-over modules and temporary files.
      const onDiskBefore = texts();
      const tempBefore = tempFiles();
      const checked = runCliProcess(['check', '--format', 'json'], dir);
      const findings = stale(checked.stdout);
      const rebuilt = runCliProcess(['build'], dir);
      expect(rebuilt.code, rebuilt.stderr).toBe(0);
      expect(await servedVersion()).toBe(next);
      const wanted = named();
      expect(texts()).toEqual(wanted);
      expect(tempFiles()).toEqual([]);
      const leftOver = onDiskBefore.filter((n) => !wanted.includes(n));
      expect(findings.filter((d) => d.message.includes('the build does not write it')).map((d) => d.file)).toEqual(
        leftOver.map((n) => `generated/skills/${n}`),
      );
      expect(findings.filter((d) => d.file.endsWith('.tmp')).map((d) => d.file)).toEqual(tempBefore);
      expect(checked.code).toBe(findings.length === 0 ? 0 : 1);
      current = next;
    }
    expect(runCliProcess(['check'], dir).code).toBe(0);
    // The loop reached the switch-over itself at least once (else it proved nothing about it).
    expect(
      outcomes.some((o) => o.includes('killed') && o.includes('other modules beside it')),
      outcomes.join('\n'),
    ).toBe(true);
  }, 300_000);
});

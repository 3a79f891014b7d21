// Measures the pre-commit hook (`skillpack check --staged` behind its shell fast path) as whole
// processes, the way git runs it: the median wall time over repeated runs of (1) the hook with
// nothing relevant staged, (2) the hook with one skill staged and (3) `skillpack lint --staged` with
// one skill staged, in a temporary git repository holding a copy of this repository's skills and
// config; then (4, 5) the hook on a typical catalog of five generated skills under the default
// profile, with nothing relevant staged and with one skill staged together with its rebuilt module
// (targets: ≤ 100 ms and ≤ 300 ms, docs/benchmarks.md); next to a `node -e ''` baseline taken in the
// same run. Needs dist/ (`npm run build`).
//
//   node bench/hook.mjs [--runs N] [--json]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '25' }, json: { type: 'boolean', default: false } } });
const runs = Math.max(3, Number.parseInt(values.runs, 10) || 25);
const hook = join(root, 'scripts/hooks/pre-commit');
const cli = join(root, 'dist/cli.js');
if (!existsSync(cli)) {
  process.stderr.write('bench/hook.mjs: dist/cli.js is missing; run `npm run build` first.\n');
  process.exit(2);
}

const env = {};
for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_') && key !== 'GITHUB_ACTIONS') env[key] = value;
Object.assign(env, {
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
  NO_COLOR: '1',
});

const repo = mkdtempSync(join(tmpdir(), 'skillpack-bench-hook-'));
const catalogRepo = mkdtempSync(join(tmpdir(), 'skillpack-bench-hook5-'));
const gitIn = (cwd, ...args) => {
  const result = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
};
const git = (...args) => gitIn(repo, ...args);

function time(command, args, cwd = repo) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd, env, stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.error !== undefined) throw result.error;
  return { ms, code: result.status };
}

/** Runs every case round-robin, so a change in machine load shifts all of them alike. */
function measureAll(cases) {
  for (const c of cases) for (let i = 0; i < 3; i++) time(c.command, c.args, c.cwd);
  const samples = cases.map(() => []);
  const codes = cases.map(() => null);
  for (let i = 0; i < runs; i++) {
    cases.forEach((c, k) => {
      if (c.before !== undefined) c.before();
      const sample = time(c.command, c.args, c.cwd);
      samples[k].push(sample.ms);
      codes[k] = sample.code;
    });
  }
  return cases.map((c, k) => {
    const sorted = samples[k].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { name: c.name, medianMs: at(0.5), p90Ms: at(0.9), minMs: sorted[0], exitCode: codes[k] };
  });
}

try {
  git('init', '-q', '-b', 'main');
  cpSync(join(root, 'skills'), join(repo, 'skills'), { recursive: true });
  cpSync(join(root, 'skillpack.config.json'), join(repo, 'skillpack.config.json'));
  writeFileSync(join(repo, 'README.md'), 'Benchmark repository.\n');
  // The hook runs `check --staged`: the committed module must match, and each staged edit comes with its rebuild.
  const buildRepo = () => {
    const built = spawnSync(process.execPath, [cli, 'build'], { cwd: repo, env, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}${built.stderr}`);
  };
  buildRepo();
  git('add', '-A');
  git('commit', '-q', '-m', 'base', '--no-verify');
  const config = JSON.parse(readFileSync(join(repo, 'skillpack.config.json'), 'utf8'));
  const skillMd = join(repo, config.root, config.skills[0].path, 'SKILL.md');

  const original = readFileSync(skillMd, 'utf8');
  // Each case stages exactly what it describes before every sample.
  const stageNothingRelevant = () => {
    git('reset', '-q');
    writeFileSync(join(repo, 'README.md'), `Benchmark repository, edited ${Math.random()}.\n`);
    git('add', 'README.md');
  };
  const stageOneSkill = () => {
    git('reset', '-q');
    writeFileSync(skillMd, `${original}\nOne more line, ${Math.random()}.\n`);
    buildRepo();
    git('add', skillMd, config.output);
  };
  // A typical catalog: five skills of a SKILL.md and two references each, the default profile.
  gitIn(catalogRepo, 'init', '-q', '-b', 'main');
  const paragraph = 'Check the input, explain each step, and stop when something is unclear. '.repeat(40);
  for (let n = 1; n <= 5; n++) {
    const dir = join(catalogRepo, 'skills', `skill-${n}`);
    mkdirSync(join(dir, 'references'), { recursive: true });
    writeFileSync(
      join(dir, 'SKILL.md'),
      `---\nname: skill-${n}\ndescription: Benchmark skill ${n}. Use when measuring the pre-commit hook.\n---\n\n# Skill ${n}\n\nRead [the guide](references/guide.md) and [the checklist](references/checklist.md).\n\n${paragraph}\n`,
    );
    writeFileSync(join(dir, 'references/guide.md'), `# Guide\n\n${paragraph}\n`);
    writeFileSync(join(dir, 'references/checklist.md'), `# Checklist\n\n${paragraph}\n`);
  }
  writeFileSync(
    join(catalogRepo, 'skillpack.config.json'),
    `${JSON.stringify({ root: 'skills', output: 'generated/skills.ts', publisher: 'bench', skills: [1, 2, 3, 4, 5].map((n) => ({ path: `skill-${n}` })) }, null, 2)}\n`,
  );
  writeFileSync(join(catalogRepo, 'README.md'), 'Benchmark repository.\n');
  const rebuild = () => {
    const built = spawnSync(process.execPath, [cli, 'build'], { cwd: catalogRepo, env, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build of the five-skill catalog failed:\n${built.stdout}${built.stderr}`);
  };
  rebuild();
  gitIn(catalogRepo, 'add', '-A');
  gitIn(catalogRepo, 'commit', '-q', '-m', 'base', '--no-verify');
  const editedSkill = join(catalogRepo, 'skills/skill-3/SKILL.md');
  const editedOriginal = readFileSync(editedSkill, 'utf8');
  const stageNothingInCatalog = () => {
    gitIn(catalogRepo, 'reset', '-q');
    writeFileSync(join(catalogRepo, 'README.md'), `Benchmark repository, edited ${Math.random()}.\n`);
    gitIn(catalogRepo, 'add', 'README.md');
  };
  const stageOneOfFive = () => {
    gitIn(catalogRepo, 'reset', '-q');
    writeFileSync(editedSkill, `${editedOriginal}\nOne more line, ${Math.random()}.\n`);
    rebuild();
    gitIn(catalogRepo, 'add', 'skills', 'generated');
  };

  const results = measureAll([
    { name: "node -e ''", command: process.execPath, args: ['-e', ''] },
    { name: 'hook, nothing relevant staged', command: hook, args: [], before: stageNothingRelevant },
    { name: 'hook, one skill staged', command: hook, args: [], before: stageOneSkill },
    {
      name: 'skillpack lint --staged, one skill staged',
      command: process.execPath,
      args: [cli, 'lint', '--staged'],
      before: stageOneSkill,
    },
    { name: 'hook, 5-skill catalog, nothing relevant staged', command: hook, args: [], cwd: catalogRepo, before: stageNothingInCatalog },
    {
      name: 'hook, 5-skill catalog, one skill staged with its rebuilt module',
      command: hook,
      args: [],
      cwd: catalogRepo,
      before: stageOneOfFive,
    },
  ]);

  const baseline = results[0].medianMs;
  for (const r of results) r.ratio = r.medianMs / baseline;
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ runs, results }, null, 2)}\n`);
  } else {
    const rows = results.map((r) => [r.name, r.medianMs.toFixed(1), r.p90Ms.toFixed(1), `${r.ratio.toFixed(2)}×`, String(r.exitCode)]);
    const head = ['case', 'median ms', 'p90 ms', 'vs node', 'exit'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
    process.stdout.write(
      `${[line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n')}\n`,
    );
    process.stdout.write(
      `${runs} runs each after 3 warm-ups, whole processes, on ${process.platform} ${process.arch}, Node ${process.version}.\n`,
    );
  }
} finally {
  rmSync(repo, { recursive: true, force: true });
  rmSync(catalogRepo, { recursive: true, force: true });
}

// Generates the benchmark catalogs, deterministically (seeded PRNG) and outside the repository's own
// skills, under bench/.work/ (gitignored):
//   max      256 skills, ~32 MiB: the brief's catalog bounds (SPEC-NOTES §3), each skill inside its own
//            (≤ 512 files, ≤ 16 MiB), every file ≤ 1 MiB; one skill has exactly 512 files and two
//            files just under 1 MiB.
//   typical  5 skills, a few hundred KiB: what a server usually ships.
//   reallike 48 skills, ~6 MiB, written the way public skills are: code-heavy (many fences of many
//            languages, ````markdown examples, indented blocks), link-dense (wrapped link text,
//            reference-style links), with shell scripts the commands run (bench/lib/real-skill-text.mjs).
//   small    20 skills of 100 files each, ~200 bytes per supporting file: where per-file cost shows.
// Each is a config directory (`skillpack.config.json`, `skills/`, `generated/` once built) whose skills
// pass every packaging, frontmatter and secret rule. Usage: node bench/generate-catalog.mjs [max|typical]…
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from './lib/prng.mjs';
import { createRealWriter, scriptText } from './lib/real-skill-text.mjs';
import { createWriter, fillMarkdown, jsonSample, textSample, titleCase, vocabulary } from './lib/skill-text.mjs';

export const workDir = fileURLToPath(new URL('.work/', import.meta.url));

const MiB = 1024 * 1024;
const bounds = { fileBytes: MiB, skillFiles: 512, skillBytes: 16 * MiB, catalogSkills: 256, catalogBytes: 32 * MiB };
const marker = '.bench-catalog';

const domains = `postgres kafka kubernetes terraform react graphql redis nginx elasticsearch spark airflow django
  rails golang rust python android ios webpack vite grafana prometheus ansible helm istio mongodb mysql sqlite
  clickhouse snowflake dbt pandas`.split(/\s+/);
const tasks = `migration-review incident-triage release-checklist performance-audit upgrade-plan schema-design
  capacity-planning cost-review dependency-audit test-strategy rollout-plan observability-setup backup-restore
  style-guide onboarding-guide troubleshooting`.split(/\s+/);
const toolSets = [['github_get_pull_request', 'github_list_workflow_runs'], ['search_docs'], ['read_ticket', 'search_docs']];

export const catalogKinds = {
  max: { seed: 0x5ced2026, skills: 256, bytes: bounds.catalogBytes - 96 * 1024, filesPerSkill: [6, 40], wide: true },
  typical: { seed: 0x7e1cab1e, skills: 5, bytes: 240 * 1024, filesPerSkill: [3, 9], wide: false },
  reallike: { seed: 0x2ea11e, skills: 48, bytes: 6 * MiB, filesPerSkill: [6, 30], wide: false, realLike: true },
  small: { seed: 0x5a11f11e, skills: 20, bytes: 20 * 2500 + 1980 * 200, filesPerSkill: [99, 99], wide: false, minFile: 120, tiny: true },
};

function skillPaths(random, count) {
  const combos = random.shuffle(domains.flatMap((d) => tasks.map((t) => `${d}-${t}`))).slice(0, count);
  // An organisational prefix on some skills, as DESIGN.md allows (`skills[].path` = `acme/foo`).
  return combos.map((name, i) => ({
    name,
    path: i % 4 === 1 ? `platform/${name}` : i % 8 === 2 ? `data/${name}` : name,
    // Some skills call tools, so the runtime's tool-scoped visibility has work to do.
    tools: i % 8 === 3 ? toolSets[i % 3] : [],
  }));
}

/** File paths of one skill besides SKILL.md: flat and nested reference folders, examples, templates. */
function filePlan(random, count, realLike) {
  const { words } = vocabulary;
  const areas = random.shuffle(words).slice(0, random.int(2, 4));
  const used = new Set(['SKILL.md']);
  const plan = [];
  while (plan.length < count) {
    const roll = random.next();
    const name = `${random.pick(words)}-${random.pick(words)}`;
    const path =
      roll < 0.3
        ? `references/${name}.md`
        : roll < 0.55
          ? `references/${random.pick(areas)}/${name}.md`
          : roll < 0.7
            ? `references/${random.pick(areas)}/${random.pick(words)}/${name}.md`
            : realLike && roll < 0.8
              ? `scripts/${name}.txt`
              : roll < 0.82
                ? `examples/${name}.json`
                : roll < 0.92
                  ? `examples/${name}.txt`
                  : `templates/${name}-report.md`;
    if (used.has(path)) continue;
    used.add(path);
    plan.push(path);
  }
  return plan.sort();
}

/** Byte targets for the supporting files, summing to about `budget` (log-normal-ish spread). */
function sizePlan(random, paths, budget, maxFile, minFile = 400) {
  const weights = paths.map((path) => {
    const gauss = (random.next() + random.next() + random.next() - 1.5) * 1.6;
    return Math.exp(gauss) * (path.endsWith('.md') ? 1 : 0.4);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(minFile, Math.min(maxFile, Math.floor((w / total) * budget))));
}

function pickStyle(random) {
  const roll = random.next();
  return roll < 0.55 ? 'ascii' : roll < 0.9 ? 'typographic' : 'multilingual';
}

const linksFrom = (from, targets) =>
  targets
    .filter((to) => to !== from)
    .map((to) => ({
      href: posix.relative(posix.dirname(from), to),
      label: posix
        .basename(to)
        .replace(/\.(md|json|txt)$/, '')
        .replace(/-/g, ' '),
    }));

/** The files SKILL.md links; other files link only these, so every reference is one level deep. */
const listedFiles = (paths) => paths.slice(0, 24);

const withArticle = (word) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

const scriptsOf = (paths) => paths.filter((path) => path.startsWith('scripts/'));

function skillMd(random, name, tools, paths, target, realLike) {
  const style = pickStyle(random);
  const listed = listedFiles(paths);
  const writer = realLike
    ? createRealWriter(random, { links: linksFrom('SKILL.md', listed), scripts: scriptsOf(paths) })
    : createWriter(random, { style, links: linksFrom('SKILL.md', listed) });
  const { verbs, words } = vocabulary;
  const topic = name.replace(/-/g, ' ');
  const description = `${titleCase(random.pick(verbs))}s ${topic} work step by step for teams that ship with skillpack, with checklists, worked examples and ${random.pick(words)} references. Use when ${withArticle(random.pick(words))} or ${random.pick(words)} needs ${withArticle(topic)}.`;
  const head = [
    '---',
    `name: ${name}`,
    `description: ${description}`,
    `license: ${random.chance(0.7) ? 'MIT' : 'Apache-2.0'}`,
    'metadata:',
    '  publisher: skillpack',
    '  distribution: bundled with the skillpack benchmark catalog',
    `  version: "${random.int(1, 4)}.${random.int(0, 12)}.${random.int(0, 30)}"`,
    '---',
    `# ${titleCase(name)}`,
    '',
    'Origin and limits: this skill is published by skillpack for its benchmark catalog; it is generated, read-only guidance and grants no permissions.',
    '',
    '## When to use',
    '',
    writer.list(false),
    '',
    ...(tools.length === 0 ? [] : ['## Tools', '', ...tools.map((tool) => `- \`${tool}\`: ${writer.sentence()}`), '']),
    '## Files',
    '',
    ...linksFrom('SKILL.md', listed).map((link) => `- [${link.label}](${link.href}): ${writer.sentence()}`),
    '',
    '## Workflow',
    '',
    writer.list(true),
    '',
  ].join('\n');
  return fillMarkdown(head, Math.max(target, Buffer.byteLength(head) + 200), writer.block);
}

function supportingFile(random, path, paths, target, realLike, tiny) {
  const style = pickStyle(random);
  if (path.endsWith('.json')) return jsonSample(random, target);
  if (tiny) {
    // One heading and a sentence or two: about 200 bytes.
    const writer = createWriter(random, { style, links: [] });
    const text = `${writer.sentence()} ${writer.sentence()}\n`;
    return path.endsWith('.md') ? `# ${titleCase(posix.basename(path, '.md'))}\n\n${text}` : text;
  }
  if (path.startsWith('scripts/')) return scriptText(random, target);
  const links = linksFrom(path, random.shuffle(listedFiles(paths)).slice(0, 3).concat('SKILL.md'));
  const writer = realLike ? createRealWriter(random, { links, scripts: scriptsOf(paths) }) : createWriter(random, { style, links });
  if (path.endsWith('.txt')) return textSample(random, writer, target);
  const title = titleCase(posix.basename(path, '.md'));
  return fillMarkdown(`# ${title}\n\n${writer.paragraph()}\n`, target, writer.block);
}

function generateSkill(random, { name, tools }, budget, fileCount, wide, realLike, minFile, tiny) {
  const paths = filePlan(random, fileCount, realLike);
  const skillMdTarget = Math.min(10 * 1024, Math.max(2500, Math.floor(budget * 0.06)));
  const files = new Map();
  files.set('SKILL.md', skillMd(random, name, tools, paths, skillMdTarget, realLike));
  const rest = budget - Buffer.byteLength(files.get('SKILL.md'));
  // The wide skill also carries two files just under the per-file bound.
  const big = wide ? [bounds.fileBytes - 4 * 1024, bounds.fileBytes - 16 * 1024] : [];
  const sizes = [
    ...big,
    ...sizePlan(random, paths.slice(big.length), rest - big.reduce((a, b) => a + b, 0), bounds.fileBytes - 8 * 1024, minFile),
  ];
  paths.forEach((path, i) => files.set(path, supportingFile(random, path, paths, sizes[i], realLike, tiny)));
  return files;
}

/** Writes each `path → content` of `files` under `dir`, creating directories as needed. */
export function writeTree(dir, files) {
  for (const [path, text] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/**
 * `<out>/<kind>/`, marked as generated, with the skills of an earlier generation removed; refuses a
 * directory this script did not generate.
 */
export function prepareCatalogDir(out, kind) {
  const dir = join(out, kind);
  if (existsSync(dir)) {
    if (!existsSync(join(dir, marker))) throw new Error(`${dir} exists and was not generated by this script; refusing to replace it`);
    rmSync(join(dir, 'skills'), { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, marker), `${kind}\n`);
  return dir;
}

/** Generates one catalog kind into `<out>/<kind>/`, replacing an earlier generation. */
export function generateCatalog(kind, out = workDir) {
  const spec = catalogKinds[kind];
  if (spec === undefined) throw new Error(`unknown catalog kind "${kind}" (expected ${Object.keys(catalogKinds).join(', ')})`);
  const dir = prepareCatalogDir(out, kind);

  const random = createRandom(spec.seed);
  const skills = skillPaths(random.fork(1), spec.skills);
  const wideBudget = spec.wide ? 3 * MiB : 0;
  const spread = skills.map((_, i) => (spec.wide && i === 0 ? 0 : 0.5 + random.next() * 1.1));
  let spreadLeft = spread.reduce((a, b) => a + b, 0);
  const manifest = [];
  let catalogBytes = 0;
  let fileCount = 0;
  let largestFile = 0;
  let largestSkillFiles = 0;
  let largestSkillBytes = 0;
  skills.forEach((skill, i) => {
    const skillRandom = random.fork(100 + i);
    const wide = spec.wide && i === 0;
    // Each budget is a share of what is left, so earlier skills' rounding never piles up.
    const budget = wide ? wideBudget : Math.floor(((spec.bytes - catalogBytes) * spread[i]) / spreadLeft);
    spreadLeft -= spread[i];
    const count = wide ? bounds.skillFiles - 1 : skillRandom.int(spec.filesPerSkill[0], spec.filesPerSkill[1]);
    const files = generateSkill(skillRandom, skill, budget, count, wide, spec.realLike === true, spec.minFile, spec.tiny === true);
    writeTree(join(dir, 'skills', skill.path), files);
    let skillBytes = 0;
    for (const [path, text] of files) {
      const bytes = Buffer.byteLength(text);
      skillBytes += bytes;
      largestFile = Math.max(largestFile, bytes);
      manifest.push(`${skill.path}/${path} ${createHash('sha256').update(text).digest('hex')}`);
    }
    catalogBytes += skillBytes;
    fileCount += files.size;
    largestSkillFiles = Math.max(largestSkillFiles, files.size);
    largestSkillBytes = Math.max(largestSkillBytes, skillBytes);
  });

  const config = {
    root: 'skills',
    output: 'generated/skills.ts',
    publisher: 'skillpack',
    // The real-like skills carry shell scripts the commands run: their entries opt in, as a
    // publisher does after review (docs/rules.md, content/executable).
    skills: [...skills]
      .sort((a, b) => (a.path < b.path ? -1 : 1))
      .map(({ path, tools }) => ({ path, tools, ...(spec.realLike ? { scripts: true } : {}) })),
  };
  writeFileSync(join(dir, 'skillpack.config.json'), `${JSON.stringify(config, null, 2)}\n`);

  const summary = {
    kind,
    dir,
    configFile: join(dir, 'skillpack.config.json'),
    skillsRoot: join(dir, 'skills'),
    skills: skills.length,
    files: fileCount,
    bytes: catalogBytes,
    largestFile,
    largestSkillFiles,
    largestSkillBytes,
    tools: [...new Set(config.skills.flatMap((s) => s.tools))].sort(),
    treeDigest: `sha256:${createHash('sha256').update(manifest.sort().join('\n')).digest('hex')}`,
  };
  const over = [
    summary.skills > bounds.catalogSkills && 'skills per catalog',
    summary.bytes > bounds.catalogBytes && 'bytes per catalog',
    summary.largestFile > bounds.fileBytes && 'bytes per file',
    summary.largestSkillFiles > bounds.skillFiles && 'files per skill',
    summary.largestSkillBytes > bounds.skillBytes && 'bytes per skill',
  ].filter(Boolean);
  if (over.length > 0) throw new Error(`generated ${kind} catalog breaks a bound: ${over.join(', ')}`);
  return summary;
}

/** Every file under `dir`, sorted, as paths relative to it (for the floor measurements). */
export function listFiles(dir) {
  const out = [];
  const visit = (rel) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  visit('');
  return out.sort();
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const kinds = process.argv.slice(2);
  for (const kind of kinds.length > 0 ? kinds : Object.keys(catalogKinds)) {
    const summary = generateCatalog(kind);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  }
}

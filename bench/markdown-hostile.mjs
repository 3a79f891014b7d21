// Hostile Markdown through the whole lint (docs/security.md: nothing hangs on a hostile tree): 1 MB
// reference files built to stress the Markdown reader and the reference extractors (code spans
// without a space between them, unclosed brackets and backticks, deep nesting, endless `../`, list
// items of paths, comments and angle brackets that never close), each timed against plain prose
// of the same size. A reader that walks back or forward once per construct turns such a file into
// minutes; the target is the secret floods' (at most 1 s per MiB). The linter is bundled with esbuild into
// bench/.work/ and imported, as bench/secrets.mjs does. Prints a table, or JSON rows with `--json`.
//
//   node bench/markdown-hostile.mjs [--json] [--runs N] [--only WORDS]  (WORDS: inputs whose name holds them, besides the baseline)
import { fileURLToPath } from 'node:url';
import { importBundledSource } from './lib/bundle-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const runsArg = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const runs = Number.isInteger(runsArg) && runsArg > 0 ? runsArg : 5;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const { lintFixture, validSkillMd } = await importBundledSource(
  root,
  "export { lintFixture, validSkillMd } from './test/support/fixture.ts';",
  'markdown-hostile-lint.mjs',
);

/** Just under the 1 MiB file bound (docs/brief/SPEC-NOTES.md bounds): a unit repeated to fill it. */
const size = 1024 * 1024 - 4096;
const fill = (unit, lead = '') => lead + unit.repeat(Math.floor((size - lead.length) / unit.length));

const prose =
  'Read the guide in [the reference](references/guide.md) before you start, then run `scripts/check.sh` on the draft.\n' +
  'Each section lists what to verify, where the templates live and which answers the user expects from the skill.\n\n';
/** Hostile inputs: a name and the 1 MB text of one reference file. */
const inputs = [
  ['plain prose with links and code spans (baseline)', fill(prose)],
  ['code spans with no space between them', fill('`a`,', 'x')],
  ['path code spans with no space between them', fill('`scripts/run.sh`/`.ps1`,', 'x')],
  ['unclosed brackets on one line', fill('[a')],
  ['nested brackets', fill('[', '') + ']'.repeat(16)],
  ['link openers without a destination end', fill('[a](b ')],
  ['backtick runs of growing length, unclosed', fill(Array.from({ length: 40 }, (_, i) => '`'.repeat(i + 1) + 'x').join(' '))],
  ['one line of parent steps', fill('../')],
  ['list items of parent paths', fill('- ../../a/b/c.md\n')],
  ['parent paths to code beside parent documents', fill('- `../docs/a.md`\n- `../examples/b.java`\n')],
  ['list items of skill paths with no space', fill('- `references/a.md`,`scripts/b.py`\n')],
  ['unclosed HTML comments', fill('<!-- x ')],
  ['unclosed angle brackets', fill('<a ')],
  ['emphasis runs', fill('*_')],
  ['one line of slashes between words', fill('a/')],
  ['link reference definitions', fill('[a]: b\n')],
  ['table rows of pipes', fill('| a | `b` | [c](d) |\n')],
  ['nested block quotes and lists', fill('> - > - > - x\n')],
  ['fences that never close', fill('```\n`x`\n')],
  ['links on one line', fill('[a](references/a.md) ')],
  ['bare skill paths on one line', fill('scripts/run.py ')],
  ['skill-directory placeholders on one line', fill('${CLAUDE_SKILL_DIR}/scripts/a.py ')],
  ['angle-bracket placeholders in paths on one line', fill('references/<name>.md ')],
  ['closed HTML comments on one line', fill('<!-- a --> ')],
  ['headings of file names', fill('## references/a.md\n')],
  ['e.g. and Example: labels on one line', fill('Example: e.g. `references/a.md` ')],
];

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const results = [];
for (const [name, text] of inputs) {
  if (only !== undefined && name !== inputs[0][0] && !name.includes(only)) continue;
  const tree = {
    'skills/demo/SKILL.md': validSkillMd('demo', {
      body: 'Origin and limits: published by skillpack for its benchmark; read-only guidance.\n\nSee references/input.md.',
    }),
    'skills/demo/references/input.md': text,
  };
  await lintFixture(tree); // warm up
  const times = [];
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    await lintFixture(tree);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  results.push({ name, bytes: text.length, ms: times[Math.floor(times.length / 2)] });
}

const baseline = results[0];
/**
 * The target of the secret floods (bench/secrets.mjs): at most 1 s per MiB through lint. A hostile
 * file holds up to ten times the references of prose per byte, so it may cost a few times the
 * prose; a read that walks a whole line once per construct costs a hundred times and more.
 */
const targetMsPerMiB = 1000;
const rows = results.slice(1).map((r) => ({
  figure: `${r.name} (${(r.bytes / 1024).toFixed(0)} KiB)`,
  value: `${r.ms.toFixed(1)} ms`,
  baseline: `prose ${baseline.ms.toFixed(1)} ms`,
  ratio: `${(r.ms / baseline.ms).toFixed(2)}×`,
  target: '≤ 1 s per MiB',
  met: r.ms <= (targetMsPerMiB * r.bytes) / (1024 * 1024),
}));
if (json) {
  process.stdout.write(
    `${JSON.stringify({ title: `Hostile Markdown through lint (bench/markdown-hostile.mjs: 1 MB reference files, in process, median of ${runs})`, rows })}\n`,
  );
} else {
  process.stdout.write(`hostile Markdown through lint, 1 MB reference files (median of ${runs}; target ≤ 1 s per MiB):\n`);
  process.stdout.write(`  ${baseline.ms.toFixed(1).padStart(8)} ms  ${baseline.name}\n`);
  for (const r of results.slice(1))
    process.stdout.write(`  ${r.ms.toFixed(1).padStart(8)} ms  ${(r.ms / baseline.ms).toFixed(2).padStart(6)}×  ${r.name}\n`);
}

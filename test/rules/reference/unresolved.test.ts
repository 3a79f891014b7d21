// reference/unresolved: every reference resolves to a file the skill ships.
import { describe } from 'vitest';
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import type { MemoryEntry } from '../../../src/fs/memory-tree.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body, files } from './skill.js';

const unresolved = (target: string, column: number, hint = '', line = 11, path = target) => ({
  messageId: 'unresolved',
  data: { target, path, hint },
  line,
  column,
  severity: 'error' as const,
});

ruleTester(referenceUnresolved, {
  valid: [
    { name: 'an inline link that resolves', tree: body('See [the checklist](references/review-checklist.md).') },
    { name: 'a link with ./, fragment and title', tree: body('See [c](./references/review-checklist.md#step-1 "Checklist").') },
    { name: 'an angle-bracket target', tree: body('See [c](<references/review-checklist.md>).') },
    { name: 'a percent-encoded link', tree: body('See [c](references/review%2Dchecklist.md).') },
    { name: 'an image', tree: body('![t](assets/template.md)') },
    { name: 'a reference definition', tree: body('[c]: references/review-checklist.md') },
    { name: 'a directory reference', tree: body('Files live in references/.') },
    { name: 'a bare path in prose', tree: body('Run scripts/run.txt when asked.') },
    { name: 'a path in a code span', tree: body('Run `scripts/run.txt`.') },
    { name: 'external URLs', tree: body('See [docs](https://example.com/x.md) and <https://example.com>.') },
    { name: 'anchors', tree: body('See [below](#steps).') },
    { name: 'mailto', tree: body('Mail [us](mailto:a@example.com).') },
    { name: 'a user-repository path', tree: body('Check `src/index.ts` and package.json in the repository.') },
    { name: 'URL path segments', tree: body('Open https://github.com/o/r/blob/main/scripts/x.sh to compare.') },
    { name: 'links inside a fenced block', tree: body('```md\n[x](nowhere.md)\n```') },
    { name: 'links inside a code span', tree: body('Write `[x](nowhere.md)` like this.') },
    {
      name: 'links in a reference file, against its directory or the skill root',
      tree: body('See [c](references/review-checklist.md).', {
        'references/review-checklist.md': 'See [a](appendix.md), [root](../SKILL.md) and [t](assets/template.md).\n',
        'references/appendix.md': 'A\n',
      }),
    },
  ],
  invalid: [
    { name: 'a missing link target', tree: body('See [c](references/missing.md).'), errors: [unresolved('references/missing.md', 9)] },
    {
      name: 'a mis-cased link target names the near miss',
      tree: body('See [c](references/Review-Checklist.md).'),
      errors: [
        unresolved('references/Review-Checklist.md', 9, ' Did you mean "references/review-checklist.md" (paths are case-sensitive)?'),
      ],
    },
    { name: 'a missing bare path', tree: body('Run scripts/missing.py first.'), errors: [unresolved('scripts/missing.py', 5)] },
    {
      name: 'a missing path in a fenced block',
      tree: body('```sh\npython scripts/extract.py\n```'),
      errors: [unresolved('scripts/extract.py', 8, '', 12)],
    },
    {
      name: 'a backslash separator',
      tree: body('See [c](references\\review-checklist.md).'),
      errors: [unresolved('references\\review-checklist.md', 9, ' Use "/" as the path separator.')],
    },
    { name: 'a hidden file', tree: body('See [env](.env).'), errors: [unresolved('.env', 11)] },
    {
      name: './ before a skill directory',
      tree: body('Run ./scripts/run.txt or ./scripts/gone.sh.'),
      errors: [unresolved('./scripts/gone.sh', 26, '', 11, 'scripts/gone.sh')],
    },
    {
      name: 'in a reference file, reported there',
      tree: body('See [c](references/review-checklist.md).', { 'references/review-checklist.md': '# C\n\nSee [x](nope.md).\n' }),
      errors: [{ ...unresolved('nope.md', 9, '', 3, 'references/nope.md'), file: 'skills/a/references/review-checklist.md' }],
    },
    {
      name: 'a file the config excludes',
      tree: body('Fill in [the draft](references/draft.md).', { 'references/draft.md': '# Draft\n' }),
      config: { exclude: ['**/draft.md'] },
      errors: [
        {
          messageId: 'notShipped',
          data: {
            target: 'references/draft.md',
            why: 'excluded from the package by the config\'s "exclude"',
            how: 'narrow the "exclude" pattern that matches it',
          },
          line: 11,
          column: 21,
        },
      ],
    },
    {
      name: 'a file outside the files policy',
      tree: body('Run [the helper](scripts/fill.sh).', { 'scripts/fill.sh': 'set -eu\n' }),
      errors: [
        {
          messageId: 'notShipped',
          data: {
            target: 'scripts/fill.sh',
            why: 'outside the files policy, so it is not in the package',
            how: 'see the content/media-type finding on it',
          },
          line: 11,
          column: 18,
        },
      ],
    },
    {
      name: 'a path in the frontmatter',
      tree: { 'skills/a/SKILL.md': validSkillMd('a', { extraFrontmatter: '  notes: "uses scripts/absent.sh"' }), ...files },
      errors: [unresolved('scripts/absent.sh', 16, '', 8)],
    },
  ],
});

describe('placeholder-anchored paths', () => {
  // reference/unresolved: paths written from a host placeholder for the skill directory are the skill's own, whatever their first directory.

  ruleTester(referenceUnresolved, {
    valid: [
      {
        name: 'a top-level file named from the placeholder, present',
        tree: body('Read `${CLAUDE_SKILL_DIR}/guide.md` before you start.', { 'guide.md': '# Guide\n' }),
      },
      {
        name: 'double-brace baseDir before a script that ships',
        tree: body('```bash\npython3 {{baseDir}}/scripts/run.txt --check\n```'),
      },
      { name: 'a glob after the placeholder', tree: body('Allow `node ${CLAUDE_SKILL_DIR}/scripts/*` in the host.') },
      { name: 'an angle-bracket blank after the placeholder', tree: body('Save it as `${CLAUDE_SKILL_DIR}/state/run-<id>.yaml`.') },
      { name: 'the placeholder and a bare directory', tree: body('Scripts live in `{baseDir}/scripts/`.') },
      {
        name: 'a placeholder path in a language sample is the sample',
        tree: body('```python\nopen(f"{baseDir}/data/missing.csv")\n```'),
      },
    ],
    invalid: [
      {
        name: 'a top-level helper in a command block',
        tree: body('```bash\npython3 ${CLAUDE_SKILL_DIR}/helper.py status\n```'),
        errors: [unresolved('${CLAUDE_SKILL_DIR}/helper.py', 9, '', 12, 'helper.py')],
      },
      {
        name: 'a notes file in a code span',
        tree: body('Apply each rule in `${CLAUDE_SKILL_DIR}/rules.md`.'),
        errors: [unresolved('${CLAUDE_SKILL_DIR}/rules.md', 21, '', 11, 'rules.md')],
      },
      {
        name: 'double-brace baseDir before a missing script',
        tree: body('Run `python3 {{baseDir}}/scripts/fetch.py` once.'),
        errors: [unresolved('{{baseDir}}/scripts/fetch.py', 14, '', 11, 'scripts/fetch.py')],
      },
      {
        name: 'single-brace baseDir before a missing top-level file, quoted in a command',
        tree: body('```sh\nbash "{baseDir}/setup.sh"\n```'),
        errors: [unresolved('{baseDir}/setup.sh', 7, '', 12, 'setup.sh')],
      },
    ],
  });
});

describe('sample string literals and links written as code', () => {
  // reference/unresolved: a string literal of a code sample written in a code span names the user's file, not the skill's.

  ruleTester(referenceUnresolved, {
    valid: [
      { name: 'a config assignment in a table cell', tree: body('| hook | `_.run = "./scripts/setup.sh"` |') },
      { name: 'a require call', tree: body("Fonts load with `require('./assets/fonts/Title.otf')` in your app.") },
      { name: 'a Markdown link written as code', tree: body('Write links as `[label](references/topic.md)` in your skill.') },
      { name: 'a JSON key and value', tree: body('Set `"entry": "scripts/main.ts"` in your manifest.') },
    ],
    invalid: [
      {
        name: 'a quoted command argument is still the skill',
        tree: body('Run `python3 "scripts/probe.py" --all` first.'),
        errors: [unresolved('scripts/probe.py', 15)],
      },
      {
        name: 'a quoted flag value is still the skill',
        tree: body('Pass `--rules-file="references/rules.md"` to the checker.'),
        errors: [unresolved('references/rules.md', 21)],
      },
      { name: 'a bare code span path', tree: body('Open `scripts/probe.py` when stuck.'), errors: [unresolved('scripts/probe.py', 7)] },
    ],
  });
});

describe('paths under an example label', () => {
  // reference/unresolved: paths shown under an explicit "Example:" label illustrate the reader's own skill.

  ruleTester(referenceUnresolved, {
    valid: [
      { name: 'a bold label on the line', tree: body('- **Example**: `scripts/resize_image.py` for thumbnail jobs') },
      {
        name: 'several illustrations after a plural label',
        tree: body('**Examples**: `references/pricing.md` for price tables, `assets/banner.svg` for headers'),
      },
      {
        name: 'a list led in by an example paragraph',
        tree: body(
          'Example: when a skill answers questions about invoices, the plan reads:\n\n1. Invoices need the same lookup every time\n2. A `references/invoice-fields.md` file would save that work',
        ),
      },
      {
        name: 'a quoted sample conversation under an example heading',
        tree: body('## Example Session\n\n> I will add:\n> - references/billing-faq.md: refund questions'),
      },
      {
        name: 'an inline e.g. illustrating a kind of file',
        tree: body('- **Scripts**: code the model would rewrite every time (e.g., `scripts/resize_image.py`)'),
      },
      {
        name: 'an inline "for example" before a bare path in the user’s project',
        tree: body('Save the query in a local file (for example scripts/pull_orders.py) and run it there.'),
      },
    ],
    invalid: [
      {
        name: 'a plain instruction is still checked',
        tree: body('Read `references/invoice-fields.md` before answering.'),
        errors: [unresolved('references/invoice-fields.md', 7)],
      },
      {
        name: 'an inline e.g. introduces the skill’s own file',
        tree: body('Use a bundled converter (e.g. `scripts/convert.py`) for large files.'),
        errors: [unresolved('scripts/convert.py', 32)],
      },
      {
        name: 'an inline e.g. on a line that says the skill ships the file',
        tree: body('The skill ships two checkers (e.g. `scripts/lint_tables.py`).'),
        errors: [unresolved('scripts/lint_tables.py', 37)],
      },
      {
        name: 'an e.g. after the path does not make it an example',
        tree: body('Run `scripts/lint_tables.py`, e.g. before a release.'),
        errors: [unresolved('scripts/lint_tables.py', 6)],
      },
      {
        name: 'a link under the label is still a reference',
        tree: body('Example: see [the sheet](references/sheet.md).'),
        errors: [unresolved('references/sheet.md', 26)],
      },
      {
        name: 'a quote under an ordinary heading is still checked',
        tree: body('## Notes\n\n> Read references/billing-faq.md first.'),
        errors: [unresolved('references/billing-faq.md', 8, '', 13)],
      },
      {
        name: 'a list led in by an ordinary paragraph',
        tree: body('Before you start:\n\n1. Open `references/setup.md`'),
        errors: [unresolved('references/setup.md', 10, '', 13)],
      },
    ],
  });
});

describe('paths the text says are written', () => {
  // reference/unresolved: a state or output file a script creates at run time need not ship.

  ruleTester(referenceUnresolved, {
    valid: [
      { name: 'a state file the scripts keep', tree: body('Installed packages are tracked in `assets/installed.json`:') },
      { name: 'an output the script saves', tree: body('The renderer saves `assets/preview.png` next to the input.') },
      { name: 'written into a file', tree: body('Each run is written into the file `references/run-log.md`.') },
      {
        name: 'another mention of a file the text says is written',
        tree: body(
          'If the upload fails, check that `assets/upload.json` exists.\n\nThe script saves `assets/upload.json` after the first run.',
        ),
      },
      { name: 'written into, in Chinese', tree: body('用户提供后，将配置写入 `assets/upload.json` 供脚本读取。') },
    ],
    invalid: [
      {
        name: 'a file to read is still checked',
        tree: body('Read the installed list in `assets/installed.json` first.'),
        errors: [unresolved('assets/installed.json', 29)],
      },
      {
        name: 'a script that reads the file is still checked',
        tree: body('The renderer reads `assets/palette.json` for colours.'),
        errors: [unresolved('assets/palette.json', 21)],
      },
      {
        name: 'a link to a written file is still a reference',
        tree: body('Results are saved to [the log](assets/log.json).'),
        errors: [unresolved('assets/log.json', 32)],
      },
    ],
  });
});

describe('files of the project around the skill', () => {
  // reference/unresolved: a path written from the project root that names the repository's own file is not the skill's.
  const project = (tree: Record<string, MemoryEntry>, extra: Record<string, MemoryEntry> = {}) => ({ ...tree, ...extra });

  ruleTester(referenceUnresolved, {
    valid: [
      {
        name: "a link to the repository's document",
        tree: project(body('Smoke-test as in [the guide](docs/deploy-guide.md#smoke).'), { 'docs/deploy-guide.md': '# Deploy\n' }),
      },
      {
        name: "the repository's script run from its root",
        tree: project(body('```bash\n./scripts/cut-release.sh 1.2.0\n```'), { 'scripts/cut-release.sh': '#!/bin/sh\n' }),
      },
      {
        name: "a repository's document, in a skill copied out of its repository",
        tree: body('Follow [the architecture notes](docs/ARCHITECTURE.md) before changing modules.'),
      },
      {
        name: "a repository's workflow and its agent instructions, written from its root",
        tree: body('The gate is [the CI workflow](.github/workflows/ci.yml); house rules are in [AGENTS.md](AGENTS.md).'),
      },
      {
        name: "a repository's source file written from its root",
        tree: body('Register the tool in [the registry](src/tools/index.ts).'),
      },
      {
        name: 'another skill of the project, written from the root',
        tree: project(body('Then query logs with [the logs skill](skills/logs/SKILL.md).'), {
          'skills/logs/SKILL.md': validSkillMd('logs'),
        }),
      },
    ],
    invalid: [
      {
        name: 'a file the project does not have either',
        tree: project(body('Smoke-test as in [the guide](docs/deploy-guide.md).'), { 'docs/other.md': '# Other\n' }),
        errors: [unresolved('docs/deploy-guide.md', 30)],
      },
      {
        name: 'a repository directory the skill has itself keeps its files checked',
        tree: body('Follow [the architecture notes](docs/ARCHITECTURE.md).', { 'docs/USAGE.md': '# Usage\n' }),
        errors: [unresolved('docs/ARCHITECTURE.md', 33)],
      },
      {
        name: 'a directory that is not a repository convention is the skill’s',
        tree: body('Follow [the architecture notes](guides/ARCHITECTURE.md).'),
        errors: [unresolved('guides/ARCHITECTURE.md', 33)],
      },
      {
        name: 'a Markdown file that is not a repository root file is the skill’s',
        tree: body('Fill in [the form](FORMS.md).'),
        errors: [unresolved('FORMS.md', 20)],
      },
      {
        name: 'a project file reached through a symlinked directory',
        tree: project(body('Smoke-test as in [the guide](handbook/deploy-guide.md).'), { handbook: { kind: 'symlink' } }),
        errors: [unresolved('handbook/deploy-guide.md', 30)],
      },
      {
        name: 'a references/ path always names the skill’s own file',
        tree: project(body('Read `references/pricing.md` first.'), { 'references/pricing.md': '# Pricing of another tool\n' }),
        errors: [unresolved('references/pricing.md', 7)],
      },
    ],
  });
});

describe('paths spanning a whole code span', () => {
  // reference/unresolved: a code span holding only a path under another directory the skill ships is a reference.

  const withLayouts = { 'layouts/page.md': '# Page\n' };

  ruleTester(referenceUnresolved, {
    valid: [
      { name: 'a shipped file under the directory', tree: body('Start from `layouts/page.md` every time.', withLayouts) },
      {
        name: 'a directory the skill does not have is the user’s',
        tree: body('Record the decision in `decisions/0001-use-queues.md`.', withLayouts),
      },
      { name: 'a snippet that only contains a path', tree: body('Call `render("layouts/cover.md")` to draw it.', withLayouts) },
      { name: 'a path shown as an example of the format', tree: body('Quote sources by path (e.g. `layouts/cover.md`).', withLayouts) },
      { name: 'a pattern under the directory', tree: body('Any of `layouts/*.md` will do.', withLayouts) },
      {
        name: 'link text is the link’s business',
        tree: body('See [`layouts/page.md`](layouts/page.md).', withLayouts),
      },
    ],
    invalid: [
      {
        name: 'a missing file under a directory the skill ships',
        tree: body('Copy `layouts/cover.md` before editing.', withLayouts),
        errors: [unresolved('layouts/cover.md', 7)],
      },
    ],
  });
});

describe('file names in another case', () => {
  // reference/unresolved: a bare Markdown file name that names a skill file in another case is a dead reference with a hint.
  const withGuide = { 'guide.md': '# Guide\n' };

  ruleTester(referenceUnresolved, {
    valid: [
      { name: 'the exact name', tree: body('Read guide.md before answering.', withGuide) },
      { name: 'a name that matches no file is the user’s', tree: body('Update CHANGELOG.md in your repository.', withGuide) },
      { name: 'a sample block', tree: body('```python\nopen("GUIDE.md")\n```', withGuide) },
      { name: 'part of a URL', tree: body('Compare with https://example.com/docs/GUIDE.md online.', withGuide) },
    ],
    invalid: [
      {
        name: 'another case in prose',
        tree: body('For details, see GUIDE.md.', withGuide),
        errors: [
          {
            messageId: 'unresolved',
            data: { target: 'GUIDE.md', path: 'GUIDE.md', hint: ' Did you mean "guide.md" (paths are case-sensitive)?' },
            line: 11,
            column: 18,
            severity: 'error' as const,
          },
        ],
      },
      {
        name: 'another case in a code span',
        tree: body('Open `Guide.md` first.', withGuide),
        errors: [
          {
            messageId: 'unresolved',
            data: { target: 'Guide.md', path: 'Guide.md', hint: ' Did you mean "guide.md" (paths are case-sensitive)?' },
            line: 11,
            column: 7,
            severity: 'error' as const,
          },
        ],
      },
    ],
  });
});

describe("the user's repository tooling, a skill-defined SKILL_DIR, and paths through the skill's own directory", () => {
  /** The skill without a scripts/ directory (it ships only a checklist), with `sentence` as its body on line 11. */
  const withoutScripts = (sentence: string) => ({
    'skills/a/SKILL.md': validSkillMd('a', { body: sentence }),
    'skills/a/references/review-checklist.md': '# Checklist\n',
  });
  const missing = (target: string, path: string, column: number, line = 11) => ({
    messageId: 'unresolved',
    data: { target, path, hint: '' },
    line,
    column,
    severity: 'error' as const,
  });

  ruleTester(referenceUnresolved, {
    valid: [
      {
        name: "a script of the user's checkout, in a skill with no scripts/ that works from the repository root",
        tree: withoutScripts('Work from the repository root.\n\n```bash\nnode scripts/check-drift.mjs --strict\n```'),
      },
      {
        name: 'a script of a skill whose description says it audits code, with no scripts/',
        tree: {
          'skills/a/SKILL.md': validSkillMd('a', { body: '```bash\nnode scripts/openai-audit.mjs plan.md\n```' }).replace(
            'description: Checks a fixtures',
            'description: Audits code against a plan; checks a fixtures',
          ),
          'skills/a/references/review-checklist.md': '# Checklist\n',
        },
      },
      {
        name: 'a script next to `npm run`, in a skill with no scripts/',
        tree: withoutScripts('Run `npm run build`, then `node scripts/report.mjs`.'),
      },
      {
        name: 'a path that prose calls a repository script',
        tree: body('A workflow that runs a repository script (`./scripts/review.sh`) may start an agent.'),
      },
      {
        name: 'a SKILL_DIR placeholder the skill defines, before a script that ships',
        tree: body("Here SKILL_DIR is this skill's directory.\n\n```bash\npython <SKILL_DIR>/scripts/run.txt\n```"),
      },
      {
        name: "an undefined $SKILL_DIR may be the user's variable",
        tree: body('```bash\npython $SKILL_DIR/scripts/missing.py\n```'),
      },
      {
        name: 'a directory path that names no directory of the skill',
        tree: body('Back up `scripts/glm-proxy/` and sessions/ to your repository.'),
      },
      {
        name: "a path from the repository root through the skill's directory, present",
        tree: body('Run `python skills/a/scripts/run.txt`.'),
      },
      { name: "a path through another skill's directory is not this skill's", tree: body('Run `python skills/other/scripts/missing.py`.') },
    ],
    invalid: [
      {
        name: "a script the skill forgot to ship, with no word about the user's repository",
        tree: withoutScripts('```bash\npython scripts/auth.py --ensure\n```'),
        errors: [missing('scripts/auth.py', 'scripts/auth.py', 8, 12)],
      },
      {
        name: 'a description naming "Claude Code" does not make a script the user\'s',
        tree: {
          'skills/a/SKILL.md': validSkillMd('a', { body: '```bash\npython scripts/auth.py\n```' }).replace(
            'description: Checks a fixtures',
            'description: Guidance for Claude Code skills; checks a fixtures',
          ),
          'skills/a/references/review-checklist.md': '# Checklist\n',
        },
        errors: [missing('scripts/auth.py', 'scripts/auth.py', 8, 12)],
      },
      {
        name: 'a skill that ships scripts/ keeps its dead script reported, whatever its words',
        tree: body('From the repository root, run:\n\n```bash\nnode scripts/missing.mjs\n```'),
        errors: [missing('scripts/missing.mjs', 'scripts/missing.mjs', 6, 14)],
      },
      {
        name: 'a missing script after the blank <skill_dir>, which needs no definition',
        tree: body('```bash\nbash <skill_dir>/scripts/backup.sh ./out\n```'),
        errors: [missing('<skill_dir>/scripts/backup.sh', 'scripts/backup.sh', 6, 12)],
      },
      {
        name: 'a $SKILL_DIR defined before it on its line ("within this skill directory")',
        tree: body('Scripts are in this skill directory (`$SKILL_DIR/scripts/`): run `node $SKILL_DIR/scripts/merge.mjs`.'),
        errors: [missing('$SKILL_DIR/scripts/merge.mjs', 'scripts/merge.mjs', 72)],
      },
      {
        name: 'a directory path whose name with an extension is a file of the skill',
        tree: body('Helpers live in `scripts/run/`.'),
        errors: [
          {
            ...missing('scripts/run/', 'scripts/run', 18),
            data: { target: 'scripts/run/', path: 'scripts/run', hint: ' Did you mean "scripts/run.txt"?' },
          },
        ],
      },
      {
        name: 'a missing script after a SKILL_DIR placeholder the skill defines',
        tree: body("SKILL_DIR is this skill's directory.\n\n```bash\npython <SKILL_DIR>/scripts/missing.py\n```"),
        errors: [missing('<SKILL_DIR>/scripts/missing.py', 'scripts/missing.py', 8, 14)],
      },
      {
        name: "a missing script written from the repository root through the skill's directory",
        tree: body('Run `python skills/a/scripts/missing.py`.'),
        errors: [missing('scripts/missing.py', 'scripts/missing.py', 22)],
      },
    ],
  });
});

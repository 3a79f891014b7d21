// reference/outside-skill: a file the skill names that lies elsewhere in the project (another skill,
// the plugin root, the repository) is reported with where it is; a file nowhere is reference/unresolved's.
import { describe, expect, test } from 'vitest';
import { referenceOutsideSkill } from '../../../src/rules/reference/outside-skill.js';
import { lintFixtureOutcome, validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

/** The skill a without scripts/ (it ships a checklist), with `sentence` on body line 11, beside the skill pptx. */
const besidePptx = (sentence: string) => ({
  'skills/a/SKILL.md': validSkillMd('a', { body: sentence }),
  'skills/a/references/review-checklist.md': '# Checklist\n',
  'skills/pptx/SKILL.md': validSkillMd('pptx'),
  'skills/pptx/scripts/thumbnail.py': 'print("thumb")\n',
});

const otherSkill = (target: string, column: number, line = 11) => ({
  messageId: 'otherSkill',
  data: { target, skill: 'pptx', name: 'pptx' },
  line,
  column,
  file: 'skills/a/SKILL.md',
});

/** A plugin at plugins/pack (its manifest, a shared validator) whose skill `lint` has `sentence` on body line 11. */
const inPlugin = (sentence: string) => ({
  'plugins/pack/.claude-plugin/plugin.json': '{"name":"pack"}\n',
  'plugins/pack/scripts/validate.py': 'print("ok")\n',
  'plugins/pack/skills/lint/SKILL.md': validSkillMd('lint', { body: sentence }),
});
const pluginConfig = { root: 'plugins/pack/skills' };

ruleTester(referenceOutsideSkill, {
  valid: [
    { name: 'a file the skill ships', tree: body('Run `scripts/run.txt` first.') },
    { name: 'a missing file the project has nowhere is reference/unresolved’s', tree: body('Run `scripts/missing.py` first.') },
    {
      name: 'a references/ path always names the skill’s own document',
      tree: { ...body('Read `references/pricing.md` first.'), 'references/pricing.md': '# Pricing of another tool\n' },
    },
    { name: 'a path that leaves the skill is reference/escapes-skill’s', tree: body('See [guide](../../docs/guide.md).') },
    {
      name: "a repository's file by convention, in a skill copied out of its repository, is the user's",
      tree: body('Register the tool in [the registry](src/tools/index.ts).'),
    },
    {
      name: "the user's repository tooling that no skill and no project file has stays silent",
      tree: besidePptx('Work from the repository root.\n\n```bash\nnode scripts/check-drift.mjs --strict\n```'),
    },
    {
      name: "the project's document on a line that places it in the user's repository",
      tree: { ...body('Compare with [the guide](docs/deploy-guide.md) in your repository.'), 'docs/deploy-guide.md': '# Deploy\n' },
    },
    {
      // Beside the invalid case "the project's script, run from the repository root": the sentence lists what the checkout holds.
      name: "the project's script named as what the repository root contains",
      tree: { ...body('Confirm the repository root contains `lib/`, `docs/` and `scripts/compose.mjs`.'), 'scripts/compose.mjs': '// c\n' },
    },
    { name: 'a script the other skill ships, inside a language sample', tree: besidePptx('```python\nopen("scripts/thumbnail.py")\n```') },
    {
      // Beside the invalid case "a sibling skill's document, named with that skill": the named skill lacks the file.
      name: "a path after another skill's name that the named skill does not have",
      tree: besidePptx("For layouts see the `pptx` skill's `docs/slides/layout.md`."),
    },
    {
      // Beside the invalid case "a sibling skill's document, named with that skill": without the name, the path is the user's.
      name: "a sibling skill's document the catalog does not list, without the skill's name",
      tree: { ...besidePptx('For layouts see `docs/slides/layout.md`.'), 'skills/pptx/docs/slides/layout.md': '# Layout\n' },
      config: { skills: [{ path: 'a', tools: [] }] },
    },
    {
      // The skill's own README.md is missing (reference/unresolved's); the other skill's README.md is not the one meant.
      name: "a bare name listed as the skill's resource, which another skill happens to have",
      tree: { ...besidePptx('## Resources\n\n- `README.md`: what this skill does'), 'skills/pptx/README.md': '# pptx\n' },
    },
    {
      // A permission pattern names a command the host may run, not a file for the model to read; the
      // body line that runs the script is the reference (the invalid case below).
      name: 'a plugin-root script in an allowed-tools permission pattern',
      tree: {
        ...inPlugin('Review the report.'),
        'plugins/pack/skills/lint/SKILL.md': validSkillMd('lint', {
          extraFrontmatter: 'allowed-tools: Bash(${CLAUDE_PLUGIN_ROOT}/scripts/validate.py *)',
          body: 'Review the report.',
        }),
      },
      config: pluginConfig,
    },
    {
      name: 'a plugin-root path the plugin does not have is reference/unresolved’s',
      tree: inPlugin('Follow [the shared rules](${CLAUDE_PLUGIN_ROOT}/shared/missing.md) first.'),
      config: pluginConfig,
    },
  ],
  invalid: [
    {
      // A shell default of the plugin root (`${CLAUDE_PLUGIN_ROOT:-skills}`) with no plugin around the skill: read from the default.
      name: "another skill's script written from a plugin-root placeholder's shell default",
      tree: besidePptx('Run `node ${CLAUDE_PLUGIN_ROOT:-skills}/pptx/scripts/thumbnail.py` first.'),
      errors: [otherSkill('${CLAUDE_PLUGIN_ROOT:-skills}/pptx/scripts/thumbnail.py', 11)],
    },
    {
      name: 'a script that lives in another skill',
      tree: besidePptx('```bash\npython scripts/thumbnail.py deck.pptx\n```'),
      errors: [otherSkill('scripts/thumbnail.py', 8, 12)],
    },
    {
      // The user-repository exemption ("the repository" in the text, no scripts/) must not hide it.
      name: 'a script of another skill, in a skill that works in the repository',
      tree: besidePptx('Work from the repository root.\n\n```bash\npython scripts/thumbnail.py deck.pptx\n```'),
      errors: [otherSkill('scripts/thumbnail.py', 8, 14)],
    },
    {
      // src/references/extract/skill-project-paths.ts: a run through the skills folder into a sibling.
      name: 'another skill’s script run through the skills folder in a command block',
      tree: besidePptx('```\npython3 -u skills/pptx/scripts/thumbnail.py deck.pptx\n```'),
      errors: [otherSkill('skills/pptx/scripts/thumbnail.py', 12, 12)],
    },
    {
      name: 'another skill’s file written from the project root',
      tree: besidePptx('Make previews with [the script](skills/pptx/scripts/thumbnail.py).'),
      errors: [otherSkill('skills/pptx/scripts/thumbnail.py', 33)],
    },
    {
      name: 'a validator at the plugin root, written from the plugin root',
      tree: inPlugin('```bash\npython scripts/validate.py report.json\n```'),
      config: pluginConfig,
      errors: [
        {
          messageId: 'pluginRoot',
          data: { target: 'scripts/validate.py', path: 'plugins/pack/scripts/validate.py' },
          line: 12,
          column: 8,
          file: 'plugins/pack/skills/lint/SKILL.md',
        },
      ],
    },
    {
      name: 'a validator at the plugin root, written from the repository root',
      tree: inPlugin('Check with [the validator](plugins/pack/scripts/validate.py).'),
      config: pluginConfig,
      errors: [
        {
          messageId: 'pluginRoot',
          data: { target: 'plugins/pack/scripts/validate.py', path: 'plugins/pack/scripts/validate.py' },
          line: 11,
          column: 28,
          file: 'plugins/pack/skills/lint/SKILL.md',
        },
      ],
    },
    {
      name: 'a shared document at the plugin root, linked from the plugin-root placeholder',
      tree: {
        ...inPlugin('Follow [the shared rules](${CLAUDE_PLUGIN_ROOT}/shared/rules.md) first.'),
        'plugins/pack/shared/rules.md': '# Rules\n',
      },
      config: pluginConfig,
      errors: [
        {
          messageId: 'pluginRoot',
          data: { target: '${CLAUDE_PLUGIN_ROOT}/shared/rules.md', path: 'plugins/pack/shared/rules.md' },
          line: 11,
          column: 27,
          file: 'plugins/pack/skills/lint/SKILL.md',
        },
      ],
    },
    {
      name: 'a validator at the plugin root, run from the plugin-root placeholder',
      tree: inPlugin('```bash\n${CLAUDE_PLUGIN_ROOT}/scripts/validate.py report.json\n```'),
      config: pluginConfig,
      errors: [
        {
          messageId: 'pluginRoot',
          data: { target: '${CLAUDE_PLUGIN_ROOT}/scripts/validate.py', path: 'plugins/pack/scripts/validate.py' },
          line: 12,
          column: 1,
          file: 'plugins/pack/skills/lint/SKILL.md',
        },
      ],
    },
    {
      name: "a sibling skill's document, named with that skill",
      tree: {
        ...besidePptx("For layouts see the `pptx` design skill's `docs/slides/layout.md`."),
        'skills/pptx/docs/slides/layout.md': '# Layout\n',
      },
      config: { skills: [{ path: 'a', tools: [] }] },
      errors: [
        {
          ...otherSkill('docs/slides/layout.md', 44),
          data: { target: 'docs/slides/layout.md', skill: 'skills/pptx', name: 'pptx' },
        },
      ],
    },
    {
      name: "another skill's reference, its name in the code span before it",
      tree: { ...besidePptx('Follow the rules (`pptx` `references/style.md`).'), 'skills/pptx/references/style.md': '# Style\n' },
      errors: [otherSkill('references/style.md', 27)],
    },
    {
      name: "the project's script, run from the repository root",
      tree: { ...body('From the repository root, run `node scripts/compose.mjs`.'), 'scripts/compose.mjs': '// c\n' },
      errors: [
        {
          messageId: 'projectFile',
          data: { target: 'scripts/compose.mjs', path: 'scripts/compose.mjs' },
          line: 11,
          column: 37,
          file: 'skills/a/SKILL.md',
        },
      ],
    },
    {
      name: "the repository's document, in a skill kept inside its repository",
      tree: { ...body('Smoke-test as in [the guide](docs/deploy-guide.md#smoke).'), 'docs/deploy-guide.md': '# Deploy\n' },
      errors: [
        {
          messageId: 'projectFile',
          data: { target: 'docs/deploy-guide.md#smoke', path: 'docs/deploy-guide.md' },
          line: 11,
          column: 30,
          file: 'skills/a/SKILL.md',
        },
      ],
    },
  ],
});

describe('code spans written from the repository root', () => {
  // reference/outside-skill: a code span that is a path of two or more directories names a file the skill
  // cannot ship when the plugin or another skill keeps it; the project's other files are the user's.
  ruleTester(referenceOutsideSkill, {
    valid: [
      {
        name: "the project's own document is the user's",
        tree: { ...body('Before reviewing, read `docs/review/guide.md`.'), 'docs/review/guide.md': '# Guide\n' },
      },
      {
        name: "a plugin file on a line that places it in the user's repository",
        tree: {
          ...inPlugin('Compare with `plugins/pack/agents/reviewer.md` in your repository.'),
          'plugins/pack/agents/reviewer.md': '# R\n',
        },
        config: pluginConfig,
      },
    ],
    invalid: [
      {
        name: 'a file of the plugin, written from the repository root in a code span',
        tree: { ...inPlugin('Reviewed by `plugins/pack/agents/reviewer.md` afterwards.'), 'plugins/pack/agents/reviewer.md': '# R\n' },
        config: pluginConfig,
        errors: [
          {
            messageId: 'pluginRoot',
            data: { target: 'plugins/pack/agents/reviewer.md', path: 'plugins/pack/agents/reviewer.md' },
            line: 11,
            column: 14,
            file: 'plugins/pack/skills/lint/SKILL.md',
          },
        ],
      },
      {
        name: 'a file of a sibling skill the catalog does not list',
        tree: {
          ...body('The full flow is `skills/b/references/steps.md`.'),
          'skills/b/SKILL.md': validSkillMd('b'),
          'skills/b/references/steps.md': '# Steps\n',
        },
        config: { skills: [{ path: 'a', tools: [] }] },
        errors: [
          {
            messageId: 'otherSkill',
            data: { target: 'skills/b/references/steps.md', skill: 'skills/b', name: 'b' },
            line: 11,
            column: 19,
            file: 'skills/a/SKILL.md',
          },
        ],
      },
    ],
  });
});

describe('severity by profile', () => {
  // A warning under skillpack:recommended (a plugin read from disk finds the file), an error under skillpack:strict.
  const tree = besidePptx('```bash\npython scripts/thumbnail.py deck.pptx\n```');
  const severities = (profile: string) =>
    lintFixtureOutcome(tree, { extends: profile })
      .diagnostics.filter((d) => d.ruleId === 'reference/outside-skill')
      .map((d) => d.severity);

  test('skillpack:recommended reports a warning', () => {
    expect(severities('skillpack:recommended')).toEqual(['warning']);
  });

  test('skillpack:strict reports an error', () => {
    expect(severities('skillpack:strict')).toEqual(['error']);
  });
});

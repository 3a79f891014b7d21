// reference/escapes-skill: no reference leaves the skill directory.
import { describe } from 'vitest';
import { referenceEscapesSkill } from '../../../src/rules/reference/escapes-skill.js';
import { ruleTester } from '../../support/rule-tester.js';
import { validSkillMd } from '../../support/fixture.js';
import { body } from './skill.js';

const escapes = (target: string, column: number, line = 11) => ({
  messageId: 'escapes',
  data: { target },
  line,
  column,
  severity: 'error' as const,
});

ruleTester(referenceEscapesSkill, {
  valid: [
    { name: 'a link inside the skill', tree: body('See [c](./references/review-checklist.md#step-1 "Checklist").') },
    { name: "other bare relative paths are the user's", tree: body('Run ./gradlew build, then import from ../utils.') },
    { name: 'a parent link in a code sample', tree: body('```md\n[up](../other-skill/SKILL.md)\n```') },
    {
      name: 'a reference file linking back to SKILL.md',
      tree: body('See [c](references/review-checklist.md).', { 'references/review-checklist.md': 'Back to [root](../SKILL.md).\n' }),
    },
  ],
  invalid: [
    {
      name: 'a link to a sibling skill',
      tree: body('See [other](../other-skill/SKILL.md).'),
      errors: [escapes('../other-skill/SKILL.md', 13)],
    },
    {
      name: 'a bare path below a skill directory',
      tree: body('Read references/../../README.md first.'),
      errors: [escapes('references/../../README.md', 6)],
    },
    { name: 'through a subdirectory', tree: body('See [x](references/../../x.md).'), errors: [escapes('references/../../x.md', 9)] },
    {
      // Over MCP `..` stops at the skill's URI authority and lands on the skill's own README.md; on disk it is the repository's.
      name: "a link climbing to the repository's README, in a skill that ships a README of its own",
      tree: body('See [the project](../../README.md).', { 'README.md': '# A\n' }),
      errors: [escapes('../../README.md', 19)],
    },
  ],
});

describe('placeholder-anchored paths', () => {
  // reference/escapes-skill: a `..` after a host placeholder for the skill directory leaves the skill.
  ruleTester(referenceEscapesSkill, {
    valid: [
      { name: 'a placeholder path that stays inside', tree: body('Run `${CLAUDE_SKILL_DIR}/scripts/../scripts/run.txt`.') },
      { name: "a parent path without placeholder is the user's", tree: body('Compare with `../shared/notes.md` in your repository.') },
      {
        // The plugin root handed to a command names a directory, not a file: its files are named where the text names them.
        name: 'an ancestor directory passed as an argument',
        tree: body('Run `npm install --prefix "${CLAUDE_SKILL_DIR}/../.."` once.'),
      },
      {
        // A package manager fills node_modules at install time: no publisher writes or ships it.
        name: 'the node_modules a package manager installs',
        tree: body('Check `[ -d "${CLAUDE_SKILL_DIR}/../../node_modules" ]` before running.'),
      },
    ],
    invalid: [
      {
        // Beside the ancestor directory: the file under it on the same line is still reported.
        name: 'a file above the skill next to the ancestor directory it is handed',
        tree: body('Run `node "${CLAUDE_SKILL_DIR}/../../lib/deps.js" "${CLAUDE_SKILL_DIR}/../.."` once.'),
        errors: [escapes('${CLAUDE_SKILL_DIR}/../../lib/deps.js', 12)],
      },
      {
        name: 'a file of the plugin next to node_modules',
        tree: body('Check `[ -d "${CLAUDE_SKILL_DIR}/../../node_modules" ] || node "${CLAUDE_SKILL_DIR}/../../lib/install.js"`.'),
        errors: [escapes('${CLAUDE_SKILL_DIR}/../../lib/install.js', 65)],
      },
      {
        name: "a sibling skill's file in a code span",
        tree: body('When stuck, follow `${CLAUDE_SKILL_DIR}/../shared-skill/fallback.md` step by step.'),
        errors: [escapes('${CLAUDE_SKILL_DIR}/../shared-skill/fallback.md', 21)],
      },
      {
        name: 'a parent script in a command block',
        tree: body('```bash\nnode {baseDir}/../tools/check.mjs\n```'),
        errors: [escapes('{baseDir}/../tools/check.mjs', 6, 12)],
      },
    ],
  });
});

describe('parent Markdown paths in code spans', () => {
  // reference/escapes-skill: a code span that is nothing but `../…/x.md` names a document outside the skill.
  ruleTester(referenceEscapesSkill, {
    valid: [
      { name: "a line that places it in the user's repository", tree: body('Compare with `../shared/notes.md` in your repository.') },
      { name: 'a parent path to code is the user’s', tree: body('Move the helper to `../utils/dates.ts` once it is shared.') },
      { name: 'a parent Markdown path shown as an example', tree: body('Keep notes beside the code (e.g. `../notes/decisions.md`).') },
      { name: 'a parent Markdown path in a code sample', tree: body('```python\nopen("../notes/decisions.md")\n```') },
    ],
    invalid: [
      {
        name: 'a code span that is nothing but a parent Markdown path',
        tree: body('Before you start, load `../brand-voice/SKILL.md` and follow it.'),
        errors: [escapes('../brand-voice/SKILL.md', 25)],
      },
      {
        name: 'a list of parent Markdown documents',
        tree: body('Background:\n\n- `../../docs/threat-model.md`\n- `../../docs/glossary.md`'),
        errors: [escapes('../../docs/threat-model.md', 4, 13), escapes('../../docs/glossary.md', 4, 14)],
      },
    ],
  });
});

describe('list items that open with a parent Markdown path', () => {
  // reference/escapes-skill: a list item that opens with `../…/x.md` (a "References" list) names a document outside the skill.
  ruleTester(referenceEscapesSkill, {
    valid: [
      { name: 'a parent path later in a list item is prose about it', tree: body('- Compare with ../notes/decisions.md when unsure.') },
      { name: 'a list item opening with a parent path to code', tree: body('- ../utils/dates.ts — the shared date helper') },
      { name: 'a list item in a code sample', tree: body('```md\n- ../shared/guide.md — the guide\n```') },
      { name: "a list item that places it in the user's repository", tree: body('- ../shared/notes.md in your repository') },
    ],
    invalid: [
      {
        name: 'a references list of parent Markdown documents',
        tree: body('## References\n  - ../../../Shared/layering.md — Layering\n  - ../../../Shared/testing.md — Testing'),
        errors: [escapes('../../../Shared/layering.md', 5, 12), escapes('../../../Shared/testing.md', 5, 13)],
      },
      {
        // Only a path that opens its line counts, whatever else on the line or before it holds `../`.
        name: 'items after prose parent paths, with CRLF line endings',
        tree: body('Read ../notes.md first, then:\r\n- ../../Shared/a.md — A, not ../../Shared/b.md\r\n\r\n1. ../../Shared/c.md'),
        errors: [escapes('../../Shared/a.md', 3, 12), escapes('../../Shared/c.md', 4, 14)],
      },
    ],
  });
});

describe('files of the project the reference climbs to', () => {
  // reference/escapes-skill: the message names the project file a `..` reference reaches, so the publisher knows what to copy.
  const projectFile = (target: string, path: string, column: number, line = 11) => ({
    messageId: 'projectFile',
    data: { target, path },
    line,
    column,
    severity: 'error' as const,
  });

  ruleTester(referenceEscapesSkill, {
    valid: [
      { name: 'a link to a file of the skill is not one', tree: body('See [c](references/review-checklist.md).') },
      {
        name: 'a sibling under the same organisational prefix resolves over MCP',
        tree: {
          'skills/acme/a/SKILL.md': validSkillMd('a', { body: 'Then apply [pricing](../b/SKILL.md).' }),
          'skills/acme/b/SKILL.md': validSkillMd('b'),
        },
      },
    ],
    invalid: [
      {
        name: "the repository's document, from a skill kept in the repository",
        tree: { ...body('Read [the release notes](../../docs/development.md#release) first.'), 'docs/development.md': '# Dev\n' },
        errors: [projectFile('../../docs/development.md#release', 'docs/development.md', 26)],
      },
      {
        // The document lands beside the skill, so the file climbs relative to the skill: its parent
        // path to code names a file beside the skill too, one the project does not have.
        name: 'a parent path to code beside a parent document the project has',
        tree: { ...body('Read first:\n\n- `../docs/guide.md`\n- `../examples/app/src/Main.java`'), 'skills/docs/guide.md': '# Guide\n' },
        errors: [projectFile('../docs/guide.md', 'skills/docs/guide.md', 4, 13), escapes('../examples/app/src/Main.java', 4, 14)],
      },
      {
        // Beside the case above: a parent document the project lacks anchors nothing; the code path stays the user's.
        name: 'a parent path to code beside a parent document the project lacks',
        tree: body('Read first:\n\n- `../docs/guide.md`\n- `../examples/app/src/Main.java`'),
        errors: [escapes('../docs/guide.md', 4, 13)],
      },
      {
        name: 'a sibling under the same prefix that lacks the file',
        tree: {
          'skills/acme/a/SKILL.md': validSkillMd('a', { body: 'Then apply [pricing](../b/references/tiers.md).' }),
          'skills/acme/b/SKILL.md': validSkillMd('b'),
        },
        errors: [{ ...escapes('../b/references/tiers.md', 22), file: 'skills/acme/a/SKILL.md' }],
      },
      {
        name: 'a sibling skill that does not ship is a file of the project',
        tree: { ...body('Apply [update-version](../b/SKILL.md) first.'), 'skills/b/SKILL.md': validSkillMd('b') },
        config: { skills: [{ path: 'a', tools: [] }] },
        errors: [projectFile('../b/SKILL.md', 'skills/b/SKILL.md', 24)],
      },
      {
        name: 'a sibling skill of the catalog: name it, or link its resource URI',
        tree: {
          ...body('Apply [update-version](../b/references/steps.md) first.'),
          'skills/b/SKILL.md': validSkillMd('b'),
          'skills/b/references/steps.md': '# Steps\n',
        },
        errors: [
          {
            messageId: 'otherSkill',
            data: { target: '../b/references/steps.md', skill: 'b', name: 'b', first: 'a', uri: 'skill://b/references/steps.md' },
            line: 11,
            column: 24,
            severity: 'error' as const,
          },
        ],
      },
      {
        name: 'from a reference file, against its own directory',
        tree: {
          ...body('See [c](references/review-checklist.md).', {
            'references/review-checklist.md': 'Also [the guide](../../../docs/guide.md).\n',
          }),
          'docs/guide.md': '# Guide\n',
        },
        errors: [{ ...projectFile('../../../docs/guide.md', 'docs/guide.md', 18, 1), file: 'skills/a/references/review-checklist.md' }],
      },
      {
        name: 'a file the project does not have keeps the plain message',
        tree: { ...body('Read [the notes](../../docs/missing.md).'), 'docs/other.md': '# Other\n' },
        errors: [escapes('../../docs/missing.md', 18)],
      },
      {
        name: 'a project file behind a symlinked directory is not named',
        tree: { ...body('Read [the notes](../../handbook/notes.md).'), handbook: { kind: 'symlink' } },
        errors: [escapes('../../handbook/notes.md', 18)],
      },
    ],
  });
});

describe("parent paths to another skill's or the plugin's code", () => {
  // reference/escapes-skill: a code span that is nothing but `../…/x.py` names a file to run outside the skill
  // when another skill or the plugin keeps it; anywhere else it is the user's code.
  ruleTester(referenceEscapesSkill, {
    valid: [
      {
        name: "a parent path to code the project keeps outside every skill and plugin is the user's",
        tree: { ...body('Move the helper to `../../src/dates.ts` once it is shared.'), 'src/dates.ts': 'export {};\n' },
      },
      {
        name: "a parent path to another skill's script on a line that places it in the user's repository",
        tree: {
          ...body('Compare with `../b/scripts/fill.py` in your repository.'),
          'skills/b/SKILL.md': validSkillMd('b'),
          'skills/b/scripts/fill.py': 'print(1)\n',
        },
      },
    ],
    invalid: [
      {
        name: "a sibling skill's script in a code span",
        tree: {
          ...body('Run `../b/scripts/fill.py` to fill the form.'),
          'skills/b/SKILL.md': validSkillMd('b'),
          'skills/b/scripts/fill.py': 'print(1)\n',
        },
        errors: [
          {
            messageId: 'otherSkill',
            data: { target: '../b/scripts/fill.py', skill: 'b', name: 'b', first: 'a', uri: 'skill://b/scripts/fill.py' },
            line: 11,
            column: 6,
            severity: 'error' as const,
          },
        ],
      },
      {
        name: "the plugin's shared script in a code span",
        tree: {
          'plugins/pack/.claude-plugin/plugin.json': '{"name":"pack"}\n',
          'plugins/pack/scripts/validate.py': 'print("ok")\n',
          'plugins/pack/skills/lint/SKILL.md': validSkillMd('lint', {
            body: 'Validate with `../../scripts/validate.py` before you commit.',
          }),
        },
        config: { root: 'plugins/pack/skills' },
        errors: [
          {
            messageId: 'projectFile',
            data: { target: '../../scripts/validate.py', path: 'plugins/pack/scripts/validate.py' },
            line: 11,
            column: 16,
            severity: 'error' as const,
            file: 'plugins/pack/skills/lint/SKILL.md',
          },
        ],
      },
    ],
  });
});

describe('text the model writes out', () => {
  // reference/escapes-skill: a block quote led in by "open with:" is a release body or a reply; its links are read where it is posted.
  ruleTester(referenceEscapesSkill, {
    valid: [
      {
        name: 'a link in the release body the skill has the model open with',
        tree: body('**If no release exists yet**, open with:\n\n> New here? The [README](../README.md) says what it is.'),
      },
      {
        name: 'a link in a reply to the user',
        tree: body('Then inform the user:\n\n> The setup is described in [the guide](../docs/setup.md).'),
      },
    ],
    invalid: [
      {
        name: 'a link in a quote the skill speaks itself',
        tree: body('Read this first:\n\n> The [overview](../README.md) explains the setup.'),
        errors: [escapes('../README.md', 18, 13)],
      },
      {
        name: "a written-out link to a file the project has: another skill's",
        tree: { ...body('Reply with:\n\n> See [the other skill](../b/SKILL.md).'), 'skills/b/SKILL.md': validSkillMd('b') },
        errors: [
          {
            messageId: 'otherSkill',
            data: { target: '../b/SKILL.md', skill: 'b', name: 'b', first: 'a', uri: 'skill://b/SKILL.md' },
            line: 13,
            column: 25,
            severity: 'error' as const,
          },
        ],
      },
    ],
  });
});

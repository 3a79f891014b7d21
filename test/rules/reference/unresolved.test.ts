// reference/unresolved: every reference resolves to a file the skill ships.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
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

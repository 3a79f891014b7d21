// reference/unresolved: a code span holding only a path under another directory the skill ships is a reference.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const unresolved = (target: string, column: number) => ({
  messageId: 'unresolved',
  data: { target, path: target, hint: '' },
  line: 11,
  column,
  severity: 'error' as const,
});

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

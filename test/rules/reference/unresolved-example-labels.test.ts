// reference/unresolved: paths shown under an explicit "Example:" label illustrate the reader's own skill.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const unresolved = (target: string, column: number, line = 11) => ({
  messageId: 'unresolved',
  data: { target, path: target, hint: '' },
  line,
  column,
  severity: 'error' as const,
});

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
      name: 'a link under the label is still a reference',
      tree: body('Example: see [the sheet](references/sheet.md).'),
      errors: [unresolved('references/sheet.md', 26)],
    },
    {
      name: 'a quote under an ordinary heading is still checked',
      tree: body('## Notes\n\n> Read references/billing-faq.md first.'),
      errors: [unresolved('references/billing-faq.md', 8, 13)],
    },
    {
      name: 'a list led in by an ordinary paragraph',
      tree: body('Before you start:\n\n1. Open `references/setup.md`'),
      errors: [unresolved('references/setup.md', 10, 13)],
    },
  ],
});

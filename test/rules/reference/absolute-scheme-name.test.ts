// reference/absolute: prose that names the file: scheme itself points at no file.
import { referenceAbsolute } from '../../../src/rules/reference/absolute.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

ruleTester(referenceAbsolute, {
  valid: [
    { name: 'the scheme named in a list item', tree: body('- `open_local.py` - opens local HTML through a file:// URL') },
    { name: 'the scheme with one slash', tree: body('Browsers refuse file:/ and similar schemes here.') },
  ],
  invalid: [
    {
      name: 'a file: URL with a path is still reported',
      tree: body('Open file:///srv/page.html in the browser.'),
      errors: [{ messageId: 'fileUrl', data: { target: 'file:///srv/page.html' }, line: 11, column: 6 }],
    },
  ],
});

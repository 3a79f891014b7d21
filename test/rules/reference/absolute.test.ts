// reference/absolute: no absolute path or file: URL as a reference in a Markdown file of the skill.
import { describe } from 'vitest';
import { referenceAbsolute } from '../../../src/rules/reference/absolute.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const absolute = (target: string, form: string, column: number) => ({ messageId: 'absolute', data: { target, form }, line: 11, column });
const fileUrl = (target: string, column: number) => ({ messageId: 'fileUrl', data: { target }, line: 11, column });

ruleTester(referenceAbsolute, {
  valid: [
    { name: 'a relative link', tree: body('See [the checklist](references/review-checklist.md).') },
    { name: 'a bare absolute path in prose is not a reference', tree: body('The endpoint is /mcp and the binary is /usr/bin/env.') },
    { name: 'a file: URL in a code block is a sample', tree: body('```\nfile:///etc/shadow\n```') },
    { name: 'an absolute path in a shell sample', tree: body('```sh\ncat /etc/hosts > /tmp/out.txt\n```') },
    { name: 'external URLs', tree: body('See [docs](https://example.com/x.md) and <https://example.com>.') },
  ],
  invalid: [
    { name: 'an absolute link', tree: body('See [p](/etc/passwd).'), errors: [absolute('/etc/passwd', 'an absolute path', 9)] },
    {
      name: 'a Windows drive link',
      tree: body('See [p](C:\\Users\\me\\notes.md).'),
      errors: [absolute('C:\\Users\\me\\notes.md', 'a Windows drive path', 9)],
    },
    {
      name: 'a network-path link',
      tree: body('See [p](//server/share/x.md).'),
      errors: [absolute('//server/share/x.md', 'a network path', 9)],
    },
    { name: 'a file: URL link', tree: body('See [p](file:///home/me/notes.md).'), errors: [fileUrl('file:///home/me/notes.md', 9)] },
    { name: 'a file: autolink', tree: body('See <file:///etc/hosts>.'), errors: [fileUrl('file:///etc/hosts', 6)] },
    { name: 'a bare file: URL in prose', tree: body('Read file:///etc/shadow first.'), errors: [fileUrl('file:///etc/shadow', 6)] },
  ],
});

describe('scheme names', () => {
  // reference/absolute: prose that names the file: scheme itself points at no file.
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
});

describe('slash commands and scheme names', () => {
  // reference/absolute: a host's slash command and a scheme named in prose or a table are no local file.
  ruleTester(referenceAbsolute, {
    valid: [
      { name: "a link to a plugin's slash command", tree: body('Continue with [the solution skill](/acme:acme-solution).') },
      { name: 'a link to a slash command', tree: body('Then run [/deploy](/deploy).') },
      { name: 'the scheme in a table cell', tree: body('| Scheme | Reads |\n|---|---|\n| file:// | local files |') },
      { name: 'the scheme in a tight table cell', tree: body('|Scheme|Reads|\n|-|-|\n|file://|local files|') },
      { name: 'schemes listed in prose', tree: body('Supported schemes: http://, https://, file://, s3://.') },
      { name: 'the generic path of a scheme table', tree: body('| Scheme | Example |\n|---|---|\n| file | file:///path/to/file |') },
    ],
    invalid: [
      {
        name: 'a home-directory link',
        tree: body('See [x](/home/user/x.md).'),
        errors: [absolute('/home/user/x.md', 'an absolute path', 9)],
      },
      { name: 'a link to a root directory', tree: body('See [t](/tmp).'), errors: [absolute('/tmp', 'an absolute path', 9)] },
      { name: 'a link to a file at the root', tree: body('See [n](/notes.md).'), errors: [absolute('/notes.md', 'an absolute path', 9)] },
      {
        name: 'a file: URL in a table cell, with a path',
        tree: body('| Source | Where |\n|---|---|\n| notes | file:///home/me/notes.md |'),
        errors: [{ messageId: 'fileUrl', data: { target: 'file:///home/me/notes.md' }, line: 13, column: 11 }],
      },
      {
        name: 'a file: URL before a comma',
        tree: body('Read file:///etc/shadow, then stop.'),
        errors: [fileUrl('file:///etc/shadow', 6)],
      },
    ],
  });
});

// frontmatter/missing: SKILL.md opens with a frontmatter block.
import { frontmatterMissing } from '../../../src/rules/frontmatter/missing.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile } from './skill-md.js';

ruleTester(frontmatterMissing, {
  valid: [
    { name: 'a block', tree: skillFile(validSkillMd('demo')) },
    { name: 'a block with CRLF', tree: skillFile(validSkillMd('demo').replace(/\n/g, '\r\n')) },
  ],
  invalid: [
    {
      name: 'no frontmatter at all',
      tree: skillFile('# Title\n\nText.\n'),
      errors: [{ messageId: 'missing', data: { detail: '# Title' }, line: 1, column: 1 }],
    },
    {
      // A linter directive above the block: the block is there, but no host reads it (split-frontmatter.ts).
      name: 'a block opened after an HTML comment',
      tree: skillFile(`<!-- markdownlint-disable MD041 -->\n\n${validSkillMd('demo')}`),
      errors: [{ messageId: 'afterComment', data: { detail: '<!-- markdownlint-disable MD041 -->', line: 3 }, line: 1, column: 1 }],
    },
    {
      name: 'an HTML comment and then no block',
      tree: skillFile('<!-- generated -->\n# Title\n---\nname: a\n---\n'),
      errors: [{ messageId: 'missing', data: { detail: '<!-- generated -->' }, line: 1, column: 1 }],
    },
    {
      name: 'empty file',
      tree: skillFile(''),
      errors: [{ messageId: 'missing', data: { detail: '' }, line: 1, column: 1 }],
    },
    {
      name: 'frontmatter after a heading',
      tree: skillFile('# Title\n---\nname: a\n---\n'),
      errors: [{ messageId: 'missing', data: { detail: '# Title' }, line: 1, column: 1 }],
    },
    {
      name: 'TOML frontmatter',
      tree: skillFile('+++\nname = "a"\n+++\n'),
      errors: [{ messageId: 'missing', data: { detail: '+++' }, line: 1, column: 1 }],
    },
    {
      name: 'em dashes that look like "---"',
      tree: skillFile('\u2014\u2014\u2014\nname: a\n\u2014\u2014\u2014\n'),
      errors: [{ messageId: 'missing', data: { detail: '\u2014\u2014\u2014' }, line: 1, column: 1 }],
    },
    {
      name: 'fullwidth hyphen-minus look-alikes',
      tree: skillFile('\uFF0D\uFF0D\uFF0D\nname: a\n\uFF0D\uFF0D\uFF0D\n'),
      errors: [{ messageId: 'missing', data: { detail: '\uff0d\uff0d\uff0d' }, line: 1, column: 1 }],
    },
    {
      name: 'Unicode hyphens (U+2010) that look like "---"',
      tree: skillFile('\u2010\u2010\u2010\nname: a\n\u2010\u2010\u2010\n'),
      errors: [{ messageId: 'missing', data: { detail: '\u2010\u2010\u2010' }, line: 1, column: 1 }],
    },
  ],
});

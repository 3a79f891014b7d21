// body/provenance: the body opens with a paragraph naming the publisher, where the skill comes from, and its limits.
import { bodyProvenance } from '../../../src/rules/body/provenance.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const provenance =
  'Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.';
/** A skill whose body (from file line 9) is `body`. */
function withBody(body: string) {
  const text = validSkillMd('a');
  return { 'skills/a/SKILL.md': `${text.slice(0, text.indexOf('---\n# ') + 4)}${body}` };
}
const publisherWords = 'the publisher\'s name ("skillpack")';
const origin = 'where it comes from ("published by …", "bundled with …", "origin: …")';
const limits = 'its limits ("read-only", "never …", "does not …", "limits: …")';
const all = `${publisherWords}, nor ${origin}, nor ${limits}`;
const incomplete = (missing: string, line = 11) => ({
  messageId: 'incomplete',
  data: { missing, publisher: 'skillpack' },
  line,
  column: 1,
  severity: 'error' as const,
});

ruleTester(bodyProvenance, {
  valid: [
    { name: 'heading then statement', tree: withBody(`# Demo\n\n${provenance}\n`) },
    { name: 'statement first, no heading', tree: withBody(`${provenance}\n\n## Steps\n`) },
    { name: 'setext heading then statement', tree: withBody(`Demo\n====\n\n${provenance}\n`) },
    {
      name: 'a comment line before the statement',
      tree: withBody(`<!-- skillpack-allow secret/generic reason="fixture" -->\n${provenance}\n`),
    },
    {
      name: 'statement spread over lines',
      tree: withBody('# Demo\n\nOrigin: published by skillpack,\nbundled with the tests. It never writes.\n'),
    },
    { name: 'publisher case-insensitive', tree: withBody('# Demo\n\nPublished by SKILLPACK; read-only.\n') },
    { name: 'other origin and limits wording', tree: withBody('# Demo\n\nThis skill comes from skillpack and is limited to reading.\n') },
    {
      name: 'a labelled list',
      tree: withBody("# Demo\n\n- Publisher: skillpack\n- Distribution: bundled with the tests\n- Limits: it can't write.\n"),
    },
    { name: 'a blockquote', tree: withBody('# Demo\n\n> Written by skillpack. It does not merge.\n') },
    {
      name: 'a statement followed by code samples and templates',
      tree: withBody(`# Demo\n\n${provenance}\n\n\`\`\`sh\ngit diff --stat\n\`\`\`\n\nTemplate: {{title}} by {{author}}\n`),
    },
  ],
  invalid: [
    {
      name: 'missing publisher',
      tree: withBody('# Demo\n\nOrigin and limits: published by someone; read-only.\n'),
      errors: [incomplete(publisherWords)],
    },
    {
      name: 'the publisher only as part of a word',
      tree: withBody('# Demo\n\nOrigin: published by skillpackers; read-only.\n'),
      errors: [incomplete(publisherWords)],
    },
    { name: 'missing origin', tree: withBody('# Demo\n\nThis skillpack skill is read-only.\n'), errors: [incomplete(origin)] },
    { name: 'missing limits', tree: withBody('# Demo\n\nPublished by skillpack.\n'), errors: [incomplete(limits)] },
    { name: 'everything missing', tree: withBody('# Demo\n\nUse this to review pull requests.\n'), errors: [incomplete(all)] },
    {
      name: 'the statement only in the second paragraph',
      tree: withBody('# Demo\n\nUse this to review.\n\nPublished by skillpack; read-only.\n'),
      errors: [incomplete(all)],
    },
    {
      name: 'a code sample first',
      tree: withBody('# Demo\n\n```sh\nnpm test\n```\n\nPublished by skillpack; read-only.\n'),
      errors: [incomplete(all)],
    },
    {
      name: 'only headings',
      tree: withBody('# Demo\n\n## More\n'),
      errors: [{ messageId: 'noParagraph', data: { publisher: 'skillpack' }, line: 9, column: 1 }],
    },
    {
      name: 'an empty body',
      tree: withBody(''),
      errors: [{ messageId: 'noParagraph', data: { publisher: 'skillpack' }, line: 9, column: 1 }],
    },
  ],
});

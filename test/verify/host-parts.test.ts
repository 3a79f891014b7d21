// The host's small parts on their own: the --stdio word splitter, text/blob contents, the
// frontmatter re-read, and excerpts of server-controlled text.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/diagnostics/user-error.js';
import { splitCommandLine } from '../../src/verify/command-line.js';
import { excerpt } from '../../src/verify/excerpt.js';
import { readContents } from '../../src/verify/file-contents.js';
import { frontmatterDifferences } from '../../src/verify/frontmatter.js';

describe('splitCommandLine', () => {
  it.each([
    ['node server.js', ['node', 'server.js']],
    [`node "my dir/server.js" --flag='a b'`, ['node', 'my dir/server.js', '--flag=a b']],
    ['a\\ b "c\\"d" \'e\\f\'', ['a b', 'c"d', 'e\\f']],
    ['  npx   -y  pkg  ', ['npx', '-y', 'pkg']],
  ])('%s', (line, words) => {
    const { program, args } = splitCommandLine(line);
    expect([program, ...args]).toEqual(words);
  });
  it('refuses an empty command and an unclosed quote', () => {
    expect(() => splitCommandLine('   ')).toThrow(UserError);
    expect(() => splitCommandLine('node "x')).toThrow(UserError);
  });
});

describe('readContents', () => {
  const uri = 'skill://a/f.bin';
  it('decodes a blob to its raw bytes and encodes text as UTF-8', () => {
    const blob = readContents({ contents: [{ uri, blob: Buffer.from([0, 255, 1]).toString('base64') }] }, uri);
    expect(blob.ok && [...blob.bytes]).toEqual([0, 255, 1]);
    const text = readContents({ contents: [{ uri, text: 'é' }] }, uri);
    expect(text.ok && [...text.bytes]).toEqual([0xc3, 0xa9]);
  });
  it.each([
    [{ contents: [{ uri, blob: 'AAE=\n' }] }, 'canonical base64'],
    [{ contents: [{ uri, blob: 'AA-_' }] }, 'canonical base64'],
    [{ contents: [{ uri, blob: 'AAE' }] }, 'canonical base64'],
    [{ contents: [{ uri, text: 'a', blob: 'AA==' }] }, 'both'],
    [{ contents: [{ uri }] }, 'neither'],
    [{ contents: [{ uri: 'skill://a/other', text: 'a' }] }, 'no content item'],
    [
      {
        contents: [
          { uri, text: 'a' },
          { uri, text: 'b' },
        ],
      },
      '2 content items',
    ],
    [{}, 'no `contents`'],
  ])('refuses %j', (result, problem) => {
    const read = readContents(result, uri);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toContain(problem);
  });
});

describe('frontmatterDifferences', () => {
  const md = '---\nname: a\ndescription: x\nmetadata:\n  version: "1.0"\n---\nbody\n';
  it('finds none when the entry publishes what the file says', () => {
    expect(frontmatterDifferences(md, { name: 'a', description: 'x', metadata: { version: '1.0' } })).toEqual([]);
  });
  it('names each differing field, by type too', () => {
    expect(frontmatterDifferences(md, { name: 'a', description: 'y', metadata: { version: '1.0' } })).toEqual([
      'frontmatter.description: the file gives "x", the entry "y"',
    ]);
    expect(frontmatterDifferences('---\nname: a\nv: 1.0\n---\n', { name: 'a', v: '1.0' })[0]).toContain('the file gives number');
    expect(frontmatterDifferences(md, { name: 'a', description: 'x' })).toEqual(['frontmatter.metadata: in the file, not in the entry']);
  });
  it('refuses aliases and files without a block instead of expanding or guessing', () => {
    expect(frontmatterDifferences('---\na: &x 1\nb: *x\n---\n', { a: '1', b: '1' })[0]).toContain('not readable YAML');
    expect(frontmatterDifferences('# no frontmatter\n', {})[0]).toContain('no frontmatter block');
  });
});

describe('excerpt', () => {
  it('keeps server text short, on one line and printable', () => {
    expect(excerpt('\u001b[31mred\u202e')).toBe('"\\u001b[31mred\\u202e"');
    expect(excerpt('x'.repeat(100), 10)).toBe(`"${'x'.repeat(10)}…" (100 characters)`);
  });
});

describe('verify --statement and archive subjects', () => {
  it('checks only skill:// subjects against the server: archives of other channels are not served', async () => {
    const { parseStatement, compareWithStatement } = await import('../../src/verify/statement.js');
    const digest = 'b'.repeat(64);
    const attested = parseStatement(
      {
        _type: 'https://in-toto.io/Statement/v1',
        subject: [
          { name: 'skill://demo/SKILL.md', digest: { sha256: digest } },
          { name: 'dist/skills/demo.zip', digest: { sha256: 'c'.repeat(64) } },
        ],
      },
      'statement.json',
    );
    const served = new Map([['skill://demo/SKILL.md', { digest: `sha256:${digest}` }]]);
    const skills = [
      { uri: 'skill://demo/SKILL.md', frontmatter: {}, resources: [{ uri: 'skill://demo/SKILL.md', digest: `sha256:${digest}`, size: 1 }] },
    ];
    expect(compareWithStatement(served, skills, attested)).toEqual([]);
    expect(compareWithStatement(new Map(), skills, attested).map((f) => f.where)).toEqual(['skill://demo/SKILL.md']);
  });
});

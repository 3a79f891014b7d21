// resources/directory/read as the MCP Skills extension's stable text defines it ("Reading
// Directories"): offered only when the catalog sets directoryRead, each skill's root and every
// directory inside it, direct children in URI order with `inode/directory` for subdirectories,
// URIs without a trailing slash, the same gating, visibility and -32602 refusals as files, and
// pagination as resources/list.
import { describe, expect, it } from 'vitest';
import {
  CatalogError,
  createSkillServer,
  createSplitSkillServer,
  type SkillCatalog,
  type SkillRequestContext,
} from '../../src/runtime/index.js';
import { buildCatalog, githubTools, manySkills, sampleCatalog, skillMd } from './helpers/catalog-fixture.js';

const allTools = [...githubTools, 'read_file'];
const modern = (tools: readonly string[] = allTools): SkillRequestContext => ({ era: 'modern', enabled: true, tools });
const withDirectoryRead = (catalog: SkillCatalog): SkillCatalog => ({ ...catalog, directoryRead: true });
type Outcome = { ok: true; result: unknown } | { ok: false; error: { code: number; message: string } };
const resultOf = (outcome: Outcome): Record<string, unknown> => {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.error.code} ${outcome.error.message}`);
  return outcome.result as Record<string, unknown>;
};
const errorOf = (outcome: Outcome): { code: number; message: string } => {
  if (outcome.ok) throw new Error('expected an error');
  return outcome.error;
};

describe('resources/directory/read', () => {
  const server = createSkillServer(withDirectoryRead(sampleCatalog()));

  it("lists a skill root's direct children: files with their metadata, subdirectories as inode/directory", () => {
    const result = resultOf(server.readDirectory({ uri: 'skill://interop-review' }, modern()));
    expect(result).toEqual({
      resources: [
        { uri: 'skill://interop-review/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown', size: expect.any(Number) },
        { uri: 'skill://interop-review/data', name: 'data', mimeType: 'inode/directory' },
        { uri: 'skill://interop-review/notes.txt', name: 'notes.txt', mimeType: 'text/plain', size: 6 },
        { uri: 'skill://interop-review/references', name: 'references', mimeType: 'inode/directory' },
      ],
      resultType: 'complete',
      ttlMs: 60000,
      cacheScope: 'private',
    });
  });

  it('descends into a subdirectory, and respond routes the method', () => {
    expect(
      resultOf(server.respond('resources/directory/read', { uri: 'skill://interop-review/references' }, modern()) as Outcome).resources,
    ).toEqual([{ uri: 'skill://interop-review/references/test-matrix.md', name: 'test-matrix.md', mimeType: 'text/markdown', size: 10 }]);
    expect(resultOf(server.readDirectory({ uri: 'skill://acme/code-review' }, modern())).resources).toEqual([
      { uri: 'skill://acme/code-review/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown', size: expect.any(Number) },
    ]);
  });

  it.each([
    ['a file', 'skill://interop-review/SKILL.md', 'is not a directory resource (that URI is a file; read it with resources/read)'],
    ['an unknown directory', 'skill://interop-review/nope', 'is not a directory resource'],
    ['an organisational prefix', 'skill://acme', 'is not a directory resource'],
    ['a trailing slash', 'skill://interop-review/', 'empty path segments'],
    ['a traversal', 'skill://interop-review/../x', '"." and ".." segments'],
    ['percent-encoding', 'skill://interop-review/%72eferences', 'percent-encoding'],
    ['another scheme', 'file:///interop-review', 'only skill:// URIs'],
    ['a query', 'skill://interop-review?x', 'queries'],
    ['a non-string', 42, 'a URI must be a string'],
  ])('refuses %s with -32602', (_label, uri, message) => {
    const error = errorOf(server.readDirectory({ uri }, modern()));
    expect(error.code).toBe(-32602);
    expect(error.message).toContain(message);
  });

  it('refuses missing and malformed params with -32602', () => {
    expect(errorOf(server.readDirectory({}, modern())).code).toBe(-32602);
    expect(errorOf(server.readDirectory([], modern())).code).toBe(-32602);
    expect(errorOf(server.readDirectory({ uri: 'skill://interop-review', cursor: 'garbage' }, modern())).code).toBe(-32602);
  });

  it("hides a skill's directories from a session without its tools, exactly like an unknown directory", () => {
    const hidden = errorOf(server.readDirectory({ uri: 'skill://github-pr-readiness/references' }, modern(['read_file'])));
    const unknown = errorOf(server.readDirectory({ uri: 'skill://nope-nope-nope-nope/references' }, modern(['read_file'])));
    expect(hidden.code).toBe(-32602);
    expect(hidden.message).toBe(unknown.message.replace('nope-nope-nope-nope', 'github-pr-readiness'));
    expect(errorOf(server.readDirectory({ uri: 'skill://github-pr-readiness/SKILL.md' }, modern(['read_file']))).message).not.toContain(
      'that URI is a file',
    );
  });

  it.each([
    ['legacy era', { era: 'legacy', enabled: true, tools: allTools }],
    ['flag off', { era: 'modern', enabled: false, tools: allTools }],
  ] as const)('is method not found in the %s', (_label, ctx) => {
    expect(errorOf(server.readDirectory({ uri: 'skill://interop-review' }, ctx)).code).toBe(-32601);
  });

  it('is method not found when the catalog does not offer it', () => {
    const plain = createSkillServer(sampleCatalog());
    expect(errorOf(plain.readDirectory({ uri: 'skill://interop-review' }, modern())).code).toBe(-32601);
    expect(errorOf(plain.respond('resources/directory/read', { uri: 'skill://interop-review' }, modern()) as Outcome).code).toBe(-32601);
  });

  it('points resources/read of a directory at the method', () => {
    const error = errorOf(server.readResource({ uri: 'skill://interop-review/references' }, modern()));
    expect(error.code).toBe(-32602);
    expect(error.message).toContain('that URI is a directory; list it with resources/directory/read');
  });

  it('pages a large directory like resources/list, with cursors bound to the directory', () => {
    const many = createSkillServer(withDirectoryRead(manySkills(2, 300)));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = resultOf(
        many.readDirectory(
          cursor === undefined ? { uri: 'skill://skill-000/references' } : { uri: 'skill://skill-000/references', cursor },
          modern(),
        ),
      );
      const resources = result.resources as { uri: string }[];
      expect(resources.length).toBeLessThanOrEqual(128);
      seen.push(...resources.map((r) => r.uri));
      cursor = result.nextCursor as string | undefined;
      pages += 1;
      if (cursor !== undefined) {
        // The same cursor names no page of another directory, and a changed one is refused.
        expect(errorOf(many.readDirectory({ uri: 'skill://skill-001/references', cursor }, modern())).code).toBe(-32602);
        const tampered = `${cursor.slice(0, -1)}${cursor.endsWith('A') ? 'B' : 'A'}`;
        expect(errorOf(many.readDirectory({ uri: 'skill://skill-000/references', cursor: tampered }, modern())).code).toBe(-32602);
      }
    } while (cursor !== undefined);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    expect([...seen].sort()).toEqual(seen);
  });

  it('lists a nested skill under its enclosing skill, and shows it alone to a session that sees only the nested one', () => {
    const inner = skillMd('inner', 'Does inner things.');
    const nested = createSkillServer(
      withDirectoryRead(
        buildCatalog([
          { path: 'outer', tools: ['outer_tool'], files: { 'inner/SKILL.md': inner } },
          { path: 'outer/inner', files: {} },
        ]),
      ),
    );
    expect(resultOf(nested.readDirectory({ uri: 'skill://outer' }, modern(['outer_tool']))).resources).toEqual([
      { uri: 'skill://outer/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown', size: expect.any(Number) },
      { uri: 'skill://outer/inner', name: 'inner', mimeType: 'inode/directory' },
    ]);
    expect(errorOf(nested.readDirectory({ uri: 'skill://outer' }, modern([]))).code).toBe(-32602);
    expect(resultOf(nested.readDirectory({ uri: 'skill://outer/inner' }, modern([]))).resources).toEqual([
      { uri: 'skill://outer/inner/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown', size: Buffer.byteLength(inner) },
    ]);
  });

  it('is answered by the split layout too', async () => {
    const catalog = withDirectoryRead(sampleCatalog());
    const split = createSplitSkillServer({
      ...catalog,
      layout: 'split',
      skills: catalog.skills.map(({ files, ...skill }) => ({
        ...skill,
        files: files.map(({ text: _text, blob: _blob, ...entry }) => entry),
        loadTexts: () => Promise.resolve(files.map((f) => f.text as string)),
      })),
    });
    const answer = await split.respond('resources/directory/read', { uri: 'skill://interop-review/data' }, modern());
    expect(resultOf(answer as Outcome).resources).toEqual([
      { uri: 'skill://interop-review/data/matrix.json', name: 'matrix.json', mimeType: 'application/json', size: 8 },
    ]);
  });

  it('refuses a catalog whose directoryRead is not a boolean', () => {
    expect(() => createSkillServer({ ...sampleCatalog(), directoryRead: 'yes' as unknown as boolean })).toThrow(CatalogError);
  });
});

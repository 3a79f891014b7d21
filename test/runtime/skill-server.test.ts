// The runtime answering from memory: result shapes as the spec shapes them (SPEC-NOTES §1), era
// and flag gating (§3 "Compatibility"), tool-scoped visibility, pagination and refusals.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSkillServer, fileBytes, type SkillRequestContext, type SkillServer } from '../../src/runtime/index.js';
import { buildCatalog, githubTools, manySkills, sampleCatalog } from './helpers/catalog-fixture.js';

const allTools = [...githubTools, 'read_file'];
const modern = (tools: readonly string[] = allTools): SkillRequestContext => ({ era: 'modern', enabled: true, tools });
const unwrap = <T>(outcome: { ok: true; result: T } | { ok: false; error: { code: number; message: string } }): T => {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.error.code} ${outcome.error.message}`);
  return outcome.result;
};
const errorOf = (outcome: { ok: boolean; error?: { code: number; message: string } }): { code: number; message: string } => {
  if (outcome.ok || outcome.error === undefined) throw new Error('expected an error');
  return outcome.error;
};

describe('skills/list and skills/get', () => {
  const catalog = sampleCatalog();
  const server = createSkillServer(catalog);

  it('lists every visible skill as { uri, frontmatter, resources } with the 2026-07-28 fields', () => {
    const result = unwrap(server.listSkills({}, modern()));
    expect(result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
    expect(result.nextCursor).toBeUndefined();
    expect(result.skills.map((s) => s.uri)).toEqual([
      'skill://acme/code-review/SKILL.md',
      'skill://github-pr-readiness/SKILL.md',
      'skill://interop-review/SKILL.md',
    ]);
    const github = result.skills[1];
    expect(Object.keys(github ?? {})).toEqual(['uri', 'frontmatter', 'resources']);
    expect(github?.frontmatter).toEqual({
      name: 'github-pr-readiness',
      description: 'Judges whether a pull request is ready to merge.',
      license: 'MIT',
      metadata: { publisher: 'acme', distribution: 'bundled' },
    });
    const skill = catalog.skills.find((s) => s.path === 'github-pr-readiness');
    expect(github?.resources).toEqual(skill?.files.map((f) => ({ uri: f.uri, digest: f.digest, size: f.size })));
    for (const file of skill?.files ?? []) {
      expect(file.digest).toBe(`sha256:${createHash('sha256').update(fileBytes(file)).digest('hex')}`);
      expect(file.size).toBe(fileBytes(file).length);
    }
  });

  it('gets a skill by its SKILL.md URI, visible or refused like an unknown one', () => {
    expect(unwrap(server.getSkill({ uri: 'skill://github-pr-readiness/SKILL.md' }, modern())).skill.uri).toBe(
      'skill://github-pr-readiness/SKILL.md',
    );
    const hidden = errorOf(server.getSkill({ uri: 'skill://github-pr-readiness/SKILL.md' }, modern(['read_file'])));
    const unknown = errorOf(server.getSkill({ uri: 'skill://nope/SKILL.md' }, modern(['read_file'])));
    expect(hidden.code).toBe(-32602);
    expect(hidden.message).toBe(unknown.message.replace('nope', 'github-pr-readiness'));
  });

  it('explains that a supporting file is not a skill', () => {
    const error = errorOf(server.getSkill({ uri: 'skill://github-pr-readiness/references/review-checklist.md' }, modern()));
    expect(error).toMatchObject({ code: -32602 });
    expect(error.message).toContain('supporting file');
  });

  it.each([
    ['no params', undefined, 'uri is required'],
    ['params not an object', 'skill://a/SKILL.md', 'expected an object'],
    ['params an array', ['skill://a/SKILL.md'], 'expected an object'],
    ['uri not a string', { uri: 7 }, 'a URI must be a string'],
    ['malformed uri', { uri: 'skill://a/../SKILL.md' }, '"." and ".." segments'],
  ])('skills/get refuses %s with -32602', (_name, params, words) => {
    const error = errorOf(server.getSkill(params, modern()));
    expect(error.code).toBe(-32602);
    expect(error.message).toContain(words);
  });
});

describe('resources/list and resources/read', () => {
  const catalog = sampleCatalog();
  const server = createSkillServer(catalog);

  it('names SKILL.md from its frontmatter and describes supporting files as bundled', () => {
    const { resources } = unwrap(server.listResources({}, modern()));
    const skillMd = resources.find((r) => r.uri === 'skill://github-pr-readiness/SKILL.md');
    const file = catalog.skills.find((s) => s.path === 'github-pr-readiness')?.files[0];
    expect(skillMd).toEqual({
      uri: 'skill://github-pr-readiness/SKILL.md',
      name: 'github-pr-readiness',
      description: 'Judges whether a pull request is ready to merge.',
      mimeType: 'text/markdown',
      size: file?.size,
    });
    const checklist = resources.find((r) => r.uri === 'skill://github-pr-readiness/references/review-checklist.md');
    expect(checklist?.description).toBe(
      'Supporting file references/review-checklist.md of the github-pr-readiness skill, bundled with acme.',
    );
    expect(resources.map((r) => r.uri)).toEqual(catalog.skills.flatMap((s) => s.files.map((f) => f.uri)));
  });

  it('reads the exact text with the media type of every file', () => {
    for (const file of catalog.skills.flatMap((s) => s.files)) {
      const result = unwrap(server.readResource({ uri: file.uri }, modern()));
      expect(result).toEqual({
        contents: [{ uri: file.uri, mimeType: file.mediaType, text: file.text }],
        resultType: 'complete',
        ttlMs: 60000,
        cacheScope: 'private',
      });
      expect(
        `sha256:${createHash('sha256')
          .update((result.contents[0] as { text?: string } | undefined)?.text ?? '', 'utf8')
          .digest('hex')}`,
      ).toBe(file.digest);
    }
    expect(unwrap(server.readResource({ uri: 'skill://interop-review/data/matrix.json' }, modern())).contents[0]?.mimeType).toBe(
      'application/json',
    );
    expect(unwrap(server.readResource({ uri: 'skill://interop-review/notes.txt' }, modern())).contents[0]?.mimeType).toBe('text/plain');
  });

  it('hides a skill and its supporting files from a session without its tools', () => {
    const tools = ['read_file', 'github_get_pull_request'];
    const { resources } = unwrap(server.listResources({}, modern(tools)));
    expect(resources.some((r) => r.uri.startsWith('skill://github-pr-readiness/'))).toBe(false);
    const hidden = errorOf(server.readResource({ uri: 'skill://github-pr-readiness/references/review-checklist.md' }, modern(tools)));
    const unknown = errorOf(server.readResource({ uri: 'skill://github-pr-readiness/references/other.md' }, modern(tools)));
    expect(hidden.code).toBe(-32602);
    expect(hidden.message).toBe(unknown.message.replace('other.md', 'review-checklist.md'));
    expect(unwrap(server.listSkills({}, modern(tools))).skills.map((s) => s.uri)).not.toContain('skill://github-pr-readiness/SKILL.md');
  });

  it('never echoes unbounded input', () => {
    const long = `skill://a/${'x'.repeat(100_000)}`;
    const error = errorOf(server.readResource({ uri: long }, modern()));
    expect(error.message.length).toBeLessThan(300);
    expect(error.message).toContain('100010 characters');
  });

  it('serves no generated string outside the catalog', () => {
    const uris = new Set(catalog.skills.flatMap((s) => s.files.map((f) => f.uri)));
    const near = fc.constantFrom(...uris).chain((uri) =>
      fc.oneof(
        fc.constant(uri.toUpperCase()),
        fc.constant(uri.replace('skill://', 'skill:///')),
        fc
          .integer({ min: 0, max: uri.length })
          .chain((i) => fc.string({ maxLength: 3 }).map((s) => `${uri.slice(0, i)}${s}${uri.slice(i)}`)),
        fc.integer({ min: 0, max: uri.length - 1 }).map((i) => `${uri.slice(0, i)}${uri.slice(i + 1)}`),
        fc.integer({ min: 0, max: uri.length - 1 }).map((i) => `${uri.slice(0, i)}%${uri.charCodeAt(i).toString(16)}${uri.slice(i + 1)}`),
        fc.constantFrom('/', '/.', '/..', '?', '#', '%00', '\u0000', ' ', '/SKILL.md').map((s) => `${uri}${s}`),
      ),
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 80 }), fc.webUrl()), (candidate) => {
        const outcome = server.readResource({ uri: candidate }, modern());
        expect(outcome.ok).toBe(uris.has(candidate));
        if (!outcome.ok) expect(outcome.error.code).toBe(-32602);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('gating by era and flag', () => {
  const server = createSkillServer(sampleCatalog());
  const uri = 'skill://interop-review/SKILL.md';
  type Expectation = 'result' | 'empty' | -32601;
  const rows: readonly [string, SkillRequestContext, Record<string, Expectation>][] = [
    [
      'modern, flag on',
      { era: 'modern', enabled: true, tools: [] },
      {
        'skills/list': 'result',
        'skills/get': 'result',
        'resources/list': 'result',
        'resources/read': 'result',
        'resources/templates/list': 'empty',
        'resources/directory/read': -32601,
      },
    ],
    [
      'modern, flag off',
      { era: 'modern', enabled: false, tools: [] },
      {
        'skills/list': -32601,
        'skills/get': -32601,
        'resources/list': 'empty',
        'resources/read': -32601,
        'resources/templates/list': -32601,
        'resources/directory/read': -32601,
      },
    ],
    [
      'legacy, flag on',
      { era: 'legacy', enabled: true, tools: [] },
      {
        'skills/list': -32601,
        'skills/get': -32601,
        'resources/list': 'empty',
        'resources/read': -32601,
        'resources/templates/list': -32601,
        'resources/directory/read': -32601,
      },
    ],
    [
      'legacy, flag off',
      { era: 'legacy', enabled: false, tools: [] },
      {
        'skills/list': -32601,
        'skills/get': -32601,
        'resources/list': 'empty',
        'resources/read': -32601,
        'resources/templates/list': -32601,
        'resources/directory/read': -32601,
      },
    ],
  ];
  describe.each(rows)('%s', (_name, ctx, expected) => {
    it.each(Object.entries(expected))('%s', (method, expectation) => {
      const outcome = server.respond(method, { uri }, ctx);
      if (outcome === undefined) throw new Error('not answered');
      if (typeof expectation === 'number') {
        expect(outcome).toEqual({ ok: false, error: { code: expectation, message: 'Method not found' } });
        return;
      }
      const result = unwrap(outcome) as Record<string, unknown>;
      const list = result['resources'] ?? result['resourceTemplates'];
      if (expectation === 'empty') expect(list).toEqual([]);
      else expect(Object.values(result).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === 'object'))).toBe(true);
      if (ctx.era === 'modern') expect(result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'private' });
      else expect(Object.keys(result).filter((k) => ['resultType', 'ttlMs', 'cacheScope'].includes(k))).toEqual([]);
    });
  });

  it('leaves other methods alone', () => {
    expect(server.respond('tools/list', {}, modern())).toBeUndefined();
  });
});

describe('pagination', () => {
  const walk = (
    server: SkillServer,
    method: 'skills/list' | 'resources/list',
    ctx: SkillRequestContext,
  ): { pages: number; uris: string[]; cursors: string[] } => {
    const uris: string[] = [];
    const cursors: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = unwrap(server.respond(method, cursor === undefined ? {} : { cursor }, ctx) as never) as {
        skills?: { uri: string }[];
        resources?: { uri: string }[];
        nextCursor?: string;
      };
      const items = result.skills ?? result.resources ?? [];
      expect(items.length).toBeLessThanOrEqual(method === 'skills/list' ? 32 : 128);
      uris.push(...items.map((i) => i.uri));
      pages += 1;
      cursor = result.nextCursor;
      if (cursor !== undefined) cursors.push(cursor);
    } while (cursor !== undefined);
    return { pages, uris, cursors };
  };

  it('walks 256 skills in 8 pages of 32, each once, in catalog order', () => {
    const catalog = manySkills(256, 1);
    const server = createSkillServer(catalog);
    const { pages, uris } = walk(server, 'skills/list', modern());
    expect(pages).toBe(8);
    expect(uris).toEqual(catalog.skills.map((s) => s.uri));
  });

  it('walks 512 files in 4 pages of 128', () => {
    const catalog = manySkills(256, 1);
    const server = createSkillServer(catalog);
    const { pages, uris } = walk(server, 'resources/list', modern());
    expect(pages).toBe(4);
    expect(uris).toEqual(catalog.skills.flatMap((s) => s.files.map((f) => f.uri)));
  });

  it('gives stable cursors: the same page twice yields the same next cursor and items', () => {
    const server = createSkillServer(manySkills(100));
    const first = unwrap(server.listSkills({}, modern()));
    const again = unwrap(server.listSkills({}, modern()));
    expect(again.nextCursor).toBe(first.nextCursor);
    const second = unwrap(server.listSkills({ cursor: first.nextCursor }, modern()));
    expect(unwrap(server.listSkills({ cursor: first.nextCursor }, modern()))).toEqual(second);
  });

  it('paginates only what the session sees, and refuses a cursor across tool surfaces', () => {
    const specs = Array.from({ length: 80 }, (_, i) => ({ path: `s-${String(i).padStart(2, '0')}`, tools: i % 2 === 0 ? ['even'] : [] }));
    const server = createSkillServer(buildCatalog(specs));
    expect(walk(server, 'skills/list', modern(['even'])).uris).toHaveLength(80);
    const narrow = walk(server, 'skills/list', modern([]));
    expect(narrow.uris).toHaveLength(40);
    const wide = unwrap(server.listSkills({}, modern(['even'])));
    const crossed = server.listSkills({ cursor: wide.nextCursor }, modern([]));
    expect(errorOf(crossed).code).toBe(-32602);
  });

  it('refuses a skills cursor in resources/list and cursors from another server', () => {
    const catalog = manySkills(100, 2);
    const server = createSkillServer(catalog);
    const skillsCursor = unwrap(server.listSkills({}, modern())).nextCursor;
    expect(errorOf(server.listResources({ cursor: skillsCursor }, modern())).code).toBe(-32602);
    const other = createSkillServer(catalog);
    expect(errorOf(other.listSkills({ cursor: skillsCursor }, modern())).code).toBe(-32602);
    const shared = new Uint8Array(32).fill(1);
    const a = createSkillServer(catalog, { cursorKey: shared });
    const b = createSkillServer(catalog, { cursorKey: shared });
    expect(unwrap(b.listSkills({ cursor: unwrap(a.listSkills({}, modern())).nextCursor }, modern())).skills).toHaveLength(32);
  });

  it.each([
    ['a number', 1],
    ['an empty string', ''],
    ['a tampered cursor', 'x'],
    ['an over-long cursor', 'A'.repeat(4096)],
  ])('refuses %s as a cursor with -32602', (_name, cursor) => {
    const server = createSkillServer(manySkills(40));
    expect(errorOf(server.listSkills({ cursor }, modern())).code).toBe(-32602);
    expect(errorOf(server.listResources({ cursor }, modern())).code).toBe(-32602);
  });
});

describe('nested skills', () => {
  const catalog = buildCatalog([
    {
      path: 'outer',
      files: {
        'inner/SKILL.md':
          '---\nname: inner\ndescription: "Does inner things."\n---\n# inner\n\nPublished by acme. Bundled with the product; it grants no permissions.\n',
        'inner/guide.md': '# guide\n',
      },
    },
    { path: 'outer/inner', tools: ['t'], files: { 'guide.md': '# guide\n' } },
  ]);
  const server = createSkillServer(catalog);

  it('lists each file once and describes the nested SKILL.md from its own skill', () => {
    const { resources } = unwrap(server.listResources({}, modern(['t'])));
    const uris = resources.map((r) => r.uri);
    expect(new Set(uris).size).toBe(uris.length);
    expect(resources.find((r) => r.uri === 'skill://outer/inner/SKILL.md')?.name).toBe('inner');
    expect(resources.find((r) => r.uri === 'skill://outer/inner/guide.md')?.description).toContain('of the inner skill');
  });

  it('serves a shared file while any owning skill is visible', () => {
    expect(server.readResource({ uri: 'skill://outer/inner/guide.md' }, modern([])).ok).toBe(true);
    expect(server.getSkill({ uri: 'skill://outer/inner/SKILL.md' }, modern([])).ok).toBe(false);
  });
});

describe('shared wire objects', () => {
  it('hands out frozen entries that a caller cannot change', () => {
    const server = createSkillServer(sampleCatalog());
    const entry = unwrap(server.listSkills({}, modern())).skills[0];
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry?.resources)).toBe(true);
  });
});

// The runtime serves exactly what it validated: a hand-built catalog mutated (or computed by getters)
// after the server was created changes nothing, and a split catalog's texts module is checked against
// the index's digests before anything is served from it, within a time box.
import { describe, expect, it } from 'vitest';
import {
  createSkillServer,
  createSplitSkillServer,
  internalErrorCode,
  type SkillCatalog,
  type SkillRequestContext,
  type SplitSkillCatalog,
} from '../../src/runtime/index.js';
import { buildCatalog } from '../runtime/helpers/catalog-fixture.js';

const ctx: SkillRequestContext = { era: 'modern', enabled: true, tools: [] };
const uri = 'skill://a/references/r.md';
const text = 'the reviewed text\n';
const mutable = (): SkillCatalog =>
  JSON.parse(JSON.stringify(buildCatalog([{ path: 'a', files: { 'references/r.md': text } }]))) as SkillCatalog;
type Writable = Record<string, unknown>;
const fileOf = (catalog: SkillCatalog): Writable => catalog.skills[0]?.files.find((f) => f.uri === uri) as unknown as Writable;

function readText(server: ReturnType<typeof createSkillServer>): string | undefined {
  const read = server.readResource({ uri }, ctx);
  return read.ok ? (read.result.contents[0] as { text: string }).text : undefined;
}

describe('a hand-built catalog is snapshotted when validated', () => {
  it('later mutation of a text, its size, or the frontmatter changes nothing served', () => {
    const catalog = mutable();
    const server = createSkillServer(catalog);
    const file = fileOf(catalog);
    file['text'] = 'x'.repeat(5322);
    file['size'] = 5322;
    (catalog.skills[0]?.frontmatter as Writable)['description'] = 42;
    Object.defineProperty(catalog.skills[0]?.frontmatter, '__proto__', { value: { polluted: true }, enumerable: true });
    expect(readText(server)).toBe(text);
    const got = server.respond('skills/get', { uri: 'skill://a/SKILL.md' }, ctx) as {
      ok: boolean;
      result: { frontmatter?: Record<string, unknown> };
    };
    expect(JSON.stringify(got)).not.toContain('polluted');
    expect(JSON.stringify(got)).not.toContain('"description":42');
    expect(Object.isFrozen(server.catalog.skills[0]?.files[0])).toBe(true);
  });

  it('a getter is read once: what it returns later (a lone surrogate, a bigger text) is never served', () => {
    const catalog = mutable();
    let calls = 0;
    Object.defineProperty(fileOf(catalog), 'text', { get: () => (++calls === 1 ? text : '\ud800'.repeat(9)), enumerable: true });
    const server = createSkillServer(catalog);
    expect(readText(server)).toBe(text);
    expect(readText(server)).toBe(text);
    expect(calls).toBe(1);
  });
});

function splitOf(loadTexts: () => Promise<readonly string[]>): SplitSkillCatalog {
  const single = buildCatalog([{ path: 'a', files: { 'references/r.md': text } }]);
  return {
    formatVersion: 1,
    layout: 'split',
    generator: single.generator,
    publisher: single.publisher,
    digest: single.digest,
    skills: single.skills.map((skill) => ({ ...skill, files: skill.files.map(({ text: _text, ...entry }) => entry), loadTexts })),
  };
}

describe('split texts modules are verified before serving', () => {
  const texts = (r: string): readonly string[] =>
    buildCatalog([{ path: 'a', files: { 'references/r.md': text } }]).skills[0]!.files.map((f) => (f.uri === uri ? r : (f.text as string)));

  it('serves texts whose digests match', async () => {
    const server = createSplitSkillServer(splitOf(async () => texts(text)));
    const read = await server.readResource({ uri }, ctx);
    expect(read.ok && (read.result.contents[0] as { text: string }).text).toBe(text);
  });

  it('refuses a same-size edit of a texts module (the digest differs)', async () => {
    const edited = text.replace('reviewed', 'REVIEWED');
    expect(Buffer.byteLength(edited)).toBe(Buffer.byteLength(text));
    const server = createSplitSkillServer(splitOf(async () => texts(edited)));
    const read = await server.readResource({ uri }, ctx);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.code).toBe(internalErrorCode);
    expect(!read.ok && read.error.message).toContain('does not match the digest of the index');
  });

  it('a texts module whose import never settles fails the read in time, and the next read tries again', async () => {
    let calls = 0;
    const server = createSplitSkillServer(
      splitOf(() => {
        calls += 1;
        return calls === 1 ? new Promise<readonly string[]>(() => undefined) : Promise.resolve(texts(text));
      }),
      { textsLoadTimeoutMs: 100 },
    );
    const first = await server.readResource({ uri }, ctx);
    expect(!first.ok && first.error.message).toContain('did not load within 100 ms');
    const second = await server.readResource({ uri }, ctx);
    expect(second.ok).toBe(true);
  });
});

describe('an own `__proto__` key in frontmatter', () => {
  // The build refuses the key (yaml/proto-key); a hand-built catalog must not get it served either.
  it.each([
    ['at the top level', (frontmatter: Writable) => JSON.parse(`{"__proto__": "x", ${JSON.stringify(frontmatter).slice(1)}`) as Writable],
    ['inside a map', (frontmatter: Writable) => ({ ...frontmatter, metadata: JSON.parse('{"owner": "a", "__proto__": "x"}') as Writable })],
  ])('%s is refused by the runtime', (_where, withProto) => {
    const catalog = mutable();
    const skill = catalog.skills[0] as unknown as Writable;
    skill['frontmatter'] = withProto(skill['frontmatter'] as Writable);
    expect(Object.keys(skill['frontmatter'] as object).includes('__proto__') || JSON.stringify(skill).includes('__proto__')).toBe(true);
    expect(() => createSkillServer(catalog)).toThrow(/__proto__/);
  });
});

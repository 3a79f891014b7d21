// `check`'s streamed proof: the module streamed through the writer's window is byte for byte the
// module build writes (literal positions and the scanned code too), the compare sink accepts exactly
// the committed bytes, and anything short of a proof is left to the full comparison.
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogWithSources } from '../../src/bundle/build-catalog.js';
import { writeModule } from '../../src/emit/emit-module.js';
import { prepareModule, runtimeTypesSpecifier } from '../../src/emit/prepare-module.js';
import { bytesAsOpenedFile } from '../../src/emit/generated-files.js';
import { CompareSink } from '../../src/emit/compare-sink.js';
import { proveModuleCurrent } from '../../src/emit/prove-current.js';
import type { SourceTree } from '../../src/fs/source-tree.js';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import { fixtureConfig, lintFixtureOutcome, validSkillMd, type FixtureTree } from '../support/fixture.js';
import { lintSources } from '../../src/lint/lint-sources.js';

/** Texts long enough to cross the writer's 1 MiB window several times, with multi-byte characters and escapes at every offset. */
function bigTree(): FixtureTree {
  const line = 'plain prose, "quoted" \\ tab\there \u00e9t\u00e9 \u2014 \u{1F680} \u0007 end\r\n';
  return {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/references/big.md': line.repeat(15_000),
    'skills/a/references/big2.md': line.repeat(15_001),
    'skills/a/references/odd.txt': `${'x'.repeat(1_000_000)}\u00e9\u{1F680}${line.repeat(10)}`,
    'skills/b/SKILL.md': validSkillMd('b'),
    'skills/b/references/small.md': 'small\n',
  };
}

class Collect {
  readonly chunks: Buffer[] = [];
  write(bytes: Uint8Array): void {
    this.chunks.push(Buffer.from(bytes));
  }
}

describe('the streamed module', () => {
  it('is the kept module, byte for byte, with the same literals and scanned code', () => {
    const outcome = lintFixtureOutcome(bigTree());
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { catalog, sourceBytes } = buildCatalogWithSources(outcome.catalog);
    const options = { typesFrom: runtimeTypesSpecifier, configName: basename(outcome.catalog.config.configFile), sourceBytes };
    const kept = writeModule(catalog, options);
    const sink = new Collect();
    const streamed = writeModule(catalog, options, sink);
    expect(sink.chunks.length).toBeGreaterThan(2);
    expect(Buffer.concat(sink.chunks).equals(kept.toBytes())).toBe(true);
    expect(streamed.literals).toEqual(kept.literals);
    expect(streamed.moduleText().code).toBe(kept.moduleText().code);
    expect(() => streamed.toBytes()).toThrow('internal');
  });
});

describe('CompareSink', () => {
  const committed = Buffer.from('0123456789abcdef');
  const feed = (parts: string[]): boolean => {
    const sink = new CompareSink(bytesAsOpenedFile(committed));
    for (const part of parts) sink.write(Buffer.from(part));
    return sink.same;
  };

  it('is the same only for exactly the committed bytes, however they are cut', () => {
    expect(feed(['0123456789abcdef'])).toBe(true);
    expect(feed(['0', '123456', '789abcde', 'f'])).toBe(true);
    expect(feed(['0123456789abcdeF'])).toBe(false);
    expect(feed(['X123456789abcdef'])).toBe(false);
    expect(feed(['01234567', '8X'])).toBe(false);
    expect(feed(['0123456789abcde'])).toBe(false);
    expect(feed(['0123456789abcdef', '0'])).toBe(false);
    expect(feed([])).toBe(false);
  });

  it('is not the same when the file grew after it was opened, or a read fails', () => {
    const grown = { ...bytesAsOpenedFile(Buffer.concat([committed, Buffer.from('!')])), size: committed.length };
    const growing = new CompareSink(grown);
    growing.write(committed);
    expect(growing.same).toBe(false);
    const failing = new CompareSink({
      size: committed.length,
      read() {
        throw Object.assign(new Error('EIO'), { code: 'EIO' });
      },
      close() {},
    });
    failing.write(committed);
    expect(failing.same).toBe(false);
  });
});

describe('proveModuleCurrent', () => {
  const sources = bigTree();
  const built = prepareModule(lintFixtureOutcome(sources));
  const outcomeWith = (output: Record<string, string | Uint8Array>) => {
    const tree = { ...sources, ...output };
    return { tree: createMemoryTree(tree), outcome: lintSources(createMemoryTree(tree), fixtureConfig(tree)) };
  };

  it('proves the module build writes', () => {
    const { tree, outcome } = outcomeWith({ 'generated/skills.ts': built.bytes });
    const proven = proveModuleCurrent(tree, outcome);
    expect(proven?.catalog.digest).toBe(built.catalog.digest);
    expect(proven?.states).toEqual([]);
  });

  it('reports a temporary file left beside a current module', () => {
    const { tree, outcome } = outcomeWith({ 'generated/skills.ts': built.bytes, 'generated/.skills.ts.42.0123abcd.tmp': 'x' });
    expect(proveModuleCurrent(tree, outcome)?.states).toEqual([{ file: 'generated/.skills.ts.42.0123abcd.tmp', state: 'temp-file' }]);
  });

  it('proves nothing for a module that differs in one byte, is cut short, is longer, or is missing', () => {
    const flipped = Buffer.from(built.bytes);
    const middle = flipped.length >> 1;
    flipped.writeUInt8((flipped[middle] ?? 0) ^ 1, middle);
    for (const bytes of [flipped, built.bytes.subarray(0, built.bytes.length - 1), Buffer.concat([built.bytes, Buffer.from('\n')])]) {
      const { tree, outcome } = outcomeWith({ 'generated/skills.ts': bytes });
      expect(proveModuleCurrent(tree, outcome)).toBeUndefined();
    }
    const { tree, outcome } = outcomeWith({});
    expect(proveModuleCurrent(tree, outcome)).toBeUndefined();
  });

  it('reads the committed module a window at a time from a tree that opens files, and closes it', () => {
    const { tree, outcome } = outcomeWith({ 'generated/skills.ts': built.bytes });
    const reads: number[] = [];
    let closed = 0;
    const opening: SourceTree = {
      ...tree,
      read(path, limit, expectedSize) {
        if (path === 'generated/skills.ts') throw new Error('the committed module was read whole');
        return tree.read(path, limit, expectedSize);
      },
      open(path, limit, expectedSize) {
        const read = tree.read(path, limit, expectedSize);
        if (!read.ok) return read;
        const file = bytesAsOpenedFile(read.bytes);
        return {
          ok: true,
          file: {
            size: file.size,
            read: (into, position) => (reads.push(into.length), file.read(into, position)),
            close: () => void (closed += 1),
          },
        };
      },
    };
    expect(proveModuleCurrent(opening, outcome)?.catalog.digest).toBe(built.catalog.digest);
    expect(built.bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(reads.length).toBeGreaterThan(2);
    expect(Math.max(...reads)).toBeLessThanOrEqual(1024 * 1024);
    expect(closed).toBe(1);
  });
});

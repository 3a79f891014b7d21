// The two YAML walks: the composed-node fold names every place by its path, flow state and offset;
// the token walk visits every record in document order and honours skipChildren.
import { describe, expect, test } from 'vitest';
import { Parser, parseDocument, type Node } from 'yaml';
import { skipChildren, walkTokens } from '../../src/load/frontmatter/yaml-token-walk.js';
import { walkYaml, type YamlPlace } from '../../src/load/frontmatter/yaml-walk.js';

/** Every place the walk reaches, as `kind path flow@offset` (offset: the node's start, or the fallback). */
function places(yaml: string): string[] {
  const out: string[] = [];
  const note = (kind: string, place: YamlPlace, node?: Node): void => {
    out.push(`${kind} ${place.path}${place.inFlow ? ' flow' : ''}@${node?.range?.[0] ?? place.fallback}`);
  };
  walkYaml<void>(parseDocument(yaml).contents as Node | null, {
    absent: (place) => note('absent', place),
    alias: (node, place) => note('alias', place, node),
    scalar: (node, place) => note('scalar', place, node),
    sequence: (node, place) => note('sequence', place, node),
    mapping(node, place, entries, walk) {
      for (const entry of entries) {
        out.push(`key ${entry.place.path}@${entry.keyAt}`);
        walk(entry);
      }
      note('mapping', place, node);
    },
    other: (node, place) => note('other', place, node),
  });
  return out;
}

describe('walkYaml', () => {
  test('names each place, marks flow collections and gives a missing value its key offset', () => {
    const yaml = 'name: a\ntools: [x, y]\nmeta:\n  k: {c}\n  b: *z\n';
    expect(places(yaml)).toEqual([
      'key name@0',
      'scalar name@6',
      'key tools@8',
      'scalar tools[0] flow@16',
      'scalar tools[1] flow@19',
      'sequence tools@15',
      'key meta@22',
      'key meta.k@30',
      'key meta.k.c@34',
      'absent meta.k.c flow@34',
      'mapping meta.k@33',
      'key meta.b@39',
      'alias meta.b@42',
      'mapping meta@30',
      'mapping @0',
    ]);
  });

  test('a key that is no scalar is named "?"; an empty document is one absent root', () => {
    expect(places('{[a]: 1}')).toEqual(['key ?@1', 'scalar ? flow@6', 'mapping @0']);
    expect(places('')).toEqual(['absent @0']);
  });

  test('folds values bottom-up', () => {
    const sum = walkYaml<number>(parseDocument('a: [1, 2]\nb: {c: 3}\n').contents as Node | null, {
      absent: () => 0,
      alias: () => 0,
      scalar: (node) => Number(node.value),
      sequence: (_node, _place, items) => items.reduce((a, b) => a + b, 0),
      mapping: (_node, _place, entries, walk) => entries.reduce((total, entry) => total + walk(entry), 0),
      other: () => 0,
    });
    expect(sum).toBe(6);
  });
});

describe('walkTokens', () => {
  const tokens = [...new Parser().parse('a: 1\nb:\n  c: "q"\n')];

  test('visits the records in document order, each with its parent context', () => {
    const seen: string[] = [];
    walkTokens(tokens, 0, (record, depth) => {
      if (typeof record['source'] === 'string' && /^[a-z0-9"]/.test(record['source'])) seen.push(`${record['source']}:${depth}`);
      return depth + 1;
    });
    expect(seen.map((s) => s.split(':')[0])).toEqual(['a', '1', 'b', 'c', '"q"']);
    const depthOf = (source: string): number => Number(seen.find((s) => s.startsWith(`${source}:`))?.split(':')[1]);
    expect(depthOf('c')).toBeGreaterThan(depthOf('b'));
  });

  test('skipChildren leaves a record unwalked below it', () => {
    const seen: string[] = [];
    walkTokens(tokens, undefined, (record) => {
      if (typeof record['source'] === 'string') seen.push(record['source']);
      return record['type'] === 'block-map' && seen.includes('b') ? skipChildren : undefined;
    });
    expect(seen).toContain('b');
    expect(seen).not.toContain('c');
  });
});

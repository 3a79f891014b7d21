// Proves that a frontmatter block reads the same under YAML 1.2 core, YAML 1.1 and failsafe (issue 3,
// deliverable 3; SPEC-NOTES §2 lists the traps). Every key and every scalar is compared across the
// three readings; a difference names the key, shows each reading and suggests the quoting that fixes it.
// One trap no reading shows is added by hand: a plain `=` is PyYAML's `!!value` tag, which its safe
// loader refuses to construct.
import { isAlias, isMap, isScalar, isSeq, Scalar, type Node } from 'yaml';
import { describeReading, type ValueFinding } from './read-value.js';
import { readingLabels, type ReadingName } from './yaml-readings.js';

interface Leaf {
  readonly path: string;
  readonly role: 'key' | 'value';
  /** Offset in the YAML text. */
  readonly offset: number;
  readonly reading: unknown;
  readonly plain: boolean;
  /** The scalar's source text (plain scalars: exactly what the author wrote). */
  readonly source: string;
}

function collectLeaves(root: Node | null): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (node: Node | null, path: string): void => {
    if (node === null || isAlias(node)) return;
    if (isScalar(node)) {
      leaves.push({ path, role: 'value', offset: node.range?.[0] ?? 0, reading: node.value, plain: node.type === Scalar.PLAIN, source: node.source ?? '' });
      return;
    }
    if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item as Node | null, `${path}[${index}]`));
      return;
    }
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        const name = isScalar(key) ? String(key.value) : '?';
        const childPath = path === '' ? name : `${path}.${name}`;
        if (isScalar(key)) {
          leaves.push({ path: childPath, role: 'key', offset: key.range?.[0] ?? 0, reading: key.value, plain: key.type === Scalar.PLAIN, source: key.source ?? '' });
        }
        visit(pair.value as Node | null, childPath);
      }
    }
  };
  visit(root, '');
  return leaves;
}

function sameReading(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b);
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  return typeof a === typeof b && a === b;
}

function lastSegment(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut === -1 ? path : path.slice(cut + 1).replace(/\]$/, '');
}

function suggestFix(leaf: Leaf, failsafe: unknown): string {
  const asString = typeof failsafe === 'string' ? failsafe : leaf.source;
  if (leaf.role === 'key') return `quote the key: ${JSON.stringify(asString)}: …`;
  const inSequence = leaf.path.endsWith(']');
  const lead = inSequence ? '- ' : `${lastSegment(leaf.path)}: `;
  if (asString === '') return `give it a quoted string value, e.g. ${lead}"…"`;
  return `quote the value: ${lead}${JSON.stringify(asString)}`;
}

/** Findings for every leaf whose three readings are not identical. */
export function compareReadings(roots: Readonly<Record<ReadingName, Node | null>>): ValueFinding[] {
  const core = collectLeaves(roots.core);
  const yaml11 = collectLeaves(roots.yaml11);
  const failsafe = collectLeaves(roots.failsafe);
  if (core.length !== yaml11.length || core.length !== failsafe.length) {
    return [{ code: 'schema/difference', detail: 'the document structure differs between readings', offset: 0, data: { key: '(document)', readings: 'the structure differs', fix: 'remove tags, anchors and merge keys' } }];
  }
  const findings: ValueFinding[] = [];
  core.forEach((leaf, index) => {
    const other11 = yaml11[index] as Leaf;
    const otherSafe = failsafe[index] as Leaf;
    const valueTag = leaf.plain && leaf.source === '=';
    if (!valueTag && sameReading(leaf.reading, other11.reading) && sameReading(leaf.reading, otherSafe.reading)) return;
    const readings = valueTag
      ? `${readingLabels.core}: ${describeReading(leaf.reading)}; YAML 1.1 (PyYAML): the !!value tag, which safe loaders refuse to construct; ${readingLabels.failsafe}: ${describeReading(otherSafe.reading)}`
      : [
          `${readingLabels.core}: ${describeReading(leaf.reading)}`,
          `${readingLabels.yaml11}: ${describeReading(other11.reading)}`,
          `${readingLabels.failsafe}: ${describeReading(otherSafe.reading)}`,
        ].join('; ');
    const what = leaf.role === 'key' ? `the key "${leaf.path}"` : `"${leaf.path}"`;
    findings.push({
      code: 'schema/difference',
      detail: `${what} reads differently (${readings})`,
      offset: leaf.offset,
      path: leaf.path,
      data: { key: leaf.path, what, readings, fix: suggestFix(leaf, otherSafe.reading) },
    });
  });
  return findings;
}

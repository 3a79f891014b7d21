// Proves that a frontmatter block reads the same under YAML 1.2 core, YAML 1.1 and failsafe
// (SPEC-NOTES §2 lists the traps). Every key and every scalar is compared across the
// three readings; a difference names the key, shows each reading and suggests the quoting that fixes it.
// The `yaml` package's YAML 1.1 schema misses a few implicit types that PyYAML (the reference YAML 1.1
// reader) resolves, so plain scalars are also matched against the YAML 1.1 type definitions
// (yaml.org/type: bool, int, float, null, timestamp, merge, value); and PyYAML ends a plain scalar at
// "?" inside a flow collection, so such a scalar is refused too.
import { isScalar, Scalar, type Node } from 'yaml';
import { describeReading, type ValueFinding } from './read-value.js';
import { plainReadsAsStringUnderYaml11, readingLabels, type ReadingName } from './yaml-readings.js';
import { walkYaml } from './yaml-walk.js';

interface Leaf {
  readonly path: string;
  readonly role: 'key' | 'value';
  /** Offset in the YAML text. */
  readonly offset: number;
  readonly reading: unknown;
  readonly plain: boolean;
  /** The scalar's source text (plain scalars: exactly what the author wrote). */
  readonly source: string;
  /** Inside a flow collection (`[…]`, `{…}`). */
  readonly inFlow: boolean;
  /** The scalar's source spans more than one line. */
  readonly multiline: boolean;
}

/**
 * A pair without a value (`{a}`, `? a`) has no node at all: JSON readers make it null, failsafe
 * readers (PyYAML's BaseLoader) the empty string.
 */
const absentReading = (reading: ReadingName): unknown => (reading === 'failsafe' ? '' : null);

function collectLeaves(root: Node | null, reading: ReadingName, yaml: string): Leaf[] {
  const leaves: Leaf[] = [];
  const spansLines = (node: Node): boolean =>
    node.range !== undefined && node.range !== null && yaml.slice(node.range[0], node.range[1]).includes('\n');
  const scalarLeaf = (node: Scalar, path: string, role: Leaf['role'], offset: number, inFlow: boolean): Leaf => ({
    path,
    role,
    offset,
    reading: node.value,
    plain: node.type === Scalar.PLAIN,
    source: node.source ?? '',
    inFlow,
    multiline: spansLines(node),
  });
  walkYaml<void>(root, {
    absent({ path, inFlow, fallback }) {
      leaves.push({
        path,
        role: 'value',
        offset: fallback,
        reading: absentReading(reading),
        plain: false,
        source: '',
        inFlow,
        multiline: false,
      });
    },
    alias() {},
    scalar(node, { path, inFlow }) {
      leaves.push(scalarLeaf(node, path, 'value', node.range?.[0] ?? 0, inFlow));
    },
    sequence() {},
    mapping(_node, _place, entries, walk) {
      for (const entry of entries) {
        if (isScalar(entry.key)) leaves.push(scalarLeaf(entry.key, entry.place.path, 'key', entry.keyAt, entry.place.inFlow));
        walk(entry);
      }
    },
    other() {},
  });
  return leaves;
}

/**
 * How PyYAML's YAML 1.1 resolver reads a plain scalar, when that is not a string. Written from the
 * YAML 1.1 type definitions (yaml.org/type/*.html), deliberately a little wider than PyYAML's own
 * patterns: a false alarm costs a pair of quotes, a miss costs a refused skill.
 */
const yaml11Types: readonly (readonly [RegExp, string])[] = [
  [/^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/, 'a boolean'],
  [/^(?:~|null|Null|NULL|)$/, 'null'],
  [/^[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*)$/, 'an integer'],
  [/^[-+]?(?:[0-9][0-9_]*(?::[0-5]?[0-9])*\.[0-9_]*|\.[0-9][0-9_]*)(?:[eE][-+]?[0-9]+)?$/, 'a float'],
  [/^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$/, 'a float'],
  [
    /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::?[0-9]{2})?))?)?$/,
    'a timestamp',
  ],
  [/^<<$/, 'the !!merge tag, which safe loaders refuse to construct outside a mapping key'],
  [/^=$/, 'the !!value tag, which safe loaders refuse to construct'],
];

function yaml11TypeOf(leaf: Leaf): string | undefined {
  if (!leaf.plain) return undefined;
  for (const [pattern, what] of yaml11Types) if (pattern.test(leaf.source)) return what;
  return undefined;
}

/** PyYAML ends a plain scalar at "?" inside a flow collection and refuses one that starts with ":". */
const flowTrap = (leaf: Leaf): boolean => leaf.plain && leaf.inFlow && (leaf.source.includes('?') || leaf.source.startsWith(':'));

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

/**
 * A leaf that every reading takes as the same string: a quoted or block scalar (a string in every
 * schema), or a plain one that YAML 1.2 core reads as a string and no implicit YAML 1.1 type claims.
 * Failsafe reads any scalar as its text, which is then that string too.
 */
const stringInEveryReading = (leaf: Leaf): boolean =>
  typeof leaf.reading === 'string' && (!leaf.plain || plainReadsAsStringUnderYaml11(leaf.source));

/**
 * Findings for every leaf whose three readings are not identical (`yaml` is the block's text). The
 * other two readings are composed only when some leaf may read differently under them: when every
 * leaf is a string in every reading, their leaves are the core ones (the same tokens, the same
 * structure); `others` undefined means they could not be composed, and nothing is compared.
 */
export function compareReadings(
  coreRoot: Node | null,
  otherRoots: () => Readonly<Record<Exclude<ReadingName, 'core'>, Node | null>> | undefined,
  yaml: string,
): ValueFinding[] {
  const core = collectLeaves(coreRoot, 'core', yaml);
  let yaml11 = core;
  let failsafe = core;
  if (!core.every(stringInEveryReading)) {
    const roots = otherRoots();
    if (roots === undefined) return [];
    yaml11 = collectLeaves(roots.yaml11, 'yaml11', yaml);
    failsafe = collectLeaves(roots.failsafe, 'failsafe', yaml);
  }
  if (core.length !== yaml11.length || core.length !== failsafe.length) {
    return [
      {
        code: 'schema/difference',
        detail: 'the document structure differs between readings',
        offset: 0,
        data: { key: '(document)', readings: 'the structure differs', fix: 'remove tags, anchors and merge keys' },
      },
    ];
  }
  const findings: ValueFinding[] = [];
  core.forEach((leaf, index) => {
    const other11 = yaml11[index] as Leaf;
    const otherSafe = failsafe[index] as Leaf;
    const agree = sameReading(leaf.reading, other11.reading) && sameReading(leaf.reading, otherSafe.reading);
    // Only a value every reading takes as a string needs the extra YAML 1.1 checks.
    const hidden11 = agree && typeof leaf.reading === 'string' ? yaml11TypeOf(leaf) : undefined;
    const inFlow = agree && typeof leaf.reading === 'string' && flowTrap(leaf);
    // YAML 1.1 keys are single-line; PyYAML refuses a quoted key that spans lines inside { }.
    const longKey = agree && leaf.role === 'key' && leaf.multiline;
    if (agree && hidden11 === undefined && !inFlow && !longKey) return;
    let reading11 = `${readingLabels.yaml11}: ${describeReading(other11.reading)}`;
    if (hidden11 !== undefined) reading11 = `${readingLabels.yaml11} (PyYAML): ${hidden11}`;
    else if (longKey) reading11 = `${readingLabels.yaml11} (PyYAML): an error (a key must fit on one line)`;
    else if (inFlow)
      reading11 = `${readingLabels.yaml11} (PyYAML): ${leaf.source.startsWith(':') ? 'an error' : 'the scalar ends at "?" (a mapping key or an error)'} inside [ ] or { }`;
    const readings = [
      `${readingLabels.core}: ${describeReading(leaf.reading)}`,
      reading11,
      `${readingLabels.failsafe}: ${describeReading(otherSafe.reading)}`,
    ].join('; ');
    const what = leaf.role === 'key' ? `the key "${leaf.path}"` : `"${leaf.path}"`;
    // `true`, `3`: what every mainstream parser reads alike, written as they would write it back (SPEC-NOTES
    // §2 "Safe subset": booleans and integers within ±2^53; `1.0`, `0755`, `yes` are not).
    const typedAlike =
      sameReading(leaf.reading, other11.reading) &&
      leaf.role === 'value' &&
      (typeof leaf.reading === 'boolean' || (typeof leaf.reading === 'number' && Number.isSafeInteger(leaf.reading))) &&
      String(leaf.reading) === leaf.source;
    findings.push({
      code: 'schema/difference',
      detail: `${what} reads differently (${readings})`,
      offset: leaf.offset,
      path: leaf.path,
      data: { key: leaf.path, what, readings, fix: suggestFix(leaf, otherSafe.reading) },
      ...(typedAlike ? { typedAlike: true } : {}),
    });
  });
  return findings;
}

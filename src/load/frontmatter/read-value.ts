// Builds the published frontmatter value from the YAML 1.2 core reading by walking the composed
// nodes ourselves (yaml-walk.ts: never `toJS`, so aliases are never expanded), recording key and value positions
// and refusing keys that would change meaning in JSON or in other parsers (SPEC-NOTES §2).
import { isAlias, isScalar, Scalar, type Node } from 'yaml';
import { findDecodedControlCharacters, findInvisibleRuns, formatCodePoint } from './characters.js';
import { controlCharacterCode, type FindingCode } from './finding-codes.js';
import { joinYamlPath, walkYaml } from './yaml-walk.js';

export interface ValueFinding {
  readonly code: FindingCode;
  readonly detail: string;
  /** Offset in the YAML text. */
  readonly offset: number;
  readonly path?: string;
  readonly data?: { readonly [key: string]: string | number };
  /** Offset in the YAML text of a related place (the first occurrence of a duplicate key). */
  readonly relatedOffset?: number;
  /** schema/difference: YAML 1.2 core and 1.1 agree on a boolean or safe integer written in its canonical form (`true`, `3`). */
  readonly typedAlike?: boolean;
}

export interface ReadValueResult {
  readonly value: unknown;
  /** False when the value cannot stand for what the author wrote (keys were dropped). */
  readonly faithful: boolean;
  readonly findings: readonly ValueFinding[];
  /** YAML-text offsets, keyed by path. */
  readonly keyOffsets: ReadonlyMap<string, number>;
  readonly valueRanges: ReadonlyMap<string, { readonly start: number; readonly end: number }>;
}

/** How a key or value reads, for messages: `string "yes"`, `number 1`, `null`. */
export function describeReading(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${String(value)}`;
  if (value instanceof Date) return `timestamp ${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()}`;
  if (value instanceof Uint8Array) return 'binary data';
  return typeof value;
}

/** Array-index keys ("0", "42") are moved first by every JavaScript object, whatever the YAML order. */
const isArrayIndex = (key: string): boolean => /^(0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;

/** A `\uD800`–`\uDFFF` (or `\U0000D800`…) escape that is not itself escaped by a backslash. */
const surrogateEscape = /(?<!\\)(?:\\\\)*(\\(?:u[dD][89a-fA-F][0-9a-fA-F]{2}|U0000[dD][89a-fA-F][0-9a-fA-F]{2}))/;

/** The single `\U…` escape that writes the character a surrogate-pair escape meant, when it is one. */
function describeSurrogateFix(high: string, rest: string): string {
  const low = /^\\(?:u|U0000)([dD][c-fC-F][0-9a-fA-F]{2})/.exec(rest);
  const highUnit = Number.parseInt(high.slice(-4), 16);
  if (low === null || highUnit > 0xdbff) return '';
  const code = 0x10000 + ((highUnit - 0xd800) << 10) + (Number.parseInt(low[1] as string, 16) - 0xdc00);
  return `\\U${code.toString(16).toUpperCase().padStart(8, '0')}`;
}

export function readValue(root: Node | null, yaml: string): ReadValueResult {
  const findings: ValueFinding[] = [];
  const keyOffsets = new Map<string, number>();
  const valueRanges = new Map<string, { start: number; end: number }>();
  let faithful = true;

  /** Escape sequences in double-quoted scalars can produce characters the raw scan never sees. */
  const checkDecoded = (node: Scalar, text: string, path: string): void => {
    if (node.type !== Scalar.QUOTE_DOUBLE) return;
    const [start, end] = node.range ?? [0, 0];
    const raw = yaml.slice(start, end);
    const hits = findDecodedControlCharacters(text, 10);
    // A surrogate pair written as two escapes ("\ud83d\ude00") is one character to JavaScript
    // readers but two unpaired surrogates to PyYAML, whose value then cannot even be encoded.
    const pair = surrogateEscape.exec(raw);
    if (pair !== null && !hits.some((hit) => hit.kind === 'lone-surrogate')) {
      const escape = pair[1] as string;
      const at = start + pair.index + pair[0].length - escape.length;
      const single = describeSurrogateFix(escape, raw.slice(pair.index + pair[0].length));
      findings.push({
        code: 'char/escaped-surrogate',
        detail: escape,
        offset: at,
        path,
        data: { replacement: single === '' ? '' : ` or the single escape "${single}"` },
      });
    }
    for (const hit of hits) {
      if (raw.includes(text[hit.offset] ?? '')) continue;
      findings.push({
        code: controlCharacterCode(hit.kind),
        detail: `an escape sequence produces ${hit.codePoint}`,
        offset: start,
        path,
        data: { codePoint: hit.codePoint },
      });
    }
    for (const run of findInvisibleRuns(text)) {
      const chars = text.slice(run.offset, run.offset + run.length);
      if (raw.includes(chars)) continue;
      const listed = run.codePoints.slice(0, 8).map(formatCodePoint).join(' ');
      findings.push({
        code: 'hidden/escaped-invisible',
        detail: `an escape sequence produces ${listed}`,
        offset: start,
        path,
        data: { codePoints: listed, count: run.codePoints.length },
      });
    }
  };

  const value = walkYaml<unknown>(root, {
    enter(node, { path }) {
      if (node.range !== undefined && node.range !== null) valueRanges.set(path, { start: node.range[0], end: node.range[1] });
    },
    absent: () => null,
    alias() {
      // Reported from the token scan; the alias is never resolved.
      faithful = false;
      return null;
    },
    scalar(node, { path }) {
      const value = node.value;
      if (typeof value === 'string') {
        checkDecoded(node, value, path);
        return value;
      }
      if (typeof value === 'number') return Number.isFinite(value) ? value : null;
      if (typeof value === 'boolean' || value === null) return value;
      return String(value);
    },
    sequence: (_node, _place, items) => items,
    mapping(node, { path, fallback }, entries, walk) {
      const object: { [key: string]: unknown } = {};
      const authored: string[] = [];
      const firstAt = new Map<string, number>();
      for (const entry of entries) {
        const { key: keyNode, keyAt } = entry;
        if (!isScalar(keyNode) || typeof keyNode.value !== 'string') {
          const reading =
            keyNode === null
              ? 'an empty key'
              : isScalar(keyNode)
                ? describeReading(keyNode.value)
                : isAlias(keyNode)
                  ? 'an alias'
                  : 'a collection';
          findings.push({
            code: 'yaml/non-string-key',
            detail: reading,
            offset: keyAt,
            path,
            data: { reading, source: keyNode === null ? '' : yaml.slice(keyAt, keyNode.range?.[1] ?? keyAt).slice(0, 40) },
          });
          faithful = false;
          continue;
        }
        const key = keyNode.value;
        const childPath = entry.place.path;
        checkDecoded(keyNode, key, childPath);
        if (key === '<<' && keyNode.type === Scalar.PLAIN) {
          findings.push({ code: 'yaml/merge-key', detail: '<<', offset: keyAt, path: childPath });
          faithful = false;
          continue;
        }
        if (key === '__proto__') {
          findings.push({ code: 'yaml/proto-key', detail: key, offset: keyAt, path: childPath });
          faithful = false;
          continue;
        }
        const earlier = firstAt.get(key);
        if (earlier !== undefined) {
          findings.push({
            code: 'yaml/duplicate-key',
            detail: key,
            offset: keyAt,
            path: childPath,
            data: { key: childPath },
            relatedOffset: earlier,
          });
          faithful = false;
          continue;
        }
        firstAt.set(key, keyAt);
        keyOffsets.set(childPath, keyAt);
        authored.push(key);
        object[key] = walk(entry);
      }
      const actual = Object.keys(object);
      if (actual.some((key, index) => key !== authored[index])) {
        const moved = authored.find(isArrayIndex) ?? '';
        const at = firstAt.get(moved) ?? node.range?.[0] ?? fallback;
        findings.push({
          code: 'yaml/index-key',
          detail: moved,
          offset: at,
          path: joinYamlPath(path, moved),
          data: { key: joinYamlPath(path, moved) },
        });
      }
      return object;
    },
    other() {
      faithful = false;
      return null;
    },
  });
  return { value, faithful, findings, keyOffsets, valueRanges };
}

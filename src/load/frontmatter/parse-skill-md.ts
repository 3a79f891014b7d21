// Splits and parses one SKILL.md: the strict splitter, a bound on the raw block, a token scan for
// refused YAML features, the YAML 1.2 core value, and the comparison with the YAML 1.1 and failsafe
// readings (SPEC-NOTES §2). Every problem is a positioned finding; nothing here throws or evaluates input.
import { Buffer } from 'node:buffer';
import { Parser, type CST, type Node } from 'yaml';
import { LineIndex } from '../line-index.js';
import { findRawControlCharacters } from './characters.js';
import { findRefusedTabs } from './find-tabs.js';
import { controlCharacterCode, type FindingCode } from './finding-codes.js';
import { readValue, type ValueFinding } from './read-value.js';
import { compareReadings } from './schema-independence.js';
import { scanTokens, type TokenHazard } from './scan-tokens.js';
import { splitFrontmatter } from './split-frontmatter.js';
import { isStreamCascade } from './stream-cascade.js';
import type { FrontmatterFinding, ParsedSkillMd, SourcePosition } from './types.js';
import { composeReading } from './yaml-readings.js';

/**
 * The packaging profile needs two levels (the top map and `metadata`); anything far deeper is
 * refused before composing, because the composer recurses and deep nesting exhausts its stack.
 */
const maxNesting = 16;

/**
 * The profile's frontmatter has a handful of fields and one string map; a block with more values
 * than this is refused before it is composed (up to three times), which keeps every block well under a
 * second to check whatever its shape.
 */
const maxNodes = 1024;

/** Findings reported per refused feature (anchors, explicit keys, …); the block is refused either way. */
const maxHazardsPerKind = 50;

/** yaml error codes already reported by our own walk with a more precise finding. */
const coveredErrorCodes = new Set(['TAG_RESOLVE_FAILED', 'BAD_ALIAS', 'MULTIPLE_DOCS', 'DUPLICATE_KEY']);

const tokenHazardCodes: Readonly<Record<TokenHazard['kind'], FindingCode>> = {
  directive: 'yaml/directive',
  document: 'yaml/multiple-documents',
  anchor: 'yaml/anchor',
  alias: 'yaml/alias',
  tag: 'yaml/tag',
  'explicit-key': 'yaml/explicit-key',
  'split-key': 'yaml/split-key',
  'quote-unclosed': 'yaml/quote-unclosed',
  'quote-escaped-break': 'yaml/quote-escaped-break',
  'continuation-indent': 'yaml/continuation-indent',
};

interface Collected {
  readonly findings: FrontmatterFinding[];
  add(
    code: FindingCode,
    detail: string,
    offset: number,
    extra?: { path?: string; data?: { readonly [key: string]: string | number }; typedAlike?: boolean },
  ): void;
}

function collector(lines: LineIndex): Collected {
  const findings: FrontmatterFinding[] = [];
  return {
    findings,
    add(code, detail, offset, extra = {}) {
      const { line, column } = lines.position(offset);
      findings.push({
        code,
        detail,
        line,
        column,
        ...(extra.path === undefined ? {} : { path: extra.path }),
        data: { detail, ...(extra.data ?? {}) },
        ...(extra.typedAlike === true ? { typedAlike: true } : {}),
      });
    },
  };
}

interface BlockResult {
  readonly frontmatter: { readonly [key: string]: unknown } | undefined;
  readonly keyOffsets: ReadonlyMap<string, number>;
  readonly valueRanges: ReadonlyMap<string, { readonly start: number; readonly end: number }>;
}

const emptyBlock: BlockResult = { frontmatter: undefined, keyOffsets: new Map(), valueRanges: new Map() };

function parseBlock(yaml: string, base: number, limit: number, lines: LineIndex, out: Collected): BlockResult {
  // Bound first: nothing below runs on a block larger than the limit (SPEC-NOTES §3).
  const bytes = Buffer.byteLength(yaml, 'utf8');
  if (bytes > limit) {
    out.add('size/raw', `${bytes} bytes`, base, { data: { bytes, limit } });
    return emptyBlock;
  }

  for (const hit of findRawControlCharacters(yaml)) {
    out.add(controlCharacterCode(hit.kind), 'written directly', base + hit.offset, { data: { codePoint: hit.codePoint } });
  }

  let tokens: CST.Token[];
  try {
    tokens = [...new Parser().parse(yaml)];
  } catch (error) {
    out.add('yaml/error', error instanceof Error ? error.message : String(error), base);
    return emptyBlock;
  }
  const tabs = findRefusedTabs(yaml, tokens);
  const scan = scanTokens(tokens, maxNesting, yaml);
  if (scan.tooDeepAt !== undefined) {
    out.add('yaml/too-deep', String(scan.maxDepth), base + scan.tooDeepAt, { data: { depth: scan.maxDepth, limit: maxNesting } });
    return emptyBlock;
  }
  // Each anchor and each alias name is reported once (an alias bomb uses the same names hundreds of times).
  const aliasUses = new Map<string, number>();
  for (const hazard of scan.hazards) if (hazard.kind === 'alias') aliasUses.set(hazard.source, (aliasUses.get(hazard.source) ?? 0) + 1);
  const reportedAliases = new Set<string>();
  // A hostile block can repeat one hazard thousands of times; the first ones, positioned, say enough.
  const perKind = new Map<TokenHazard['kind'], number>();
  for (const hazard of scan.hazards) {
    if (hazard.kind === 'alias') {
      if (reportedAliases.has(hazard.source)) continue;
      reportedAliases.add(hazard.source);
    }
    const seen = perKind.get(hazard.kind) ?? 0;
    if (seen >= maxHazardsPerKind) continue;
    perKind.set(hazard.kind, seen + 1);
    const uses = aliasUses.get(hazard.source) ?? 1;
    out.add(tokenHazardCodes[hazard.kind], hazard.source.slice(0, 40), base + hazard.offset, { data: { uses } });
  }
  if (scan.nodes > maxNodes) {
    out.add('yaml/too-many-nodes', String(scan.nodes), base, { data: { nodes: scan.nodes, limit: maxNodes } });
    return emptyBlock;
  }
  // A directive changes how the rest is read (`%YAML 1.1`), so there is no reading to publish.
  if (scan.hazards.some((hazard) => hazard.kind === 'directive')) return emptyBlock;

  const coreDocs = safeCompose(tokens, 'core', base, out);
  const doc = coreDocs?.[0];
  if (doc === undefined) return emptyBlock;
  // Errors and warnings alike refuse the value: a warning means some reader may see something else.
  let problems = 0;
  const errorOffsets = new Set<number>();
  let firstErrorOffset: number | undefined;
  for (const composed of coreDocs ?? []) {
    for (const [code, list] of [
      ['yaml/error', composed.errors],
      ['yaml/warning', composed.warnings],
    ] as const) {
      for (const problem of list) {
        if (coveredErrorCodes.has(problem.code)) continue;
        // The rest of a block the parser left early repeats the first error (stream-cascade.ts).
        if (code === 'yaml/error' && isStreamCascade(problem, firstErrorOffset, yaml)) continue;
        if (code === 'yaml/error') firstErrorOffset ??= Math.max(0, problem.pos[0]);
        problems += 1;
        let detail = firstLine(problem.message);
        // A quoted value that reaches the end of the block was cut by a "---" line inside it.
        if (problem.code === 'MISSING_CHAR' && /quote/.test(detail) && problem.pos[0] >= yaml.length - 1) {
          detail += ' (the block ends at the next line that is exactly "---", so a quoted value cannot contain such a line)';
        }
        out.add(code, detail, base + Math.max(0, problem.pos[0]), { data: { yamlCode: problem.code } });
        errorOffsets.add(Math.max(0, problem.pos[0]));
      }
    }
  }
  // A tab the parser already refuses (tab indentation) is one finding, not two.
  for (const offset of tabs) {
    if (!errorOffsets.has(offset))
      out.add('char/tab', 'outside a quoted or block scalar', base + offset, { data: { codePoint: 'U+0009' } });
  }
  if (problems > 0) return emptyBlock;

  const root = doc.contents as Node | null;
  const read = readValue(root, yaml);
  for (const finding of read.findings) addValueFinding(finding, base, lines, out);
  const isMapping = read.value !== null && typeof read.value === 'object' && !Array.isArray(read.value);
  if (!isMapping) {
    out.add(
      'yaml/not-mapping',
      read.value === null ? 'null' : Array.isArray(read.value) ? 'a sequence' : typeof read.value,
      base + (root?.range?.[0] ?? 0),
    );
    return emptyBlock;
  }

  const refused = scan.hazards.length > 0 || !read.faithful;
  if (!refused) {
    // The other readings are composed only when a value may read differently under them.
    const otherReadings = () => {
      const yaml11 = safeCompose(tokens, 'yaml11', base, out)?.[0];
      const failsafe = safeCompose(tokens, 'failsafe', base, out)?.[0];
      if (yaml11 === undefined || failsafe === undefined) return undefined;
      return { yaml11: yaml11.contents as Node | null, failsafe: failsafe.contents as Node | null };
    };
    for (const finding of compareReadings(root, otherReadings, yaml)) addValueFinding(finding, base, lines, out);
  }
  const frontmatter = refused ? undefined : (read.value as { readonly [key: string]: unknown });
  if (frontmatter !== undefined) {
    const jsonBytes = Buffer.byteLength(JSON.stringify(frontmatter), 'utf8');
    if (jsonBytes > limit) out.add('size/json', `${jsonBytes} bytes`, base, { data: { bytes: jsonBytes, limit } });
  }
  return { frontmatter, keyOffsets: read.keyOffsets, valueRanges: read.valueRanges };
}

function safeCompose(
  tokens: readonly CST.Token[],
  reading: 'core' | 'yaml11' | 'failsafe',
  base: number,
  out: Collected,
): ReturnType<typeof composeReading> | undefined {
  try {
    return composeReading(tokens, reading);
  } catch (error) {
    // The nesting bound makes this unreachable in practice; a finding beats a crash all the same.
    out.add('yaml/error', error instanceof Error ? error.message : String(error), base);
    return undefined;
  }
}

function addValueFinding(finding: ValueFinding, base: number, lines: LineIndex, out: Collected): void {
  const data = { ...(finding.data ?? {}) };
  if (finding.relatedOffset !== undefined) data['firstLine'] = lines.position(base + finding.relatedOffset).line;
  out.add(finding.code, finding.detail, base + finding.offset, {
    ...(finding.path === undefined ? {} : { path: finding.path }),
    data,
    ...(finding.typedAlike === true ? { typedAlike: true } : {}),
  });
}

const firstLine = (message: string): string => message.split('\n', 1)[0] ?? message;

export function parseSkillMd(text: string, frontmatterBytesLimit: number): ParsedSkillMd {
  const lines = new LineIndex(text);
  const out = collector(lines);
  const split = splitFrontmatter(text);
  for (const finding of split.findings)
    out.add(finding.code, finding.detail, finding.offset, finding.data === undefined ? {} : { data: finding.data });

  const block =
    split.block === undefined ? emptyBlock : parseBlock(split.block.yaml, split.block.offset, frontmatterBytesLimit, lines, out);
  const base = split.block?.offset ?? 0;
  const keyPositions = new Map<string, SourcePosition>();
  for (const [path, offset] of block.keyOffsets) keyPositions.set(path, lines.position(base + offset));
  const valuePositions = new Map<string, SourcePosition>();
  const valueRanges = new Map<string, { start: number; end: number }>();
  for (const [path, range] of block.valueRanges) {
    valuePositions.set(path, lines.position(base + range.start));
    valueRanges.set(path, { start: base + range.start, end: base + range.end });
  }

  const findings = [...out.findings].sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    frontmatter: block.frontmatter,
    yaml: split.block?.yaml,
    keyPositions,
    valuePositions,
    valueRanges,
    findings,
    body: { text: text.slice(split.bodyOffset), line: lines.position(split.bodyOffset).line, offset: split.bodyOffset },
    bodyKnown: split.bodyKnown,
  };
}

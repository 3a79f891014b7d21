// The single-pass path checks and the shared entry lists give exactly what the split-and-regex
// implementations (support/packaging-oracle.ts) give: bounds/path, bounds/path-collision,
// content/media-type and filesystem/hidden-file report the same findings in the same order on
// generated catalogs (nested skills, duplicate entries, hidden, long, deep, non-ASCII, case- and
// normalisation-variant paths), and the entry and file lists are the same.
import { resolveFilesPolicy } from '../../src/config/files-policy.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maxSegmentBytes, maxUriBytes, maxUriSegments as maxSegments } from '../../src/runtime/bounds.js';
import type { EntryKind } from '../../src/fs/source-tree.js';
import type { LoadedCatalog, LoadedSkill, WalkEntry } from '../../src/load/model.js';
import { RunMemo } from '../../src/load/run-memo.js';
import type { Report, LintRule } from '../../src/rules/rule.js';
import { allEntries } from '../../src/rules/support/all-entries.js';
import { filesystemHiddenFile } from '../../src/rules/filesystem/hidden-file.js';
import { contentMediaType } from '../../src/rules/content/media-type.js';
import { filePathVerdict, boundsPath } from '../../src/rules/bounds/path.js';
import { anyFoldedCollision, boundsPathCollision } from '../../src/rules/bounds/path-collision.js';
import {
  oracleAllEntries,
  oracleFilePathStep,
  oracleHiddenFile,
  oracleMediaType,
  oraclePathBounds,
  oraclePathCollision,
  type OracleCheck,
} from './support/packaging-oracle.js';

interface EntrySpec {
  readonly path: string;
  readonly kind: EntryKind;
}

interface SkillSpec {
  readonly path: string;
  readonly entries: readonly EntrySpec[];
}

const root = 'skills';
const entry = (dir: string, spec: EntrySpec): WalkEntry => ({ file: `${dir}/${spec.path}`, path: spec.path, kind: spec.kind, size: 0 });

/** A catalog as the rules see it; only the fields these rules read are filled in. */
function catalogOf(skills: readonly SkillSpec[], strays: readonly EntrySpec[]): LoadedCatalog {
  const loaded = skills.map((skill): LoadedSkill => {
    const dir = `${root}/${skill.path}`;
    return {
      entry: { path: skill.path, tools: [], files: resolveFilesPolicy(['.md', '.txt', '.json']), exclude: [], scripts: false },
      dir,
      dirName: skill.path.slice(skill.path.lastIndexOf('/') + 1),
      rootKind: 'directory',
      entries: skill.entries.map((spec) => entry(dir, spec)),
      files: [],
      readProblems: [],
      skillMd: undefined,
      parsed: undefined,
      excluded: [],
    };
  });
  return {
    skills: loaded,
    strayEntries: strays.map((spec) => entry(root, spec)),
    discovered: [],
    walkTruncated: false,
  } as unknown as LoadedCatalog;
}

/** A skill nested in another: the outer skill's entries below `sub`, as the inner skill walks them. */
function nested(outer: SkillSpec, sub: string): SkillSpec {
  const prefix = `${sub}/`;
  return {
    path: `${outer.path}/${sub}`,
    entries: outer.entries.filter((e) => e.path.startsWith(prefix)).map((e) => ({ ...e, path: e.path.slice(prefix.length) })),
  };
}

const long = (length: number, tail = ''): string => 'y'.repeat(length - tail.length) + tail;

/** A file path of 127-byte segments below skill `a` whose URI is `bytes` long. */
function pathForUri(bytes: number): string {
  const parts: string[] = [];
  let left = bytes - 'skill://a/'.length;
  for (; left > 128; left -= 128) parts.push(long(127));
  parts.push(long(left));
  return parts.join('/');
}

const named = fc.constantFrom(
  'a',
  'A',
  'b.md',
  'B.md',
  'notes.md',
  'Notes.md',
  'NOTES.MD',
  'caf\u00e9.md',
  'cafe\u0301.md',
  '\uFB01le.md',
  'file.md',
  '\uFF21.md',
  'A.md',
  '\u212A.md',
  'K.md',
  'k.md',
  'stra\u00dfe.md',
  'STRASSE.md',
  '.env',
  '.git',
  '.DS_Store',
  '.md',
  '..',
  '.',
  '',
  'x y.md',
  'README',
  'run.sh',
  'data.JSON',
  'a.json',
  'c.txt',
  'd.txt.bak',
  'e.',
  'sub',
  'Sub',
  'refs',
  'a%20b',
  'tab\there',
  'x\u200By',
  'q?',
  'r*',
  'a\\b',
);
const charPool = fc.constantFrom(
  'a',
  'b',
  'A',
  'Z',
  'z',
  '0',
  '9',
  '.',
  '-',
  '_',
  ' ',
  '\u00e9',
  '\u00c9',
  'e\u0301',
  '\uFB01',
  '\uFF21',
  '\u00df',
  '\u0130',
  '%',
  '~',
  '+',
);
const segment = fc.oneof(
  { weight: 6, arbitrary: named },
  { weight: 3, arbitrary: fc.array(charPool, { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: maxSegmentBytes - 3, max: maxSegmentBytes + 2 })
      .chain((n) => fc.constantFrom(long(n), long(n, '.md'), long(n, 'Y.md'))),
  },
);
const shallowPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
// Deep or long paths around the segment-count and URI-length bounds.
const deepPath = fc
  .array(fc.constantFrom('d', 'D', 'e', long(100), long(maxSegmentBytes - 1), long(maxSegmentBytes)), {
    minLength: maxSegments - 4,
    maxLength: maxSegments + 1,
  })
  .chain((dirs) => fc.constantFrom('f.md', 'F.md', '.h', 'g h.md').map((name) => [...dirs, name].join('/')));
const uriPath = fc
  .integer({ min: 1, max: 9 })
  .chain((count) =>
    fc.constantFrom('f.md', 'ff.md', 'fff.txt').map((name) => [...Array.from({ length: count }, () => long(127)), name].join('/')),
  );
const path = fc.oneof({ weight: 8, arbitrary: shallowPath }, { weight: 1, arbitrary: deepPath }, { weight: 1, arbitrary: uriPath });
const kind = fc.constantFrom<EntryKind>('file', 'file', 'file', 'file', 'directory', 'symlink', 'fifo', 'unreadable');
const entrySpec = fc.record({ path, kind });
const skillPath = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a', 'b', 'A', 'team/review', 'Team/review') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x y',
      '\u00e9',
      '.h',
      'a//b',
      'a/.b',
      long(maxSegmentBytes),
      long(maxSegmentBytes + 1),
      Array.from({ length: maxSegments }, () => 's').join('/'),
    ),
  },
);
// Entries often share a directory, so nested skills and collisions have something to find.
const skillSpec = fc.record({
  path: skillPath,
  entries: fc.array(
    fc.oneof(
      entrySpec,
      fc.record({ path: shallowPath.map((p) => `sub/${p}`), kind }),
      fc.record({ path: shallowPath.map((p) => `Sub/${p}`), kind }),
    ),
    { maxLength: 10 },
  ),
});
const catalog = fc
  .tuple(fc.array(skillSpec, { maxLength: 3 }), fc.array(entrySpec, { maxLength: 4 }), fc.boolean(), fc.boolean())
  .map(([skills, strays, withNested, strayCopies]) => {
    const all: SkillSpec[] = [...skills];
    if (withNested && skills[0] !== undefined) all.push(nested(skills[0], 'sub'));
    // Stray entries that repeat skill entries, as a second listing of the same paths would.
    const extra =
      strayCopies && skills[0] !== undefined ? skills[0].entries.map((e) => ({ ...e, path: `${skills[0]!.path}/${e.path}` })) : [];
    // A stray listed twice too: the old lists kept both.
    return catalogOf(all, [...strays, ...strays.slice(0, 1), ...extra]);
  });

function reportsOf(check: LintRule<string>['check'] | OracleCheck, subject: LoadedCatalog): Report<string>[] {
  const reports: Report<string>[] = [];
  check({ catalog: subject, memo: new RunMemo(), report: (r: Report<string>) => reports.push(r) });
  return reports;
}

describe('the rules report what the split-and-regex checks reported', () => {
  test.each([
    ['bounds/path', boundsPath as LintRule<string>, oraclePathBounds],
    ['bounds/path-collision', boundsPathCollision as LintRule<string>, oraclePathCollision],
    ['content/media-type', contentMediaType as LintRule<string>, oracleMediaType],
    ['filesystem/hidden-file', filesystemHiddenFile as LintRule<string>, oracleHiddenFile],
  ])('%s, on generated catalogs', (_id, rule, oracle) => {
    let reported = 0;
    fc.assert(
      fc.property(catalog, (subject) => {
        const expected = reportsOf(oracle, subject);
        reported += expected.length;
        expect(reportsOf(rule.check, subject)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
    // The generator reaches the findings, not only clean catalogs.
    expect(reported).toBeGreaterThan(0);
  });

  test('collisions of every kind, with the first path in code-unit order named as the other', () => {
    const subject = catalogOf(
      [
        {
          path: 'a',
          entries: [
            'Notes.md',
            'notes.md',
            'NOTES.md',
            'caf\u00e9.md',
            'cafe\u0301.md',
            '\uFB01le.md',
            'file.md',
            'FILE.md',
            '\u212A.md',
            'k.md',
          ].map((p) => ({ path: p, kind: 'file' as const })),
        },
        { path: 'A', entries: [{ path: 'x.md', kind: 'file' }] },
      ],
      [
        { path: 'a', kind: 'directory' },
        { path: 'B', kind: 'file' },
        { path: 'b', kind: 'file' },
      ],
    );
    const expected = reportsOf(oraclePathCollision, subject);
    expect(expected.length).toBeGreaterThan(5);
    expect(reportsOf(boundsPathCollision.check as LintRule<string>['check'], subject)).toEqual(expected);
  });
});

describe('the shortcuts never decide what the old checks would not', () => {
  test('filePathVerdict: hidden exactly when a segment starts with `.`, within bounds only when uriProblem finds nothing', () => {
    const validSkill = fc.constantFrom(
      'a',
      'team/review',
      long(maxSegmentBytes),
      Array.from({ length: maxSegments - 1 }, () => 's').join('/'),
      `${long(120)}/${long(120)}/${long(120)}`,
    );
    fc.assert(
      fc.property(validSkill, path, (skill, file) => {
        const verdict = filePathVerdict(skill, skill.split('/').length, file);
        const old = oracleFilePathStep(skill, file);
        expect(verdict === 'hidden').toBe(old === 'hidden');
        if (verdict === 'within-bounds') expect(old).toBeUndefined();
      }),
      { numRuns: 5000 },
    );
  });

  test.each([
    ['a 128-byte segment', `${long(maxSegmentBytes)}`, 'within-bounds'],
    ['a 129-byte segment', `${long(maxSegmentBytes + 1)}`, 'unsure'],
    ['16 segments in all', `${Array.from({ length: maxSegments - 2 }, () => 'd').join('/')}/f.md`, 'within-bounds'],
    ['17 segments in all', `${Array.from({ length: maxSegments - 1 }, () => 'd').join('/')}/f.md`, 'unsure'],
    ['a URI of exactly 1024 bytes', pathForUri(maxUriBytes), 'within-bounds'],
    ['a URI of 1025 bytes', pathForUri(maxUriBytes + 1), 'unsure'],
    ['an empty segment', 'a//b.md', 'unsure'],
    ['a trailing slash', 'a/', 'unsure'],
    ['a hidden segment after a bad one', 'x y/.env', 'hidden'],
    ['a dot inside a name', 'a.b/c.d.md', 'within-bounds'],
    ['non-ASCII', 'caf\u00e9.md', 'unsure'],
  ])('%s', (_label, file, verdict) => {
    expect(filePathVerdict('a', 1, file)).toBe(verdict);
    const old = oracleFilePathStep('a', file);
    if (verdict === 'within-bounds') expect(old).toBeUndefined();
    if (verdict === 'unsure') expect(old).toBeDefined();
  });

  test('anyFoldedCollision: false only when the old check reports nothing', () => {
    fc.assert(
      fc.property(catalog, (subject) => {
        if (!anyFoldedCollision(subject)) expect(reportsOf(oraclePathCollision, subject)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  test('allEntries: the same entries in the same order, worked out once per run', () => {
    fc.assert(
      fc.property(catalog, (subject) => {
        const memo = new RunMemo();
        const entries = allEntries(subject, memo);
        expect(entries).toEqual([...oracleAllEntries(subject)]);
        expect(allEntries(subject, memo)).toBe(entries);
        // Another run works it out again: nothing is kept beyond a run's memo.
        expect(allEntries(subject, new RunMemo())).not.toBe(entries);
      }),
      { numRuns: 500 },
    );
  });
});

// Hostile SKILL.md bodies of about 1 MB: every rule of the family must finish well within a second.
import { describe, expect, test } from 'vitest';
import { lintSkill, provenance, skillMd } from '../support/skill-rules-harness.js';

const size = 1_000_000;
const fill = (unit: string): string => unit.repeat(Math.floor((size - 2000) / Buffer.byteLength(unit)));
const distinctBacktickRuns = (): string => {
  let out = '';
  for (let n = 1; out.length + n + 1 < size - 2000; n++) out += `${'`'.repeat(n)} `;
  return out;
};

const bodies: [string, () => string][] = [
  ['open brackets', () => fill('[')],
  ['unclosed link openers', () => fill('[a](')],
  ['link text without a closing bracket', () => fill('[aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')],
  ['backticks', () => fill('`')],
  ['backtick runs of distinct lengths', distinctBacktickRuns],
  ['comment openers', () => fill('<!--')],
  ['many comments', () => fill('<!-- x -->')],
  ['parent segments', () => fill('../')],
  ['dots after a path', () => `./${fill('.')}`],
  ['file: prefixes', () => fill('file:')],
  ['autolink openers', () => fill('<a:')],
  ['skill directories', () => fill('scripts/')],
  ['fence toggles', () => fill('```\n')],
  ['short lines', () => fill('a\n')],
  ['zero-width characters between letters', () => fill('a\u200B')],
  ['tag characters', () => fill('\u{E0041}')],
  ['code spans and links interleaved', () => fill('`a`[b](c) ')],
];

// Rules cap their findings per file and the frontmatter is bounded (16 KiB), so a hostile file
// yields a bounded report.
const MAX_FINDINGS = 2048;

describe('adversarial bodies', () => {
  test.each(bodies)(
    '%s',
    (_label, make) => {
      const text = skillMd({ body: `${provenance}\n\n${make()}` });
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024 * 1024);
      // A blow-up shows as the per-test timeout (a hang guard, not a speed claim: speed is in bench/).
      expect(lintSkill(text).length).toBeLessThan(MAX_FINDINGS);
    },
    30_000,
  );
});

describe('adversarial frontmatter', () => {
  const blocks: [string, string][] = [
    ['many tiny keys', Array.from({ length: 3000 }, (_, i) => `k${i}: v`).join('\n')],
    ['long flow sequence', `metadata: [${Array(5000).fill('a').join(',')}]`],
    ['many anchors', Array.from({ length: 2000 }, (_, i) => `k${i}: &a${i} v`).join('\n')],
    ['many aliases', `a: &x v\nb: [${Array(5000).fill('*x').join(',')}]`],
    ['many escapes', `description: "${'\\u200B'.repeat(2500)}"`],
    ['many control characters', `description: ${'a\u0007'.repeat(7000)}`],
    ['many schema traps just under the value bound', Array.from({ length: 500 }, (_, i) => `k${i}: yes`).join('\n')],
    ['many values over the bound', `m: [${Array(7000).fill('a').join(',')}]`],
    ['deep indentation', Array.from({ length: 150 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')],
  ];
  test.each(blocks)(
    '%s',
    (_label, yaml) => {
      const text = `---\n${yaml}\n---\n# x\n\n${provenance}\n`;
      // A blow-up shows as the per-test timeout (a hang guard, not a speed claim: speed is in bench/).
      expect(lintSkill(text).length).toBeLessThan(MAX_FINDINGS);
    },
    30_000,
  );
});

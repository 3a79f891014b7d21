// Each rule's docs live in one place: its page docs/rules/<id>.md (the summary under its `# <id>`
// title, then `## Why`, `## How to fix`, `## Example`), or, for a part the rule computes in code, an
// inline part of its `docs` in src/rules/<id>.ts, never both and never neither; every file under
// docs/rules is the page of a rule; the built CLI carries the pages inlined
// (scripts/rule-pages-plugin.mjs), so it prints every part with no docs folder beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { pagePart, ruleWhy } from '../../src/rules/rule-docs.js';
import { rulePage } from '../../src/rules/rule-pages.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

const parts = ['summary', 'why', 'fix', 'example'] as const;
const headings = ['## Why', '## How to fix', '## Example'];

/** The parts the rule's own source writes in a `docs` object (read with the TypeScript compiler). */
function inlineParts(id: string): Set<string> {
  const file = `src/rules/${id}.ts`;
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = new Set<string>();
  const nameOf = (node: ts.PropertyAssignment): string | undefined => (ts.isIdentifier(node.name) ? node.name.text : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
      const docs = node.parent.parent;
      if (ts.isPropertyAssignment(docs) && nameOf(docs) === 'docs') found.add(nameOf(node) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('rule pages', () => {
  it('each part of each rule is in exactly one place, and is not empty', () => {
    const problems: string[] = [];
    for (const { meta } of allRules) {
      const inline = inlineParts(meta.id);
      for (const part of parts) {
        const onPage = pagePart(meta.id, part) !== undefined;
        if (onPage && inline.has(part)) problems.push(`${meta.id}: ${part} both on its page and inline`);
        if (!onPage && !inline.has(part)) problems.push(`${meta.id}: no ${part} (write it on docs/rules/${meta.id}.md)`);
      }
      const texts = [meta.docs.summary, ruleWhy(meta), meta.docs.fix, meta.docs.example];
      for (const [i, text] of texts.entries())
        if (text.trim().length < 10) problems.push(`${meta.id}: its ${parts[i]} has ${text.length} characters`);
    }
    expect(problems).toEqual([]);
  });

  it('every file under docs/rules is the page of a rule: its title, then its sections in order', () => {
    const ids = new Set(allRules.map((rule) => rule.meta.id));
    const files = readdirSync('docs/rules', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    expect(files.length).toBe(ids.size);
    for (const file of files) {
      const id = file.slice(0, -'.md'.length).split('\\').join('/');
      expect(ids.has(id), join('docs/rules', file)).toBe(true);
      const lines = readFileSync(join('docs/rules', file), 'utf8').split('\n');
      expect(lines[0], file).toBe(`# ${id}`);
      const sections = lines.filter((line) => line.startsWith('## '));
      expect(sections, file).toEqual(headings.filter((heading) => sections.includes(heading)));
    }
  });

  it('reads the parts of a page, and nothing for an id that is not a rule path', () => {
    const page = rulePage('frontmatter/license');
    expect(page).toBe(readFileSync('docs/rules/frontmatter/license.md', 'utf8').slice('# frontmatter/license\n\n'.length).trim());
    const [summary, why, fix, example] = (page ?? '').split(/\n\n## .*\n\n/);
    expect([summary, why, fix, example]).toEqual(parts.map((part) => pagePart('frontmatter/license', part)));
    // A part the page leaves out (body/provenance computes its why) is no part, not an empty one.
    expect(pagePart('body/provenance', 'why')).toBeUndefined();
    expect(rulePage('../../package')).toBeUndefined();
    expect(rulePage('reference/../../../package')).toBeUndefined();
    expect(rulePage('no/such-rule')).toBeUndefined();
    expect(pagePart('no/such-rule', 'summary')).toBeUndefined();
  });

  it('the built CLI gives every rule its docs with no docs folder beside it', () => {
    // dist/ alone in a temporary directory: a CLI that read docs/rules/ at run time would find nothing.
    const { dir, cleanup } = tempDir('skillpack-pages-');
    try {
      cpSync('dist', join(dir, 'dist'), { recursive: true });
      cpSync('package.json', join(dir, 'package.json'));
      writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
      writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
      const run = (args: readonly string[]) =>
        spawnSync(process.execPath, [join(dir, 'dist/cli.js'), ...args], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
      // SARIF describes every rule: its summary, why, how to fix and example.
      const sarif = run(['lint', '--format', 'sarif']);
      expect(sarif.status, sarif.stderr).toBe(0);
      const descriptors = JSON.parse(sarif.stdout).runs[0].tool.driver.rules as {
        id: string;
        shortDescription: { text: string };
        fullDescription: { text: string };
        help: { text: string };
      }[];
      expect(descriptors.map((d) => d.id)).toEqual(allRules.map((rule) => rule.meta.id));
      for (const [i, { meta }] of allRules.entries()) {
        const { summary, fix, example } = meta.docs;
        const why = ruleWhy(meta);
        for (const part of [summary, why, fix, example]) expect(part.trim(), meta.id).not.toBe('');
        expect(descriptors[i]?.shortDescription.text).toBe(summary);
        expect(descriptors[i]?.fullDescription.text).toBe(why);
        expect(descriptors[i]?.help.text.startsWith(`${summary}\n\nWhy: ${why}\n\nHow to fix: ${fix}\n\nExample: ${example}\n\n`)).toBe(
          true,
        );
      }
      const list = run(['explain', '--list']);
      expect(list.stdout.trimEnd().split('\n')).toEqual(
        allRules.map((r) => `${r.meta.id.padEnd(36)} ${r.meta.severity.padEnd(8)}${r.meta.docs.summary}`),
      );
    } finally {
      cleanup();
    }
  });
});

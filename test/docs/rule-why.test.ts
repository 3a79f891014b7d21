// Each rule's why lives in one place: docs/rules/<id>.md, or (for a rule that still carries it) an
// inline `why` in src/rules/<id>.ts, never both and never neither; every file under docs/rules names a
// rule; the docs generator and `explain` read it through ruleWhy, and the built CLI carries the texts
// inlined (scripts/why-texts-plugin.mjs), so it prints them with no docs folder beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { ruleWhy } from '../../src/rules/rule-why.js';
import { whyText } from '../../src/rules/why-texts.js';
import { tempDir } from '../support/disk.js';

/** Does the rule's own source write a `why` property in a `docs` object (read with the TypeScript compiler)? */
function inlineWhy(id: string): boolean {
  const file = `src/rules/${id}.ts`;
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let found = false;
  const nameOf = (node: ts.PropertyAssignment): string | undefined => (ts.isIdentifier(node.name) ? node.name.text : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && nameOf(node) === 'why') {
      const docs = node.parent.parent;
      if (ts.isPropertyAssignment(docs) && nameOf(docs) === 'docs') found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('rule why texts', () => {
  it('each rule has its why in exactly one place, and it is not empty', () => {
    const problems: string[] = [];
    for (const { meta } of allRules) {
      const file = whyText(meta.id) !== undefined;
      const inline = inlineWhy(meta.id);
      if (file && inline) problems.push(`${meta.id}: both docs/rules/${meta.id}.md and an inline why`);
      if (!file && !inline) problems.push(`${meta.id}: no why (write docs/rules/${meta.id}.md)`);
      if (ruleWhy(meta).trim().length < 20) problems.push(`${meta.id}: a why of ${ruleWhy(meta).length} characters`);
    }
    expect(problems).toEqual([]);
  });

  it('every file under docs/rules is the why of a rule', () => {
    const ids = new Set(allRules.map((rule) => rule.meta.id));
    const files = existsSync('docs/rules')
      ? readdirSync('docs/rules', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))
      : [];
    for (const file of files) expect(ids.has(file.slice(0, -'.md'.length).split('\\').join('/')), join('docs/rules', file)).toBe(true);
  });

  it("reads a file's text trimmed, and nothing for an id that is not a rule path", () => {
    const withFile = allRules.find((rule) => whyText(rule.meta.id) !== undefined);
    if (withFile !== undefined) expect(whyText(withFile.meta.id)).toBe(readFileSync(`docs/rules/${withFile.meta.id}.md`, 'utf8').trim());
    expect(whyText('../../package')).toBeUndefined();
    expect(whyText('reference/../../../package')).toBeUndefined();
    expect(whyText('no/such-rule')).toBeUndefined();
  });

  it('the built CLI prints each why with no docs folder beside it', () => {
    // dist/ alone in a temporary directory: a CLI that read docs/rules/ at run time would find nothing.
    const { dir, cleanup } = tempDir('skillpack-why-');
    try {
      cpSync('dist', join(dir, 'dist'), { recursive: true });
      cpSync('package.json', join(dir, 'package.json'));
      for (const id of ['reference/unresolved', 'generated/stale-module', 'secret/github-token']) {
        const run = spawnSync(process.execPath, [join(dir, 'dist/cli.js'), 'explain', id], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain(`Why: ${ruleWhy(allRules.find((r) => r.meta.id === id)!.meta)}`);
      }
    } finally {
      cleanup();
    }
  });
});

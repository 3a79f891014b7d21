// The repository's own skills meet the whole skill-format profile (no false positives on real content).
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import { runRules } from '../../src/lint/run-rules.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import { frontmatterRules } from '../../src/rules/index.js';

test('skills/ passes every frontmatter, body, reference and hidden rule', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const config = loadConfig(undefined, root);
  const catalog = loadCatalog(createNodeTree(config.baseDir), config);
  expect(catalog.skills.length).toBeGreaterThan(0);
  const found = runRules(catalog, frontmatterRules, (_id, _file, severity) => severity);
  expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([]);
  for (const skill of catalog.skills) expect(skill.parsed?.frontmatter?.['name']).toBe(skill.dirName);
});

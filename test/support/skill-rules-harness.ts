// Test harness for the skill-format rules: loads an object-literal tree with the real loader and
// runs rules over it, without the rest of the lint pipeline.
import type { MemoryEntry } from '../../src/fs/memory-tree.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { runRules } from '../../src/lint/run-rules.js';
import type { LoadedCatalog } from '../../src/load/model.js';
import { frontmatterRules } from '../../src/rules/index.js';
import type { Rule } from '../../src/rules/rule.js';
import { loadFixture, validFrontmatterLines } from './fixture.js';

export interface HarnessOptions {
  readonly publisher?: string;
  /** Allowlist entries; default: every directory under skills/ holding a SKILL.md, with no tools. */
  readonly skills?: readonly { readonly path: string; readonly tools: readonly string[] }[];
}

export function loadTree(tree: Record<string, MemoryEntry>, options: HarnessOptions = {}): LoadedCatalog {
  return loadFixture(tree, {
    ...(options.publisher === undefined ? {} : { publisher: options.publisher }),
    ...(options.skills === undefined ? {} : { skills: options.skills.map((s) => ({ path: s.path, tools: [...s.tools] })) }),
  });
}

export function lintTree(
  tree: Record<string, MemoryEntry>,
  options: HarnessOptions & { readonly rules?: readonly Rule[] } = {},
): Diagnostic[] {
  return runRules(loadTree(tree, options), options.rules ?? frontmatterRules, (_id, _file, severity) => severity);
}

/** `ruleId@line:column` for compact assertions. */
export const at = (d: Diagnostic): string => `${d.ruleId}@${d.line}:${d.column}`;

export interface SkillParts {
  readonly name?: string;
  /** Replaces the whole frontmatter block (between the delimiters). */
  readonly frontmatter?: string;
  /** Extra frontmatter lines appended after the defaults. */
  readonly extra?: string;
  readonly body?: string;
}

export const provenance =
  'Origin and limits: this skill is published by skillpack and bundled with the skillpack test suite; it is read-only guidance and never changes anything.';

/** A SKILL.md that passes every rule of the profile (for the directory `name`). */
export function skillMd(parts: SkillParts = {}): string {
  const name = parts.name ?? 'demo';
  const frontmatter = parts.frontmatter ?? validFrontmatterLines(name, parts.extra).join('\n');
  return `---\n${frontmatter}\n---\n# ${name}\n\n${parts.body ?? provenance}\n`;
}

/** Lints one skill at skills/<dir>/ whose SKILL.md is `text`, plus any other files. */
export function lintSkill(
  text: string,
  options: HarnessOptions & { readonly dir?: string; readonly files?: Record<string, MemoryEntry>; readonly rules?: readonly Rule[] } = {},
): Diagnostic[] {
  const dir = options.dir ?? 'demo';
  const tree: Record<string, MemoryEntry> = { [`skills/${dir}/SKILL.md`]: text };
  for (const [path, content] of Object.entries(options.files ?? {})) tree[`skills/${dir}/${path}`] = content;
  return lintTree(tree, options);
}

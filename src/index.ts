// This is public API: the library surface of skillpack, as explicit named exports (docs/api.md; the
// report docs/api-report.txt is checked by test/docs/public-api.test.ts).
export { loadConfig, parseConfig } from './config/load-config.js';
export { UserError } from './diagnostics/user-error.js';
export type { ResolvedConfig, SkillEntryConfig, Limits } from './config/types.js';
export { createNodeTree } from './fs/node-tree.js';
export type { NodeTreeOptions } from './fs/node-tree.js';
export { createMemoryTree } from './fs/memory-tree.js';
export type { MemoryEntry } from './fs/memory-tree.js';
export type { SourceTree, EntryKind, EntryInfo, ReadResult } from './fs/source-tree.js';
export { lintSources } from './lint/lint-sources.js';
export type { LintOutcome } from './lint/lint-sources.js';
export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export { prepareModule } from './emit/prepare-module.js';
export type { PreparedModule } from './emit/prepare-module.js';
export { allRules, findRule } from './rules/index.js';
export type { Rule, LintRule, ReportedRule } from './rules/rule.js';
export { runCli } from './cli/run-cli.js';
export type { CliIo } from './cli/io.js';

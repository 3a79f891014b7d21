// `skillpack diff [--base REF]`: the approval impact of the current build against the catalog
// committed at REF (default: the merge base with the default branch), as a pull-request comment in
// Markdown, as JSON, or (`--format github`) into the GitHub step summary with one notice per skill
// hosts will ask users to approve again (docs/verify.md "Approval impact").
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCatalog } from '../../bundle/build-catalog.js';
import { UserError } from '../../diagnostics/user-error.js';
import { loadConfig } from '../../config/load-config.js';
import { diffCatalogs } from '../../diff/approval-diff.js';
import { catalogView } from '../../diff/catalog-view.js';
import { committedCatalog, resolveBase } from '../../diff/committed-catalog.js';
import { diffJson, diffMarkdown, reapprovalSentence, type DiffReport } from '../../diff/render-diff.js';
import { hasErrors, lintSources } from '../../lint/lint-sources.js';
import { allRules } from '../../rules/index.js';
import { exitCodes, type CliIo } from '../io.js';
import { openSourcesAndConfig } from '../open-sources.js';

export const diffFormats = ['markdown', 'json', 'github'] as const;

export interface DiffOptions {
  readonly configFile: string | undefined;
  readonly base: string | undefined;
  readonly format: string | undefined;
  readonly requireVersionBump: boolean;
}

export async function runDiff(options: DiffOptions, io: CliIo): Promise<number> {
  const format = options.format ?? (io.env['GITHUB_ACTIONS'] === 'true' ? 'github' : 'markdown');
  if (!(diffFormats as readonly string[]).includes(format))
    throw new UserError('usage', `diff --format must be one of ${diffFormats.join(', ')}`);
  const { config, tree } = openSourcesAndConfig(loadConfig(options.configFile, io.cwd), undefined, { env: io.env, cwd: io.cwd });
  const linted = lintSources(tree, config, allRules);
  if (hasErrors(linted.diagnostics))
    throw new UserError('io', 'the sources do not build (lint errors); run `skillpack lint` and fix them first');
  const head = await catalogView(buildCatalog(linted.catalog));
  const base = resolveBase(options.base, config.baseDir);
  const before = await committedCatalog(base.commit, resolve(config.baseDir, config.output), config.baseDir);
  const diff = diffCatalogs(before, head);
  const versionViolations = options.requireVersionBump
    ? diff.skills.filter((s) => s.kind === 'changed' && s.version?.before === s.version?.after).map((s) => s.uri)
    : undefined;
  const report: DiffReport = { base, diff, versionViolations };
  if (format === 'json') io.stdout.write(diffJson(report));
  else if (format === 'markdown') io.stdout.write(diffMarkdown(report));
  else {
    const lines: string[] = [];
    for (const s of diff.skills)
      if (s.reapproval)
        lines.push(
          `::notice title=skillpack diff::${s.uri}: ${s.kind === 'added' && s.renamedFrom === undefined ? 'new skill, hosts will ask users to approve it' : reapprovalSentence}`,
        );
    for (const uri of versionViolations ?? [])
      lines.push(`::error title=skillpack diff::${uri}: the manifest changed but metadata.version did not; bump it`);
    const summaryFile = io.env['GITHUB_STEP_SUMMARY'];
    if (summaryFile !== undefined && summaryFile !== '') appendFileSync(summaryFile, diffMarkdown(report));
    else lines.push(diffMarkdown(report));
    io.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  }
  return (versionViolations?.length ?? 0) > 0 ? exitCodes.findings : exitCodes.ok;
}

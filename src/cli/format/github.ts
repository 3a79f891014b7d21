// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::msg`),
// chosen automatically when GITHUB_ACTIONS=true. GitHub shows at most 10 annotations of each type
// (error, warning, notice) per step; findings past that cap are still printed in the log and go
// into the step summary ($GITHUB_STEP_SUMMARY) as a Markdown table, so none is lost.
import { escapeControls } from '../../runtime/quote-text.js';
import type { Diagnostic, Severity } from '../../diagnostics/diagnostic.js';
import { ruleDocsUrl } from '../../rules/docs-url.js';
import { findRule } from '../../rules/index.js';
import { plural, summaryCounts, type LintReport } from './report.js';

/** Annotations GitHub keeps per type and per step. */
export const annotationsPerType = 10;
/** GitHub's step summary holds at most 1 MiB per step; stay well below it. */
const summaryBudget = 900 * 1024;

const commands: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', info: 'notice' };

/** Workflow-command data: `%`, CR and LF are percent-encoded so a message can never end the command. */
export function escapeData(text: string): string {
  // Control characters (ESC, C1, a lone CR the runner reads as a line end) never reach the log raw.
  return escapeControls(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** Workflow-command property values additionally encode `:` and `,`, which separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Text for one Markdown table cell: no HTML, no formatting, no cell breaks, one line, no control characters. */
function cell(text: string): string {
  return escapeControls(text.replace(/[\r\n]+/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1');
}

export interface GithubOutput {
  /** What goes to stdout: the annotations, plain lines for the rest, and the closing counts. */
  readonly log: string;
  /** Markdown for $GITHUB_STEP_SUMMARY, or undefined when every finding became an annotation. */
  readonly summary: string | undefined;
}

export interface GithubOptions {
  /** Maps a diagnostic's `file` to the path GitHub knows (relative to the checkout). */
  readonly path?: (file: string) => string;
}

function annotation(d: Diagnostic, path: string): string {
  const props = [`file=${escapeProperty(path)}`, `line=${d.line}`, `col=${d.column}`];
  if (d.endLine !== undefined) props.push(`endLine=${d.endLine}`);
  if (d.endColumn !== undefined) props.push(`endColumn=${d.endColumn}`);
  props.push(`title=${escapeProperty(d.ruleId)}`);
  return `::${commands[d.severity]} ${props.join(',')}::${escapeData(d.message)}`;
}

/** What the build kept out of the package or shipped by an opt-in, as notices a reviewer sees on the run (DESIGN "Profiles and files"). */
function packageAnnotations(report: LintReport, path: (file: string) => string): string[] {
  const contents = report.contents;
  if (contents === undefined) return [];
  const notices: string[] = [];
  const list = (files: readonly string[]): string => files.map(path).join(', ');
  if (contents.excluded.length > 0)
    notices.push(
      `::notice title=${escapeProperty('skillpack: excluded from the package')}::${escapeData(`${plural(contents.excluded.length, 'file')} kept beside their skills by "exclude", not shipped: ${list(contents.excluded)}`)}`,
    );
  if (contents.scripts.length > 0)
    notices.push(
      `::notice title=${escapeProperty('skillpack: scripts shipped')}::${escapeData(`${plural(contents.scripts.length, 'script')} shipped where the skill's entry opts in with "scripts": true: ${list(contents.scripts)}`)}`,
    );
  return notices;
}

function summaryTable(rest: readonly Diagnostic[], path: (file: string) => string, report: LintReport): string {
  const s = report.summary;
  const head = [
    `### skillpack ${report.command}: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}${s.infos > 0 ? `, ${plural(s.infos, 'note')}` : ''}`,
    '',
    `GitHub shows ${annotationsPerType} annotations of each type per step; these ${plural(rest.length, 'finding')} did not fit:`,
    '',
    '| Location | Severity | Rule | Message |',
    '| --- | --- | --- | --- |',
  ];
  const rows: string[] = [];
  let bytes = head.join('\n').length;
  for (const [i, d] of rest.entries()) {
    const rule = findRule(d.ruleId) === undefined ? cell(d.ruleId) : `[${cell(d.ruleId)}](${ruleDocsUrl(d.ruleId)})`;
    const row = `| ${cell(`${path(d.file)}:${d.line}:${d.column}`)} | ${d.severity} | ${rule} | ${cell(d.message)} |`;
    bytes += Buffer.byteLength(row) + 1;
    if (bytes > summaryBudget) {
      rows.push('', `…and ${plural(rest.length - i, 'more finding')}; see the job log for all of them.`);
      break;
    }
    rows.push(row);
  }
  return `${[...head, ...rows].join('\n')}\n\n`;
}

export function formatGithub(report: LintReport, options: GithubOptions = {}): GithubOutput {
  const path = options.path ?? ((file: string) => file);
  const used: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  const out: string[] = [];
  const rest: Diagnostic[] = [];
  for (const d of report.diagnostics) {
    if (used[d.severity] < annotationsPerType) {
      used[d.severity]++;
      out.push(annotation(d, path(d.file)));
    } else {
      rest.push(d);
    }
  }
  // Plain lines are indented so no path or message can be read as a workflow command.
  // Escaped as workflow-command data too: a runner that reads a command anywhere on a line still finds none.
  for (const d of rest)
    out.push(`  ${escapeData(path(d.file))}:${d.line}:${d.column}  ${d.severity}  ${escapeData(d.message)}  ${escapeData(d.ruleId)}`);
  const s = report.summary;
  out.push(`skillpack ${report.command}: ${summaryCounts(s)}`);
  if (rest.length > 0)
    out.push(
      `${plural(rest.length, 'finding')} past GitHub's limit of ${annotationsPerType} annotations per type are listed above and in the step summary.`,
    );
  // The outcome is our own text, one line at a time; only what came from files is escaped.
  if (report.outcome !== undefined) for (const line of report.outcome.split('\n')) out.push(`  ${escapeData(line)}`);
  out.push(...packageAnnotations(report, path));
  return { log: `${out.join('\n')}\n`, summary: rest.length === 0 ? undefined : summaryTable(rest, path, report) };
}

// `skillpack diff` output: Markdown for a pull-request comment (also what the GitHub step summary
// receives), and JSON. Author-written values (frontmatter) are shown short and escaped, so a skill
// cannot inject Markdown or HTML into the comment.
import { escapeToAscii } from '../runtime/quote-text.js';
import type { CatalogDiff, SkillImpact } from './approval-diff.js';

export interface DiffReport {
  readonly base: { readonly ref: string; readonly commit: string };
  readonly diff: CatalogDiff;
  /** Changed skills whose `metadata.version` did not change, when the rule is on. */
  readonly versionViolations: readonly string[] | undefined;
}

export const reapprovalSentence = 'hosts will ask users to approve this skill again';

export function diffJson(report: DiffReport): string {
  return `${JSON.stringify({
    version: 1,
    base: report.base,
    reapprovals: report.diff.skills.filter((s) => s.reapproval).length,
    unchanged: report.diff.unchanged,
    skills: report.diff.skills.map((s) => ({ ...s, ...(s.reapproval ? { impact: reapprovalSentence } : {}) })),
    ...(report.versionViolations === undefined ? {} : { versionRule: { violations: report.versionViolations } }),
  })}\n`;
}

export function diffMarkdown(report: DiffReport): string {
  const { skills, unchanged } = report.diff;
  const again = skills.filter((s) => s.reapproval).length;
  const out: string[] = [];
  out.push(`### skillpack diff: ${again === 0 ? 'no approval impact' : `${again} skill${again === 1 ? '' : 's'} to approve again`}`);
  out.push('');
  out.push(
    `Base: ${md(report.base.ref)} (\`${report.base.commit.slice(0, 12)}\`) → this build. ${unchanged} skill${unchanged === 1 ? '' : 's'} unchanged.`,
  );
  if (skills.length === 0) {
    out.push('', 'No skill was added or removed, and no file or frontmatter changed: hosts keep their approvals.');
    return `${out.join('\n')}\n`;
  }
  out.push('', '| skill | change | approval |', '|---|---|---|');
  for (const s of skills)
    out.push(
      `| \`${code(s.uri)}\` | ${summary(s)} | ${s.kind === 'removed' ? 'hosts drop it' : s.kind === 'added' && s.renamedFrom === undefined ? 'hosts will ask users to approve it' : reapprovalSentence} |`,
    );
  for (const s of skills) {
    out.push('', `#### \`${code(s.uri)}\` — ${s.kind}${s.renamedFrom === undefined ? '' : ` (renamed from \`${code(s.renamedFrom)}\`)`}`);
    if (s.reapproval)
      out.push(
        '',
        `**${s.kind === 'added' && s.renamedFrom === undefined ? 'Hosts will ask users to approve this skill.' : 'Hosts will ask users to approve this skill again.'}**`,
      );
    out.push('');
    for (const uri of s.kind === 'added' ? [] : s.filesAdded) out.push(`- added \`${code(uri)}\``);
    for (const uri of s.kind === 'removed' ? [] : s.filesRemoved) out.push(`- removed \`${code(uri)}\``);
    for (const f of s.filesChanged)
      out.push(
        `- changed \`${code(f.uri)}\`: ${f.before.size} → ${f.after.size} bytes, \`${f.before.digest.slice(0, 19)}…\` → \`${f.after.digest.slice(0, 19)}…\``,
      );
    for (const f of s.frontmatter) out.push(`- frontmatter \`${code(f.field)}\`: ${value(f.before)} → ${value(f.after)}`);
    if (s.kind === 'added') out.push(`- ${s.filesAdded.length} file${s.filesAdded.length === 1 ? '' : 's'}`);
    if (s.kind === 'removed') out.push(`- ${s.filesRemoved.length} file${s.filesRemoved.length === 1 ? '' : 's'} no longer served`);
    if (report.versionViolations?.includes(s.uri))
      out.push(`- ❌ \`metadata.version\` is still ${value(s.version?.after)}: bump it when the manifest changes`);
    for (const risk of s.risks) out.push(`- ⚠️ ${risk.kind}: ${md(risk.detail)}`);
  }
  return `${out.join('\n')}\n`;
}

function summary(s: SkillImpact): string {
  if (s.kind !== 'changed') return s.kind === 'added' && s.renamedFrom !== undefined ? `renamed from \`${code(s.renamedFrom)}\`` : s.kind;
  const parts: string[] = [];
  if (s.filesChanged.length > 0) parts.push(`${s.filesChanged.length} file${s.filesChanged.length === 1 ? '' : 's'} changed`);
  if (s.filesAdded.length > 0) parts.push(`${s.filesAdded.length} added`);
  if (s.filesRemoved.length > 0) parts.push(`${s.filesRemoved.length} removed`);
  if (s.frontmatter.length > 0) parts.push('frontmatter');
  if (s.risks.length > 0) parts.push(`${s.risks.length} risk${s.risks.length === 1 ? '' : 's'}`);
  return parts.join(', ');
}

/** Inside a code span: no backticks or line breaks. */
function code(text: string): string {
  return text.replace(/[`\r\n|]/g, '?');
}

/** Plain Markdown text with every character that could start markup escaped. */
function md(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);
}

function value(v: unknown): string {
  if (v === undefined) return '(absent)';
  const json = JSON.stringify(v) ?? String(v);
  const short = json.length > 80 ? `${json.slice(0, 80)}…` : json;
  return `\`${code(escapeToAscii(short))}\``;
}

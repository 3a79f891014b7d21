// Parsing `<!-- skillpack-allow secret/<rule> reason="…" -->` directives out of a text, shared by
// the suppression pass over sources and the emitted-module scan (docs/rules.md, secret rules).
import type { LineIndex } from '../../load/line-index.js';
import { inlineSuppressibleRuleIds } from './suppression-policy.js';

export type DirectiveProblem = 'malformed' | 'missingReason' | 'unknownRule' | 'validatedFamily' | 'notSecretRule';

export interface InlineDirective {
  readonly line: number;
  readonly column: number;
  /** Line of the closing `-->`: the directive covers findings up to the line after it. */
  readonly endLine: number;
  readonly rule: string;
  /** Empty when the directive is usable. */
  readonly problems: readonly DirectiveProblem[];
}

const MARKER = 'skillpack-allow';

export function parseInlineDirectives(text: string, lines: LineIndex, knownRuleIds: ReadonlySet<string>): InlineDirective[] {
  const out: InlineDirective[] = [];
  let close = -2; // the next `-->`, searched again only once passed, so the scan stays linear
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, at + MARKER.length)) {
    const lookBehind = Math.max(0, at - 16);
    const cut = text.slice(lookBehind, at).lastIndexOf('<!--');
    const open = cut === -1 ? -1 : lookBehind + cut;
    if (open === -1 || !/^<!--\s*$/.test(text.slice(open, at))) continue;
    if (text[open - 1] === '`') continue; // the directive quoted in documentation, not applied
    const { line, column } = lines.position(open);
    if (close !== -1 && close < at) close = text.indexOf('-->', at);
    const m = close === -1 || close - at > 1024 ? null : /^skillpack-allow\s+(\S+)((?:\s[\s\S]*)?)$/.exec(text.slice(at, close).trimEnd());
    if (m === null) {
      out.push({ line, column, endLine: line, rule: '', problems: ['malformed'] });
      continue;
    }
    const rule = m[1] ?? '';
    const reason = /(?:^|\s)reason\s*=\s*"([^"]*)"/.exec(m[2] ?? '')?.[1]?.trim() ?? '';
    const problems: DirectiveProblem[] = [];
    if (!rule.startsWith('secret/')) problems.push('notSecretRule');
    else if (!knownRuleIds.has(rule)) problems.push('unknownRule');
    else if (!inlineSuppressibleRuleIds.has(rule)) problems.push('validatedFamily');
    if (reason === '') problems.push('missingReason');
    out.push({ line, column, endLine: lines.position(close).line, rule, problems });
  }
  return out;
}

/** Whether a usable directive for `ruleId` covers a finding that starts on `line`. */
export function covers(directive: InlineDirective, ruleId: string, line: number): boolean {
  return directive.problems.length === 0 && directive.rule === ruleId && line >= directive.line && line <= directive.endLine + 1;
}

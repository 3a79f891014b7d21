// What a change adds to a skill that a reviewer should look at before hosts ask users to approve it
// again: new scripts, new binary (blob) files, `allowed-tools` added, new external hosts in the
// text, new hidden text (invisible characters, which lint refuses unless a catalog built before the
// rule, and HTML comments in Markdown, which lint only warns about), and growth towards the bounds (SPEC-NOTES §1 limits and §3 "Bounds").
// Deliberately ignored: hosts reserved for documentation (RFC 2606/6761: example.com/.net/.org,
// *.example, *.test, *.invalid, localhost) and loopback addresses, which point nowhere real.
import { findInvisibleRuns } from '../load/frontmatter/characters.js';
import { maxFileBytes, maxSkillBytes, maxSkillFiles } from '../runtime/bounds.js';
import type { FileView, SkillView } from './catalog-view.js';

export type RiskKind = 'script' | 'blob' | 'allowed-tools' | 'external-host' | 'hidden-characters' | 'bounds';

export interface Risk {
  readonly kind: RiskKind;
  /** One sentence; values quoted and short. */
  readonly detail: string;
  readonly uri?: string;
}

const scriptExtensions = new Set([
  '.sh',
  '.bash',
  '.zsh',
  '.py',
  '.js',
  '.mjs',
  '.cjs',
  '.ts',
  '.ps1',
  '.rb',
  '.pl',
  '.php',
  '.bat',
  '.cmd',
]);
const MiB = 1024 * 1024;

export function isScript(file: FileView): boolean {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return file.path.startsWith('scripts/') || (dot > 0 && scriptExtensions.has(name.slice(dot).toLowerCase()));
}

/** Risks `after` has that `before` (the same skill earlier, or the skill it was moved from) did not. */
export function riskDelta(before: SkillView | undefined, after: SkillView): Risk[] {
  const risks: Risk[] = [];
  const old = (file: FileView): FileView | undefined =>
    before?.files.get(file.uri) ?? [...(before?.files.values() ?? [])].find((f) => f.path === file.path);
  for (const file of after.files.values()) {
    const previous = old(file);
    if (isScript(file) && (previous === undefined || !isScript(previous)))
      risks.push({ kind: 'script', uri: file.uri, detail: `new script ${file.path}` });
    if (file.text === undefined && (previous === undefined || previous.text !== undefined))
      risks.push({ kind: 'blob', uri: file.uri, detail: `new binary file ${file.path} (${file.size} bytes, served as a base64 blob)` });
    const [hidden, wasHidden] = [hiddenCount(file), previous === undefined ? 0 : hiddenCount(previous)];
    if (hidden > wasHidden)
      risks.push({
        kind: 'hidden-characters',
        uri: file.uri,
        detail: `${hidden} run(s) of invisible characters or HTML comments in ${file.path} (was ${wasHidden})`,
      });
    if (file.size > (previous?.size ?? 0) && file.size >= maxFileBytes / 2)
      risks.push({
        kind: 'bounds',
        uri: file.uri,
        detail: `${file.path} grew to ${percent(file.size, maxFileBytes)} of the ${maxFileBytes / MiB} MiB file bound`,
      });
  }
  const tools = allowedTools(after);
  const oldTools = new Set(before === undefined ? [] : allowedTools(before));
  const addedTools = tools.filter((t) => !oldTools.has(t));
  if (addedTools.length > 0)
    risks.push({
      kind: 'allowed-tools',
      detail: `allowed-tools adds ${addedTools
        .slice(0, 8)
        .map((t) => JSON.stringify(t))
        .join(', ')}${addedTools.length > 8 ? ` and ${addedTools.length - 8} more` : ''}`,
    });
  const oldHosts = before === undefined ? new Set<string>() : hostsOf(before);
  const newHosts = [...hostsOf(after)].filter((h) => !oldHosts.has(h)).sort();
  if (newHosts.length > 0)
    risks.push({
      kind: 'external-host',
      detail: `new external host(s): ${newHosts.slice(0, 10).join(', ')}${newHosts.length > 10 ? ` and ${newHosts.length - 10} more` : ''}`,
    });
  const [files, bytes] = [after.files.size, total(after)];
  const [oldFiles, oldBytes] = before === undefined ? [0, 0] : [before.files.size, total(before)];
  if (files > oldFiles && files >= maxSkillFiles / 2)
    risks.push({ kind: 'bounds', detail: `${files} files, ${percent(files, maxSkillFiles)} of the ${maxSkillFiles}-file skill bound` });
  if (bytes > oldBytes && bytes >= maxSkillBytes / 2)
    risks.push({
      kind: 'bounds',
      detail: `${bytes} bytes, ${percent(bytes, maxSkillBytes)} of the ${maxSkillBytes / MiB} MiB skill bound`,
    });
  return risks;
}

function total(skill: SkillView): number {
  let sum = 0;
  for (const file of skill.files.values()) sum += file.size;
  return sum;
}

function percent(value: number, bound: number): string {
  return `${Math.round((value / bound) * 100)}%`;
}

/** Text a reviewer does not see in the rendered file: invisible character runs, and HTML comments in Markdown. */
function hiddenCount(file: FileView): number {
  if (file.text === undefined) return 0;
  const comments = file.mediaType === 'text/markdown' ? file.text.split('<!--').length - 1 : 0;
  return findInvisibleRuns(file.text).length + comments;
}

/** `allowed-tools` as a space-separated string (the spec) or a YAML list (seen in the wild). */
function allowedTools(skill: SkillView): string[] {
  const value = skill.frontmatter['allowed-tools'];
  if (typeof value === 'string') return value.split(/\s+/).filter((t) => t !== '');
  if (Array.isArray(value)) return value.filter((t): t is string => typeof t === 'string');
  return [];
}

const reserved = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/;

function hostsOf(skill: SkillView): Set<string> {
  const hosts = new Set<string>();
  for (const file of skill.files.values()) {
    if (file.text === undefined) continue;
    for (const match of file.text.matchAll(
      /\b(?:https?|wss?|ftp):\/\/(?:[^\s/@<>"'`]*@)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*)/g,
    )) {
      const host = (match[1] as string).toLowerCase();
      if (reserved.test(host) || host === '127.0.0.1' || host === '[::1]' || host.startsWith('127.')) continue;
      hosts.add(host);
    }
  }
  return hosts;
}

// Whether each skill's manifest is complete, as the extension requires ("`resources` MUST be
// complete": every file of the skill, each once), judged from what the server itself says: the files
// the served SKILL.md links, the `skill://` URIs `resources/list` offers under the skill's path, and
// the files its directory reads list. A file any of them names that the manifest lacks is a file
// hosts never read (a read outside the manifest is a verification failure), so the skill breaks the
// moment the model follows the link (docs/verify.md "verify/manifest-incomplete"). Nothing is read
// to decide this: the links come from the SKILL.md already verified against its digest.
import { splitFrontmatter } from '../load/frontmatter/split-frontmatter.js';
import { readMarkdown } from '../load/markdown/document.js';
import { isPlaceholderTarget } from '../references/filters/placeholder-target.js';
import { hostPlaceholder } from '../references/resolve/host-placeholder.js';
import { skillRootOf } from '../runtime/skill-uri.js';
import type { Finding } from './checks.js';
import { excerpt } from './excerpt.js';
import type { ServedEntry } from './served-entry.js';

/** What the server says about one skill's files besides its manifest. */
export interface ManifestEvidence {
  /** The verified text of each skill's SKILL.md, by skill URI. */
  readonly skillMdTexts: ReadonlyMap<string, string>;
  /** Every `skill://` URI `resources/list` offered this session. */
  readonly listedResources: readonly string[];
  /** The file URIs each skill's directory reads listed, by skill URI (only where the server declares directoryRead). */
  readonly directoryFiles: ReadonlyMap<string, readonly string[]>;
}

/** One report per skill is enough to act on; the rest are counted. */
const maxFindingsPerSkill = 20;

const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * Where a Markdown link of a SKILL.md lands inside its skill, as a path from the skill's root
 * ("Relative References": a relative reference resolves against the skill's root); undefined for an
 * external URL, an absolute path, a fragment alone, a placeholder, a directory, or a path that leaves
 * the skill.
 */
export function linkedSkillPath(target: string): string | undefined {
  let path = target;
  const placeholder = hostPlaceholder.exec(path);
  if (placeholder !== null) path = path.slice(placeholder[0].length);
  else if (isPlaceholderTarget(path)) return undefined;
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  if (path === '' || scheme.test(path) || path.startsWith('/') || path.includes('\\') || path.endsWith('/')) return undefined;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    const plain = uriKey(segment);
    if (plain === '' || plain === '.') continue;
    if (plain === '..') {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(segment);
  }
  return segments.length === 0 ? undefined : segments.join('/');
}

/** The skill-root-relative paths a SKILL.md links (Markdown links, images and reference definitions, never code). */
export function linkedSkillPaths(skillMd: string): string[] {
  const { bodyOffset } = splitFrontmatter(skillMd);
  const paths = new Set<string>();
  for (const link of readMarkdown(skillMd, bodyOffset).links) {
    if (link.kind === 'autolink') continue;
    const path = linkedSkillPath(link.target);
    if (path !== undefined) paths.add(path);
  }
  return [...paths];
}

/** One spelling for a URI however its path is percent-encoded (`my%20file.md`, `my file.md`). */
function uriKey(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/** A URI as a report's location: as served when it is short printable ASCII, else escaped. */
function shownUri(uri: string): string {
  return uri.length <= 1024 && /^[\x21-\x7e]+$/.test(uri) ? uri : excerpt(uri, 200);
}

/** Every file some evidence names under a skill's path that its manifest lacks, as findings. */
export function manifestCompletenessFindings(skills: readonly ServedEntry[], evidence: ManifestEvidence): Finding[] {
  const findings: Finding[] = [];
  for (const skill of skills) {
    const root = skillRootOf(skill.uri);
    if (root === undefined) continue;
    const listed = new Set(skill.resources.map((file) => uriKey(file.uri)));
    // A link to a directory of the skill (`references`) names no file.
    const directories = new Set<string>();
    for (const file of skill.resources)
      for (let at = file.uri.indexOf('/', root.length + 1); at !== -1; at = file.uri.indexOf('/', at + 1))
        directories.add(uriKey(file.uri.slice(0, at)));
    const missing = new Map<string, { uri: string; reasons: Set<string> }>();
    const note = (uri: string, why: string): void => {
      const key = uriKey(uri);
      if (listed.has(key) || directories.has(key) || !uri.startsWith(`${root}/`)) return;
      const seen = missing.get(key);
      if (seen === undefined) missing.set(key, { uri, reasons: new Set([why]) });
      else seen.reasons.add(why);
    };
    const text = evidence.skillMdTexts.get(skill.uri);
    if (text !== undefined) for (const path of linkedSkillPaths(text)) note(`${root}/${path}`, 'its SKILL.md links it');
    for (const uri of evidence.listedResources) note(uri, 'resources/list offers it');
    for (const uri of evidence.directoryFiles.get(skill.uri) ?? []) note(uri, 'resources/directory/read lists it');
    const sorted = [...missing].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [, { uri, reasons }] of sorted.slice(0, maxFindingsPerSkill)) {
      findings.push({
        id: 'verify/manifest-incomplete',
        severity: 'error',
        where: shownUri(uri),
        message: `the manifest of ${excerpt(skill.uri, 200)} lacks this file, yet ${[...reasons].join(' and ')}; hosts read only the files a skill's resources array lists and treat any other read as a verification failure. List every file of the skill in its manifest (rebuild), or remove the reference.`,
      });
    }
    if (sorted.length > maxFindingsPerSkill)
      findings.push({
        id: 'verify/manifest-incomplete',
        severity: 'error',
        where: skill.uri,
        message: `and ${sorted.length - maxFindingsPerSkill} more files under this skill's path that its manifest lacks.`,
      });
  }
  return findings;
}

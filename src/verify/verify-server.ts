// `skillpack verify` as a Skills host (SPEC-NOTES §1 "Host responsibilities"): observe the
// declaration, list every page, get every entry, read and verify every manifest file (size, then
// digest, then SKILL.md frontmatter), probe the refusals, then open a legacy session and see that it
// sees nothing. Between them, the directory reads where `directoryRead` is declared
// (directory-read.ts) and the completeness of every manifest (manifest-completeness.ts). Every fault
// becomes a finding by check id (checks.ts); the served catalog and the digests of the bytes actually
// served are returned for `--expect` and `--statement`.
import { createHash } from 'node:crypto';
import { skillScheme } from '../runtime/bounds.js';
import { skillRootOf } from '../runtime/skill-uri.js';
import { type Finding, type VerifyCheckId } from './checks.js';
import { excerpt } from './excerpt.js';
import { readContents } from './file-contents.js';
import { frontmatterDifferences } from './frontmatter.js';
import { legacyRevision, modernMeta, skillsExtensionId, clientInfo } from './protocol.js';
import { isObject, type RpcConnection, type RpcOutcome } from './rpc-connection.js';
import { canonical, checkEntry, maxUriChars, sameEntry, type ServedEntry } from './served-entry.js';
import { checkDirectoryReads } from './directory-read.js';
import { manifestCompletenessFindings } from './manifest-completeness.js';

export interface VerifyOptions {
  readonly openModern: () => Promise<RpcConnection>;
  /** Undefined skips the legacy probe. */
  readonly openLegacy: (() => Promise<RpcConnection>) | undefined;
  /** `hidden` (the brief's promise, SPEC-NOTES §3 "Compatibility"): a legacy session seeing skills is an error. */
  readonly legacy: 'hidden' | 'allowed';
  readonly maxPages: number;
  /** Entries listed in all; beyond it the listing is not followed (each entry costs requests). */
  readonly maxSkills: number;
  /** Bytes of file content read in all. */
  readonly maxTotalBytes: number;
}

export interface ServedFile {
  readonly uri: string;
  readonly size: number;
  readonly digest: string;
}

export interface VerifyOutcome {
  readonly findings: readonly Finding[];
  /** Valid entries in listing order. */
  readonly skills: readonly ServedEntry[];
  /** What was actually read, by URI: size and digest of the served bytes. */
  readonly served: ReadonlyMap<string, ServedFile>;
  /** False when the run could not list (no declaration, no connection): comparisons would mean nothing. */
  readonly listed: boolean;
}

const sha256 = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

export async function verifyServer(options: VerifyOptions): Promise<VerifyOutcome> {
  const findings: Finding[] = [];
  const report = (id: VerifyCheckId, where: string, message: string, severity: Finding['severity'] = 'error'): void => {
    findings.push({ id, severity, message, where });
  };
  const skills: ServedEntry[] = [];
  const served = new Map<string, ServedFile>();
  let listed = false;

  const modern = await options.openModern();
  const call = (method: string, params: Record<string, unknown> = {}): Promise<RpcOutcome> =>
    modern.request(method, { ...params, _meta: modernMeta() });
  try {
    const discover = await call('server/discover');
    if (discover.kind !== 'result' || !isObject(discover.result)) {
      report('verify/connection', 'server', `server/discover ${describeOutcome(discover)}; a 2026-07-28 host cannot go on.`);
      return { findings, skills, served, listed };
    }
    const capabilities = isObject(discover.result['capabilities']) ? discover.result['capabilities'] : {};
    const extensions = isObject(capabilities['extensions']) ? capabilities['extensions'] : {};
    const declaration = extensions[skillsExtensionId];
    if (!isObject(capabilities['resources']) || !isObject(declaration)) {
      const missing = [
        isObject(capabilities['resources']) ? undefined : '`resources`',
        isObject(declaration) ? undefined : `\`extensions["${skillsExtensionId}"]\``,
      ]
        .filter(Boolean)
        .join(' and ');
      report(
        'verify/not-declared',
        'server',
        `server/discover declares no ${missing}: a host must not call skills/* without the declaration. Enable the extension on the server (for skillpack serve: MCP_SKILLS_ENABLED=true).`,
      );
      return { findings, skills, served, listed };
    }

    // Every page, each cursor once, within the page bound.
    const byUri = new Map<string, ServedEntry>();
    const cursors = new Set<string>();
    let cursor: string | undefined;
    let lastCursor: string | undefined;
    let complete = false;
    for (let page = 1; ; page += 1) {
      if (page > options.maxPages) {
        report(
          'verify/too-many-pages',
          'server',
          `skills/list did not end within ${options.maxPages} pages; the listing is incomplete (raise --max-pages only if the catalog really is that large).`,
        );
        break;
      }
      const outcome = await call('skills/list', cursor === undefined ? {} : { cursor });
      if (outcome.kind !== 'result' || !isObject(outcome.result)) {
        report('verify/listing-failed', 'server', `skills/list page ${page} ${describeOutcome(outcome)}; the listing is incomplete.`);
        break;
      }
      checkResultMetadata(outcome.result, `skills/list page ${page}`, report);
      const entries = outcome.result['skills'];
      if (!Array.isArray(entries)) {
        report('verify/listing-malformed', 'server', `skills/list page ${page} has no \`skills\` array.`);
        break;
      }
      if (byUri.size + entries.length > options.maxSkills) {
        report(
          'verify/budget',
          'server',
          `skills/list offers more than ${options.maxSkills} skills; verify stopped listing there, so the run is incomplete.`,
        );
        break;
      }
      for (const raw of entries) {
        const checked = checkEntry(raw);
        if (!checked.ok) {
          report(
            'verify/listing-malformed',
            checked.uri ?? 'server',
            `${checked.problems.slice(0, 3).join('; ')}${checked.problems.length > 3 ? ` (+${checked.problems.length - 3} more)` : ''}. A host refuses this skill.`,
          );
          continue;
        }
        if (byUri.has(checked.entry.uri)) {
          report('verify/duplicate-skill', checked.entry.uri, `listed twice (page ${page} again); each skill appears once in a listing.`);
          continue;
        }
        byUri.set(checked.entry.uri, checked.entry);
        skills.push(checked.entry);
      }
      const next = outcome.result['nextCursor'];
      if (next === undefined || next === null) {
        complete = true;
        break;
      }
      if (typeof next !== 'string' || next.length > 8192) {
        report('verify/listing-malformed', 'server', `skills/list page ${page}: nextCursor ${excerpt(next, 40)} is not a cursor string.`);
        break;
      }
      if (cursors.has(next) || next === cursor) {
        report(
          'verify/cursor-loop',
          'server',
          `skills/list page ${page} hands out cursor ${excerpt(next, 40)} again; a host stops listing here, so the listing never completes.`,
        );
        break;
      }
      cursors.add(next);
      lastCursor = next;
      cursor = next;
    }
    listed = true;

    // resources/list is the other place a server publishes SKILL.md files: each one must be listed.
    const listedResources = await skillResourcesInResourceList(call, options.maxPages);
    for (const uri of listedResources.filter((listedUri) => listedUri.endsWith('/SKILL.md'))) {
      if (!byUri.has(uri) && complete)
        report(
          'verify/listing-incomplete',
          uri,
          'resources/list publishes this SKILL.md but skills/list does not list it; hosts must list skills completely. List every skill the session may see.',
        );
    }

    // skills/get of every entry equals the listed entry.
    for (const entry of skills) {
      const outcome = await call('skills/get', { uri: entry.uri });
      if (outcome.kind !== 'result' || !isObject(outcome.result)) {
        report('verify/get-failed', entry.uri, `skills/get ${describeOutcome(outcome)}; a listed skill must be retrievable by its URI.`);
        continue;
      }
      checkResultMetadata(outcome.result, 'skills/get', report, entry.uri);
      const got = checkEntry(outcome.result['skill']);
      if (!got.ok)
        report('verify/get-differs', entry.uri, `skills/get answers with an invalid entry: ${got.problems.slice(0, 2).join('; ')}.`);
      else if (!sameEntry(got.entry, entry))
        report(
          'verify/get-differs',
          entry.uri,
          `skills/get answers with ${describeEntryDifference(got.entry, entry)} than skills/list; hosts key approval on (server, URI), so both must publish the same entry.`,
        );
    }

    // Every manifest file: size, then digest, then (SKILL.md) frontmatter. Nothing outside a manifest is read.
    const skillMdTexts = new Map<string, string>();
    let budget = options.maxTotalBytes;
    outer: for (const entry of skills) {
      for (const file of entry.resources) {
        if (budget - file.size < 0) {
          report(
            'verify/budget',
            file.uri,
            `stopped reading after ${options.maxTotalBytes} bytes of content (the --max-bytes bound); the remaining files were not verified. Raise --max-bytes to verify them.`,
          );
          break outer;
        }
        const outcome = await modern.request('resources/read', { uri: file.uri, _meta: modernMeta() });
        if (outcome.kind !== 'result') {
          report(
            'verify/read-failed',
            file.uri,
            `resources/read of a manifest file ${describeOutcome(outcome)}; a host refuses the whole skill when one of its files is missing.`,
          );
          continue;
        }
        const contents = readContents(outcome.result, file.uri);
        if (!contents.ok) {
          report('verify/read-malformed', file.uri, `resources/read: ${contents.problem}.`);
          continue;
        }
        budget -= contents.bytes.length;
        const digest = sha256(contents.bytes);
        served.set(file.uri, { uri: file.uri, size: contents.bytes.length, digest });
        if (contents.bytes.length !== file.size) {
          report(
            'verify/size-mismatch',
            file.uri,
            `served ${contents.bytes.length} bytes (as ${contents.encoding}), the manifest says ${file.size}; a host refuses the skill. Serve the exact bytes the manifest describes (rebuild and redeploy together).`,
          );
          continue;
        }
        if (digest !== file.digest) {
          report(
            'verify/digest-mismatch',
            file.uri,
            `the served bytes hash to ${digest}, the manifest says ${file.digest}; a host refuses the skill. Serve the exact bytes the manifest describes (rebuild and redeploy together).`,
          );
          continue;
        }
        if (file.uri === entry.uri) {
          const text = Buffer.from(contents.bytes).toString('utf8');
          skillMdTexts.set(entry.uri, text);
          const differences = frontmatterDifferences(text, entry.frontmatter);
          if (differences.length > 0)
            report(
              'verify/frontmatter-mismatch',
              file.uri,
              `${differences.join('; ')}. Hosts re-read the frontmatter and refuse the skill on any difference.`,
            );
        }
      }
    }

    // Refusals: never-served and malformed URIs, a garbage and a tampered cursor → -32602.
    const unknownSkill = 'skill://skillpack-verify-unknown/skillpack-verify-unknown/SKILL.md';
    await expectRefusal(call, 'skills/get', { uri: unknownSkill }, 'an unknown skill', 'verify/unknown-uri', report);
    await expectRefusal(call, 'resources/read', { uri: unknownSkill }, 'an unknown file', 'verify/unknown-uri', report);
    const first = skills[0];
    if (first !== undefined) {
      const root = skillRootOf(first.uri) ?? first.uri;
      await expectRefusal(
        call,
        'resources/read',
        { uri: `${root}/skillpack-verify-not-in-the-manifest.md` },
        'a file outside the manifest',
        'verify/unknown-uri',
        report,
      );
    }
    for (const [label, uri] of malformedUris) {
      await expectRefusal(call, 'resources/read', { uri }, label, 'verify/malformed-uri', report);
      await expectRefusal(call, 'skills/get', { uri }, label, 'verify/malformed-uri', report);
    }
    await expectRefusal(
      call,
      'skills/list',
      { cursor: 'skillpack-verify-not-a-cursor' },
      'a malformed cursor',
      'verify/cursor-refusal',
      report,
    );
    if (lastCursor !== undefined)
      await expectRefusal(call, 'skills/list', { cursor: tamper(lastCursor) }, 'a tampered cursor', 'verify/cursor-refusal', report);

    // directoryRead: declared ⇔ answered, and where declared every skill's tree as a host walks it.
    const directoryFiles = await checkDirectoryReads({
      call,
      declared: declaration['directoryRead'] === true,
      skills,
      maxPages: options.maxPages,
      report,
    });

    // Every file the server names under a skill's path (links, resources/list, directory reads) is in its manifest.
    findings.push(...manifestCompletenessFindings(skills, { skillMdTexts, listedResources, directoryFiles }));
  } finally {
    await modern.close();
  }

  if (options.openLegacy !== undefined) await probeLegacy(options.openLegacy, options.legacy, report);
  return { findings, skills, served, listed };
}

const malformedUris: readonly (readonly [string, string])[] = [
  ['a traversal', 'skill://skillpack-verify/../../SKILL.md'],
  ['percent-encoding', 'skill://skillpack-verify/%2e%2e/SKILL.md'],
  ['another scheme', 'file:///skillpack-verify/SKILL.md'],
  ['userinfo', 'skill://user@skillpack-verify/SKILL.md'],
  ['a port', 'skill://skillpack-verify:80/SKILL.md'],
  ['a query', 'skill://skillpack-verify/SKILL.md?x=1'],
  ['a fragment', 'skill://skillpack-verify/SKILL.md#x'],
  ['an over-long URI', `skill://${'a/'.repeat(600)}SKILL.md`],
];

async function expectRefusal(
  call: (method: string, params: Record<string, unknown>) => Promise<RpcOutcome>,
  method: string,
  params: Record<string, unknown>,
  label: string,
  id: VerifyCheckId,
  report: (id: VerifyCheckId, where: string, message: string, severity?: Finding['severity']) => void,
): Promise<void> {
  const outcome = await call(method, params);
  if (outcome.kind === 'error' && outcome.code === -32602) return;
  const where = typeof params['uri'] === 'string' ? (params['uri'] as string).slice(0, 120) : 'server';
  report(id, where, `${method} with ${label} ${describeOutcome(outcome)}, not the -32602 (Invalid params) error the extension requires.`);
}

/** The last character changed, so the cursor is well-formed but was never issued. */
function tamper(cursor: string): string {
  const last = cursor.slice(-1);
  return `${cursor.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

type Report = (id: VerifyCheckId, where: string, message: string, severity?: Finding['severity']) => void;

/** SPEC-NOTES §1: skills/list and skills/get results carry `resultType: "complete"`, `ttlMs` and `cacheScope`. */
function checkResultMetadata(result: Record<string, unknown>, label: string, report: Report, where = 'server'): void {
  const problems: string[] = [];
  if (result['resultType'] !== 'complete') problems.push(`resultType is ${excerpt(result['resultType'], 20)}, not "complete"`);
  const ttl = result['ttlMs'];
  if (typeof ttl !== 'number' || !Number.isSafeInteger(ttl) || ttl < 0)
    problems.push(`ttlMs is ${excerpt(ttl, 20)}, not a non-negative integer`);
  if (result['cacheScope'] !== 'private' && result['cacheScope'] !== 'public')
    problems.push(`cacheScope is ${excerpt(result['cacheScope'], 20)}, not "private" or "public"`);
  if (problems.length > 0) report('verify/result-metadata', where, `${label}: ${problems.join('; ')} (required on 2026-07-28 results).`);
}

/** Every `skill://` URI resources/list offers (bounded by the page bound and the URI length bound). */
async function skillResourcesInResourceList(
  call: (method: string, params?: Record<string, unknown>) => Promise<RpcOutcome>,
  maxPages: number,
): Promise<string[]> {
  const out: string[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const outcome = await call('resources/list', cursor === undefined ? {} : { cursor });
    if (outcome.kind !== 'result' || !isObject(outcome.result) || !Array.isArray(outcome.result['resources'])) break;
    for (const resource of outcome.result['resources']) {
      const uri = isObject(resource) ? resource['uri'] : undefined;
      if (typeof uri === 'string' && uri.startsWith(skillScheme) && uri.length <= maxUriChars) out.push(uri);
    }
    const next = outcome.result['nextCursor'];
    if (typeof next !== 'string' || seen.has(next)) break;
    seen.add(next);
    cursor = next;
  }
  return out;
}

/** SPEC-NOTES §3 "Compatibility": a session started with `initialize` on an older revision sees no skills. */
async function probeLegacy(open: () => Promise<RpcConnection>, policy: 'hidden' | 'allowed', report: Report): Promise<void> {
  const legacy = await open();
  try {
    const init = await legacy.request('initialize', { protocolVersion: legacyRevision, capabilities: {}, clientInfo });
    if (init.kind !== 'result' || !isObject(init.result)) return; // a server that refuses the old era shows it nothing
    await legacy.notify('notifications/initialized', {});
    const seen: string[] = [];
    const capabilities = isObject(init.result['capabilities']) ? init.result['capabilities'] : {};
    if (isObject(capabilities['extensions']) && skillsExtensionId in capabilities['extensions']) seen.push('the extension in `initialize`');
    const list = await legacy.request('skills/list', {});
    if (list.kind === 'result' && isObject(list.result) && Array.isArray(list.result['skills']) && list.result['skills'].length > 0)
      seen.push(`${list.result['skills'].length} skill(s) in skills/list`);
    const resources = await legacy.request('resources/list', {});
    if (resources.kind === 'result' && isObject(resources.result) && Array.isArray(resources.result['resources'])) {
      const count = resources.result['resources'].filter(
        (r) => isObject(r) && typeof r['uri'] === 'string' && r['uri'].startsWith(skillScheme),
      ).length;
      if (count > 0) seen.push(`${count} skill:// resource(s) in resources/list`);
    }
    if (seen.length > 0) {
      report(
        'verify/legacy-sees-skills',
        'server',
        `a session opened with initialize (${legacyRevision}) sees ${seen.join(', ')}; skillpack servers show skills only to 2026-07-28 sessions (pass --legacy allowed for a server that does not make that promise).`,
        policy === 'hidden' ? 'error' : 'info',
      );
    }
  } finally {
    await legacy.close();
  }
}

function describeOutcome(outcome: RpcOutcome): string {
  switch (outcome.kind) {
    case 'result':
      return 'answers with a result';
    case 'error':
      return `fails with ${outcome.code} ${excerpt(outcome.message, 80)}`;
    case 'failed':
      return `gets no usable answer (${outcome.reason})`;
  }
}

function describeEntryDifference(got: ServedEntry, listed: ServedEntry): string {
  if (canonical(got.frontmatter) !== canonical(listed.frontmatter)) return 'other frontmatter';
  return 'another file manifest';
}

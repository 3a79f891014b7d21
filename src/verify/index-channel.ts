// `verify --index`: the Agent Skills well-known channel checked against the build (README "Publish
// everywhere"; docs/verify.md "Other channels"). The index (a directory or a URL) must be discovery schema
// 0.2.0; every artifact it names must have the digest it claims; every archive must unpack safely; and each
// skill must carry exactly the files of the built catalog with the built per-file digests, so the index,
// its archives and the MCP server provably hand out the same bytes.
import { createHash } from 'node:crypto';
import { lstatSync, openSync, readSync, closeSync, fstatSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from './checks.js';
import { excerpt } from './excerpt.js';
import { readSkillArchive } from './read-archive.js';
import type { ServedEntry } from './served-entry.js';

export const discoverySchema = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
/** An index bigger than this is not one a publisher serves (256 skills of 1 KiB descriptions fit in far less). */
const maxIndexBytes = 4 * 1024 * 1024;
/** An artifact is one skill: at most 16 MiB of files, with archive overhead. */
const maxArtifactBytes = 24 * 1024 * 1024;

export interface IndexSource {
  /** Reads one file relative to the index, or explains why it cannot. */
  read(relative: string, limit: number): Promise<{ bytes: Uint8Array } | { problem: string }>;
  /** Where the index is, for messages. */
  readonly label: string;
}

/** A directory on disk: regular files only, never through a symlink, never more than `limit` bytes. */
export function directorySource(dir: string): IndexSource {
  return {
    label: dir,
    read(relative, limit) {
      if (relative.split('/').some((s) => s === '..' || s === '') || relative.startsWith('/'))
        return Promise.resolve({ problem: 'is not a path inside the index directory' });
      let path = dir;
      for (const segment of relative.split('/')) {
        path = join(path, segment);
        try {
          if (lstatSync(path).isSymbolicLink()) return Promise.resolve({ problem: 'is reached through a symlink' });
        } catch {
          return Promise.resolve({ problem: 'does not exist' });
        }
      }
      let fd: number;
      try {
        fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
      } catch (error) {
        return Promise.resolve({ problem: `cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'})` });
      }
      try {
        const stat = fstatSync(fd);
        if (!stat.isFile()) return Promise.resolve({ problem: 'is not a regular file' });
        if (stat.size > limit) return Promise.resolve({ problem: `is larger than ${limit} bytes` });
        const buffer = Buffer.alloc(stat.size);
        let filled = 0;
        while (filled < buffer.length) {
          const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
          if (n === 0) break;
          filled += n;
        }
        return Promise.resolve({ bytes: buffer.subarray(0, filled) });
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** An index served over HTTP(S): GET with a deadline, bodies bounded while they stream in. */
export function urlSource(indexUrl: URL, timeoutMs: number): IndexSource {
  return {
    label: indexUrl.href,
    async read(relative, limit) {
      const url = new URL(relative, indexUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `resolves to ${excerpt(url.href)}, not an http(s) URL` };
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
        if (!response.ok || response.body === null) return { problem: `answered HTTP ${response.status}` };
        const chunks: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          if (size > limit) return { problem: `is larger than ${limit} bytes` };
          chunks.push(chunk);
        }
        return { bytes: Buffer.concat(chunks) };
      } catch (error) {
        return { problem: `could not be fetched (${excerpt((error as Error).message)})` };
      }
    },
  };
}

interface IndexEntry {
  readonly name: string;
  readonly type: string;
  readonly url: string;
  readonly digest: string;
}

const sha = (bytes: Uint8Array): string => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** The built catalog as the index names it: skill name → file path → digest. */
function expectedFiles(expected: readonly ServedEntry[]): Map<string, Map<string, string>> {
  const bySkill = new Map<string, Map<string, string>>();
  for (const skill of expected) {
    const prefix = skill.uri.slice(0, -'SKILL.md'.length);
    const name = String(skill.frontmatter['name']);
    bySkill.set(name, new Map(skill.resources.map((r) => [r.uri.slice(prefix.length), r.digest])));
  }
  return bySkill;
}

function parseIndex(bytes: Uint8Array): { entries: IndexEntry[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return { problem: 'is not JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: 'is not a JSON object' };
  const index = parsed as Record<string, unknown>;
  if (index['$schema'] !== discoverySchema)
    return { problem: `has "$schema" ${excerpt(JSON.stringify(index['$schema'] ?? null))}, not ${discoverySchema}` };
  if (!Array.isArray(index['skills'])) return { problem: 'has no "skills" array' };
  const entries: IndexEntry[] = [];
  for (const [i, raw] of (index['skills'] as unknown[]).entries()) {
    const e = (raw ?? {}) as Record<string, unknown>;
    const missing = ['name', 'type', 'description', 'url', 'digest'].filter((k) => typeof e[k] !== 'string');
    if (missing.length > 0) return { problem: `entry ${i} lacks ${missing.join(', ')}` };
    if (e['type'] !== 'skill-md' && e['type'] !== 'archive')
      return { problem: `entry ${i} has type ${excerpt(String(e['type']))}, neither skill-md nor archive` };
    if (!/^sha256:[0-9a-f]{64}$/.test(e['digest'] as string))
      return { problem: `entry ${i} has a digest that is not sha256: and 64 lowercase hex digits` };
    entries.push({ name: e['name'] as string, type: e['type'] as string, url: e['url'] as string, digest: e['digest'] as string });
  }
  return { entries };
}

export async function verifyIndexChannel(source: IndexSource, expected: readonly ServedEntry[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const say = (id: Finding['id'], where: string, message: string): void => void findings.push({ id, severity: 'error', message, where });
  const read = await source.read('index.json', maxIndexBytes);
  if ('problem' in read) {
    say('verify/index-malformed', 'index.json', `The index ${read.problem}; publish index.json where the index is served.`);
    return findings;
  }
  const index = parseIndex(read.bytes);
  if ('problem' in index) {
    say(
      'verify/index-malformed',
      'index.json',
      `The index ${index.problem}; regenerate it with \`skillpack build\` (the well-known target).`,
    );
    return findings;
  }
  const built = expectedFiles(expected);
  const seen = new Set<string>();
  for (const entry of index.entries) {
    const where = entry.url;
    seen.add(entry.name);
    const files = built.get(entry.name);
    if (files === undefined) {
      say(
        'verify/index-differs',
        where,
        `The index publishes skill ${excerpt(entry.name)}, which the build does not hold; rebuild and redeploy the index.`,
      );
      continue;
    }
    const artifact = await source.read(entry.url, maxArtifactBytes);
    if ('problem' in artifact) {
      say(
        'verify/index-artifact-failed',
        where,
        `The artifact of skill ${excerpt(entry.name)} ${artifact.problem}; deploy every file the index names.`,
      );
      continue;
    }
    if (sha(artifact.bytes) !== entry.digest) {
      say(
        'verify/index-digest-mismatch',
        where,
        `The artifact of skill ${excerpt(entry.name)} has ${sha(artifact.bytes)}, but the index says ${entry.digest}; clients refuse it. Deploy the index and its artifacts from one build.`,
      );
      continue;
    }
    let held: ReadonlyMap<string, Uint8Array>;
    if (entry.type === 'skill-md') held = new Map([['SKILL.md', artifact.bytes]]);
    else {
      const unpacked = readSkillArchive(artifact.bytes);
      if (!unpacked.ok) {
        say(
          'verify/index-archive-unsafe',
          where,
          `The archive of skill ${excerpt(entry.name)} ${unpacked.problem}; clients must refuse it. Rebuild it with \`skillpack build\`.`,
        );
        continue;
      }
      held = unpacked.files;
    }
    for (const [path, digest] of files) {
      const bytes = held.get(path);
      if (bytes === undefined)
        say(
          'verify/index-differs',
          `${where}#${path}`,
          `Skill ${excerpt(entry.name)} lacks ${excerpt(path)}, which the build ships; rebuild and redeploy the index.`,
        );
      else if (sha(bytes) !== digest)
        say(
          'verify/index-differs',
          `${where}#${path}`,
          `${excerpt(path)} of skill ${excerpt(entry.name)} is ${sha(bytes)} in the index channel but ${digest} in the build; the channels hand out different bytes. Rebuild and redeploy.`,
        );
    }
    for (const path of held.keys())
      if (!files.has(path))
        say(
          'verify/index-differs',
          `${where}#${path}`,
          `Skill ${excerpt(entry.name)} carries ${excerpt(path)}, which the build does not ship; rebuild and redeploy the index.`,
        );
  }
  for (const name of built.keys())
    if (!seen.has(name))
      say(
        'verify/index-differs',
        'index.json',
        `The build holds skill ${excerpt(name)}, which the index does not publish; rebuild and redeploy the index.`,
      );
  return findings;
}

// `resources/directory/read` as a host checks it (MCP Skills extension, "Reading Directories"):
// declared ⇔ answered. Where `directoryRead` is declared, every listed skill's tree is walked from
// its root `skill://<skill path>` through each `inode/directory` child (every page, each cursor once)
// and must hold exactly what a host expects: the extension's result shape, only direct children,
// directory URIs without a trailing slash, and every file of the manifest; a file, an unknown
// directory and a malformed URI must be refused with -32602. The walk reads listings only, never a
// file, and stops at its bounds (docs/verify.md "What verify never does"). The files it saw are
// returned, for the manifest-completeness check (manifest-completeness.ts).
import { skillRootOf } from '../runtime/skill-uri.js';
import type { Finding, VerifyCheckId } from './checks.js';
import { excerpt } from './excerpt.js';
import { isObject, type RpcOutcome } from './rpc-connection.js';
import type { ServedEntry } from './served-entry.js';

export type Report = (id: VerifyCheckId, where: string, message: string, severity?: Finding['severity']) => void;
type Call = (method: string, params?: Record<string, unknown>) => Promise<RpcOutcome>;

export interface DirectoryReadOptions {
  readonly call: Call;
  /** The server declared `directoryRead: true`. */
  readonly declared: boolean;
  /** Valid entries in listing order. */
  readonly skills: readonly ServedEntry[];
  /** Pages per directory listing, as for skills/list. */
  readonly maxPages: number;
  readonly report: Report;
}

const method = 'resources/directory/read';
const directoryMimeType = 'inode/directory';
/** Directory reads in one run: far above any real catalog (512 files per skill), a stop for a server that invents trees. */
const maxRequests = 4096;

/** The file URIs each skill's directory reads listed, by skill URI (empty when not declared). */
export async function checkDirectoryReads(options: DirectoryReadOptions): Promise<Map<string, string[]>> {
  const { call, skills, report } = options;
  const seen = new Map<string, string[]>();
  const first = skills[0];
  const firstRoot = first === undefined ? undefined : skillRootOf(first.uri);
  if (first === undefined || firstRoot === undefined) return seen;

  if (!options.declared) {
    const outcome = await call(method, { uri: firstRoot });
    if (outcome.kind === 'result')
      report(
        'verify/directory-read-undeclared',
        firstRoot,
        'resources/directory/read answers but directoryRead is not declared; hosts will not use it. Declare it or remove the method.',
        'warning',
      );
    return seen;
  }

  const budget = { requests: 0 };
  for (const skill of skills) {
    const root = skillRootOf(skill.uri);
    if (root === undefined) continue;
    const walk = await walkTree(call, skill, root, options.maxPages, budget, report);
    // A method that is not there at all was reported once: further walks and the probes would repeat it.
    if (walk.stop) return seen;
    seen.set(skill.uri, walk.files);
    if (!walk.complete) continue;
    const listed = new Set(walk.files);
    const omitted = skill.resources.filter((file) => !listed.has(file.uri)).map((file) => file.uri);
    if (omitted.length > 0)
      report(
        'verify/directory-read-incomplete',
        skill.uri,
        `the directory reads of this skill's tree omit ${omitted.length} file(s) of its manifest (${omitted.slice(0, 3).join(', ')}${omitted.length > 3 ? ', …' : ''}); hosts take a file a directory read does not list for one the server no longer serves. List every served file in its directory.`,
      );
  }

  // Refusals (the extension's "Error Handling"): a file, a directory that does not exist and a URI
  // with a trailing slash (directory URIs have none) are not directory resources: -32602. (A URI
  // with dot-segments is left alone: URI normalisation may resolve it to a directory that exists.)
  const probes: readonly (readonly [string, string])[] = [
    [first.uri, 'a file (the SKILL.md)'],
    [`${firstRoot}/skillpack-verify-no-such-directory`, 'a directory that does not exist'],
    [`${firstRoot}/`, 'a trailing slash'],
  ];
  for (const [uri, label] of probes) {
    const outcome = await call(method, { uri });
    if (outcome.kind === 'error' && outcome.code === -32602) continue;
    report(
      'verify/directory-read-refusal',
      uri,
      `resources/directory/read of ${label} ${describe(outcome)}, not the -32602 (Invalid params) error the extension requires for a URI that is not a directory resource.`,
    );
  }
  return seen;
}

interface Walk {
  readonly files: string[];
  /** Every directory was read to its last page, within the bounds. */
  readonly complete: boolean;
  /** The method is not there at all: walking further skills would only repeat it. */
  readonly stop: boolean;
}

async function walkTree(
  call: Call,
  skill: ServedEntry,
  root: string,
  maxPages: number,
  budget: { requests: number },
  report: Report,
): Promise<Walk> {
  const files: string[] = [];
  const queue = [root];
  const visited = new Set([root]);
  // A tree holds at most as many directories as files; room is left for empty ones.
  const maxDirectories = 2 * skill.resources.length + 16;
  let complete = true;
  while (queue.length > 0) {
    const directory = queue.shift() as string;
    const problems: string[] = [];
    const cursors = new Set<string>();
    let cursor: string | undefined;
    for (let page = 1; ; page += 1) {
      if (page > maxPages || budget.requests >= maxRequests) {
        report(
          'verify/budget',
          directory,
          `stopped reading directories at ${page > maxPages ? `${maxPages} pages of one directory` : `${maxRequests} directory reads`}; the rest of the tree was not checked.`,
        );
        return { files, complete: false, stop: budget.requests >= maxRequests };
      }
      budget.requests += 1;
      const outcome = await call(method, cursor === undefined ? { uri: directory } : { uri: directory, cursor });
      if (outcome.kind !== 'result') {
        report(
          'verify/directory-read-missing',
          directory,
          `directoryRead is declared but resources/directory/read of this ${directory === root ? "skill's root" : 'directory'} ${describe(outcome)}; a server that declares directoryRead answers for every directory of the skills it serves.`,
        );
        return { files, complete: false, stop: directory === root && outcome.kind === 'error' && outcome.code === -32601 };
      }
      const result = outcome.result;
      if (!isObject(result) || !Array.isArray(result['resources'])) {
        problems.push('the result has no `resources` array');
        complete = false;
        break;
      }
      if (result['resultType'] !== 'complete') problems.push(`resultType is ${excerpt(result['resultType'], 20)}, not "complete"`);
      for (const child of result['resources'] as unknown[]) {
        const uri = isObject(child) ? child['uri'] : undefined;
        if (!isObject(child) || typeof uri !== 'string') {
          problems.push('a child has no `uri` string');
          complete = false;
          continue;
        }
        const name = uri.startsWith(`${directory}/`) ? uri.slice(directory.length + 1) : undefined;
        if (name === undefined || name === '' || name.includes('/')) {
          problems.push(
            name !== undefined && name.endsWith('/') && !name.slice(0, -1).includes('/')
              ? `child ${excerpt(uri, 120)} ends in "/" (directory URIs are written without a trailing slash)`
              : `child ${excerpt(uri, 120)} is not a direct child of the directory`,
          );
          complete = false;
          continue;
        }
        if (typeof child['name'] !== 'string') problems.push(`child ${excerpt(uri, 120)} has no \`name\``);
        if (child['mimeType'] === directoryMimeType) {
          if (visited.has(uri)) continue;
          if (visited.size >= maxDirectories) {
            report('verify/budget', uri, `the tree of ${skill.uri} offers more than ${maxDirectories} directories; the rest was not read.`);
            complete = false;
            continue;
          }
          visited.add(uri);
          queue.push(uri);
        } else files.push(uri);
      }
      const next = result['nextCursor'];
      if (next === undefined || next === null) break;
      if (typeof next !== 'string' || next.length > 8192 || cursors.has(next)) {
        problems.push(
          `nextCursor ${excerpt(next, 40)} ${typeof next === 'string' && cursors.has(next) ? 'was handed out before' : 'is not a cursor string'}`,
        );
        complete = false;
        break;
      }
      cursors.add(next);
      cursor = next;
    }
    if (problems.length > 0)
      report(
        'verify/directory-read-malformed',
        directory,
        `resources/directory/read: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (+${problems.length - 3} more)` : ''}. Answer with \`resultType: "complete"\` and a \`resources\` array of the directory's direct children, subdirectories with mimeType "inode/directory".`,
      );
  }
  return { files, complete, stop: false };
}

function describe(outcome: RpcOutcome): string {
  switch (outcome.kind) {
    case 'result':
      return 'answers with a result';
    case 'error':
      return `fails with ${outcome.code} ${excerpt(outcome.message, 80)}`;
    case 'failed':
      return `gets no usable answer (${outcome.reason})`;
  }
}

// `skillpack verify`: plays a Skills host against a live server (--stdio or --http) and reports
// every fault by check id in the linter's formats; exit 0 clean, 1 faults, 2 unusable options or a
// target that cannot be started (docs/verify.md).
import { describeValue } from '../../config/describe-value.js';
import { UserError } from '../../diagnostics/user-error.js';
import { compareDiagnostics } from '../../diagnostics/diagnostic.js';
import { maxGeneratedBytes } from '../../fs/output-files.js';
import type { Finding } from '../../verify/checks.js';
import { toDiagnostic } from '../../verify/checks.js';
import { splitCommandLine } from '../../verify/command-line.js';
import { compareWithExpected, loadExpectedCatalog, manifestDigest } from '../../verify/expected-catalog.js';
import { openHttpConnection } from '../../verify/http-connection.js';
import { modernRevision } from '../../verify/protocol.js';
import type { ConnectionLimits, RpcConnection } from '../../verify/rpc-connection.js';
import { openStdioConnection } from '../../verify/stdio-connection.js';
import { runBounds } from '../../verify/run-bounds.js';
import { compareWithStatement, loadStatement } from '../../verify/statement.js';
import { verifyServer } from '../../verify/verify-server.js';
import { render, type FormatName } from '../format/index.js';
import { summarize } from '../format/report.js';
import { exitCodes, type CliIo } from '../io.js';

export interface VerifyCommandOptions {
  readonly stdio: string | undefined;
  readonly http: string | undefined;
  readonly env: readonly string[];
  readonly headers: readonly string[];
  readonly expect: string | undefined;
  readonly statement: string | undefined;
  readonly legacy: string | undefined;
  readonly timeoutMs: string | undefined;
  /** `--max-pages`, `--max-bytes` (src/verify/run-bounds.ts). */
  readonly maxPages?: string | undefined;
  readonly maxBytes?: string | undefined;
  readonly format: FormatName;
}

/** The longest any one request may wait, within the overall --timeout. */
const requestTimeoutMs = 15_000;

/** A 16 MiB file as base64 inside JSON, with room to spare. */
const maxMessageBytes = 32 * 1024 * 1024;

export async function runVerify(options: VerifyCommandOptions, io: CliIo): Promise<number> {
  const started = Date.now();
  if ((options.stdio === undefined) === (options.http === undefined))
    throw new UserError('usage', 'verify needs exactly one target: --stdio "<command>" or --http URL');
  if (options.legacy !== undefined && options.legacy !== 'hidden' && options.legacy !== 'allowed')
    throw new UserError('usage', '--legacy must be hidden or allowed');
  // --timeout bounds the whole run; each request also gets at most 15 s of it (docs/verify.md).
  const overallMs = options.timeoutMs === undefined ? 120_000 : Number(options.timeoutMs);
  if (!Number.isSafeInteger(overallMs) || overallMs < 100 || overallMs > 3_600_000)
    throw new UserError('usage', '--timeout must be a number of milliseconds between 100 and 3600000');
  const limits: ConnectionLimits = {
    timeoutMs: Math.min(requestTimeoutMs, overallMs),
    maxMessageBytes,
    deadline: started + overallMs,
    deadlineReason: `verify's overall time limit (--timeout ${overallMs}) ran out`,
  };
  const bounds = runBounds(options.maxPages, options.maxBytes);
  const expected = options.expect === undefined ? undefined : await loadExpectedCatalog(options.expect, io.cwd);
  const statement = options.statement === undefined ? undefined : loadStatement(options.statement, io.cwd);

  let openModern: () => Promise<RpcConnection>;
  let openLegacy: () => Promise<RpcConnection>;
  if (options.stdio !== undefined) {
    const { program, args } = splitCommandLine(options.stdio);
    const env = { ...io.env, ...parsePairs(options.env, '=', '--env') };
    const open = async (): Promise<RpcConnection> => {
      try {
        return await openStdioConnection({ program, args, env, cwd: io.cwd }, limits);
      } catch (error) {
        throw new UserError(
          'io',
          `--stdio: cannot start ${JSON.stringify(program)} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        );
      }
    };
    openModern = open;
    openLegacy = open;
  } else {
    const url = options.http as string;
    if (!/^https?:\/\//.test(url)) throw new UserError('usage', '--http needs an http:// or https:// URL');
    const headers = Object.entries(parsePairs(options.headers, ':', '--header')).map(([k, v]) => [k, v.trim()] as const);
    for (const [name, value] of headers) {
      // What fetch would refuse (and a proxy might split on): usage errors, not crashes.
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
        throw new UserError('usage', `--header: ${describeValue(name)} is not a valid header name (letters, digits and !#$%&'*+.^_\`|~-)`);
      if (/[\u0000-\u0008\u000a-\u001f\u007f]|[^\u0000-\u00ff]/.test(value))
        throw new UserError(
          'usage',
          `--header ${describeValue(name)}: the value holds a line break, a control character or a character outside Latin-1`,
        );
    }
    openModern = () => Promise.resolve(openHttpConnection({ url, headers, protocolVersion: modernRevision }, limits));
    openLegacy = () => Promise.resolve(openHttpConnection({ url, headers }, limits));
  }

  const outcome = await verifyServer({
    openModern,
    openLegacy,
    legacy: options.legacy === 'allowed' ? 'allowed' : 'hidden',
    maxPages: bounds.maxPages,
    maxSkills: 2048,
    maxTotalBytes: bounds.maxBytes,
  });
  // Past the deadline every request fails at once: the first such finding is kept, the rest would only repeat it.
  const firstLate = outcome.findings.findIndex((f) => f.message.includes(limits.deadlineReason));
  const findings: Finding[] = outcome.findings.filter((f, i) => i === firstLate || !f.message.includes(limits.deadlineReason));
  if (firstLate !== -1 || Date.now() > limits.deadline)
    findings.push({
      id: 'verify/budget',
      severity: 'error',
      where: 'server',
      message: `${limits.deadlineReason} before every check ran; raise --timeout or check a faster deployment.`,
    });
  const closing: string[] = [];
  if (outcome.listed && expected !== undefined) {
    const servedDigest = manifestDigest(outcome.skills);
    if (servedDigest === manifestDigest(expected.skills)) closing.push(`served catalog equals the build (manifest digest ${servedDigest})`);
    else findings.push(...compareWithExpected(outcome.skills, expected.skills));
  }
  if (outcome.listed && statement !== undefined) {
    const differences = compareWithStatement(outcome.served, outcome.skills, statement);
    if (differences.length === 0) closing.push(`served files equal the ${statement.subjects} attested subjects`);
    findings.push(...differences);
  }
  const diagnostics = findings.map(toDiagnostic).sort(compareDiagnostics);
  const files = outcome.served.size;
  const report = {
    command: 'verify' as const,
    diagnostics,
    summary: summarize(diagnostics, { suppressed: 0, skills: outcome.skills.length, files, elapsedMs: Date.now() - started }),
    sourceLine: () => undefined,
    outcome: closing.length > 0 ? closing.join('; ') : undefined,
  };
  io.stdout.write(render(options.format, report, io));
  return diagnostics.some((d) => d.severity === 'error') ? exitCodes.findings : exitCodes.ok;
}

/** `K=V` (env) or `Name: value` (headers); the first separator splits. */
function parsePairs(items: readonly string[], separator: string, option: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    const at = item.indexOf(separator);
    if (at <= 0)
      throw new UserError(
        'usage',
        `${option} expects ${separator === '=' ? 'KEY=VALUE' : '"Name: value"'} (got ${describeValue(item.slice(0, 40))})`,
      );
    out[item.slice(0, at).trim()] = item.slice(at + 1);
  }
  return out;
}

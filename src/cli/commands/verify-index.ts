// `skillpack verify --index DIR|URL`: the well-known channel (an Agent Skills discovery index and its
// artifacts) checked against the build (`--expect`, default skillpack.config.json), so a publisher can
// prove the index hands out the bytes the MCP server serves (docs/verify.md "Other channels").
import { UserError } from '../../diagnostics/user-error.js';
import { compareDiagnostics } from '../../diagnostics/diagnostic.js';
import { toDiagnostic } from '../../verify/checks.js';
import { loadExpectedCatalog } from '../../verify/expected-catalog.js';
import { directorySource, urlSource, verifyIndexChannel } from '../../verify/index-channel.js';
import { render, type FormatName } from '../format/index.js';
import { summarize } from '../format/report.js';
import { exitCodes, type CliIo } from '../io.js';
import { resolve } from 'node:path';

export interface VerifyIndexOptions {
  readonly index: string;
  readonly expect: string | undefined;
  readonly timeoutMs: string | undefined;
  readonly format: FormatName;
}

export async function runVerifyIndex(options: VerifyIndexOptions, io: CliIo): Promise<number> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs === undefined ? 15_000 : Number(options.timeoutMs);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000)
    throw new UserError('usage', '--timeout must be a number of milliseconds between 100 and 600000');
  const expected = await loadExpectedCatalog(options.expect ?? 'skillpack.config.json', io.cwd);
  let source;
  if (/^https?:\/\//.test(options.index)) {
    let url: URL;
    try {
      url = new URL(options.index);
    } catch {
      throw new UserError('usage', '--index needs a directory or an http(s) URL of an index');
    }
    // A URL names the index file itself or the directory that holds index.json.
    if (!url.pathname.endsWith('.json'))
      url = new URL(url.pathname.endsWith('/') ? 'index.json' : `${url.pathname.split('/').pop()}/index.json`, url);
    source = urlSource(url, timeoutMs);
  } else {
    source = directorySource(resolve(io.cwd, options.index));
  }
  const findings = await verifyIndexChannel(source, expected.skills);
  const diagnostics = findings.map(toDiagnostic).sort(compareDiagnostics);
  const files = expected.skills.reduce((n, s) => n + s.resources.length, 0);
  const report = {
    command: 'verify' as const,
    diagnostics,
    summary: summarize(diagnostics, { suppressed: 0, skills: expected.skills.length, files, elapsedMs: Date.now() - started }),
    sourceLine: () => undefined,
    outcome: diagnostics.length === 0 ? `the index at ${source.label} carries exactly the build's files and digests` : undefined,
  };
  io.stdout.write(render(options.format, report, io));
  return diagnostics.some((d) => d.severity === 'error') ? exitCodes.findings : exitCodes.ok;
}

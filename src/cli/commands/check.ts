// `skillpack check`: lint, then prove in memory that the committed module (in the split layout:
// the index and every texts module, and nothing left over) is exactly what build would write.
// Never writes.
import { skillFileUri } from '../../bundle/uri.js';
import { compareManifests, describeChange, type ManifestChange } from '../../emit/compare-manifests.js';
import { compareGeneratedFiles } from '../../emit/generated-files.js';
import { prepareModule } from '../../emit/prepare-module.js';
import { readManifest } from '../../emit/read-manifest.js';
import { decodeStrictUtf8 } from '../../load/decode-text.js';
import type { Diagnostic } from '../../lint/diagnostic.js';
import { hasErrors } from '../../lint/lint-sources.js';
import { diagnosticFrom } from '../../lint/run-rules.js';
import { staleModule } from '../../rules/generated/stale-module.js';
import { buildCommandHint } from '../build-command-hint.js';
import type { CliIo } from '../io.js';
import { rewriteOf } from './module-rewrite.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export function runCheck(options: Omit<PipelineOptions, 'command' | 'only'>, io: CliIo): number {
  const fix = buildCommandHint(io.cwd, options.configFile);
  return runPipeline({ ...options, command: 'check', only: [] }, io, (outcome, tree, config) => {
    if (hasErrors(outcome.diagnostics)) return { diagnostics: [], outcome: `${config.output} was not compared: fix the errors above first.` };
    const prepared = prepareModule(outcome);
    const stale: Diagnostic[] = [...prepared.diagnostics];
    for (const compared of compareGeneratedFiles(tree, prepared)) {
      const { file } = compared;
      if (compared.state === 'current') continue;
      if (compared.state === 'missing') stale.push(diagnosticFrom(staleModule, { messageId: 'missing', data: { file, fix }, file }));
      else if (compared.state === 'left-over') stale.push(diagnosticFrom(staleModule, { messageId: 'leftOver', data: { file, fix }, file }));
      else if (compared.state !== 'differs') continue;
      else if (rewriteOf(compared.committed, compared.expected, prepared.catalog.digest) === 'lineEndings') {
        stale.push(diagnosticFrom(staleModule, { messageId: 'lineEndings', data: { file, fix }, file }));
      } else if (prepared.textsDir !== undefined) stale.push(diagnosticFrom(staleModule, { messageId: 'differs', data: { file, fix }, file }));
      else {
        // One module: say which skill files differ, read back from the committed manifest.
        const committed = decodeStrictUtf8(compared.committed);
        const committedManifest = committed === undefined ? new Map() : readManifest(committed);
        const changes = committedManifest.size === 0 ? [] : compareManifests(committedManifest, readManifest(prepared.source));
        if (changes.length === 0) {
          // Nothing readable differs: a formatter or a hand edit rewrote the code around the same catalog.
          const messageId = rewriteOf(compared.committed, compared.expected, prepared.catalog.digest) === 'reformatted' ? 'reformatted' : 'edited';
          stale.push(diagnosticFrom(staleModule, { messageId, data: { file, fix }, file }));
        } else {
          const shown = changes.slice(0, 20).map(describeChange);
          if (changes.length > shown.length) shown.push(`and ${changes.length - shown.length} more`);
          stale.push(diagnosticFrom(staleModule, { messageId: 'stale', data: { file, fix, changes: shown.join('; ') + crlfSourcesNote(outcome, changes) }, file }));
        }
      }
    }
    const what = prepared.textsDir === undefined ? config.output : `${config.output} and ${prepared.files.length - 1} texts modules in ${prepared.textsDir}/`;
    const outcomeText = stale.length === 0 ? `${what} ${prepared.textsDir === undefined ? 'is' : 'are'} up to date (${prepared.catalog.digest}).` : undefined;
    return { diagnostics: stale, outcome: outcomeText };
  });
}

/** Why edited sources differ when the only difference is CRLF in this checkout (git's core.autocrlf). */
function crlfSourcesNote(outcome: Parameters<Parameters<typeof runPipeline>[2] & object>[0], changes: readonly ManifestChange[]): string {
  const edited = new Set(changes.flatMap((c) => (c.kind === 'edited' ? [c.uri] : [])));
  if (edited.size === 0) return '';
  const withCrlf = outcome.catalog.skills.flatMap((skill) => skill.files.filter((f) => edited.has(skillFileUri(skill.entry.path, f.path)) && Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength).includes('\r\n')));
  if (withCrlf.length !== edited.size) return '';
  return ' (every edited file has CRLF line endings in this checkout: if git converted them, add `skills/** -text` to .gitattributes and check them out again, since digests are over the raw bytes)';
}

// What `check` finds: the committed generated files compared with what build would write, each
// difference worded as a `generated/stale-module` finding (which skill files differ, for one module).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';
import type { SourceTree } from '../fs/source-tree.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import { generatedStaleModule } from '../rules/generated/stale-module.js';
import type { LintOutcome } from '../lint/lint-sources.js';
import { skillFileUri } from '../runtime/skill-uri.js';
import { compareManifests, describeChange, type ManifestChange } from './compare-manifests.js';
import { declarationChange } from './declaration-change.js';
import { compareGeneratedFiles, type GeneratedFileState } from './generated-files.js';
import { rewriteOf } from './module-rewrite.js';
import type { PreparedModule } from './prepare-module.js';
import { readManifest } from './read-manifest.js';

/**
 * `fix` is the command that rewrites the module, as the message shows it. A module that only had its
 * line endings or formatting rewritten is named as such (module-rewrite.ts), and edited files whose
 * sources carry CRLF in this checkout say so (the digests are over raw bytes).
 */
export function staleFindings(tree: SourceTree, prepared: PreparedModule, fix: string, outcome?: LintOutcome): Diagnostic[] {
  return findingsOf(compareGeneratedFiles(tree, prepared), fix, prepared, outcome);
}

/** The findings of generated files compared with what build would write (`prepared` words a file that differs). */
export function findingsOf(
  states: readonly GeneratedFileState[],
  fix: string,
  prepared: PreparedModule | undefined,
  outcome?: LintOutcome,
): Diagnostic[] {
  const stale: Diagnostic[] = [];
  for (const compared of states) {
    const { file } = compared;
    if (compared.state === 'current') continue;
    if (compared.state === 'missing') stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'missing', data: { file, fix }, file }));
    else if (compared.state === 'unusable')
      stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'unusable', data: { file, problem: compared.problem }, file }));
    else if (compared.state === 'temp-file')
      stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'tempFile', data: { file, fix }, file }));
    else if (compared.state === 'left-over')
      stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'leftOver', data: { file, fix }, file }));
    else if (compared.state !== 'differs') continue;
    else if (prepared === undefined) throw new Error('internal: a differing module is worded from what build would write');
    else if (rewriteOf(compared.committed, compared.expected, prepared.catalog.digest) === 'lineEndings')
      stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'lineEndings', data: { file, fix }, file }));
    else if (prepared.textsDir !== undefined)
      stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'differs', data: { file, fix }, file }));
    else {
      // One module: say which skill files differ, read back from the committed manifest.
      const committed = decodeStrictUtf8(compared.committed);
      const committedManifest = committed === undefined ? new Map() : readManifest(committed);
      const changes = committedManifest.size === 0 ? [] : compareManifests(committedManifest, readManifest(prepared.source));
      const declared = committed === undefined ? undefined : declarationChange(committed, prepared.source);
      if (changes.length === 0 && declared !== undefined) {
        stale.push(diagnosticFrom(generatedStaleModule, { messageId: 'stale', data: { file, fix, changes: declared }, file }));
      } else if (changes.length === 0) {
        // Nothing readable differs: a formatter or a hand edit rewrote the code around the same catalog.
        const messageId =
          rewriteOf(compared.committed, compared.expected, prepared.catalog.digest) === 'reformatted' ? 'reformatted' : 'edited';
        stale.push(diagnosticFrom(generatedStaleModule, { messageId, data: { file, fix }, file }));
      } else {
        const shown = changes.slice(0, 20).map(describeChange);
        if (changes.length > shown.length) shown.push(`and ${changes.length - shown.length} more`);
        if (declared !== undefined) shown.push(declared);
        stale.push(
          diagnosticFrom(generatedStaleModule, {
            messageId: 'stale',
            data: { file, fix, changes: shown.join('; ') + (outcome === undefined ? '' : crlfSourcesNote(outcome, changes)) },
            file,
          }),
        );
      }
    }
  }
  return stale;
}

/** Why edited sources differ when every edited file has CRLF in this checkout (git's core.autocrlf). */
function crlfSourcesNote(outcome: LintOutcome, changes: readonly ManifestChange[]): string {
  const edited = new Set(changes.flatMap((c) => (c.kind === 'edited' ? [c.uri] : [])));
  if (edited.size === 0) return '';
  const withCrlf = outcome.catalog.skills.flatMap((skill) =>
    skill.files.filter(
      (f) =>
        edited.has(skillFileUri(skill.entry.path, f.path)) &&
        Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength).includes('\r\n'),
    ),
  );
  if (withCrlf.length !== edited.size) return '';
  // The line `skillpack init` writes for the configured root (src/init/plan-init.ts).
  const root = outcome.catalog.config.root;
  const pattern = /[\s"\\#]/.test(root) ? JSON.stringify(`${root}/**`) : `${root}/**`;
  return ` (every edited file has CRLF line endings in this checkout: if git converted them, add \`${pattern} -text\` to .gitattributes and check them out again, since digests are over the raw bytes)`;
}

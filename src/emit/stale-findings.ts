// What `check` finds: the committed generated files compared with what build would write, each
// difference worded as a `generated/stale-module` finding (which skill files differ, for one module).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';
import type { SourceTree } from '../fs/source-tree.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import { staleModule } from '../rules/generated/stale-module.js';
import { compareManifests, describeChange } from './compare-manifests.js';
import { compareGeneratedFiles } from './generated-files.js';
import type { PreparedModule } from './prepare-module.js';
import { readManifest } from './read-manifest.js';

/** `fix` is the command that rewrites the module, as the message shows it. */
export function staleFindings(tree: SourceTree, prepared: PreparedModule, fix: string): Diagnostic[] {
  const stale: Diagnostic[] = [];
  for (const compared of compareGeneratedFiles(tree, prepared)) {
    const { file } = compared;
    if (compared.state === 'current') continue;
    if (compared.state === 'missing') stale.push(diagnosticFrom(staleModule, { messageId: 'missing', data: { file, fix }, file }));
    else if (compared.state === 'left-over') stale.push(diagnosticFrom(staleModule, { messageId: 'leftOver', data: { file, fix }, file }));
    else if (compared.state !== 'differs') continue;
    else if (prepared.textsDir !== undefined) stale.push(diagnosticFrom(staleModule, { messageId: 'differs', data: { file, fix }, file }));
    else {
      // One module: say which skill files differ, read back from the committed manifest.
      const committed = decodeStrictUtf8(compared.committed);
      const changes = committed === undefined ? [] : compareManifests(readManifest(committed), readManifest(prepared.source));
      if (changes.length === 0) stale.push(diagnosticFrom(staleModule, { messageId: 'edited', data: { file, fix }, file }));
      else {
        const shown = changes.slice(0, 20).map(describeChange);
        if (changes.length > shown.length) shown.push(`and ${changes.length - shown.length} more`);
        stale.push(diagnosticFrom(staleModule, { messageId: 'stale', data: { file, fix, changes: shown.join('; ') }, file }));
      }
    }
  }
  return stale;
}

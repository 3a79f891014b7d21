// What differs between the committed module's manifest and the one the build would write.
import type { ManifestEntry } from './read-manifest.js';

export type ManifestChange =
  | { readonly kind: 'edited' | 'added' | 'removed'; readonly uri: string }
  | { readonly kind: 'renamed'; readonly from: string; readonly to: string };

export function compareManifests(
  committed: ReadonlyMap<string, ManifestEntry>,
  expected: ReadonlyMap<string, ManifestEntry>,
): ManifestChange[] {
  const changes: ManifestChange[] = [];
  const removed = [...committed.values()].filter((e) => !expected.has(e.uri));
  const added = [...expected.values()].filter((e) => !committed.has(e.uri));
  for (const entry of expected.values()) {
    const before = committed.get(entry.uri);
    if (before !== undefined && (before.digest !== entry.digest || before.size !== entry.size))
      changes.push({ kind: 'edited', uri: entry.uri });
  }
  // Same bytes under a new URI is a rename; pair each added file with one removed file.
  const removedByDigest = new Map<string, ManifestEntry[]>();
  for (const entry of removed) removedByDigest.set(entry.digest, [...(removedByDigest.get(entry.digest) ?? []), entry]);
  const renamedFrom = new Set<string>();
  for (const entry of added) {
    const from = removedByDigest.get(entry.digest)?.shift();
    if (from !== undefined) {
      renamedFrom.add(from.uri);
      changes.push({ kind: 'renamed', from: from.uri, to: entry.uri });
    } else changes.push({ kind: 'added', uri: entry.uri });
  }
  for (const entry of removed) if (!renamedFrom.has(entry.uri)) changes.push({ kind: 'removed', uri: entry.uri });
  return changes;
}

export function describeChange(change: ManifestChange): string {
  return change.kind === 'renamed' ? `renamed ${change.from} → ${change.to}` : `${change.kind} ${change.uri}`;
}

// Claude.ai takes an uploaded skill archive of at most 8 MB (Claude help center, "Using Skills in Claude":
// zip uploads up to 8 MB; read 2026-12-06). The size is the one the `zip` target writes (stored entries,
// src/targets/zip-archive.ts), computed without building it. Active only with a `zip` target.
import { defineRule } from '../rule.js';
import { hasTarget } from './targets.js';

export const maxUploadBytes = 8 * 1024 * 1024;

const encoder = new TextEncoder();

/**
 * The size of the `zip` target's archive of these files under `prefix`, without building it: stored
 * entries, each a 30-byte local header and a 46-byte central header around its name twice, then the
 * 22-byte end record (test/targets/archives.test.ts keeps it equal to the bytes zip-archive.ts writes).
 */
export function uploadArchiveSize(entries: readonly { readonly path: string; readonly size: number }[], prefix: string): number {
  let size = 22;
  for (const entry of entries) size += 30 + 46 + 2 * encoder.encode(prefix + entry.path).length + entry.size;
  return size;
}

export const channelClaudeAiArchiveSize = defineRule({
  meta: {
    id: 'channel/claude-ai-archive-size',
    severity: 'error',
    guardsSafety: false,
    messages: {
      tooLarge:
        'The upload archive of skill "{skill}" would be {size} bytes, over Claude.ai\'s {limit}-byte limit; ship fewer or smaller files, or remove the zip target.',
    },
  },
  check({ catalog, report }) {
    if (!hasTarget(catalog.config, 'zip')) return;
    for (const skill of catalog.skills) {
      const files = skill.files.map((f) => ({ path: f.path, size: f.bytes.length }));
      const size = uploadArchiveSize(files, `${skill.dirName}/`);
      if (size > maxUploadBytes)
        report({
          messageId: 'tooLarge',
          data: { skill: skill.entry.path, size, limit: maxUploadBytes },
          file: skill.skillMd?.file ?? skill.dir,
        });
    }
  },
});

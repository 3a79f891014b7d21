// Each rule's page, docs/rules/<id>.md, read from the repository: the bundles of scripts/build.mjs and
// the docs generator replace this module with the pages inlined (scripts/rule-pages-plugin.mjs), so the
// package ships one copy of each and no docs/rules folder.
import { readFileSync } from 'node:fs';

const docsDir = new URL('../../docs/rules/', import.meta.url);

/** The text of docs/rules/<id>.md after its `# <id>` title, trimmed; undefined when there is none. */
export function rulePage(id: string): string | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) return undefined;
  try {
    return readFileSync(new URL(`${id}.md`, docsDir), 'utf8')
      .replace(/^# .*/, '')
      .trim();
  } catch {
    return undefined;
  }
}

// The analyses of one source text that either thread may run (`analysis-pool.ts`): pure functions
// of the text, so a result computed by the helper thread is exactly the one this thread would compute.
import { parseSkillMd } from '../../load/frontmatter/parse-skill-md.js';
import type { ParsedSkillMd } from '../../load/frontmatter/types.js';
import { extractReferences, type Reference } from '../../rules/frontmatter/support/references.js';
import { scanText } from '../../rules/secret/engine/scan-text.js';
import type { SecretMatch } from '../../rules/secret/engine/types.js';

/** Task kinds, in the order the pool lists them: SKILL.md parses, then references, then secrets. */
export const taskKinds = { parse: 0, references: 1, secrets: 2 } as const;
export type TaskKind = (typeof taskKinds)[keyof typeof taskKinds];

export type TaskResult = ParsedSkillMd | readonly Reference[] | readonly SecretMatch[];

/** The work list both threads share: task i runs `kinds[i]` on `texts[textOf[i]]`. */
export interface TaskList {
  readonly texts: readonly string[];
  readonly kinds: Uint8Array;
  readonly textOf: Int32Array;
  /** `limits.frontmatterBytes` for the parse tasks. */
  readonly frontmatterBytes: number;
}

export function runTask(list: TaskList, task: number): TaskResult {
  const text = list.texts[list.textOf[task] ?? -1];
  if (text === undefined) throw new Error(`internal: analysis task ${task} has no text`);
  switch (list.kinds[task]) {
    case taskKinds.parse:
      return parseSkillMd(text, list.frontmatterBytes);
    case taskKinds.references:
      // Files other than SKILL.md have no frontmatter: their Markdown starts at offset 0.
      return extractReferences(text, 0);
    case taskKinds.secrets:
      return scanText(text);
    default:
      throw new Error(`internal: unknown analysis task kind ${list.kinds[task]}`);
  }
}

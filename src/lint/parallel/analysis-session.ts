// One lint's use of the helper thread: boots it after the walk when the reads are big enough to
// repay it, then lists the tasks (SKILL.md parses, references of the other Markdown files, secret
// scans), starts the pool and points the rules' memoised analyses at it.
import type { LoadAnalysis, ReadSkill } from '../../load/load-catalog.js';
import type { ParsedSkillMd } from '../../load/frontmatter/types.js';
import type { SourceFile } from '../../load/model.js';
import { deferReferences } from '../../rules/frontmatter/support/deferred-references.js';
import type { Reference } from '../../rules/frontmatter/support/references.js';
import { deferSecretMatches } from '../../rules/secret/match-cache.js';
import type { SecretMatch } from '../../rules/secret/engine/types.js';
import { spawnAnalysisHelper, type AnalysisHelper, type AnalysisPool } from './analysis-pool.js';
import { taskKinds, type TaskKind, type TaskList } from './analysis-tasks.js';

/**
 * Below this many bytes to read, one thread is faster: booting the helper and copying the texts to
 * it cost about 60 ms (bench/, `check` of the typical and max catalogs).
 */
export const minParallelBytes = 4 * 1024 * 1024;

export interface AnalysisSession extends LoadAnalysis {
  /** Stops the helper (after the rules ran, or when the lint failed). */
  close(): void;
}

const isOtherMarkdown = (file: SourceFile): boolean => file.path !== 'SKILL.md' && /\.md$/i.test(file.path);

export function createAnalysisSession(workerFile: string, minBytes = minParallelBytes): AnalysisSession {
  let helper: AnalysisHelper | undefined;
  let pool: AnalysisPool | undefined;
  return {
    beforeReads(bytes) {
      if (bytes >= minBytes) helper = spawnAnalysisHelper(workerFile);
    },
    afterReads(skills, frontmatterBytes) {
      if (helper === undefined) return undefined;
      const { list, parseTask, referenceTask, secretTask } = listTasks(skills, frontmatterBytes);
      const started = helper.start(list);
      pool = started;
      for (const skill of skills) {
        for (const file of skill.files) {
          const secrets = secretTask.get(file.file);
          if (secrets !== undefined) deferSecretMatches(file, () => started.result(secrets) as readonly SecretMatch[]);
          const references = referenceTask.get(file.file);
          if (references !== undefined && isOtherMarkdown(file)) deferReferences(file, () => started.result(references) as readonly Reference[]);
        }
      }
      return (skill) => started.result(parseTask[skill] ?? -1) as ParsedSkillMd;
    },
    close() {
      if (pool !== undefined) pool.close();
      else helper?.cancel();
    },
  };
}

interface Tasks {
  readonly list: TaskList;
  /** By skill index (-1: no SKILL.md text). */
  readonly parseTask: readonly number[];
  /** By file (config-relative path): a file shared by nested skills is one task. */
  readonly referenceTask: ReadonlyMap<string, number>;
  readonly secretTask: ReadonlyMap<string, number>;
}

function listTasks(skills: readonly ReadSkill[], frontmatterBytes: number): Tasks {
  const texts: string[] = [];
  const textIndex = new Map<string, number>();
  const kinds: TaskKind[] = [];
  const textOf: number[] = [];
  const add = (kind: TaskKind, file: SourceFile, text: string): number => {
    let index = textIndex.get(file.file);
    if (index === undefined) {
      index = texts.push(text) - 1;
      textIndex.set(file.file, index);
    }
    kinds.push(kind);
    textOf.push(index);
    return kinds.length - 1;
  };
  // Kinds in the order the main thread asks for them: parses while loading, then the rules.
  const parseTask = skills.map((skill) => (skill.skillMd?.text === undefined ? -1 : add(taskKinds.parse, skill.skillMd, skill.skillMd.text)));
  const referenceTask = new Map<string, number>();
  const secretTask = new Map<string, number>();
  for (const [kind, tasks, wanted] of [
    [taskKinds.references, referenceTask, isOtherMarkdown],
    [taskKinds.secrets, secretTask, () => true],
  ] as const) {
    for (const skill of skills) {
      for (const file of skill.files) {
        if (file.text === undefined || tasks.has(file.file) || !wanted(file)) continue;
        tasks.set(file.file, add(kind, file, file.text));
      }
    }
  }
  return { list: { texts, kinds: Uint8Array.from(kinds), textOf: Int32Array.from(textOf), frontmatterBytes }, parseTask, referenceTask, secretTask };
}

// References one level deep from SKILL.md (SPEC-NOTES §2 recommendation, a warning): a Markdown file
// that can be reached only through another reference file forms a chain of reading a model may not
// follow. Scripts and assets named in a reference file are run or copied, not read: no chain.
import type { SourceFile } from '../../load/model.js';
import { defineRule } from '../rule.js';
import { markdownFiles } from '../../load/markdown/skill-markdown.js';
import { referencesOf } from '../../references/references-of.js';

export const referenceDepth = defineRule({
  meta: {
    id: 'reference/depth',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      chain:
        '"{target}" is reached only through "{via}" ({depth} levels from SKILL.md); reference it from SKILL.md directly or merge it into "{via}".',
    },
  },
  check({ catalog, memo, report }) {
    for (const skill of catalog.skills) {
      const markdown = new Map(markdownFiles(skill).map((file) => [file.path, file]));
      const root = markdown.get('SKILL.md');
      if (root === undefined) continue;
      // Breadth-first from SKILL.md: a file's depth is the shortest chain that reaches it.
      const depth = new Map<string, number>([['SKILL.md', 0]]);
      const queue: SourceFile[] = [root];
      while (queue.length > 0) {
        const from = queue.shift() as SourceFile;
        const fromDepth = depth.get(from.path) ?? 0;
        for (const ref of referencesOf(memo, catalog, skill, from)) {
          if (ref.resolution.kind !== 'resolved' || !ref.resolution.isFile) continue;
          const target = ref.resolution.path;
          if (depth.has(target)) continue;
          // Only Markdown documents are read in turn; other files end a chain.
          const next = markdown.get(target);
          if (next === undefined) continue;
          depth.set(target, fromDepth + 1);
          if (fromDepth + 1 >= 2) {
            const { line, column } = from.lines!.position(ref.offset);
            report({ messageId: 'chain', data: { target, via: from.path, depth: fromDepth + 1 }, file: from.file, line, column });
          }
          queue.push(next);
        }
      }
    }
  },
});

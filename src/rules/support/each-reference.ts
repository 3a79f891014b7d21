// The loop the reference rules share: every resolved reference of every Markdown file of every
// skill (src/references/references-of.ts, read once per lint run), each finding placed at the
// reference and capped per file (capped-report.ts).
import { markdownFiles } from '../../load/markdown/skill-markdown.js';
import type { LoadedSkill, SourceFile } from '../../load/model.js';
import type { ResolvedReference } from '../../references/reference.js';
import { referencesOf } from '../../references/references-of.js';
import type { RuleContext } from '../rule.js';
import { cappedReporter } from './capped-report.js';

/** Where a reference stands, and how to report a finding on it. */
export interface ReferenceSite<M extends string> {
  readonly skill: LoadedSkill;
  readonly file: SourceFile;
  /** Reports at the reference's position in its file. */
  report(messageId: M, data: { readonly [key: string]: string | number }): void;
}

/** Visits every reference; `moreId` is the rule's message for findings beyond the per-file cap. */
export function forEachReference<M extends string>(
  context: RuleContext<M>,
  moreId: NoInfer<M>,
  visit: (ref: ResolvedReference, site: ReferenceSite<M>) => void,
): void {
  const { catalog, memo } = context;
  for (const skill of catalog.skills) {
    for (const file of markdownFiles(skill)) {
      const out = cappedReporter(context.report, file.file, moreId);
      let ref: ResolvedReference | undefined;
      const site: ReferenceSite<M> = {
        skill,
        file,
        report(messageId, data) {
          const { line, column } = file.lines!.position((ref as ResolvedReference).offset);
          out.report({ messageId, data, file: file.file, line, column });
        },
      };
      // Indexed: five rules visit every reference, and an iterator per file and rule adds up.
      const refs = referencesOf(memo, catalog, skill, file);
      for (let k = 0; k < refs.length; k++) visit((ref = refs[k] as ResolvedReference), site);
      out.finish();
    }
  }
}

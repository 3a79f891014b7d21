// The loop the reference rules share: every resolved reference of every Markdown file of every
// skill (src/references/references-of.ts, read once per lint run), each finding placed at the
// reference and capped per file (capped-report.ts).
import { markdownFiles } from '../../load/markdown/skill-markdown.js';
import type { LoadedSkill, SourceFile } from '../../load/model.js';
import type { ResolvedReference } from '../../references/reference.js';
import { referencesOf } from '../../references/references-of.js';
import type { RuleContext } from '../rule.js';
import { cappedReporter, type CappedReporter } from './capped-report.js';

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
  // One site for the whole pass, moved from file to file (visits report while they run, never
  // after), and a file's capped reporter made at its first finding: five rules visit every
  // Markdown file, and a site, a reporter and their closures per file and rule added up.
  let ref: ResolvedReference | undefined;
  let out: CappedReporter<M> | undefined;
  const site: { skill: LoadedSkill; file: SourceFile; report: ReferenceSite<M>['report'] } = {
    skill: undefined as unknown as LoadedSkill,
    file: undefined as unknown as SourceFile,
    report(messageId, data) {
      const { file } = site;
      const { line, column } = file.lines!.position((ref as ResolvedReference).offset);
      (out ??= cappedReporter(context.report, file.file, moreId)).report({ messageId, data, file: file.file, line, column });
    },
  };
  for (const skill of catalog.skills) {
    site.skill = skill;
    for (const file of markdownFiles(skill)) {
      site.file = file;
      out = undefined;
      // Indexed: five rules visit every reference, and an iterator per file and rule adds up.
      const refs = referencesOf(memo, catalog, skill, file);
      for (let k = 0; k < refs.length; k++) visit((ref = refs[k] as ResolvedReference), site);
      // Set by site.report while the visits ran, which the compiler cannot see through the closure.
      (out as CappedReporter<M> | undefined)?.finish();
    }
  }
}

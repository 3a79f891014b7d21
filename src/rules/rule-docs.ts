// A rule's docs (summary, why, how to fix, example) read from its page, docs/rules/<id>.md, only when
// asked: the summary under the page's `# <id>` title, then its `## Why`, `## How to fix` and
// `## Example` sections. A part the rule computes in code (a why naming its cue lists) is written in its
// metadata instead, and its page has no such section.
import { rulePage } from './rule-pages.js';

type Part = 'summary' | 'why' | 'fix' | 'example';
const sections: { readonly [heading: string]: Part } = { Why: 'why', 'How to fix': 'fix', Example: 'example' };

/** A part of the rule's page: the text before its first section, or under its `## ` heading. */
export function pagePart(id: string, part: Part): string | undefined {
  const [head = '', ...rest] = (rulePage(id) ?? '').split(/^## /m);
  if (part === 'summary') return head.trim() || undefined;
  for (const section of rest) {
    const [heading = '', ...body] = section.split('\n');
    if (sections[heading] === part) return body.join('\n').trim();
  }
  return undefined;
}

/** Docs whose parts are read from the rule's page at each access, save those the rule writes in `inline`. */
export function storedDocs(id: string, inline: { readonly [P in Part]?: string } = {}) {
  const part = (name: Part): string => inline[name] ?? pagePart(id, name) ?? '';
  return {
    get summary() {
      return part('summary');
    },
    get why() {
      return part('why');
    },
    get fix() {
      return part('fix');
    },
    get example() {
      return part('example');
    },
  };
}

/** The why of a rule's docs, empty when a rule made outside the registry has none. */
export function ruleWhy(meta: { readonly docs: { readonly why?: string | undefined } }): string {
  return meta.docs.why ?? '';
}

// The body opens with a statement of origin and limits that names the publisher (SPEC-NOTES §3
// "Provenance"). The exact criterion is in support/opening-paragraph.ts and in the docs below.
import { defineRule } from '../rule.js';
import { limitsCues, openingParagraph, originCues, provenanceGaps, type ProvenanceGap } from '../support/opening-paragraph.js';
import { parsedSkills } from '../support/skill-files.js';

const gapWords: Readonly<Record<ProvenanceGap, string>> = {
  publisher: "the publisher's name",
  origin: 'where it comes from ("published by …", "bundled with …", "origin: …")',
  limits: 'its limits ("read-only", "never …", "does not …", "limits: …")',
};

export const bodyProvenance = defineRule({
  meta: {
    id: 'body/provenance',
    severity: 'error',
    guardsSafety: false,
    docs: {
      why: `The server promises that each skill says who publishes it, how it is distributed and what it will not do, before any instructions, so a user or model reading it can judge it. The check is deliberately mechanical: the first paragraph after any headings (blank lines, "#" headings, setext headings and comment-only lines are skipped) must contain the config's publisher as a whole word (case-insensitive), an origin phrase (${originCues.join(', ')}) and a limits phrase (${limitsCues.join(', ')}).`,
    },
    messages: {
      noParagraph:
        'The body has no opening paragraph; start it with a statement of origin and limits that names the publisher, e.g. "Origin and limits: this skill is published by {publisher} and bundled with …; it is read-only and never …".',
      incomplete:
        'The body\'s opening paragraph does not state {missing}. Begin the body with a paragraph such as "Origin and limits: this skill is published by {publisher} and bundled with …; it is read-only and never …".',
    },
  },
  check({ catalog, report }) {
    const publisher = catalog.config.publisher;
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.bodyKnown === false) continue;
      const paragraph = openingParagraph(parsed.body.text);
      if (paragraph === undefined) {
        report({ messageId: 'noParagraph', data: { publisher }, file: skillMd.file, line: parsed.body.line, column: 1 });
        continue;
      }
      const gaps = provenanceGaps(paragraph.text, publisher);
      if (gaps.length === 0) continue;
      const { line } = skillMd.lines.position(parsed.body.offset + paragraph.offset);
      const missing = gaps.map((gap) => (gap === 'publisher' ? `${gapWords.publisher} ("${publisher}")` : gapWords[gap])).join(', nor ');
      report({ messageId: 'incomplete', data: { missing, publisher }, file: skillMd.file, line, column: 1 });
    }
  },
});

// Renders docs/rules.md from the rule metadata (each rule's docs from its page, docs/rules/<id>.md): one `## <rule-id>` section per rule (summary, why,
// how to fix, example) after an index table and the severity settings. scripts/gen-rules-doc.mjs
// writes or checks the file; test/workflow/rules-doc.test.ts fails when it is stale.
import { profiles } from '../src/config/profiles.js';
import { ruleAnchor } from '../src/rules/docs-url.js';
import type { Rule } from '../src/rules/rule.js';
import { ruleWhy } from '../src/rules/rule-docs.js';

export const rulesDocPath = 'docs/rules.md';

const header = `<!-- Generated from the rule metadata in src/rules/ and the rule texts in docs/rules/ by \`npm run docs:rules\`. Do not edit by hand. -->

# skillpack rules

Every finding names its rule. Rule ids are stable and read \`category/rule-name\`;
\`skillpack explain RULE-ID\` prints a rule's section below, and \`skillpack explain --list\` lists them.
SARIF output links each rule here (\`helpUri\`).

**Severity settings.** In \`skillpack.config.json\`, \`rules\` sets a rule's severity for every file
(\`"error"\`, \`"warning"\`, \`"info"\` or \`"off"\`), and each entry of \`overrides\` sets it for the files
matching its \`files\` globs (relative to the config's directory: \`**\` any depth, \`*\` within a path
segment, \`?\` one character). The last matching override wins over \`rules\`, which wins over the
profile the config \`extends\` (\`skillpack:recommended\` by default, or \`skillpack:strict\`; \`skillpack
explain --profile NAME\` prints one), which wins over the rule's default (the strict severity). A finding a rule already reports as weaker than its default (an \`info\` note) stays
that weak. Only \`error\` findings fail a command (exit 1).

Patterns also take \`{a,b}\` (either), \`[ab]\` (one of; \`[!ab]\` none of) and \`\\\` escapes; any other
character is itself. A pattern has at most 256 characters and 64 alternatives, and is matched in one
pass over the path, never by backtracking; a pattern that matches no file is a
\`config/unmatched-override\` warning.

\`\`\`json
{
  "rules": { "body/length": "error" },
  "overrides": [{ "files": ["skills/legacy/**"], "rules": { "content/json-syntax": "warning" } }]
}
\`\`\`

Rules marked **locked** (symlinks, special files, hidden files, secrets, size and path bounds, strict
UTF-8 of what ships as text, allowlist identity, and the generated module's drift proof) can be raised
but never switched off or downgraded: a config that tries is refused (exit 2) and the message names the
setting. An unknown rule id in the settings is refused the same way. Every other rule may be set to any
severity; a file or skill that then cannot be served is left out of the package and \`build\` lists it.
`;

/** A rule's severity under a built-in profile. */
const profileSeverity = (rule: Rule, name: keyof typeof profiles): string => profiles[name].rules[rule.meta.id] ?? rule.meta.severity;

/** Table cells and inline text: a `|` would end the cell. */
const inline = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function section(rule: Rule): string {
  const { meta } = rule;
  const safety = meta.guardsSafety ? 'locked: it can be raised, never switched off or downgraded' : 'configurable per rule and per path';
  return [
    `## ${meta.id}`,
    '',
    `**Severity:** ${profileSeverity(rule, 'skillpack:recommended')} in recommended, ${profileSeverity(rule, 'skillpack:strict')} in strict · ${safety}`,
    '',
    meta.docs.summary,
    '',
    `**Why.** ${ruleWhy(meta)}`,
    '',
    `**How to fix.** ${meta.docs.fix}`,
    '',
    `**Example.** ${meta.docs.example}`,
    '',
  ].join('\n');
}

export function renderRulesDoc(rules: readonly Rule[]): string {
  const table = [
    '| Rule | recommended | strict | Locked | What it checks |',
    '| --- | --- | --- | --- | --- |',
    ...rules.map(
      (r) =>
        `| [\`${r.meta.id}\`](#${ruleAnchor(r.meta.id)}) | ${profileSeverity(r, 'skillpack:recommended')} | ${profileSeverity(r, 'skillpack:strict')} | ${r.meta.guardsSafety ? 'yes' : ''} | ${inline(r.meta.docs.summary)} |`,
    ),
  ].join('\n');
  return `${header}\n${table}\n\n${rules.map(section).join('\n')}`;
}

/** Rule ids named by the `## ` headings of a rules document, in order. */
export function documentedRuleIds(markdown: string): string[] {
  const ids: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && line.startsWith('## ')) ids.push(line.slice(3).trim());
  }
  return ids;
}

/** What is wrong with a rules document: rules without a section, sections naming no rule, repeats. */
export function rulesDocProblems(markdown: string, rules: readonly Rule[]): string[] {
  const documented = documentedRuleIds(markdown);
  const known = new Set(rules.map((r) => r.meta.id));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of documented) {
    if (!known.has(id)) problems.push(`section "## ${id}" names no rule`);
    if (seen.has(id)) problems.push(`rule ${id} has more than one section`);
    seen.add(id);
  }
  for (const id of known) if (!seen.has(id)) problems.push(`rule ${id} has no section`);
  return problems;
}

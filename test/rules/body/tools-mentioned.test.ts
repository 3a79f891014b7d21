// body/tools-mentioned: every tool the config lists for a skill is named in its SKILL.md.
import { bodyToolsMentioned } from '../../../src/rules/body/tools-mentioned.js';
import { provenance, skillMd } from '../../support/skill-rules-harness.js';
import { ruleTester, type InvalidCase, type RuleCase } from '../../support/rule-tester.js';

const withSentence = (name: string, sentence: string, tools: string[]): RuleCase => ({
  name,
  tree: { 'skills/demo/SKILL.md': skillMd({ body: `${provenance}\n\n${sentence}` }) },
  config: { skills: [{ path: 'demo', tools }] },
});
const unmentioned = (name: string, sentence: string, tools: string[], tool: string): InvalidCase => ({
  ...withSentence(name, sentence, tools),
  errors: [{ messageId: 'unmentioned', data: { tool }, file: 'skills/demo/SKILL.md', line: 9, column: 1, severity: 'warning' }],
});

ruleTester(bodyToolsMentioned, {
  valid: [
    withSentence('mentioned in code', 'Call `github_get_pull_request` first.', ['github_get_pull_request']),
    withSentence('mentioned in prose', 'Use github_get_pull_request, then stop.', ['github_get_pull_request']),
  ],
  invalid: [
    unmentioned('not mentioned', 'Read the pull request.', ['github_get_pull_request'], 'github_get_pull_request'),
    unmentioned(
      'only as part of a longer name',
      'Call github_get_pull_request_diff.',
      ['github_get_pull_request'],
      'github_get_pull_request',
    ),
    unmentioned(
      'one of two missing',
      'Call github_get_pull_request.',
      ['github_get_pull_request', 'github_list_workflow_runs'],
      'github_list_workflow_runs',
    ),
  ],
});

// reference/unresolved: a string literal of a code sample written in a code span names the user's file, not the skill's.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const unresolved = (target: string, column: number, path = target) => ({
  messageId: 'unresolved',
  data: { target, path, hint: '' },
  line: 11,
  column,
  severity: 'error' as const,
});

ruleTester(referenceUnresolved, {
  valid: [
    { name: 'a config assignment in a table cell', tree: body('| hook | `_.run = "./scripts/setup.sh"` |') },
    { name: 'a require call', tree: body("Fonts load with `require('./assets/fonts/Title.otf')` in your app.") },
    { name: 'a Markdown link written as code', tree: body('Write links as `[label](references/topic.md)` in your skill.') },
    { name: 'a JSON key and value', tree: body('Set `"entry": "scripts/main.ts"` in your manifest.') },
  ],
  invalid: [
    {
      name: 'a quoted command argument is still the skill',
      tree: body('Run `python3 "scripts/probe.py" --all` first.'),
      errors: [unresolved('scripts/probe.py', 15)],
    },
    {
      name: 'a quoted flag value is still the skill',
      tree: body('Pass `--rules-file="references/rules.md"` to the checker.'),
      errors: [unresolved('references/rules.md', 21)],
    },
    { name: 'a bare code span path', tree: body('Open `scripts/probe.py` when stuck.'), errors: [unresolved('scripts/probe.py', 7)] },
  ],
});

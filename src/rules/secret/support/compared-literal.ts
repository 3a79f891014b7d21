// A key compared with a literal in a condition (nginx's `if ($arg_key = '…')`, `if (apiKey === '…')`), read for the generic secret assignment: the literal is the expected key itself, so a loose `key` there is judged as a secret's value (docs/rules.md, secret/generic-assignment).
import type { Assignment } from './assignment.js';

// Before the name: `if`, blanks or `(`, and a variable's sigil (`$`).
const CONDITION_BEFORE = /\bif[ \t]*\([ \t]*\$?$|\bif[ \t]+\$?$/;
// After the name: a comparison (`=` in nginx, `==`, `===`, `!=`), then the quoted literal.
const COMPARISON = /^[ \t]*(?:!={1,2}|={1,3})[ \t]*["']$/;

/** Whether the assignment read at `a` is a comparison in a condition. */
export function isComparedInCondition(text: string, a: Assignment): boolean {
  if (a.quote === '') return false;
  return (
    COMPARISON.test(text.slice(a.nameEnd, a.valueStart)) && CONDITION_BEFORE.test(text.slice(Math.max(0, a.nameStart - 12), a.nameStart))
  );
}

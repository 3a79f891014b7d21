// A value typed into a form field named for a password, as UI tests and browser-automation skills write
// it: Playwright's `page.fill('#password', 'v')` and `locator('#password').fill('v')`, Cypress'
// `cy.get('#password').type('v')`, Selenium's `find_element(By.ID, "password").send_keys("v")`
// (docs/rules.md, "secret/generic-assignment"). The field's selector names no value; the literal
// typed into it is the password.
import { charTable, isAt } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';

// The selector's literal around the hit: a quote, selector characters (`#id_password`,
// `input[name=password]`, `[data-test=password]`), the closing quote. Read within a short window.
const MAX_SELECTOR = 48;
// A table, not a pattern tested per character: every name a flood repeats is read here (docs/benchmarks.md).
const SELECTOR_CHAR = charTable('A-Za-z0-9_', '#.-[]=:');
// After the selector's literal: the next argument (`fill(sel, 'v')`), or the call that types into the
// element it found (`).type('v')`, `)).send_keys("v")`), then the value's literal.
const TYPED_VALUE =
  /(?:[ \t]*,[ \t]*|[ \t]*\)\)?[ \t]*\.[ \t]*(?:type|fill|send_keys|sendKeys|setValue|press_sequentially|pressSequentially)[ \t]*\([ \t]*)(['"`])([^'"`\r\n\\]{1,256})\1/y;
// The calls whose second argument is the typed text (`page.fill(sel, v)`, `page.type(sel, v)`).
const FILL_CALL = /(?:fill|type|setValue)[ \t]*\([ \t]*$/;

/** The password typed into the field whose selector holds the hit at `index`, or undefined. */
export function formFieldInput(text: string, index: number): Assignment | undefined {
  let open = index - 1;
  while (open > index - MAX_SELECTOR && isAt(text, open, SELECTOR_CHAR)) open--;
  const quote = text.charAt(open);
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let close = index;
  while (close < index + MAX_SELECTOR && isAt(text, close, SELECTOR_CHAR)) close++;
  if (text.charAt(close) !== quote) return undefined;
  TYPED_VALUE.lastIndex = close + 1;
  const m = TYPED_VALUE.exec(text);
  if (m === null) return undefined;
  // `fill(sel, v)` names the typed text second; any other call with two literals (`locate('#password', 'x')`) does not.
  if (m[0].trimStart().startsWith(',') && !FILL_CALL.test(text.slice(Math.max(0, open - 24), open))) return undefined;
  const value = m[2] ?? '';
  const valueEnd = TYPED_VALUE.lastIndex - 1;
  return pairedAssignment(text, open + 1, close, valueEnd - value.length, valueEnd, quote);
}

// Is a path in a code span a string literal of a code sample, or the destination of a Markdown link
// written as code (`_.source = "./scripts/env.sh"`, `require('./assets/font.otf')`,
// `[text](references/x.md)`)? Such a span shows the user's code or config, like a language sample
// block; a command's argument (`python "scripts/x.py"`) is not one (docs/rules.md, "reference/unresolved").
import { DOUBLE_QUOTE, SINGLE_QUOTE } from '../../load/markdown/char-codes.js';

/** A string literal's opening: a quote after `(`, `,`, `[`, `{`, `:` or an assignment (`x = "`, not `--flag="`). */
const sampleStringOpening = /(?:[(,[{:]|(?:^|[^\w-])[A-Za-z_$][\w.$]*\s*=)\s*["']$/;

/** `spanStart`: where the code span holding `at` starts (its opening backticks included). */
export function inSampleString(text: string, spanStart: number, at: number): boolean {
  // A Markdown link written as code (`[text](references/file.md)`) shows link syntax, not a file.
  if (at - spanStart >= 3 && text.charCodeAt(at - 1) === 40 && text.charCodeAt(at - 2) === 93) return true;
  const quote = text.charCodeAt(at - 1);
  if ((quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) || at - spanStart > 200) return false;
  let from = spanStart;
  while (text.charCodeAt(from) === 96) from += 1;
  return sampleStringOpening.test(text.slice(from, at));
}

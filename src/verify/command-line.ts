// Splits `--stdio "<command>"` into a program and its arguments the way a POSIX shell splits words
// (single quotes, double quotes, backslash escapes), without running a shell: nothing is expanded.
import { UserError } from '../diagnostics/user-error.js';

export function splitCommandLine(line: string): { readonly program: string; readonly args: readonly string[] } {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i] as string;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1] as string)) word += line[++i];
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote !== undefined) throw new UserError('usage', `--stdio: unclosed ${quote} quote in the command`);
  if (inWord) words.push(word);
  const [program, ...args] = words;
  if (program === undefined) throw new UserError('usage', '--stdio needs a command, e.g. --stdio "node dist/server.js"');
  return { program, args };
}

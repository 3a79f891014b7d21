// The value a command stores as a secret: `<tool> secret add|create|set|put … --value v` (woodpecker-cli, drone's `--data`, gh's `--body`), read for the generic secret assignment: the subcommand says the option's value is a secret, whatever its name (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';
import { wordAt } from './command-words.js';
import { nextMatch } from './next-match.js';

// Sticky at `secret`: the verb that stores a secret.
const SECRET_VERB = /secrets?[ \t]+(?:versions?[ \t]+)?(?:add|create|set|put|update)[ \t]/iy;
// Sticky at a `-`: the value's option and its `=` or blanks (after the command's other words).
const VALUE_OPTION = /(-(?:-value|-data|-body|b))(?:=|[ \t]+)/y;
// What ends the command before its value option: another line or command.
const COMMAND_END = /[\r\n|;&]/;
const MAX_COMMAND = 240;

/** The reader of one scan: the value given to a secret-storing subcommand at `index` (where `secret` stands after a blank), or undefined. */
export function secretCommandReader(text: string): (index: number) => Assignment | undefined {
  // The next value option, searched once for every hit after it (docs/benchmarks.md, adversarial inputs).
  const optionAt = nextMatch(text, '-', VALUE_OPTION);
  return (index) => {
    SECRET_VERB.lastIndex = index;
    if (!SECRET_VERB.test(text)) return undefined;
    const option = optionAt(SECRET_VERB.lastIndex - 1);
    if (option - index > MAX_COMMAND || COMMAND_END.test(text.slice(index, option)) || text.charCodeAt(option - 1) > 32) return undefined;
    VALUE_OPTION.lastIndex = option;
    const name = VALUE_OPTION.exec(text)?.[1] ?? '';
    const value = wordAt(text, VALUE_OPTION.lastIndex);
    // `@file` names where the value is read from (gh's and woodpecker's `@path`).
    if (value === undefined || text.charCodeAt(value.start) === 64) return undefined; // @
    return pairedAssignment(text, option, option + name.length, value.start, value.end, value.quoted ? (text[value.start - 1] ?? '') : '');
  };
}

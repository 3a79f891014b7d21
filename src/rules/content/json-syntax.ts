// `.json` files are served as application/json, so they must parse.
import { defineRule } from '../rule.js';
import { eachReadFile } from '../support/each-file.js';

export const contentJsonSyntax = defineRule({
  meta: {
    id: 'content/json-syntax',
    severity: 'error',
    guardsSafety: false,
    messages: {
      invalid: '"{file}" is not valid JSON ({detail}); fix the syntax or rename it to .txt.',
    },
  },
  check({ catalog, report, memo }) {
    for (const file of eachReadFile(catalog, memo)) {
      if (!file.path.endsWith('.json') || file.text === undefined || file.lines === undefined) continue;
      try {
        JSON.parse(file.text);
      } catch (error) {
        const message = (error as Error).message;
        const match = /position (\d+)/.exec(message);
        const offset = match ? Number(match[1]) : 0;
        const { line, column } = file.lines.position(Math.min(offset, file.text.length));
        report({ messageId: 'invalid', data: { file: file.file, detail: message.slice(0, 120) }, file: file.file, line, column });
      }
    }
  },
});

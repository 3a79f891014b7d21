// HTTP basic credentials: `Authorization: Basic <base64>` (decoded, then the password judged) and
// `user:password` given on the command line (`curl -u`, `--user`, `--proxy-user`, HTTPie `-a`).
import { BASE64, charTable, inTable, isAt, runEnd } from '../engine/chars.js';
import { decodeBase64, utf8 } from '../engine/base64.js';
import { isStrongPassword } from '../engine/judge.js';
import type { Detector } from '../engine/types.js';

const WORD_BEFORE = charTable('A-Za-z0-9', '_-');
const PADDING = charTable('=');
const ARG_STOP = charTable(' \t\r\n"\'`;|&<>()');
const MAX_ARG = 256;

function readArgument(text: string, at: number): { start: number; end: number } | undefined {
  let start = at;
  const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
  if (quote !== '') start++;
  const stop = Math.min(text.length, start + MAX_ARG + 1);
  let end = start;
  while (end < stop && (quote === '' ? !inTable(ARG_STOP, text.charCodeAt(end)) : text[end] !== quote && text[end] !== '\n')) end++;
  if (end > start + MAX_ARG || end === start) return undefined;
  return { start, end };
}

export const basicAuthDetector: Detector = {
  ruleId: 'secret/basic-auth',
  triggers: ['-u', '--user', '--proxy-user', '-a', '--auth'],
  caseInsensitiveTriggers: ['basic'],
  start(text, emit) {
    const onBasic = (index: number): void => {
      if (isAt(text, index - 1, WORD_BEFORE)) return;
      let at = index + 5;
      if (text[at] !== ' ' && text[at] !== '\t') return;
      while (text[at] === ' ' || text[at] === '\t') at++;
      const end = runEnd(text, at, BASE64, 1024);
      if (end - at < 8 || end > at + 1024) return;
      const padded = runEnd(text, end, PADDING, 2);
      if (isAt(text, padded, WORD_BEFORE)) return;
      const encoded = text.slice(at, padded);
      const bytes = decodeBase64(encoded);
      const decoded = bytes === undefined ? undefined : utf8(bytes);
      if (decoded === undefined || !/^[\x20-\x7e]+$/.test(decoded)) return;
      const colon = decoded.indexOf(':');
      if (colon <= 0) return;
      if (!isStrongPassword(decoded.slice(colon + 1), decoded.slice(0, colon))) return;
      emit({ offset: at, end: padded, secret: encoded, kind: 'secret', family: 'HTTP Basic credentials', validated: false });
    };
    const onFlag = (index: number, flag: string): void => {
      if (index > 0 && text[index - 1] !== ' ' && text[index - 1] !== '\t') return;
      let at = index + flag.length;
      if (text[at] === '=' && flag.startsWith('--')) at++;
      else if (text[at] === ' ' || text[at] === '\t') while (text[at] === ' ' || text[at] === '\t') at++;
      else if (flag.startsWith('--') || !/[A-Za-z0-9"'$]/.test(text[at] ?? ' ')) return; // `-uuser:pw` is allowed
      const arg = readArgument(text, at);
      if (arg === undefined) return;
      const value = text.slice(arg.start, arg.end);
      const colon = value.indexOf(':');
      if (colon <= 0 || colon === value.length - 1) return;
      const password = value.slice(colon + 1);
      if (!isStrongPassword(password, value.slice(0, colon))) return;
      emit({ offset: arg.start + colon + 1, end: arg.end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
    };
    return (index, literal) => {
      if (literal.startsWith('-')) onFlag(index, literal);
      else onBasic(index);
    };
  },
};

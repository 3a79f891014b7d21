// Connection strings (`Server=…;User Id=…;Password=…;`, Azure `AccountKey=…`, Service Bus
// `SharedAccessKey=…`): a `Key=Value;` member list whose secret member is judged.
import { decodeBase64 } from '../engine/base64.js';
import { charTable, inTable } from '../engine/chars.js';
import { isStrongPassword } from '../engine/judge.js';
import type { Detector } from '../engine/types.js';
import { isPublishedExample } from './known-examples.js';

const MAX_VALUE = 256;
const NEAR = 320; // a sibling member must sit this close, on the same line
const VALUE_STOP = charTable(';"\'`\r\n<>');
const MEMBER_BEFORE = ';"\' \t\n';
const siblings = /(?:server|data source|host|hostname|address|addr|user id|userid|uid|user|username|database|initial catalog|accountname|defaultendpointsprotocol|endpoint|endpointsuffix|port|sharedaccesskeyname|provider|driver|dsn|trusted_connection|encrypt|sslmode)\s{0,4}=/gi;

type Kind = 'password' | 'account-key' | 'access-key';
const secretMembers: Record<string, Kind> = { password: 'password', pwd: 'password', accountkey: 'account-key', sharedaccesskey: 'access-key' };

export const connectionStringDetector: Detector = {
  ruleId: 'secret/connection-string',
  triggers: [],
  caseInsensitiveTriggers: Object.keys(secretMembers),
  start(text, emit) {
    let siblingAt: number[] | undefined;
    /** Whether another member of a connection string sits near `index` on the same line. */
    const hasSibling = (index: number): boolean => {
      if (siblingAt === undefined) siblingAt = [...text.matchAll(siblings)].map((m) => m.index);
      let lo = 0;
      let hi = siblingAt.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((siblingAt[mid] ?? 0) < index) lo = mid + 1;
        else hi = mid;
      }
      for (const at of [siblingAt[lo - 1], siblingAt[lo]]) {
        if (at === undefined || Math.abs(at - index) > NEAR) continue;
        const [a, b] = at < index ? [at, index] : [index, at];
        if (!text.slice(a, b).includes('\n')) return true;
      }
      return false;
    };
    return (index) => {
      if (index > 0 && !MEMBER_BEFORE.includes(text[index - 1] ?? '')) return;
      const member = /^(password|pwd|accountkey|sharedaccesskey)[ \t]{0,4}=[ \t]{0,4}/i.exec(text.slice(index, index + 40));
      if (member === null) return;
      const kind = secretMembers[(member[1] ?? '').toLowerCase()];
      if (kind === undefined) return;
      let start = index + member[0].length;
      const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
      if (quote !== '') start++;
      const stop = Math.min(text.length, start + MAX_VALUE + 1);
      let end = start;
      while (end < stop && !(quote === '' ? inTable(VALUE_STOP, text.charCodeAt(end)) : text[end] === quote || text[end] === '\n')) end++;
      if (end > start + MAX_VALUE) return;
      // A member list: the value is closed by `;` or the end of the string, and has company.
      const after = text[quote === '' ? end : end + 1];
      if (after !== undefined && !';"\'`\r\n'.includes(after)) return;
      if (!hasSibling(index)) return;
      while (end > start && text[end - 1] === ' ') end--;
      const value = text.slice(start, end);
      const family = kind === 'password' ? 'Password in a connection string' : kind === 'account-key' ? 'Azure storage account key' : 'Shared access key';
      if (isPublishedExample(value)) {
        // A well-known default (the storage emulator's key): claimed, so no looser rule reports it.
        emit({ offset: start, end, secret: value, kind: 'claim', family, validated: false });
        return;
      }
      const ok = kind === 'password' ? isStrongPassword(value) : (decodeBase64(value)?.length ?? 0) >= (kind === 'account-key' ? 64 : 32);
      if (!ok) return;
      emit({ offset: start, end, secret: value, kind: 'secret', family, validated: false });
    };
  },
};

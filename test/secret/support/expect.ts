// Compact views of engine results for table-driven assertions.
import { scanText } from '../../../src/rules/secret/scan-text.js';

export interface Seen {
  readonly ruleId: string;
  readonly secret: string;
  readonly placeholder: boolean;
}

export function seen(text: string): Seen[] {
  return scanText(text).map((m) => ({ ruleId: m.ruleId, secret: m.secret, placeholder: m.placeholder }));
}

export const hit = (ruleId: string, secret: string): Seen => ({ ruleId, secret, placeholder: false });
export const note = (ruleId: string, secret: string): Seen => ({ ruleId, secret, placeholder: true });

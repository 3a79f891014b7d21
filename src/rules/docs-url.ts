// Where a rule's documentation lives: its section in docs/rules.md (anchor derived from the id).
import { repositoryUrl } from '../version.js';

export function ruleAnchor(ruleId: string): string {
  return ruleId.replace(/\//g, '').replace(/[^a-z0-9-]/g, '');
}

export function ruleDocsUrl(ruleId: string): string {
  return `${repositoryUrl}/blob/main/docs/rules.md#${ruleAnchor(ruleId)}`;
}

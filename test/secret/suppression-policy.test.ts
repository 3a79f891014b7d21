// Which secret rules an inline directive may suppress: exactly the families judged from context,
// as docs/rules.md lists them; a validated family never joins by accident.
import { describe, expect, it } from 'vitest';
import { secretFamilies } from '../../src/rules/secret/index.js';
import { inlineSuppressibleRuleIds } from '../../src/rules/secret/suppression-policy.js';

describe('the inline suppression policy', () => {
  it('covers the contextual families and nothing else', () => {
    expect([...inlineSuppressibleRuleIds].sort()).toEqual([
      'secret/auth-header',
      'secret/azure-sas',
      'secret/basic-auth',
      'secret/connection-string',
      'secret/databricks-token',
      'secret/digitalocean-token',
      'secret/discord-webhook',
      'secret/docker-token',
      'secret/figma-token',
      'secret/generic-assignment',
      'secret/grafana-token',
      'secret/groq-key',
      'secret/linear-key',
      'secret/neon-key',
      'secret/notion-token',
      'secret/shopify-token',
      'secret/teams-webhook',
      'secret/telegram-bot-token',
      'secret/url-credentials',
      'secret/vault-token',
    ]);
  });

  it('follows the families: the contextual ones come after every validated one in precedence order', () => {
    const flags = secretFamilies.map((family) => family.judgedFromContext);
    expect(flags.indexOf(true)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(true)).every(Boolean)).toBe(true);
  });
});

// The secret registry: every secret family, in precedence order, is listed here once; the engine's
// detectors, the shared scanner and the secret rules are derived from that list (docs/rules.md,
// secret rules). A family is one module, src/rules/secret/<family>.ts, holding its detector, rule
// metadata, docs and messages; detection is one engine pass per file (engine/, support/scanner.ts).
import type { Rule } from '../rule.js';
import { secretAzureSas } from './azure-sas.js';
import { secretDatabricksToken } from './databricks-token.js';
import { secretDiscordWebhook } from './discord-webhook.js';
import { secretDigitaloceanToken } from './digitalocean-token.js';
import { secretDockerToken } from './docker-token.js';
import { secretFigmaToken } from './figma-token.js';
import { secretGrafanaToken } from './grafana-token.js';
import { secretGroqKey } from './groq-key.js';
import { secretLinearKey } from './linear-key.js';
import { secretNeonKey } from './neon-key.js';
import { secretNotionToken } from './notion-token.js';
import { secretOnepasswordToken } from './onepassword-token.js';
import { secretShopifyToken } from './shopify-token.js';
import { secretTeamsWebhook } from './teams-webhook.js';
import { secretTelegramBotToken } from './telegram-bot-token.js';
import { secretVaultToken } from './vault-token.js';
import { secretAnthropicKey } from './anthropic-key.js';
import { secretAuthHeader } from './auth-header.js';
import { secretAwsAccessKey } from './aws-access-key.js';
import { secretAwsSecretKey } from './aws-secret-key.js';
import { secretBasicAuth } from './basic-auth.js';
import { secretCloudflareToken } from './cloudflare-token.js';
import { secretConnectionString } from './connection-string.js';
import type { SecretRuleId } from './engine/types.js';
import { secretGenericAssignment } from './generic-assignment.js';
import { secretGithubToken } from './github-token.js';
import { secretGitlabToken } from './gitlab-token.js';
import { secretGoogleApiKey } from './google-api-key.js';
import { secretHuggingfaceToken } from './huggingface-token.js';
import { secretInvalidSuppression } from './invalid-suppression.js';
import { secretJwt } from './jwt.js';
import { secretNpmToken } from './npm-token.js';
import { secretOpenaiKey } from './openai-key.js';
import { secretPrivateKey } from './private-key.js';
import { secretPypiToken } from './pypi-token.js';
import { secretSendgridKey } from './sendgrid-key.js';
import { secretSensitiveFileName } from './sensitive-file-name.js';
import { secretSlackToken } from './slack-token.js';
import { secretSlackWebhook } from './slack-webhook.js';
import { secretStripeKey } from './stripe-key.js';
import { createSecretScanner } from './support/scanner.js';
import { textSecretRule, type SecretFamily, type TextSecretRule } from './support/secret-rule.js';
import { secretUrlCredentials } from './url-credentials.js';

/**
 * Every text secret family, most specific first: a family's findings own their spans against every
 * family after it (docs/rules.md: "a more specific rule owns its span"). This list is the one
 * definition of that precedence; adding a family adds one line here.
 */
export const secretFamilies: readonly SecretFamily[] = [
  // Structure decoded or checksum verified.
  secretPrivateKey,
  secretJwt,
  secretGithubToken,
  secretNpmToken,
  secretGitlabToken,
  secretSlackWebhook,
  secretSlackToken,
  secretStripeKey,
  secretAnthropicKey,
  secretOpenaiKey,
  secretHuggingfaceToken,
  secretSendgridKey,
  secretPypiToken,
  secretOnepasswordToken,
  secretCloudflareToken,
  secretGoogleApiKey,
  secretAwsAccessKey,
  secretAwsSecretKey,
  // An issuer's prefix and a random body, without a checksum: judged from context.
  secretDatabricksToken,
  secretDigitaloceanToken,
  secretDockerToken,
  secretFigmaToken,
  secretGrafanaToken,
  secretGroqKey,
  secretLinearKey,
  secretNeonKey,
  secretNotionToken,
  secretShopifyToken,
  secretVaultToken,
  // A URL or a token whose shape is the issuer's, without a checksum: judged from context.
  secretDiscordWebhook,
  secretTeamsWebhook,
  secretTelegramBotToken,
  secretAzureSas,
  // Contextual: the credential is judged from its surroundings.
  secretBasicAuth,
  secretUrlCredentials,
  secretConnectionString,
  secretAuthHeader,
  secretGenericAssignment,
];

/** The engine's detectors, in precedence order: the engine is handed them and imports no family. */
export const secretDetectors = secretFamilies.map((family) => family.detector);

const scanner = createSecretScanner(secretDetectors);

/** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
export const scanText = scanner.scanText;

/**
 * The order docs/rules.md and `skillpack explain --list` present the families in (by issuer, then
 * structure, then context); presentation only, precedence is secretFamilies. A family missing here
 * is presented after these, in precedence order.
 */
const presentationOrder: readonly SecretRuleId[] = [
  'secret/github-token',
  'secret/npm-token',
  'secret/gitlab-token',
  'secret/aws-access-key',
  'secret/aws-secret-key',
  'secret/slack-token',
  'secret/slack-webhook',
  'secret/discord-webhook',
  'secret/teams-webhook',
  'secret/telegram-bot-token',
  'secret/stripe-key',
  'secret/google-api-key',
  'secret/openai-key',
  'secret/anthropic-key',
  'secret/huggingface-token',
  'secret/sendgrid-key',
  'secret/pypi-token',
  'secret/cloudflare-token',
  'secret/onepassword-token',
  'secret/databricks-token',
  'secret/digitalocean-token',
  'secret/docker-token',
  'secret/figma-token',
  'secret/grafana-token',
  'secret/groq-key',
  'secret/linear-key',
  'secret/neon-key',
  'secret/notion-token',
  'secret/shopify-token',
  'secret/vault-token',
  'secret/azure-sas',
  'secret/jwt',
  'secret/private-key',
  'secret/url-credentials',
  'secret/connection-string',
  'secret/basic-auth',
  'secret/auth-header',
  'secret/generic-assignment',
];

const rank = (family: SecretFamily): number => {
  const at = presentationOrder.indexOf(family.meta.id);
  return at === -1 ? presentationOrder.length : at;
};

/** Rules over file text, keyed by id, in presentation order: what the emitted-module scan reports with. */
export const textSecretRules: ReadonlyMap<string, TextSecretRule> = new Map(
  [...secretFamilies]
    .sort((a, b) => rank(a) - rank(b))
    .map((family): [string, TextSecretRule] => [family.meta.id, textSecretRule(family, scanner.scanFile)]),
);

/** The rule of a family module's export: what lint runs and the family's rule table tests. */
export function secretRuleOf(family: SecretFamily): TextSecretRule {
  const rule = textSecretRules.get(family.meta.id);
  if (rule === undefined) throw new Error(`${family.meta.id} is not listed in secretFamilies (src/rules/secret/index.ts)`);
  return rule;
}

export const secretRules: readonly Rule[] = [...textSecretRules.values(), secretSensitiveFileName, secretInvalidSuppression];

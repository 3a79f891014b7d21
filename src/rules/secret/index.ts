// The secret registry: every secret family, in precedence order, is listed here once; the engine's
// detectors, the shared scanner and the secret rules are derived from that list (docs/rules.md,
// secret rules). A family is one module, src/rules/secret/<family>.ts, holding its detector, rule
// metadata, docs and messages; detection is one engine pass per file (engine/, support/scanner.ts).
import type { Rule } from '../rule.js';
import { databricksToken } from './databricks-token.js';
import { dockerToken } from './docker-token.js';
import { figmaToken } from './figma-token.js';
import { grafanaToken } from './grafana-token.js';
import { groqKey } from './groq-key.js';
import { linearKey } from './linear-key.js';
import { neonKey } from './neon-key.js';
import { notionToken } from './notion-token.js';
import { onepasswordToken } from './onepassword-token.js';
import { shopifyToken } from './shopify-token.js';
import { vaultToken } from './vault-token.js';
import { anthropicKey } from './anthropic-key.js';
import { authHeader } from './auth-header.js';
import { awsAccessKey } from './aws-access-key.js';
import { awsSecretKey } from './aws-secret-key.js';
import { basicAuth } from './basic-auth.js';
import { cloudflareToken } from './cloudflare-token.js';
import { connectionString } from './connection-string.js';
import type { SecretRuleId } from './engine/types.js';
import { genericAssignment } from './generic-assignment.js';
import { githubToken } from './github-token.js';
import { gitlabToken } from './gitlab-token.js';
import { googleApiKey } from './google-api-key.js';
import { huggingfaceToken } from './huggingface-token.js';
import { invalidSuppression } from './invalid-suppression.js';
import { jwt } from './jwt.js';
import { npmToken } from './npm-token.js';
import { openaiKey } from './openai-key.js';
import { privateKey } from './private-key.js';
import { pypiToken } from './pypi-token.js';
import { sendgridKey } from './sendgrid-key.js';
import { sensitiveFileName } from './sensitive-file-name.js';
import { slackToken } from './slack-token.js';
import { slackWebhook } from './slack-webhook.js';
import { stripeKey } from './stripe-key.js';
import { createSecretScanner } from './support/scanner.js';
import { textSecretRule, type SecretFamily, type TextSecretRule } from './support/secret-rule.js';
import { urlCredentials } from './url-credentials.js';

/**
 * Every text secret family, most specific first: a family's findings own their spans against every
 * family after it (docs/rules.md: "a more specific rule owns its span"). This list is the one
 * definition of that precedence; adding a family adds one line here.
 */
export const secretFamilies: readonly SecretFamily[] = [
  // Structure decoded or checksum verified.
  privateKey,
  jwt,
  githubToken,
  npmToken,
  gitlabToken,
  slackWebhook,
  slackToken,
  stripeKey,
  anthropicKey,
  openaiKey,
  huggingfaceToken,
  sendgridKey,
  pypiToken,
  onepasswordToken,
  cloudflareToken,
  googleApiKey,
  awsAccessKey,
  awsSecretKey,
  // An issuer's prefix and a random body, without a checksum: judged from context.
  databricksToken,
  dockerToken,
  figmaToken,
  grafanaToken,
  groqKey,
  linearKey,
  neonKey,
  notionToken,
  shopifyToken,
  vaultToken,
  // Contextual: the credential is judged from its surroundings.
  basicAuth,
  urlCredentials,
  connectionString,
  authHeader,
  genericAssignment,
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
  'secret/docker-token',
  'secret/figma-token',
  'secret/grafana-token',
  'secret/groq-key',
  'secret/linear-key',
  'secret/neon-key',
  'secret/notion-token',
  'secret/shopify-token',
  'secret/vault-token',
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

export const secretRules: readonly Rule[] = [...textSecretRules.values(), sensitiveFileName, invalidSuppression];

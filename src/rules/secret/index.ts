// The secret/ rule family: credential-shaped content that must never ship (docs/rules.md,
// secret rules). Detection is one engine pass per file (engine/, detect/); each rule reports its own
// matches; the rule order here is the documentation order.
import type { Rule } from '../rule.js';
import { anthropicKey } from './anthropic-key.js';
import { authHeader } from './auth-header.js';
import { awsAccessKey } from './aws-access-key.js';
import { awsSecretKey } from './aws-secret-key.js';
import { basicAuth } from './basic-auth.js';
import { cloudflareToken } from './cloudflare-token.js';
import { connectionString } from './connection-string.js';
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
import type { TextSecretRule } from './secret-rule.js';
import { sendgridKey } from './sendgrid-key.js';
import { sensitiveFileName } from './sensitive-file-name.js';
import { slackToken } from './slack-token.js';
import { slackWebhook } from './slack-webhook.js';
import { stripeKey } from './stripe-key.js';
import { urlCredentials } from './url-credentials.js';

/** Rules over file text, keyed by id: what the emitted-module scan reports with. */
export const textSecretRules: ReadonlyMap<string, TextSecretRule> = new Map(
  ([
    githubToken, npmToken, gitlabToken, awsAccessKey, awsSecretKey, slackToken, slackWebhook, stripeKey, googleApiKey,
    openaiKey, anthropicKey, huggingfaceToken, sendgridKey, pypiToken, cloudflareToken, jwt, privateKey,
    urlCredentials, connectionString, basicAuth, authHeader, genericAssignment,
  ] as readonly TextSecretRule[]).map((rule) => [rule.meta.id, rule]),
);

export const secretRules: readonly Rule[] = [...textSecretRules.values(), sensitiveFileName, invalidSuppression];

export { invalidSuppression };
export const invalidSuppressionMeta = invalidSuppression.meta;

// Every detector, most specific first: a detector's findings own their spans against every detector
// after it (docs/rules.md: "a more specific rule owns its span").
import type { Detector } from '../engine/types.js';
import { anthropicKeyDetector } from './anthropic-key.js';
import { authHeaderDetector } from './auth-header.js';
import { awsAccessKeyDetector } from './aws-access-key.js';
import { awsSecretKeyDetector } from './aws-secret-key.js';
import { basicAuthDetector } from './basic-auth.js';
import { cloudflareTokenDetector } from './cloudflare-token.js';
import { connectionStringDetector } from './connection-string.js';
import { genericAssignmentDetector } from './generic-assignment.js';
import { githubTokenDetector } from './github-token.js';
import { gitlabTokenDetector } from './gitlab-token.js';
import { googleApiKeyDetector } from './google-api-key.js';
import { huggingfaceTokenDetector } from './huggingface-token.js';
import { jwtDetector } from './jwt.js';
import { npmTokenDetector } from './npm-token.js';
import { openaiKeyDetector } from './openai-key.js';
import { privateKeyDetector } from './private-key.js';
import { pypiTokenDetector } from './pypi-token.js';
import { sendgridKeyDetector } from './sendgrid-key.js';
import { slackTokenDetector } from './slack-token.js';
import { slackWebhookDetector } from './slack-webhook.js';
import { stripeKeyDetector } from './stripe-key.js';
import { urlCredentialsDetector } from './url-credentials.js';

export const detectors: readonly Detector[] = [
  // Structure decoded or checksum verified.
  privateKeyDetector,
  jwtDetector,
  githubTokenDetector,
  npmTokenDetector,
  gitlabTokenDetector,
  slackWebhookDetector,
  slackTokenDetector,
  stripeKeyDetector,
  anthropicKeyDetector,
  openaiKeyDetector,
  huggingfaceTokenDetector,
  sendgridKeyDetector,
  pypiTokenDetector,
  cloudflareTokenDetector,
  googleApiKeyDetector,
  awsAccessKeyDetector,
  awsSecretKeyDetector,
  // Contextual: the credential is judged from its surroundings.
  basicAuthDetector,
  urlCredentialsDetector,
  connectionStringDetector,
  authHeaderDetector,
  genericAssignmentDetector,
];

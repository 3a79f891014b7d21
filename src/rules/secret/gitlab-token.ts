// secret/gitlab-token: GitLab tokens (`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glft-`, … and runner registration tokens), routable tokens with their CRC-32 checked.
// GitLab tokens: personal, project and group access tokens (`glpat-`), deploy, runner, trigger,
// feed, incoming-mail, agent, OAuth and other prefixed tokens. Routable tokens end in a base36
// payload length and the base36 CRC-32 of everything before it, which is verified
// (gitlab-org/gitlab lib/authn/token_field/generator/routable_token.rb); legacy tokens have a fixed
// length and alphabet per prefix: 20 URL-safe characters for most, 40 hex for trigger tokens
// (`glptt-`), 25 for incoming-mail (`glimt-`), 50 for agent (`glagent-`), 64 for OAuth application
// secrets (`gloas-`), and `glcbt-` + a 1–5 character partition id + `_` + 20 for CI job tokens.
import { charTable } from './engine/chars.js';
import { crc32 } from './engine/crc32.js';
import { isComposedOfCommonWords } from './engine/judge.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { tokenRun, trimTrailing } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const RUN = charTable('A-Za-z0-9', '_.-');

const families: Record<string, string> = {
  'glpat-': 'GitLab personal access token',
  'gldt-': 'GitLab deploy token',
  'glrt-': 'GitLab runner authentication token',
  'glptt-': 'GitLab pipeline trigger token',
  'glft-': 'GitLab feed token',
  'glimt-': 'GitLab incoming mail token',
  'glagent-': 'GitLab agent token',
  'glsoat-': 'GitLab service account token',
  'gloas-': 'GitLab OAuth application secret',
  'glcbt-': 'GitLab CI build token',
  'glffct-': 'GitLab feature flags client token',
  'glwt-': 'GitLab workspace token',
  GR1348941: 'GitLab runner registration token',
};

const prefixes = Object.keys(families);
/** Legacy (non-routable) bodies by prefix; the first group, when there is one, is the random part. */
const legacyShapes: Record<string, RegExp> = {
  'glptt-': /^[0-9a-f]{40}$/,
  'glimt-': /^[A-Za-z0-9_-]{25}$/,
  'glagent-': /^[A-Za-z0-9_-]{50}$/,
  'gloas-': /^[A-Za-z0-9_-]{64}$/,
  'glcbt-': /^[0-9A-Za-z]{1,5}_([A-Za-z0-9_-]{20})$/,
};
const routable = /^([A-Za-z0-9_-]{27,300})\.(?:([0-9a-z]{2})\.)?([0-9a-z]{2})([0-9a-z]{7})$/;

export function gitlabRoutableValid(token: string): boolean {
  const prefixEnd = token.indexOf('-') + 1;
  const m = routable.exec(token.slice(prefixEnd));
  if (m === null) return false;
  if (Number.parseInt(m[3] ?? '', 36) !== (m[1] ?? '').length) return false;
  return crc32(token.slice(0, -7)).toString(36).padStart(7, '0') === m[4];
}

export const gitlabTokenDetector: Detector = {
  ruleId: 'secret/gitlab-token',
  triggers: prefixes,
  start(text, emit) {
    return (index) => {
      const run = tokenRun(text, index, RUN, RUN, 360);
      if (run === -1) return;
      const end = trimTrailing(text, index, run, '.');
      const token = text.slice(index, end);
      const prefix = prefixes.find((p) => token.startsWith(p)) ?? '';
      const family = families[prefix];
      if (family === undefined) return;
      const body = token.slice(prefix.length);
      if (body.includes('.')) {
        if (!routable.test(body)) return;
        const ok = prefix !== 'GR1348941' && gitlabRoutableValid(token);
        emit({ offset: index, end, secret: token, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix });
        return;
      }
      const shape = legacyShapes[prefix] ?? /^[A-Za-z0-9_-]{20}$/;
      const m = shape.exec(body);
      if (m === null) return;
      const random = m[1] ?? body;
      const ok = looksRandom(random, prefix === 'glptt-' ? 16 : 64) && !isComposedOfCommonWords(random.replace(/[_-]/g, ''));
      emit({ offset: index, end, secret: token, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix });
    };
  },
};

export const secretGitlabToken = defineSecretFamily(
  {
    id: 'secret/gitlab-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound(
        "in GitLab (User settings → Access tokens, or the project's or group's token page)",
        'its shape (and, for routable tokens, its CRC-32) verifies',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  gitlabTokenDetector,
);

// Families with offline validation: real formats are errors, failed checksums and published samples
// are at most placeholder notes, look-alikes are nothing. Every credential is built at test time.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { BASE64URL } from './support/random.js';
import { awsDocs, corrupt, jwtIoSample, SecretFactory, signJwt } from './support/secrets.js';
import { hit, note, seen, type Seen } from './support/expect.js';

const f = new SecretFactory(20240501);

interface Case {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly Seen[];
}

function table(cases: readonly Case[]): void {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(seen(c.text)).toEqual(c.expected);
  });
}

describe('secret/github-token', () => {
  const classic = f.github();
  const oauth = f.github('gho_');
  const fine = f.fineGrainedPat();
  table([
    { name: 'classic token with a valid CRC-32', text: `export GITHUB_TOKEN=${classic}`, expected: [hit('secret/github-token', classic)] },
    {
      name: 'every classic prefix',
      text: `${oauth} ${f.github('ghu_')}`,
      expected: [hit('secret/github-token', oauth), expect.objectContaining({ ruleId: 'secret/github-token', placeholder: false }) as Seen],
    },
    {
      name: 'wrong checksum is a placeholder note',
      text: `token: ${corrupt(classic)}`,
      expected: [note('secret/github-token', corrupt(classic))],
    },
    {
      name: 'x-filled placeholder of full length',
      text: `ghp_${'x'.repeat(36)}`,
      expected: [note('secret/github-token', `ghp_${'x'.repeat(36)}`)],
    },
    { name: 'short placeholder is nothing', text: 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxx', expected: [] },
    { name: 'token glued into a longer word is nothing', text: `x${classic}`, expected: [] },
    { name: 'token followed by more token characters is nothing', text: `${classic}Q`, expected: [] },
    { name: 'fine-grained PAT', text: `GH_TOKEN="${fine}"`, expected: [hit('secret/github-token', fine)] },
    { name: 'fine-grained PAT of the wrong length is nothing', text: `github_pat_${'A1'.repeat(11)}_${'b2'.repeat(20)}`, expected: [] },
    {
      name: 'in a URL as the user name',
      text: `git clone https://${classic}@github.com/acme/app.git`,
      expected: [hit('secret/github-token', classic)],
    },
  ]);
});

describe('secret/npm-token', () => {
  const token = f.npm();
  table([
    { name: 'npm token in .npmrc syntax', text: `//registry.npmjs.org/:_authToken=${token}`, expected: [hit('secret/npm-token', token)] },
    { name: 'wrong checksum', text: `NPM_TOKEN=${corrupt(token)}`, expected: [note('secret/npm-token', corrupt(token))] },
    { name: 'placeholder', text: 'NPM_TOKEN=npm_your_token_here', expected: [] },
  ]);
});

describe('secret/aws-access-key and secret/aws-secret-key', () => {
  const id = f.awsKeyId();
  const temp = f.awsKeyId('ASIA');
  const secret = f.awsSecret();
  table([
    { name: 'access key id alone', text: `aws_access_key_id = ${id}`, expected: [hit('secret/aws-access-key', id)] },
    { name: 'temporary key id', text: `"AccessKeyId": "${temp}"`, expected: [hit('secret/aws-access-key', temp)] },
    {
      name: 'a pair in a credentials file',
      text: `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\n`,
      expected: [hit('secret/aws-access-key', id), hit('secret/aws-secret-key', secret)],
    },
    {
      name: 'a pair in CSV without names',
      text: `Access key ID,Secret access key\n${id},${secret}\n`,
      expected: [hit('secret/aws-access-key', id), hit('secret/aws-secret-key', secret)],
    },
    { name: 'named secret key without an id', text: `AWS_SECRET_ACCESS_KEY="${secret}"`, expected: [hit('secret/aws-secret-key', secret)] },
    {
      name: 'documentation example pair',
      text: `aws_access_key_id = ${awsDocs.keyId}\naws_secret_access_key = ${awsDocs.secret}`,
      expected: [note('secret/aws-access-key', awsDocs.keyId), note('secret/aws-secret-key', awsDocs.secret)],
    },
    { name: 'X-filled id', text: `AKIA${'X'.repeat(16)}`, expected: [note('secret/aws-access-key', `AKIA${'X'.repeat(16)}`)] },
    {
      name: 'a SHA-1 next to an id is not a secret key',
      text: `${id} ${'a1b2c3d4e5'.repeat(4)}`,
      expected: [hit('secret/aws-access-key', id)],
    },
    { name: 'a 40-character base64 run without AWS context is nothing', text: `value: ${secret}`, expected: [] },
    {
      name: 'digits outside base32 (0, 1, 8, 9) make a hand-made id: a note',
      text: 'aws_access_key_id = AKIA2E0A8F3B244C9986',
      expected: [note('secret/aws-access-key', 'AKIA2E0A8F3B244C9986')],
    },
    { name: 'id glued to lower-case text is nothing', text: `${id}abc`, expected: [] },
  ]);
  test('the secret key names the id it is paired with, redacted', () => {
    const [, pair] = scanText(`${id}\n${secret}`);
    expect(pair?.pairedWith).toBe(`AKIA\u2026${id.slice(-2)}`);
  });
});

describe('secret/slack-token and secret/slack-webhook', () => {
  const bot = f.slackBot();
  const user = f.slackUser();
  const app = f.slackApp();
  const hook = f.slackWebhook();
  table([
    { name: 'bot token', text: `SLACK_BOT_TOKEN=${bot}`, expected: [hit('secret/slack-token', bot)] },
    { name: 'user token', text: `token: "${user}"`, expected: [hit('secret/slack-token', user)] },
    { name: 'app-level token', text: `SLACK_APP_TOKEN=${app}`, expected: [hit('secret/slack-token', app)] },
    { name: 'word placeholder is nothing', text: 'SLACK_BOT_TOKEN=xoxb-your-bot-token', expected: [] },
    {
      name: 'documentation pattern with sequential digits and alphabet',
      text: 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
      expected: [note('secret/slack-token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx')],
    },
    { name: 'webhook URL', text: `curl -X POST ${hook} -d '{}'`, expected: [hit('secret/slack-webhook', hook)] },
    {
      name: 'documentation webhook of zeros and Xs',
      text: `https://hooks.slack.com/services/T00000000/B00000000/${'X'.repeat(24)}`,
      expected: [note('secret/slack-webhook', `https://hooks.slack.com/services/T00000000/B00000000/${'X'.repeat(24)}`)],
    },
  ]);
});

describe('secret/stripe-key', () => {
  const live = f.stripe('sk_live_');
  const restricted = f.stripe('rk_test_', 24);
  table([
    { name: 'live secret key', text: `STRIPE_SECRET_KEY=${live}`, expected: [hit('secret/stripe-key', live)] },
    { name: 'restricted test key', text: `-u ${restricted}:`, expected: [hit('secret/stripe-key', restricted)] },
    {
      name: 'publishable live key is nothing, also under a key name',
      text: `STRIPE_PUBLISHABLE_KEY=${f.stripe('pk_live_')}\nstripe_key: ${f.stripe('pk_test_', 24)}`,
      expected: [],
    },
    {
      name: 'x-filled key is a placeholder',
      text: `sk_live_${'x'.repeat(24)}`,
      expected: [note('secret/stripe-key', `sk_live_${'x'.repeat(24)}`)],
    },
    { name: 'short sample is nothing', text: 'sk_test_abc', expected: [] },
  ]);
  test('the long-standing documentation test key is a published example', () => {
    // Assembled so that no credential-shaped literal sits in the repository.
    const docsKey = ['sk', 'test', '4eC39HqLyjWDarjtT1zdp7dc'].join('_');
    expect(seen(`-u ${docsKey}:`)).toEqual([note('secret/stripe-key', docsKey)]);
  });
});

describe('secret/google-api-key', () => {
  const key = f.google();
  table([
    {
      name: 'API key in a URL',
      text: `https://maps.googleapis.com/maps/api/js?key=${key}&callback=init`,
      expected: [hit('secret/google-api-key', key)],
    },
    { name: 'X-filled key', text: `AIzaSy${'X'.repeat(33)}`, expected: [note('secret/google-api-key', `AIzaSy${'X'.repeat(33)}`)] },
    {
      name: 'without the `Sy` marker every issued key has, nothing',
      text: `key=AIza${f.token(35, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ0123456789')}`,
      expected: [],
    },
    { name: 'too short is nothing', text: 'AIzaSyYOURKEY', expected: [] },
  ]);
});

describe('secret/openai-key and secret/anthropic-key', () => {
  const project = f.openaiProject();
  const legacy = f.openaiLegacy();
  const anthropic = f.anthropic();
  const admin = f.anthropic('admin01');
  table([
    { name: 'project key', text: `OPENAI_API_KEY=${project}`, expected: [hit('secret/openai-key', project)] },
    { name: 'legacy key', text: `openai.api_key = "${legacy}"`, expected: [hit('secret/openai-key', legacy)] },
    { name: 'sk- value without the marker belongs to the contextual rules', text: `OPENAI_API_KEY=sk-${'a'.repeat(8)}`, expected: [] },
    {
      name: 'project key without the marker is a placeholder',
      text: `sk-proj-${'ab12'.repeat(12)}`,
      expected: [note('secret/openai-key', `sk-proj-${'ab12'.repeat(12)}`)],
    },
    { name: 'Anthropic API key', text: `ANTHROPIC_API_KEY=${anthropic}`, expected: [hit('secret/anthropic-key', anthropic)] },
    { name: 'Anthropic admin key', text: `x-api-key: ${admin}`, expected: [hit('secret/anthropic-key', admin)] },
    { name: 'Anthropic placeholder', text: 'ANTHROPIC_API_KEY=sk-ant-api03-...', expected: [] },
  ]);
});

describe('secret/huggingface-token, secret/gitlab-token, secret/sendgrid-key', () => {
  const hf = f.huggingface();
  const legacy = f.gitlabLegacy();
  const routable = f.gitlabRoutable();
  const unversioned = f.gitlabRoutable(false);
  const deploy = f.gitlabLegacy('gldt-');
  const sg = f.sendgrid();
  table([
    { name: 'Hugging Face token', text: `HF_TOKEN=${hf}`, expected: [hit('secret/huggingface-token', hf)] },
    {
      name: 'Hugging Face lower-case-only look-alike',
      text: `hf_${'abcdefghij'.repeat(3)}wxyz`,
      expected: [note('secret/huggingface-token', `hf_${'abcdefghij'.repeat(3)}wxyz`)],
    },
    { name: 'GitLab legacy PAT', text: `PRIVATE-TOKEN: ${legacy}`, expected: [hit('secret/gitlab-token', legacy)] },
    {
      name: 'GitLab routable PAT with its CRC',
      text: `glab auth login --token ${routable}`,
      expected: [hit('secret/gitlab-token', routable)],
    },
    { name: 'GitLab unversioned routable PAT', text: unversioned, expected: [hit('secret/gitlab-token', unversioned)] },
    { name: 'GitLab routable PAT with a wrong CRC', text: corrupt(routable), expected: [note('secret/gitlab-token', corrupt(routable))] },
    { name: 'GitLab deploy token', text: `password: ${deploy}`, expected: [hit('secret/gitlab-token', deploy)] },
    { name: 'GitLab x-filled PAT', text: `glpat-${'x'.repeat(20)}`, expected: [note('secret/gitlab-token', `glpat-${'x'.repeat(20)}`)] },
    { name: 'SendGrid key', text: `SENDGRID_API_KEY=${sg}`, expected: [hit('secret/sendgrid-key', sg)] },
    { name: 'SendGrid placeholder', text: 'SENDGRID_API_KEY=SG.xxxxx.yyyyy', expected: [] },
  ]);
});

describe('secret/pypi-token and secret/cloudflare-token', () => {
  const pypi = f.pypi();
  const testpypi = f.pypi('test.pypi.org');
  const wrongHost = f.pypi('pypi.example.com');
  // The macaroon header every PyPI token starts with (version 2, location "pypi.org"), then noise.
  const headerOnly = `pypi-${Buffer.concat([Buffer.from([2, 1, 8]), Buffer.from('pypi.org')]).toString('base64url')}${f.token(150, BASE64URL)}`;
  const cf = f.cloudflare();
  const cfAccount = f.cloudflare('cfat_');
  const legacy = f.cloudflareLegacy();
  const globalKey = f.token(37, '0123456789abcdef');
  table([
    { name: 'PyPI token decodes to a pypi.org macaroon', text: `password = ${pypi}`, expected: [hit('secret/pypi-token', pypi)] },
    { name: 'TestPyPI token', text: `TWINE_PASSWORD=${testpypi}`, expected: [hit('secret/pypi-token', testpypi)] },
    { name: 'macaroon for another location is a placeholder', text: wrongHost, expected: [note('secret/pypi-token', wrongHost)] },
    { name: 'pypi.org header with a random body', text: `upload with ${headerOnly}`, expected: [hit('secret/pypi-token', headerOnly)] },
    {
      name: 'PyPI-prefixed noise is a placeholder',
      text: `pypi-AgEI${'A'.repeat(60)}`,
      expected: [note('secret/pypi-token', `pypi-AgEI${'A'.repeat(60)}`)],
    },
    { name: 'scannable Cloudflare user token', text: `CLOUDFLARE_API_TOKEN=${cf}`, expected: [hit('secret/cloudflare-token', cf)] },
    {
      name: 'scannable Cloudflare account token',
      text: `Authorization: Bearer ${cfAccount}`,
      expected: [hit('secret/cloudflare-token', cfAccount)],
    },
    { name: 'scannable token with a wrong CRC', text: corrupt(cf), expected: [note('secret/cloudflare-token', corrupt(cf))] },
    {
      name: 'legacy token under a Cloudflare name',
      text: `CLOUDFLARE_API_TOKEN=${legacy}`,
      expected: [hit('secret/cloudflare-token', legacy)],
    },
    {
      name: 'legacy Global API Key sent as X-Auth-Key',
      text: `-H "X-Auth-Key: ${globalKey}"`,
      expected: [hit('secret/cloudflare-token', globalKey)],
    },
  ]);
});

describe('secret/jwt', () => {
  const token = f.jwt();
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x' })).toString('base64url')}.`;
  const rs = signJwt({ alg: 'RS256', kid: 'k1' }, { iss: 'https://issuer.example', sub: 'svc', exp: 4102444800 }, 'k');
  table([
    { name: 'signed JWT in a bearer header', text: `Authorization: Bearer ${token}`, expected: [hit('secret/jwt', token)] },
    { name: 'JWT at the end of a sentence', text: `The token is ${rs}.`, expected: [hit('secret/jwt', rs)] },
    { name: 'the jwt.io sample is a published example', text: jwtIoSample(), expected: [note('secret/jwt', jwtIoSample())] },
    { name: 'alg none is nothing, not even for the bearer rule', text: `Authorization: Bearer ${unsigned}`, expected: [] },
    { name: 'base64url that is not JSON is nothing', text: `eyJ${'a'.repeat(20)}.eyJ${'b'.repeat(20)}.${'c'.repeat(43)}`, expected: [] },
    { name: 'truncated sample is nothing', text: 'eyJhbGciOiJIUzI1NiJ9.eyJ...', expected: [] },
  ]);
});

test('random base62 and base64url bodies do not trip the placeholder heuristics', () => {
  // 2,000 fresh credentials per family must all be errors (recall on the validated families).
  const g = new SecretFactory(7);
  for (let i = 0; i < 2000; i++) {
    for (const token of [
      g.github(),
      g.fineGrainedPat(),
      g.npm(),
      g.awsKeyId(),
      g.google(),
      g.huggingface(),
      g.gitlabLegacy(),
      g.gitlabRoutable(),
      g.stripe('sk_live_', 24),
      g.slackBot(),
      g.slackUser(),
      g.slackApp(),
      g.slackWebhook(),
      g.cloudflare(),
      g.openaiProject(),
      g.openaiLegacy(),
      g.anthropic(),
      g.sendgrid(),
      g.pypi(),
      g.jwt(),
    ]) {
      const found = scanText(` ${token} `);
      expect(found.map((m) => [m.secret, m.placeholder])).toEqual([[token, false]]);
    }
  }
});

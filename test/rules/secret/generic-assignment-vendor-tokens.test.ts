// secret/generic-assignment, vendors' prefixed tokens without a checksum, read under a name or as a call's
// quoted argument: GoCardless access tokens (`sandbox_…`, `live_…`) and Supabase secret keys
// (`sb_secret_…`); Supabase's publishable key is public, and a prefix with a placeholder after it is nothing.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { BASE64URL } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(7433);
const secretAt = (value: string) => ({ secret: value, family: 'Secret assignment', redacted: redactedBare(value) });
const live = ['live', f.token(40, BASE64URL)].join('_');
const sandbox = ['sandbox', f.token(40, BASE64URL)].join('_');
const sbSecret = ['sb', 'secret', f.token(31)].join('_');
const named = f.token(40);
const sbPublishable = ['sb', 'publishable', f.token(31)].join('_');
const fence = (lang: string, body: string): string => `\`\`\`${lang}\n${body}\n\`\`\``;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet(
      "Supabase's publishable key in a client",
      fence('ts', `const supabase = createClient('https://abc.supabase.co', '${sbPublishable}')`),
    ),
    quiet("Supabase's publishable key under a key's name", `SUPABASE_KEY=${sbPublishable}`),
    quiet(
      'a GoCardless token read from the environment',
      fence('js', `const client = gocardless(process.env.GC_ACCESS_TOKEN, constants.Environments.Sandbox);`),
    ),
    quiet(
      'a PowerShell variable in the client',
      fence('powershell', `$client = [GoCardlessClient]::Create($env:GC_ACCESS_TOKEN, 'SANDBOX')`),
    ),
    quiet('a prefix with a placeholder after it', fence('js', `const client = gocardless('sandbox_your_access_token_here', env);`)),
    quiet('a masked token', `const client = gocardless('live_****************************************', env);`),
    quiet('a word after the prefix in a call', `metrics.record('live_stream_viewer_count_total_daily', 1)`),
    quiet('a Supabase secret key placeholder', `SUPABASE_SECRET_KEY=sb_secret_...`),
  ],
  invalid: [
    reported('a key under a name that opens with the prefix', `sb_secret: "${named}"`, secretAt(named)),
    reported(
      'a GoCardless live token in a client call',
      fence('js', `const client = gocardless('${live}', constants.Environments.Live);`),
      secretAt(live),
    ),
    reported(
      'a GoCardless sandbox token in a .NET client',
      `var client = GoCardlessClient.Create("${sandbox}", GoCardlessClient.Environment.SANDBOX);`,
      secretAt(sandbox),
    ),
    reported('a GoCardless token under an access-token name', `GC_ACCESS_TOKEN=${sandbox}`, secretAt(sandbox)),
    reported(
      "Supabase's secret key in a client",
      fence('ts', `const admin = createClient(process.env.SUPABASE_URL, '${sbSecret}')`),
      secretAt(sbSecret),
    ),
    reported(
      "Supabase's secret key under its name",
      fence('env', `SUPABASE_URL=https://abc.supabase.co\nSUPABASE_SECRET_KEY=${sbSecret}`),
      secretAt(sbSecret),
    ),
  ],
});

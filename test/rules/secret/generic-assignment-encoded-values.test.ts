// secret/generic-assignment, values judged by what they hold: a token that is base64 of a JSON object
// with a secret member (Neptune's API token), an OpenStack Fernet token under a token's name, and a
// password of short random segments that a tag's test would skip (`z4e.f_Zl-gs7`); beside them an
// encoded object whose key is a placeholder, tags, versions, a locale and typed segments stay quiet.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(8861);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const NEPTUNE = 'https://app.neptune.ai';
const encoded = (key: string): string =>
  Buffer.from(JSON.stringify({ api_address: NEPTUNE, api_url: NEPTUNE, api_key: key })).toString('base64');
const neptune = encoded(f.uuid4());
const fernet = Buffer.from([0x80, 0, 0, 0, 0, 0x65, 0x12, 0x34, 0x56, ...f.r.bytes(16 + 64 + 32)]).toString('base64url');
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGIT = '23456789';
// Segments of at most three characters, each pair of classes mixed within a segment.
const segmented = `${f.r.chars(1, LOWER)}${f.r.chars(1, DIGIT)}${f.r.chars(1, LOWER)}.${f.r.chars(1, LOWER)}_${f.r.chars(1, UPPER)}${f.r.chars(1, LOWER)}-${f.r.chars(2, LOWER)}${f.r.chars(1, DIGIT)}`;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('an encoded object whose key is a placeholder', `NEPTUNE_API_TOKEN="${encoded('<your-api-key>')}"`),
    quiet("Neptune's anonymous token", 'NEPTUNE_API_TOKEN="ANONYMOUS"'),
    quiet('a typed run after the Fernet prefix', `export OS_TOKEN=gAAAAA${'x'.repeat(150)}`),
    quiet('a region under a password name', 'password: us-east-1'),
    quiet('a version under a password name', 'password = "v1.2.3"'),
    quiet('one-letter segments', 'password = "a-b-c-d-e"'),
    quiet('a locale', 'password = "en_US.UTF-8"'),
    quiet('capitalised two-letter segments', 'password: "Ab.Cd.Ef.Gh"'),
  ],
  invalid: [
    reported("Neptune's API token in .env", `NEPTUNE_API_TOKEN="${neptune}"`, secretAt(neptune)),
    reported('an encoded token passed to a call', `run = neptune.init_run(project="ws/proj", api_token="${neptune}")`, secretAt(neptune)),
    reported('a Fernet token in an openrc file', `export OS_AUTH_TYPE=token\nexport OS_TOKEN=${fernet}`, secretAt(fernet)),
    reported('a password of short random segments', `\`\`\`python\npassword = "${segmented}"\n\`\`\``, passwordAt(segmented)),
    reported('short random segments in .env', `DB_PASSWORD=${segmented}`, passwordAt(segmented)),
  ],
});

// secret/generic-assignment on command lines: a PowerShell parameter named for a secret
// (`-ClientSecret`, `-Password`), the value a `secret add|set|create` subcommand stores, and a chat
// client's `/set` of a password setting; each beside the quiet forms a publisher expects.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(8803);
const pw = f.password(14);
const bare = f.token(18);
const clientSecret = `${f.token(3)}8Q~${f.mixedToken(37, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.')}`;
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const fenced = (lang: string, body: string): string => `Connect:\n\n\`\`\`${lang}\n${body}\n\`\`\`\n`;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a variable after -ClientSecret', fenced('powershell', 'Connect-PnPOnline -Url $url -ClientId $id -ClientSecret $secret')),
    quiet('an environment variable after -ClientSecret', fenced('powershell', 'Connect-PnPOnline -Url $url -ClientSecret $env:PNP_SECRET')),
    quiet('a secure string after -Password', fenced('powershell', 'New-LocalUser -Name ops -Password (Read-Host -AsSecureString)')),
    quiet('a placeholder after -Password', fenced('powershell', "New-LocalUser -Name ops -Password '<password>'")),
    quiet('prose naming the parameters', 'Pass `-ClientSecret` for the app and `--pass` for the account; never commit either.'),
    quiet('a variable after --pass', fenced('sh', 'node meshcentral --createaccount admin --pass $PASS')),
    quiet('a file after --value', fenced('sh', 'woodpecker-cli repo secret add --repository o/r --name x --value @secret.txt')),
    quiet('a workflow expression after --value', fenced('sh', 'woodpecker-cli repo secret add --name x --value "${{ secrets.X }}"')),
    quiet('a variable after --body', fenced('sh', 'gh secret set NAME --body "$TOKEN"')),
    quiet('a sample word after --value', fenced('sh', 'drone secret add --repository o/r --name db --value changeme')),
    quiet("a variable after irssi's -sasl_password", fenced('text', '/network add -sasl_username mynick -sasl_password $SASL_PW libera')),
    quiet('a reference after /set', fenced('text', '/set irc.server.libera.sasl_password "${sec.data.libera}"')),
  ],
  invalid: [
    reported(
      'a client secret after -ClientSecret',
      fenced('powershell', `Connect-PnPOnline -Url https://acme.sharepoint.com -ClientId ${f.uuid4()} -ClientSecret '${clientSecret}'`),
      secretAt(clientSecret),
    ),
    reported('a password after -Password without a user', fenced('powershell', `New-Thing -Name ops -Password '${pw}'`), passwordAt(pw)),
    reported('a password after --pass', fenced('sh', `node meshcentral --createaccount admin --pass ${bare}`), passwordAt(bare)),
    reported('--value after secret add', fenced('sh', `woodpecker-cli repo secret add --name docker_pw --value ${bare}`), passwordAt(bare)),
    reported('--data after secret add', fenced('sh', `drone secret add --repository o/r --name db --data '${pw}'`), passwordAt(pw)),
    reported(
      "irssi's single-dash -sasl_password",
      fenced('text', `/network add -sasl_username mynick -sasl_password ${bare} -sasl_mechanism PLAIN libera`),
      passwordAt(bare),
    ),
    reported('/set of a dotted password setting', fenced('text', `/set irc.server.libera.sasl_password "${pw}"`), passwordAt(pw)),
  ],
});

// secret/basic-auth on logins written in shapes no tool names: a password echoed into any command whose
// word logs in, initialises or unlocks; password options of odd names (`--connectpw`,
// SNMPv3's `-A`/`-X`, PowerShell's `-User … -Password`, a credential tool's `-p`); a user and a
// password after a subcommand (`user password`, `<tool> add`); tf's `/login:`; each beside its quiet
// neighbours.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(9031);
const pw = f.password(14);
const pw2 = f.password(17);
// Words joined into a password with a number: chosen, not generated (judge.ts).
const phrase = f.passphrase('_');
const as = (family: string) => (secret: string) => ({ secret, family, redacted: redactedBare(secret) });
const piped = as('Password piped to a command');
const option = as('Password on a command line');
const fenced = (command: string): string => `Log in first:\n\n\`\`\`sh\n${command}\n\`\`\`\n`;
const script = (command: string): string => `#!/usr/bin/env bash\nset -euo pipefail\n${command}\n`;
const ps = (command: string): string => `Connect:\n\n\`\`\`powershell\n${command}\n\`\`\`\n`;

// A literal echoed or printed into a command whose word logs in, initialises or unlocks.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a variable echoed into an init', script('echo "$IRODS_PASSWORD" | iinit')),
    quiet('a placeholder echoed into a login', fenced("echo '<password>' | p4 -u buildbot login")),
    quiet('a sample word printed into an unlock', fenced("printf '%s\\n' 'changeme' | bw unlock")),
    quiet('a literal echoed into a command that logs nothing in', script(`echo '${pw}' | grep -c initial`)),
    quiet('a literal echoed into a login option, not a word', script(`echo '${pw}' | tool --login`)),
    quiet('an init word in prose', 'Run `terraform init` and answer the prompts; the login is read from the keychain.'),
  ],
  invalid: [
    reported('a literal echoed into iinit', fenced(`echo '${pw}' | iinit`), piped(pw)),
    reported('a literal echoed into p4 login', script(`echo '${phrase}' | p4 -u buildbot login`), piped(phrase)),
    reported('printf into a login with a format', fenced(`printf '%s\\n' '${pw2}' | vault login -method=userpass username=ci`), piped(pw2)),
    reported('printf into an unlock', fenced(`printf '%s\\n' '${pw}' | bw unlock --raw`), piped(pw)),
  ],
});

// Password options of short or odd names.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet(
      'SNMPv3 passphrases from variables',
      fenced('snmpget -v3 -l authPriv -u nms -a SHA -A "$AUTH_PASS" -x AES -X "$PRIV_PASS" 10.0.0.1 sysUpTime.0'),
    ),
    quiet("curl's -X method", fenced(`curl -X POST -H "X-Trace: ${pw}" https://api.acme.example/v1`)),
    quiet('-A and -X without an SNMPv3 security level', fenced(`sometool -A ${pw} -X ${pw2}`)),
    quiet(
      'PowerCLI with a variable',
      ps('Connect-VIServer -Server vc01.corp.lan -User administrator@vsphere.local -Password $env:VC_PASSWORD'),
    ),
    quiet('PowerCLI with a placeholder', ps("Connect-VIServer -Server vc01.corp.lan -User admin -Password '<password>'")),
    quiet('a glued password option given a variable', fenced('linuxcncrsh --connectpw "$CONNECT_PW" --enablepw "$ENABLE_PW"')),
    quiet('a glued password option named in prose', 'Pass `--connectpw` and `--enablepw` from the environment.'),
    quiet("a credential tool's -p prompted", fenced('condor_store_cred -c add -p "$POOL_PASSWORD"')),
  ],
  invalid: [
    reported(
      "SNMPv3's -A and -X passphrases",
      fenced(`snmpget -v3 -l authPriv -u nms -a SHA -A '${pw}' -x AES -X '${pw2}' 10.0.0.1 sysUpTime.0`),
      option(pw),
      option(pw2),
    ),
    reported('options whose names end in pw', fenced(`linuxcncrsh --connectpw ${pw} --enablepw ${phrase}`), option(pw), option(phrase)),
    reported(
      "PowerCLI's -User and -Password",
      ps(`Connect-VIServer -Server vc01.corp.lan -User administrator@vsphere.local -Password '${pw}'`),
      option(pw),
    ),
    reported("a credential tool's -p", fenced(`condor_store_cred -c add -p '${pw2}'`), option(pw2)),
  ],
});

// A user and a password after a subcommand, and tf's joined `/login:`.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('fossil prompting for the password', fenced('fossil user password admin -R repo.fossil')),
    quiet('fossil given a variable', fenced('fossil user password admin "$FOSSIL_PW" -R repo.fossil')),
    quiet('a package manager adding two packages', fenced("yarn add react 'react-dom@^18.2.0'")),
    quiet('git adding two files', fenced("git add README.md 'docs/install guide.md'")),
    quiet('kamctl given a placeholder', 'Then run `kamctl add 922 <password>` for the phone.'),
    quiet('tf given a variable', fenced('tf get $/Proj /recursive /login:CORP\\builder,%TFS_PASSWORD%')),
  ],
  invalid: [
    reported("fossil's user password", fenced(`fossil user password admin '${pw}' -R repo.fossil`), option(pw)),
    reported("kamctl's add", fenced(`kamctl add 922 '${pw}'`), option(pw)),
    reported("kamctl's add in a sentence's code span", `Then set \`kamctl add 922 '${phrase}'\` for the phone.`, option(phrase)),
    reported("tf's /login: with a domain user", fenced(`tf get $/Proj /recursive /login:CORP\\builder,${pw}`), option(pw)),
    reported("tf's /login: with a token", fenced(`tf get $/Proj /login:.,${pw2}`), option(pw2)),
  ],
});

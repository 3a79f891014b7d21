// secret/basic-auth on logins written in shapes no tool names: a password echoed into any command whose
// word logs in, initialises or unlocks; password options of odd names (`--connectpw`,
// SNMPv3's `-A`/`-X`, PowerShell's `-User … -Password`, a credential tool's `-p`); a user and a
// password after a subcommand (`user password`, `<tool> add`); servers' configuration lines (NUT,
// Asterisk, Jetty's realm.properties, Postfix in a code span); a URL-first call; tf's `/login:`;
// a `*USERPWD` name; an inventory table's `user / PW` cell; a text protocol's login written with
// escaped line breaks; each beside its quiet neighbours.
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
const server = as('Password in a server configuration');
const call = as('Password in a credentials call');
const cell = as('Password in a table');
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

// A user and a password after a subcommand, and servers' configuration lines.
const realm = (line: string): string =>
  `\`\`\`properties\n# realm.properties\n#\n# This file defines users passwords and roles for a HashUserRealm\n#\n# The format is\n#  <username>: <password>[,<rolename> ...]\n#\n${line}\n\`\`\`\n`;
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('fossil prompting for the password', fenced('fossil user password admin -R repo.fossil')),
    quiet('fossil given a variable', fenced('fossil user password admin "$FOSSIL_PW" -R repo.fossil')),
    quiet('a package manager adding two packages', fenced("yarn add react 'react-dom@^18.2.0'")),
    quiet('git adding two files', fenced("git add README.md 'docs/install guide.md'")),
    quiet('kamctl given a placeholder', 'Then run `kamctl add 922 <password>` for the phone.'),
    quiet('upsmon given a placeholder', '```\nMONITOR myups@localhost 1 upsmon <password> primary\n```\n'),
    quiet('monitor in prose', 'Monitor the UPS with upsmon; it logs in as the user named in its config.'),
    quiet("a realm's hashed password", realm('admin: MD5:164c88b302622e17050af52c89945d44,user,admin')),
    quiet("a realm's placeholder", realm('admin: <password>,user,admin')),
    quiet('a YAML list without a realm', `tags: ${pw},blue,green\n`),
    quiet('a SIP registration from a variable', '```\n[general]\nregister => 1001:${SIP_SECRET}@sip.acme.example/1001\n```\n'),
    quiet('a relay placeholder in a code span', 'Put `[smtp.gmail.com]:587 me@gmail.com:<password>` in `sasl_passwd`.'),
  ],
  invalid: [
    reported("fossil's user password", fenced(`fossil user password admin '${pw}' -R repo.fossil`), option(pw)),
    reported("kamctl's add", fenced(`kamctl add 922 '${pw}'`), option(pw)),
    reported("kamctl's add in a sentence's code span", `Then set \`kamctl add 922 '${phrase}'\` for the phone.`, option(phrase)),
    reported("upsmon's MONITOR line", `\`\`\`\nMONITOR myups@localhost 1 upsmon ${pw} primary\n\`\`\`\n`, server(pw)),
    reported("a realm's users", realm(`admin: ${pw},user,admin\ndeploy: ${pw2},user`), server(pw), server(pw2)),
    reported('a SIP registration', `\`\`\`\n[general]\nregister => 1001:${pw}@sip.acme.example/1001\n\`\`\`\n`, server(pw)),
    reported('a relay login in a code span', `Put \`[smtp.gmail.com]:587 me@gmail.com:${pw2}\` in \`sasl_passwd\`.`, server(pw2)),
  ],
});

// A URL-first call, tf's joined `/login:`, a `*USERPWD` name and an inventory table.
const table = (header: string, login: string): string =>
  `| Device | Address | ${header} |\n|---|---|---|\n| Switch | 10.0.0.2 | n/a |\n| PDU | 10.0.0.9 | ${login} |\n`;
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a request given a method and a body', `fetch("https://api.acme.example/v1", "GET", "${pw}")`),
    quiet('a URL-first call of variables', 'gis = GIS("https://www.arcgis.com", username, os.environ["AGOL_PASSWORD"])'),
    quiet('a URL-first call with a placeholder', 'gis = GIS("https://www.arcgis.com", "jdoe", "<password>")'),
    quiet('a first argument that only starts like a scheme', `MovedModule("http_cookiejar", "cookielib", "${pw}"),`),
    quiet('tf given a variable', fenced('tf get $/Proj /recursive /login:CORP\\builder,%TFS_PASSWORD%')),
    quiet('a USERPWD of variables', fenced('export GDAL_HTTP_USERPWD="$EARTHDATA_USER:$EARTHDATA_PASS"')),
    quiet('a table cell of a placeholder', table('Login', 'admin / <password>')),
    quiet('a table whose header names no login', table('Ports', `tcp / ${pw}`)),
    quiet('a slash between words in a login table', table('Login', 'Read / Write')),
    quiet('roles in a table of users', table('User', 'read / write-all2')),
  ],
  invalid: [
    reported('a URL, a user and a password', `gis = GIS("https://www.arcgis.com", "jdoe", "${pw}")`, call(pw)),
    reported('a portal sign-in', `arcpy.SignInToPortal('https://portal.acme.example/portal', 'jdoe', '${phrase}')`, call(phrase)),
    reported("tf's /login: with a domain user", fenced(`tf get $/Proj /recursive /login:CORP\\builder,${pw}`), option(pw)),
    reported("tf's /login: with a token", fenced(`tf get $/Proj /login:.,${pw2}`), option(pw2)),
    reported("GDAL's USERPWD", fenced(`export GDAL_HTTP_USERPWD='jdoe:${pw}'`), option(pw)),
    reported("libcurl's USERPWD option", `curl_setopt($ch, CURLOPT_USERPWD, "jdoe:${pw2}");`, option(pw2)),
    reported("an inventory table's login cell", table('Login', `admin / ${pw}`), cell(pw)),
  ],
});

// A text protocol's login sent as one string whose lines are escapes.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet(
      'an AMI login from a variable',
      fenced('printf \'Action: Login\\r\\nUsername: dialer\\r\\nSecret: %s\\r\\n\\r\\n\' "$AMI_SECRET" | nc pbx 5038'),
    ),
    quiet('a POP3 login with a placeholder', fenced("printf 'USER bob\\r\\nPASS <password>\\r\\nQUIT\\r\\n' | nc mail 110")),
    quiet('a status line naming a password', 'print("Login OK\\nPassword: unchanged\\n")'),
  ],
  invalid: [
    reported(
      'an Asterisk AMI login over nc',
      fenced(`printf 'Action: Login\\r\\nUsername: dialer\\r\\nSecret: ${phrase}\\r\\n\\r\\n' | nc pbx 5038`),
      option(phrase),
    ),
    reported('a POP3 login', fenced(`printf 'USER bob\\r\\nPASS ${pw}\\r\\nQUIT\\r\\n' | nc mail 110`), option(pw)),
  ],
});

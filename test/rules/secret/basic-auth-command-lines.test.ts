// secret/basic-auth on the command lines of tools it does not name: a password option beside a user
// (or a host), a user and a password after a verb that creates a user or logs in, a user option
// joining the two, an archiver's password, a password echoed into a command reading it from standard
// input, Oracle's user/password@connect logon; each in the places skills write commands (a fenced
// block, an inline code span, a script, a line continued with `\`), beside the quiet forms.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(4417);
const pw = f.password(14);
const pw2 = f.password(16);
const atMark = `${f.password(8)}@${f.password(6)}`;
const at = (secret: string) => ({ secret, family: 'Password on a command line', redacted: redactedBare(secret) });
const fenced = (command: string): string => `Publish a reading:\n\n\`\`\`sh\n${command}\n\`\`\`\n`;
const inline = (command: string): string => `Run \`${command}\` once the broker is up.`;
const script = (command: string): string => `#!/usr/bin/env bash\nset -euo pipefail\n${command}\n`;

// `-p`/`-P`, `--password`, `-password`, `--pass`: a password where the command also gives a user.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a placeholder after -P', fenced("mosquitto_pub -h broker -t t -m 1 -u sensor -P '<password>'")),
    quiet('a variable after -P', fenced('mosquitto_pub -h broker -t t -m 1 -u sensor -P "$MQTT_PASSWORD"')),
    quiet('a braced variable after -P', script('ipmitool -I lanplus -H "$BMC" -U admin -P ${IPMI_PW} chassis status')),
    quiet('a command substitution after -p', inline('xcrun altool --upload-app -f App.ipa -u me@acme.example -p "$(cat .pw)"')),
    quiet('a mask after -P', fenced('mosquitto_pub -h broker -u sensor -P *** -t t -m 1')),
    quiet('a port after -P beside a user', script('ipmitool -I lanplus -H 10.0.0.5 -U admin -P 623 chassis status')),
    quiet("read's prompt beside its file descriptor", script('read -u 3 -p "Enter the admin password: " ADMIN_PW')),
    quiet("read's prompt", script('read -s -p "Password:" PW')),
    // A verb in a sentence is no command (its true case: add_user run through a container's exec).
    quiet('a login verb in a sentence', '# Some accounts are not allowed to login from anywhere:\n'),
    quiet('a package spec after -p beside a user', fenced('sudo -u deploy npx -p typescript@5.4.2 tsc --version')),
    quiet('a path after mkdir -p beside a user', script('mkdir -p /opt/app/data && sudo -u app touch /opt/app/data/.keep')),
    quiet("patch's -p1 beside a user", script('sudo -u deploy patch -p1 < fix.diff')),
    quiet("ssh's port beside a user", script('sudo -u deploy ssh -p 2222 deploy@bastion.acme.example')),
    quiet("docker's published ports beside a user", fenced('docker run -u app -p 8080:80 -p 127.0.0.1:9090:9090 nginx')),
    quiet('a profile after -p beside a user', fenced('deploytool -u deploy -p production-eu rollout')),
    quiet('a word -p without a user or a host', fenced(`tar -cvf out.tar -p ${pw}`)),
    quiet('RCON given a port and a placeholder', fenced('mcrcon -H mc.acme.example -P 25575 -p password "say hi"')),
    quiet('a variable on a continued line', script('tool connect \\\n  --conn-password "$CONN_PASSWORD" \\\n  --conn-user bob')),
    quiet('a placeholder on a continued line', script("tool connect \\\n  --conn-password '<password>' \\\n  --conn-timeout 30")),
    quiet('a user in another command', script(`sudo -u deploy true\ntool -p ${pw} run`)),
  ],
  invalid: [
    reported('an MQTT client in a fenced block', fenced(`mosquitto_pub -h broker -t sensors/t1 -m 21.5 -u sensor -P '${pw}'`), at(pw)),
    reported('an IPMI client in a script', script(`ipmitool -I lanplus -H 10.0.0.5 -U admin -P ${pw} chassis status`), at(pw)),
    reported("Apple's upload tool in an inline span", inline(`xcrun altool --upload-app -f App.ipa -u me@acme.example -p ${pw}`), at(pw)),
    reported('the password before the user', fenced(`mqtt-cli pub -P '${pw}' --username sensor -t t -m 1`), at(pw)),
    reported(
      '--password beside --user',
      fenced(`helm repo add charts https://charts.acme.example --username deploy --password ${pw}`),
      at(pw),
    ),
    reported('-password beside -user', fenced(`pwsh-tool -user deploy -password ${pw2}`), at(pw2)),
    reported('--pass beside --login', inline(`ftpsync --login deploy --pass ${pw}`), at(pw)),
    // The option's name is compared ignoring case, whichever of its endings (`pass`, `passwd`, `password`).
    reported('a long option in capitals ending in PASSWD beside --user', inline(`dbtool --user deploy --DB-PASSWD ${pw}`), at(pw)),
    reported('a password holding an @ beside a user', fenced(`appcli -u deploy -p '${atMark}' status`), at(atMark)),
    reported(
      'a user and a password on lines continued with a backslash',
      script(`ipmitool -I lanplus -H "$BMC" \\\n  -U admin \\\n  -P '${pw}' \\\n  chassis power status`),
      at(pw),
    ),
    reported(
      'an RCON client given a host, a port and a quoted password',
      fenced(`mcrcon -H mc.acme.example -P 25575 -p '${pw}' "say hi"`),
      at(pw),
    ),
    reported(
      'a long password option opening a continued line',
      script(`tool connect \\\n  --conn-password '${pw2}' \\\n  --conn-timeout 30`),
      at(pw2),
    ),
  ],
});

// A user and a password as the last arguments after a verb that creates a user, sets a password or logs in.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a placeholder after add_user', fenced("rabbitmqctl add_user sensor '<password>'")),
    quiet('a variable after add_user', fenced('rabbitmqctl add_user sensor "$RABBIT_PASSWORD"')),
    quiet('a braced variable after change_password', script('rabbitmqctl change_password sensor ${PW}')),
    quiet('a command substitution after user add', script('mc admin user add myminio newuser "$(cat /run/secrets/minio)"')),
    quiet('a mask after login', inline('vpncli login deploy ***')),
    quiet('add_user prompting for the password', fenced('rabbitmqctl add_user sensor')),
    quiet("SteamCMD's anonymous login", fenced('steamcmd +login anonymous +app_update 740 validate +quit')),
    quiet('a verb of other words', fenced('rabbitmqctl set_user_tags sensor administrator')),
    quiet('useradd given options', script('useradd -m -s /bin/bash deploy')),
    quiet('passwd prompting', script('passwd deploy')),
    quiet('a *passwd tool without -b', script('lighttpd_passwd -c /etc/lighttpd/.htpasswd deploy')),
    quiet('prose about adding users', 'Then add user details in the settings panel, and set password rules for admin roles.'),
    quiet('prose about the login page', 'Use the login page to sign in with your user account.'),
    // A password's keyword among the arguments is generic-assignment's notation (its true cases:
    // "SQL ALTER ROLE … LOGIN PASSWORD" in generic-assignment.test.ts, "a .netrc entry on one line" in notations.test.ts).
    quiet("SQL's LOGIN PASSWORD", `ALTER ROLE etl LOGIN PASSWORD '${pw}';`),
    quiet("a .netrc entry's login", `machine api.acme.example login ops password ${pw}`),
  ],
  invalid: [
    reported('add_user in a fenced block', fenced(`rabbitmqctl add_user sensor '${pw}'`), at(pw)),
    reported('add_user through a container', fenced(`docker exec rabbit rabbitmqctl add_user sensor '${pw}'`), at(pw)),
    reported('change_password in an inline span', inline(`rabbitmqctl change_password sensor ${pw}`), at(pw)),
    reported('user add after an alias', fenced(`mc admin user add myminio newuser '${pw2}'`), at(pw2)),
    reported('useradd given a password', script(`sudo useradd deploy ${pw}`), at(pw)),
    reported("SteamCMD's +login", fenced(`steamcmd +login mybot ${pw} +app_update 740 validate +quit`), at(pw)),
    reported('login with a user and a password', inline(`vpncli login deploy '${pw}'`), at(pw)),
    reported('a *passwd tool with -b', script(`lighttpd_passwd -b /etc/lighttpd/.htpasswd deploy '${pw}'`), at(pw)),
    reported('a *passwd tool with -nb', script(`nginx_passwd -nb deploy ${pw2}`), at(pw2)),
    reported('add_user continued on the next line', script(`rabbitmqctl add_user \\\n  sensor '${pw}'`), at(pw)),
    // The verb's words are compared ignoring case, parted by `-` or `_` or joined, in either order.
    reported('a verb in capitals, parted by a hyphen', fenced(`vaultctl Set-Password sensor '${pw}'`), at(pw)),
    reported('a subject before its action, in capitals', fenced(`brokerctl USER_ADD sensor '${pw}'`), at(pw)),
    reported('an upper-case *PASSWD tool with -b', script(`LIGHTTPD_PASSWD -b /etc/lighttpd/.htpasswd deploy '${pw}'`), at(pw)),
  ],
});

// A user option joining the user and the password, and an archiver's password.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet("Samba's -U of a Windows variable", script('smbclient //fs01/share -U "%USERNAME%"')),
    quiet("Samba's -U prompting", script('smbclient //fs01/share -U alice -c ls')),
    quiet("Samba's -U with a variable", script('smbclient //fs01/share -U "alice%$SMB_PASSWORD"')),
    quiet("ps's user list", script('ps -u root,www-data')),
    quiet("date's format", script('date -u +%Y-%m-%dT%H:%M:%S')),
    quiet("lftp's -u prompting", script('lftp -u deploy sftp://files.acme.example')),
    quiet("zip's -P with a variable", script('zip -r -P "$ZIP_PASSWORD" out.zip dir')),
    quiet("7-Zip's -p prompting", script('7z a -p out.7z dir')),
    quiet("7-Zip's output folder", script('7z x -o/tmp/out archive.7z')),
    quiet('-P of a command that is no archiver', script(`cp -P ${pw} /backup/`)),
  ],
  invalid: [
    reported("Samba's -U user%password", fenced(`smbclient //fs01/share -U alice%${pw} -c ls`), at(pw)),
    reported("Samba's -U with a domain, quoted", script(`rpcclient -U 'CORP\\svc%${pw2}' 10.0.0.5`), at(pw2)),
    reported("Samba's --user=", script(`smbclient //fs01/share --user=alice%${pw}`), at(pw)),
    reported("lftp's -u user,password", inline(`lftp -u deploy,${pw} sftp://files.acme.example`), at(pw)),
    reported("zip's -P", fenced(`zip -P ${pw} backup.zip db.sql`), at(pw)),
    reported("unzip's -P in an inline span", inline(`unzip -P ${pw2} backup.zip`), at(pw2)),
    reported("7-Zip's -p glued to its value", script(`7z a -p${pw} -mhe=on backup.7z data/`), at(pw)),
    reported("zip's -P continued on the next line", script(`zip -r -P '${pw}' \\\n  backup.zip data/`), at(pw)),
  ],
});

// A password echoed into a command that reads it from standard input.
const piped = (secret: string) => ({ secret, family: 'Password piped to a command', redacted: redactedBare(secret) });
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a variable echoed into docker login', script('echo "$REGISTRY_TOKEN" | docker login -u ci --password-stdin ghcr.io')),
    quiet('a file read into docker login', script('cat ~/.registry-token | docker login -u ci --password-stdin ghcr.io')),
    quiet('a placeholder echoed into docker login', fenced("echo '<your-token>' | docker login -u ci --password-stdin ghcr.io")),
    quiet('a literal echoed into a command that reads no password', script(`echo '${pw}' | tee /tmp/out.txt`)),
    quiet('the option named in prose', 'Pass the token with `--password-stdin`; never on the command line.'),
    quiet('an echo before another command on the line', script(`echo '${pw}'; cat notes.txt | docker login -u ci --password-stdin`)),
    quiet('smbpasswd without -s prompts', script(`echo '${pw}' | smbpasswd alice`)),
    quiet('a literal before || is no pipe', script(`echo '${pw}' || kinit admin@EXAMPLE.ORG`)),
  ],
  invalid: [
    reported('a token echoed into docker login', fenced(`echo '${pw}' | docker login -u ci --password-stdin ghcr.io`), piped(pw)),
    reported(
      'printf into helm registry login',
      script(`printf '%s' "${pw2}" | helm registry login ghcr.io -u bob --password-stdin`),
      piped(pw2),
    ),
    reported(
      "openconnect's --passwd-on-stdin",
      inline(`echo '${pw}' | sudo openconnect --user=bob --passwd-on-stdin vpn.acme.example`),
      piped(pw),
    ),
    reported("passwd's --stdin", script(`echo ${pw2} | passwd --stdin deploy`), piped(pw2)),
    reported('kinit reading its password', script(`echo '${pw}' | kinit admin@EXAMPLE.ORG`), piped(pw)),
    reported("smbpasswd -s in a subshell's two echoes", script(`(echo '${pw2}'; echo '${pw2}') | smbpasswd -s -a alice`), piped(pw2)),
  ],
});

// Oracle's logon argument, user/password@connect, after its tools.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet("sqlplus's operating-system logon", script('sqlplus / as sysdba @patch.sql')),
    quiet("the classic sample's password", fenced('sqlplus scott/tiger@orcl')),
    quiet('a variable password', script('sqlplus -s "app/${ORACLE_PASSWORD}@db" @run.sql')),
    quiet('a user without a password', script('sqlplus -s app_owner@ORCLPDB1 @run.sql')),
    quiet('sqlplus named in a path', script(`/opt/oracle/bin/sqlplus.sh x/${pw}`)),
  ],
  invalid: [
    reported('sqlplus with a connect identifier', fenced(`sqlplus -s deploy/${pw}@LOTUSPRD @nightly.sql`), at(pw)),
    reported('sqlplus with an easy connect string', inline(`sqlplus system/${pw2}@db01.acme.example:1521/FREEPDB1`), at(pw2)),
    reported("rman's target", script(`rman target sys/${pw}@PRIMARY auxiliary /`), at(pw)),
    reported('expdp with parameters after the logon', script(`expdp system/${pw2}@PDB1 directory=DP schemas=HR dumpfile=hr.dmp`), at(pw2)),
    reported('a quoted password', script(`sqlplus app/"${pw}"@db`), at(pw)),
  ],
});

// `-w` beside the account it binds as, an archiver's password option in quotes, and a quoted password joined to a user.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet(
      'an LDAP bind password from a variable',
      script('ldapsearch -x -H ldap://dc \\\n  -D "cn=admin,dc=acme,dc=io" \\\n  -w "$LDAP_PW" \\\n  -b dc=acme,dc=io'),
    ),
    quiet("kadmin's placeholder", fenced("kadmin -p admin/admin@ACME.IO -w '<password>' -q listprincs")),
    quiet("security's prompted password", fenced('security add-generic-password -a alice -s deploy-api -w')),
    quiet("security's password from a variable", fenced('security add-generic-password -a alice -s deploy-api -w "$API_PASSWORD"')),
    // `-w` of another command is a width or a word match (its true case: the bind DN on the line before, below).
    quiet('a bind DN in another command', script(`ldapwhoami -x -D cn=admin,dc=acme,dc=io -W\ngrep -w ${pw} users.txt`)),
    quiet("7-Zip's quoted variable", script('7z a "-p$ZIP_PASSWORD" out.7z dir/')),
    quiet("7-Zip's quoted placeholder", script("7z a '-p<password>' out.7z dir/")),
    quiet("RAR's -hp prompting", script('rar a -hp out.rar dir/')),
    quiet('a quoted -p of no archiver', script(`tool run '-p${pw}'`)),
    quiet("lftp's quoted variable", script('lftp -u alice,"$FTP_PASSWORD" sftp://files.acme.example')),
    quiet("lftp's quoted sample word", script("lftp -u alice,'changeme' sftp://files.acme.example")),
  ],
  invalid: [
    reported(
      'an LDAP bind password on continued lines',
      script(`ldapsearch -x -H ldap://dc \\\n  -D "cn=admin,dc=acme,dc=io" \\\n  -w '${pw}' \\\n  -b dc=acme,dc=io`),
      at(pw),
    ),
    reported("kadmin's principal and password", fenced(`kadmin -p admin/admin@ACME.IO -w '${pw}' -q listprincs`), at(pw)),
    reported("security's keychain password", fenced(`security add-generic-password -a alice -s deploy-api -w '${pw2}'`), at(pw2)),
    reported("7-Zip's password option in single quotes", script(`7z a '-p${pw}' out.7z dir/`), at(pw)),
    reported("7-Zip's password option in double quotes", fenced(`7z a "-p${pw2}" -mhe=on out.7z dir/`), at(pw2)),
    reported("RAR's -hp", script(`rar a -hp${pw} out.rar dir/`), at(pw)),
    reported("lftp's -u with the password quoted", inline(`lftp -u alice,'${pw}' sftp://files.acme.example`), at(pw)),
  ],
});

// secret/basic-auth: a literal piped into a command that sets or takes a password or a secret (its
// word names one, whatever the tool), a password sent to an IRC network (`IDENTIFY` to NickServ,
// the registration's `PASS`), a `user:password` pair after Solr's options, and a password after an
// e-mail given to a subcommand that creates an account; each beside the quiet forms a publisher expects.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(7741);
const pw = f.password(14);
const tok = f.token(40);
const bare = f.token(16);
const piped = (secret: string) => ({ secret, family: 'Password piped to a command', redacted: redactedBare(secret) });
const at = (secret: string) => ({ secret, family: 'Password on a command line', redacted: redactedBare(secret) });
const fenced = (lang: string, body: string): string => `Set it up:\n\n\`\`\`${lang}\n${body}\n\`\`\`\n`;
const script = (command: string): string => `#!/usr/bin/env bash\nset -euo pipefail\n${command}\n`;

// A literal piped into a command whose word names a password, a passphrase or a secret it stores.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a variable piped into vncpasswd', script('echo "$VNC_PASSWORD" | vncpasswd -f > ~/.vnc/passwd')),
    quiet('a braced variable piped into a secret put', fenced('sh', 'echo "${TOKEN}" | npx wrangler secret put API_TOKEN')),
    quiet('a file piped into vncpasswd', script('cat ~/.vnc/plain | vncpasswd -f > ~/.vnc/passwd')),
    quiet('a placeholder piped into --set-password', fenced('bat', 'cmd /c "echo <password> | anydesk.exe --set-password"')),
    quiet('a sample word piped into vncpasswd', script("echo 'changeme' | vncpasswd -f > ~/.vnc/passwd")),
    quiet('a literal piped into a secret command that lists', script(`echo '${tok}' | npx wrangler secret list`)),
    quiet('a literal piped into a file named for a password', script(`echo '${pw}' | tee /tmp/out.txt`)),
    quiet('an option named in prose', 'Pipe the password to `--set-password`, or to `vncpasswd -f`, from a secret store.'),
    // chpasswd's `user:password` pair is generic-assignment's reading (its true case there:
    // "a user:password line piped to chpasswd").
    quiet('a pair piped to chpasswd', script(`echo 'deploy:${pw}' | chpasswd`)),
    quiet('a variable piped into sudo -S', script('echo "$SUDO_PASSWORD" | sudo -S apt-get update')),
    quiet("a literal piped into sudo's shell option", script(`echo '${tok}' | sudo -s`)),
    quiet('a variable piped into a secret version', script('echo -n "$API_TOKEN" | gcloud secrets versions add api --data-file=-')),
  ],
  invalid: [
    reported('a password piped into vncpasswd', script(`echo '${pw}' | vncpasswd -f > ~/.vnc/passwd`), piped(pw)),
    reported(
      'a password piped into --set-password in cmd /c',
      fenced('bat', `cmd /c "echo ${bare} | anydesk.exe --set-password"`),
      piped(bare),
    ),
    reported('a token piped into a secret put', fenced('sh', `echo "${tok}" | npx wrangler secret put API_TOKEN`), piped(tok)),
    reported(
      'printf into a passphrase read from a descriptor',
      script(`printf '%s' '${pw}' | gpg --batch --passphrase-fd 0 -c a.tar`),
      piped(pw),
    ),
    reported('a password piped into passwd', script(`echo '${pw}' | sudo passwd deploy`), piped(pw)),
    reported('a password and its confirmation piped into passwd', script(`echo -e "${bare}\\n${bare}" | passwd deploy`), piped(bare)),
    reported('a password piped into sudo -S', script(`echo '${pw}' | sudo -S -k systemctl restart nginx`), piped(pw)),
    reported('a token piped into a secret version', script(`echo -n '${tok}' | gcloud secrets versions add api --data-file=-`), piped(tok)),
    reported('a password piped into a secret create', script(`printf '%s' '${pw}' | docker secret create db_password -`), piped(pw)),
  ],
});

// IRC: NickServ's IDENTIFY, as a client's slash command or a bot's raw message, and the registration's PASS.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a placeholder after IDENTIFY', fenced('text', '/msg NickServ IDENTIFY <password>')),
    quiet('a variable after IDENTIFY', script('irssi-send "/msg NickServ IDENTIFY $NICKSERV_PASSWORD"')),
    quiet('IDENTIFY in a sentence', 'Then /msg NickServ IDENTIFY password to log in, as the network asks.'),
    quiet('an interpolated raw IDENTIFY', fenced('python', 's.send(f"PRIVMSG NickServ :IDENTIFY {nick} {password}\\r\\n")')),
    quiet('a masked PASS line', fenced('text', 'NICK mybot\nUSER mybot 0 * :bot\nPASS ********')),
    quiet('a test report line', fenced('text', 'PASS src/app.test.ts\nUSER tests: 12 passed')),
    quiet('PASS without a registration', fenced('text', `PASS ${pw}`)),
  ],
  invalid: [
    reported('IDENTIFY with the password alone', fenced('text', `/msg NickServ IDENTIFY ${pw}`), at(pw)),
    reported('IDENTIFY with an account', fenced('text', `/msg nickserv identify mybot ${bare}`), at(bare)),
    reported("a bot's raw IDENTIFY", fenced('python', `s.send("PRIVMSG NickServ :IDENTIFY mybot ${bare}\\r\\n")`), at(bare)),
    reported("the /ns alias's IDENTIFY", fenced('text', `/ns identify ${bare}`), at(bare)),
    reported("IDENTIFY in a call's message argument", fenced('python', `conn.privmsg("NickServ", "IDENTIFY ${bare}")`), at(bare)),
    reported('PASS after the NICK and USER lines', fenced('text', `NICK mybot\nUSER mybot 0 * :bot\nPASS ${pw}`), at(pw)),
    reported('PASS in a raw string', fenced('python', `sock.send(b"NICK mybot\\r\\n")\nsock.send(b"PASS ${bare}\\r\\n")`), at(bare)),
  ],
});

// Solr's `user:password` options, and a password after an e-mail given to a subcommand that creates an account.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a variable after -credentials', script('bin/solr auth enable -type basicAuth -credentials solr:$SOLR_PW')),
    quiet("Solr's documented sample", script('bin/solr auth enable -type basicAuth -credentials solr:SolrRocks')),
    quiet('a variable in -Dbasicauth', script('SOLR_OPTS="$SOLR_OPTS -Dbasicauth=solr:${SOLR_PASSWORD}"')),
    quiet('a variable after superuser upsert', script('./pocketbase superuser upsert admin@example.com "$PB_ADMIN_PASSWORD"')),
    quiet('placeholders after superuser upsert', fenced('sh', './pocketbase superuser upsert EMAIL PASS')),
    quiet('a placeholder after superuser upsert', fenced('sh', './pocketbase superuser upsert admin@example.com <password>')),
  ],
  invalid: [
    reported('a pair after -credentials', script(`bin/solr auth enable -type basicAuth -credentials solr:${pw}`), at(pw)),
    reported('a pair in -Dbasicauth', script(`SOLR_OPTS="$SOLR_OPTS -Dbasicauth=solr:${bare}"`), at(bare)),
    reported('superuser upsert', fenced('sh', `./pocketbase superuser upsert admin@example.com '${pw}'`), at(pw)),
    reported('createuser after an e-mail', script(`appctl createuser ops@acme.example ${bare}`), at(bare)),
  ],
});

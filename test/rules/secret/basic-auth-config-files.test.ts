// secret/basic-auth in tools' files that hold a `user:password` pair: curl's config file (`.curlrc`,
// `_curlrc`: `user = "u:pw"`, `proxy-user`) and Postfix's `sasl_passwd` (`[relay]:port u:pw`), beside
// the quiet forms (placeholders, variables, masks, sample words, uid:gid, a relay host alone).
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(7315);
const pw = f.password(14);
const pw2 = f.password(20);
const at = (secret: string, family: string) => ({ secret, family, redacted: redactedBare(secret) });
const curlrc = (lines: string): string =>
  `Put this in \`~/.curlrc\`:\n\n\`\`\`\n${lines}\nsilent\nurl = "https://api.acme.example/v1"\n\`\`\`\n`;
const sasl = (line: string): string => `Create \`/etc/postfix/sasl_passwd\`:\n\n\`\`\`\n${line}\n\`\`\`\n\nThen run \`postmap\`.\n`;
const CONFIG = 'Password on a command line';
const SERVER = 'Password in a server configuration';

ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet("curl's user placeholder", curlrc('user = "<user>:<password>"')),
    quiet("curl's user of variables", curlrc('user = "$API_USER:$API_PASSWORD"')),
    quiet("curl's user with a sample word", curlrc('user = "alice:changeme"')),
    quiet("curl's proxy user masked", curlrc('proxy-user = "alice:********"')),
    quiet('a user and group id', 'services:\n  app:\n    image: acme/app\n    user: "1000:1000"\n'),
    quiet('a user setting without a password', '[program:worker]\nuser = www-data\ncommand = /usr/bin/worker\n'),
    quiet('prose naming the option', 'Set `user = name:password` in the config file, or pass `--user`.'),
    quiet('a relay placeholder', sasl('[smtp.example.net]:587 alice@acme.example:<password>')),
    quiet('a relay of variables', sasl('[smtp.example.net]:587 ${SMTP_USER}:${SMTP_PASSWORD}')),
    quiet('a relay host alone', 'relayhost = [smtp.example.net]:587\nsmtp_sasl_auth_enable = yes\n'),
    quiet('a link reference definition', `[docs.example.net]: https://docs.example.net/relay "${pw}"\n`),
  ],
  invalid: [
    reported("curl's quoted user", curlrc(`user = "alice:${pw}"`), at(pw, CONFIG)),
    reported("curl's bare user", curlrc(`user = alice:${pw2}`), at(pw2, CONFIG)),
    reported("curl's proxy user", curlrc(`proxy-user = "alice:${pw}"`), at(pw, CONFIG)),
    reported("Postfix's relay login", sasl(`[smtp.example.net]:587 alice@acme.example:${pw}`), at(pw, SERVER)),
    reported(
      "Postfix's relay login echoed into its file",
      `\`\`\`sh\necho "[email-smtp.eu-west-1.amazonaws.com]:587 alice:${pw2}" | sudo tee /etc/postfix/sasl_passwd\n\`\`\`\n`,
      at(pw2, SERVER),
    ),
  ],
});

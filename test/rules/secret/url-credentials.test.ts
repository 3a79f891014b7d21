// secret/url-credentials: a password in `scheme://user:password@host`, judged by the password, not
// the host; placeholders, templates, defaults and masks are nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretUrlCredentials } from '../../../src/rules/secret/url-credentials.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1118);
const pw = f.password();
const encoded = encodeURIComponent(`${pw}@!`);
const URL_PASSWORD = 'Password in a URL';
// A `.` is an ordinary password character: two random halves joined by one.
const dottedPassword = `${f.password(8)}.${f.password(6)}`;
// A literal `%` in a password, percent-encoded as `%25`: `%25s.` is no `%s` template.
const percentPassword = `%25s.${f.mixedToken(12)}`;
const urlAt = (secret: string) => ({ secret, family: URL_PASSWORD, redacted: redactedBare(secret) });
// `openssl rand -hex 16`: a generated password, not a digest, in a password's place.
const hexPassword = f.token(32, HEX);
// Two words disguised with leetspeak: somebody's choice, unlike the single-word defaults.
const disguised = ['s3cr3t', 'P4ss'].join('');
// A generated password holding the marks a URL should encode but people leave as they are.
const markedPassword = `${f.mixedToken(6)}|${f.mixedToken(5)}>${f.mixedToken(4)}<~${f.mixedToken(4)}!`;
// Words joined into a password with a number, in a password's place: a passphrase, not a name (judge.ts).
const words = new SecretFactory(2231);
const underscored = words.passphrase('_');
const dottedWords = words.passphrase('.');
const titleWords = ['Copper', 'Meadow', 'Lichen'].join('_');
// A server token is a random UUID (Postmark's, in a Symfony mailer DSN): in userinfo it is the credential.
const serverToken = f.uuid4();
const smtpToken = f.uuid4();
const tokenAt = (secret: string) => ({ secret, family: 'Token in a URL', redacted: redactedBare(secret) });

ruleTester(secretRuleOf(secretUrlCredentials), {
  valid: [
    quiet('a UUID in the path and the query', `GET https://api.postmarkapp.com/messages/${f.uuid4()}?stream=${f.uuid4()}`),
    quiet('a UUID path after a plain user', `git clone https://deploy@git.example.org/${f.uuid4()}.git`),
    quiet('a placeholder server token', '```env\nMAILER_DSN=postmark+api://${POSTMARK_TOKEN}@default\n```'),
    quiet('a Windows variable as the server token', 'set MAILER_DSN=postmark+api://%POSTMARK_TOKEN%@default'),
    quiet('prose naming the token', 'Set `MAILER_DSN` to `postmark+api://KEY@default`, where KEY is the server token.'),
    quiet('a nil UUID as the user', 'MAILER_DSN=postmark+api://00000000-0000-0000-0000-000000000000@default'),
    quiet('a masked server token', 'MAILER_DSN=postmark+api://********-****-****-****-************@default'),
    quiet('placeholder words with a number', 'postgres://app:your-db-password-1@db.internal:5432/app'),
    quiet('lower-case words without a number', 'amqp://etl:copper-meadow-lichen@rabbit.internal:5672/'),
    quiet('two capitalised words without a number', 'amqp://etl:Copper-Meadow@rabbit.internal:5672/'),
    quiet('an angle-bracket placeholder password', 'mysql+pymysql://app:<db-password>@db.internal:3306/shop'),
    quiet('a pipe after a URL with no userinfo', 'curl -s https://api.acme.io/v1/items|jq .name@host.io'),
    quiet('user:password@', 'postgres://user:password@localhost:5432/mydb'),
    quiet('a dotted member access is still an indirection behind its prefix', 'amqp://etl:${config.broker.password}@rabbit:5672/'),
    quiet('a template', 'postgres://app:${DB_PASSWORD}@db:5432/app'),
    quiet('a printf template', 'url = "postgres://app:%s@db:5432/app" % password'),
    quiet('user:pass on example.com', 'https://user:pass@example.com/'),
    quiet('angle-bracket placeholders', 'mongodb+srv://<username>:<password>@cluster0.example.net/'),
    quiet('a well-known default', 'postgresql://postgres:postgres@localhost/postgres'),
    quiet('a leetspeak default', 'https://admin:P@ssw0rd123@nas.local/'),
    quiet('a single leetspeak word', 'https://admin:S3cr3t!2024@nas.local/'),
    quiet('a possessive before one disguised word', 'https://admin:myP4ssw0rd1@nas.local/'),
    quiet('hex of a typed pattern', 'postgresql://postgres:0123456789abcdef0123456789abcdef@localhost/db'),
    quiet('a masked password', 'https://deploy:********@registry.example.com'),
    quiet('no password', 'ssh://git@github.com/acme/app.git'),
    quiet('a port is not a password', 'http://localhost:8080/path@v2'),
    quiet('a GitHub token as the password belongs to secret/github-token', `https://x-access-token:${f.github()}@github.com/acme/app.git`),
  ],
  invalid: [
    reported(
      "a UUID as a mailer DSN's lone user",
      `\`\`\`env\nMAILER_DSN=postmark+api://${serverToken}@default\n\`\`\``,
      tokenAt(serverToken),
    ),
    reported("a UUID as an SMTP URL's password", `MAILER_DSN=smtp://${f.uuid4()}:${smtpToken}@smtp.postmarkapp.com:587`, urlAt(smtpToken)),
    reported('three capitalised words', `amqp://etl:${titleWords}@rabbit.internal:5672/`, urlAt(titleWords)),
    reported(
      'words joined by underscores with a number',
      `mongodb+srv://svc:${underscored}@cluster0.ab1cd.mongodb.net/app`,
      urlAt(underscored),
    ),
    reported('words joined by dots with a number', `REDIS_URL=redis://:${dottedWords}@cache.internal:6379/0`, urlAt(dottedWords)),
    reported(
      'a password with unencoded |, <, >, ~ and ! in a driver URL',
      `SQLALCHEMY_DATABASE_URI = "postgresql+asyncpg://grafana:${markedPassword}@10.20.4.17:5432/shop"`,
      urlAt(markedPassword),
    ),
    reported(
      'a password with unencoded marks in a git+https requirement',
      `acme-internal @ git+https://ci-bot:${markedPassword}@git.acme.io/libs/acme-internal.git@v2.1.0`,
      urlAt(markedPassword),
    ),
    reported(
      'a password with a dot in an AMQP URL',
      `BROKER_URL=amqp://etl:${dottedPassword}@rabbit.internal:5672/vhost`,
      urlAt(dottedPassword),
    ),
    reported(
      'a mongodb+srv URI in a plain text block',
      `Connect with:\n\n    mongodb+srv://backup:${dottedPassword}@cluster0.ab1cd.mongodb.net/?retryWrites=true\n`,
      urlAt(dottedPassword),
    ),
    reported(
      'a postgres URL whose host is a private IP, inside JSON',
      `{"database": {"url": "postgres://app:${pw}@10.0.3.17:5432/app"}}`,
      urlAt(pw),
    ),
    reported(
      'an encoded % before s and a dot',
      `[link](https://admin:${percentPassword}@db.example.net/dashboard)`,
      urlAt(percentPassword),
    ),
    reported('a database URL', `DATABASE_URL=postgres://app:${pw}@db.internal:5432/app`, {
      secret: pw,
      family: URL_PASSWORD,
      redacted: redactedBare(pw),
    }),
    reported('a strong password on example.com still counts', `mysql://root:${pw}@example.com/db`, {
      secret: pw,
      family: URL_PASSWORD,
      redacted: redactedBare(pw),
    }),
    reported('a generated hex password', `postgresql://postgres:${hexPassword}@localhost:5433/postgres`, {
      secret: hexPassword,
      family: URL_PASSWORD,
      redacted: redactedBare(hexPassword),
    }),
    reported('two words disguised with leetspeak', `mongodb://realuser:${disguised}@db1.example.net:27017/production`, {
      secret: disguised,
      family: URL_PASSWORD,
      redacted: redactedBare(disguised),
    }),
    reported('an empty user (Redis)', `redis://:${pw}@cache:6379/0`, { secret: pw, family: URL_PASSWORD, redacted: redactedBare(pw) }),
    reported('a percent-encoded password', `amqp://svc:${encoded}@mq/vhost`, {
      secret: encoded,
      family: URL_PASSWORD,
      redacted: redactedBare(encoded),
    }),
  ],
});

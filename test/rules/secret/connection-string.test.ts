// secret/connection-string: `Password=`/`Pwd=`, Azure `AccountKey=`, `SharedAccessKey=` and App Configuration `Secret=` members;
// placeholders, templates, defaults and the storage emulator's published key are nothing.
import { secretConnectionString } from '../../../src/rules/secret/connection-string.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1119);
const pw = f.password(18);
const accountKey = Buffer.from(f.r.bytes(64)).toString('base64');
const sasKey = Buffer.from(f.r.bytes(32)).toString('base64');
const dottedPassword = `${f.password(8)}.${f.password(6)}`;
// A generated password with `>` and `<` among its marks (not a `<placeholder>` pair).
const anglePassword = `${f.password(6)}>${f.password(5)}<${f.password(4)}`;
// The Azure Storage emulator's well-known key, assembled from its published parts.
const emulator = ['Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq', 'K1SZFPTOtr', 'KBHBeksoGMGw=='].join('/');
// Words joined into a password with a number: a passphrase, not a tag (judge.ts).
const hyphenated = new SecretFactory(2232).passphrase('-');

ruleTester(secretRuleOf(secretConnectionString), {
  valid: [
    quiet('placeholder words in the password member', 'Server=db;Database=app;User Id=svc;Password=your-db-password-1;'),
    quiet('words without a number in the password member', 'Server=db;Database=app;User Id=svc;Password=copper-meadow-lichen;'),
    quiet('a placeholder password', 'Server=db;User Id=sa;Password=<your_password>;'),
    quiet('a dotted indirection behind its prefix', 'Server=db;User Id=sa;Password=config.Database.Password;'),
    quiet('a template', 'Server=db;User Id=sa;Password=${SQL_PASSWORD};'),
    quiet(
      "MapServer's msencrypt token",
      `CONNECTION "host=db.internal dbname=gis user=mapper password={${f.r.chars(32, '0123456789ABCDEF')}} port=5432"`,
    ),
    quiet('a well-known default', 'Server=localhost;User Id=sa;Password=Your_password123;'),
    quiet('a short account key', 'AccountName=acme;AccountKey=abc123==;'),
    quiet('an App Configuration secret placeholder', 'Endpoint=https://acme.azconfig.io;Id=<id>;Secret=<secret>'),
    quiet('a secret member alone, outside a member list', 'secret=plain-words-here'),
    quiet(
      'a client id beside a secret is not a connection string (secret/generic-assignment reads it)',
      `client_id=abc123 secret=${sasKey}`,
    ),
    quiet('the storage emulator key', `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${emulator};`),
    quiet("Oracle's JDBC URL without a login", 'jdbc:oracle:thin:@db.internal:1521:ORCL'),
    quiet("Oracle's sample login in a JDBC URL", 'jdbc:oracle:thin:scott/tiger@localhost:1521:ORCL'),
  ],
  invalid: [
    reported('a passphrase of words and a number', `Host=db.internal;Username=svc;Password=${hyphenated};Database=app`, {
      secret: hyphenated,
      family: 'Password in a connection string',
      redacted: redactedBare(hyphenated),
    }),
    reported('a password with a dot', `"Server=tcp:sql.internal,1433;Database=app;User Id=svc;Password=${dottedPassword};"`, {
      secret: dottedPassword,
      family: 'Password in a connection string',
      redacted: redactedBare(dottedPassword),
    }),
    reported(
      'an account key before a shell line continuation',
      `CONN="DefaultEndpointsProtocol=https;AccountName=store;AccountKey=${accountKey}\\\n;EndpointSuffix=core.windows.net"`,
      { secret: accountKey, family: 'Azure storage account key', redacted: redactedBare(accountKey) },
    ),
    reported('an Azure App Configuration secret', `Endpoint=https://acme.azconfig.io;Id=AbCd-e6-s0:${f.token(20)};Secret=${sasKey}`, {
      secret: sasKey,
      family: 'Shared access key',
      redacted: redactedBare(sasKey),
    }),
    reported('an ADO.NET password', `Server=tcp:db.example.net,1433;Database=app;User Id=app;Password=${pw};Encrypt=true;`, {
      secret: pw,
      family: 'Password in a connection string',
      redacted: redactedBare(pw),
    }),
    reported(
      'a MapServer connection with its password in clear',
      `CONNECTION "host=db.internal dbname=gis user=mapper password=${pw} port=5432"`,
      {
        secret: pw,
        family: 'Password in a connection string',
        redacted: redactedBare(pw),
      },
    ),
    reported('an ODBC Pwd', `Driver={ODBC Driver 18};Server=db;Uid=svc;Pwd=${pw}`, {
      secret: pw,
      family: 'Password in a connection string',
      redacted: redactedBare(pw),
    }),
    reported(
      'an Azure storage account key',
      `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${accountKey};EndpointSuffix=core.windows.net`,
      { secret: accountKey, family: 'Azure storage account key', redacted: redactedBare(accountKey) },
    ),
    reported(
      'a Service Bus shared access key',
      `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sasKey}`,
      { secret: sasKey, family: 'Shared access key', redacted: redactedBare(sasKey) },
    ),
    reported("a login in Oracle's JDBC URL", `jdbc:oracle:thin:etl/${dottedPassword}@db.internal:1521:ORCL`, {
      secret: dottedPassword,
      family: 'Password in a connection string',
      redacted: redactedBare(dottedPassword),
    }),
    reported('angle marks inside an unquoted password', `DSN=Warehouse;UID=etl;PWD=${anglePassword};`, {
      secret: anglePassword,
      family: 'Password in a connection string',
      redacted: redactedBare(anglePassword),
    }),
    reported('a password ending where a closing tag starts', `<cs>Server=db;User Id=etl;Password=${pw}</cs>`, {
      secret: pw,
      family: 'Password in a connection string',
      redacted: redactedBare(pw),
    }),
    reported("a hyphenated user in Oracle's JDBC URL", `jdbc:oracle:thin:ci-bot/${anglePassword}@db.internal:1521:ORCL`, {
      secret: anglePassword,
      family: 'Password in a connection string',
      redacted: redactedBare(anglePassword),
    }),
  ],
});

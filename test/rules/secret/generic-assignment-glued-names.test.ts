// secret/generic-assignment, names the word rules cannot split or would misjudge: an all-caps env name
// glued to `PW`, `password` glued to `salt` (Moodle), a bind DN's credential, a dotted sensitive
// property's `key` (NiFi), a configured class's password whose class name holds `Dummy` (JupyterHub),
// and a loose `key` that is an account's API key: `<VENDOR>_KEY` holding random hex, JSON `"key"`
// beside `"username"` (kaggle.json) or an RTMP `"server"` (OBS). Each quiet case keeps its neighbours
// (placeholders, references, lookup keys, fingerprints, digests, weak words) as they were.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(7342);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const pw = f.password(14);
const salt = f.password(24);
const propsKey = f.mixedToken(20);
const kaggle = f.token(32, HEX);
const fingerprint = f.r.chars(40, '0123456789ABCDEF');
const digest = f.token(32, HEX);
const streamKey = Array.from({ length: 4 }, () => f.mixedToken(4, LOWER_ALNUM)).join('-');

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a glued PW name holding a weak word', 'DBRWPW="changeme"\nDBROPW="password"'),
    quiet('a glued PW name holding a reference', 'DBRWPW="${DB_RW_PASSWORD}"'),
    quiet('a glued PW name holding a flag', 'SHOWPW=true'),
    quiet('a password policy glued to password', "$CFG->passwordpolicy = 1;\n$CFG->passwordsaltmain = '';"),
    quiet('a bind DN credential reference', 'bindDNCredential: ${LDAP_BIND_PASSWORD}'),
    quiet(
      'the sensitive key left empty and its protection scheme',
      'nifi.sensitive.props.key=\nnifi.sensitive.props.key.protected=aes/gcm/256',
    ),
    quiet('a class password holding a weak word', 'c.DummyAuthenticator.password = "password"'),
    quiet('a dummy password outside a class name', `dummy_password = "${pw}"`),
    quiet('a GPG key fingerprint', `ENV GPG_KEY=${fingerprint}`),
    quiet('a cache key of hex', `CACHE_KEY=${digest}`),
    quiet('a hash of hex', `FILE_HASH=${digest}`),
    quiet('a counting hex vendor key', 'KAGGLE_KEY=0123456789abcdef0123456789abcdef'),
    quiet('a vendor key placeholder', 'KAGGLE_KEY=<your-kaggle-key>'),
    quiet('a JSON key placeholder beside a username', '```json\n{"username": "jdoe", "key": "<your-api-key>"}\n```'),
    quiet('a JSON key of hex without an account', `{"id": 3, "key": "${digest}"}`),
    quiet(
      'a stream key template beside an RTMP server',
      '{"settings": {"key": "{{ stream_key }}", "server": "rtmp://a.rtmp.youtube.com/live2"}}',
    ),
  ],
  invalid: [
    reported('a glued read-write PW env name', `DBRWPW="${pw}"`, passwordAt(pw)),
    reported('a glued read-only PW env name, exported', `export DBROPW='${pw}'`, passwordAt(pw)),
    reported("Moodle's password salt", `$CFG->passwordsaltmain = '${salt}';`, secretAt(salt)),
    reported('a bind DN credential in properties', `ldap.bindDNCredential=${pw}`, passwordAt(pw)),
    reported('a bind DN credential in YAML', `ldap:\n  bindDNCredential: "${pw}"`, passwordAt(pw)),
    reported(
      "NiFi's sensitive properties key",
      `nifi.sensitive.props.key=${propsKey}\nnifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256`,
      secretAt(propsKey),
    ),
    reported(
      "JupyterHub's dummy authenticator password",
      `c.JupyterHub.authenticator_class = "dummy"\nc.DummyAuthenticator.password = "${pw}"`,
      passwordAt(pw),
    ),
    reported('a vendor key of random hex', `export KAGGLE_USERNAME=jdoe\nexport KAGGLE_KEY=${kaggle}`, secretAt(kaggle)),
    reported('kaggle.json', `\`\`\`json\n{\n  "username": "jdoe",\n  "key": "${kaggle}"\n}\n\`\`\``, secretAt(kaggle)),
    reported(
      "OBS's stream key beside its RTMP server",
      `{"settings": {"key": "${streamKey}", "server": "rtmp://a.rtmp.youtube.com/live2"}}`,
      secretAt(streamKey),
    ),
  ],
});

// Secret names that the word rules of generic-assignment cannot split: a password word glued to whose it is (offlineimap's `remotepass`), a tool's variable scoped to a host or remote after the secret's word (`TF_TOKEN_<host>`, `CONAN_PASSWORD_<REMOTE>`), a Wi-Fi pre-shared key, glued `…PW` env names, a bind DN's credential, a configured class's password, a password salt and a dotted sensitive property's key (docs/rules.md, secret/generic-assignment).

export type ScopedNameKind = 'password' | 'secret';

// `<who>pass` as one lower-case word names that account's password (offlineimap's `remotepass`,
// `localpass`; `smtppass`, `rootpass`); other words that end in `pass` (`bypass`, `compass`) do not.
const passOwners = new Set([
  'remote',
  'local',
  'smtp',
  'imap',
  'pop',
  'ldap',
  'mail',
  'ftp',
  'sasl',
  'proxy',
  'root',
  'admin',
  'bind',
  'vnc',
  // keytool's key store and key passwords (`-storepass`, `-srcstorepass`, `-destkeypass`).
  'store',
  'key',
  'srcstore',
  'deststore',
  'srckey',
  'destkey',
]);

// A tool's variable with the secret's word second and a host or remote after it: Terraform's
// `TF_TOKEN_app_terraform_io` (the host with `_` for `.`), Conan's `CONAN_PASSWORD_<REMOTE>`.
const TOOL_SCOPED = /^[A-Z][A-Z0-9]{1,15}_(TOKEN|PASSWORD)_([A-Za-z0-9]+(?:_[A-Za-z0-9]+){0,7})$/;
// What may follow the secret's word in a tool-scoped name only as an attribute of it, never as a host
// or a remote (`TOKEN_EXPIRY`, `PASSWORD_RESET`): such a name is not one secret.
const attributeWords =
  /^(?:file|path|dir|url|uri|endpoint|name|id|type|length|len|min|max|ttl|expiry|expires|timeout|hash|hint|reset|policy|header|format|env|var|cmd|command|helper|source|store|enabled|required|auth|rotation|interval|cache|scope|scopes|audience|issuer|lifetime|prompt|salt|rounds)$/i;

// A WPA pre-shared key (RouterOS `wpa2-pre-shared-key=`, `psk`) is the network's passphrase.
const PRE_SHARED_KEY = /(?:^|[-_.])(?:wpa2?-?)?(?:pre-?shared-?key|psk)$/i;

// An all-caps env name glued to `PW` after three letters or more (`DBRWPW`, `DBROPW`, `ADMINPW`).
const GLUED_PW = /^[A-Z]{3,16}PW$/;
// A bind DN's credential is its password (`bindDNCredential`, `bind_dn_credential`).
const DN_CREDENTIAL = /dn[_-]?credentials?$/i;
// `password` glued to `salt` (Moodle's `$CFG->passwordsaltmain`): the site's salt for password hashes.
const PASSWORD_SALT = /^password_?salt[a-z0-9]*$/i;
// A dotted property whose last word is `key` after `sensitive` or `secret` (NiFi's `nifi.sensitive.props.key`).
const SENSITIVE_KEY = /(?:^|\.)(?:sensitive|secret)\.(?:[a-z]+\.)?key$/i;

// A configured class's password (JupyterHub's `c.DummyAuthenticator.password`): a word of the class's
// name (`Dummy`) says what the class does, not that the value is a sample; the value is still judged.
const CLASS_PASSWORD = /^(?:[a-z_]\w*\.)*[A-Z][a-z]+[A-Z][A-Za-z]*\.password$/;

/** What a name no word rule reads says its value is, or undefined. */
export function scopedSecretNameKind(name: string): ScopedNameKind | undefined {
  const bare = name.charCodeAt(0) === 45 ? name.replace(/^-+/, '') : name; // a command's option
  if (bare.length > 6 && bare.endsWith('pass') && passOwners.has(bare.slice(0, -4))) return 'password';
  // openssl's pass phrase arguments (`-passin`, `-passout`).
  if (bare === 'passin' || bare === 'passout') return 'password';
  const scoped = TOOL_SCOPED.exec(name);
  if (scoped !== null) {
    const scope = scoped[2] ?? '';
    if (scope.split('_').some((word) => attributeWords.test(word))) return undefined;
    return scoped[1] === 'PASSWORD' ? 'password' : 'secret';
  }
  if (PRE_SHARED_KEY.test(name)) return 'password';
  if (GLUED_PW.test(name) || DN_CREDENTIAL.test(name) || CLASS_PASSWORD.test(name)) return 'password';
  if (PASSWORD_SALT.test(name) || SENSITIVE_KEY.test(name)) return 'secret';
  return undefined;
}

// Values under a secret's name that are not the secret in clear, read for the generic secret assignment: ciphertext under a name that says encrypted or in GoCD's `AES:<iv>:<ciphertext>` form, a digest whose algorithm the same element names (Guacamole's `password="<hex>" encoding="sha256"`), and a PowerShell `Verb-Noun` command in a value's place (docs/rules.md, secret/generic-assignment).
import { base64Text } from '../engine/judge.js';
import type { Assignment } from './assignment.js';

// `encryptedPassword`, `enc_password`, `DB_PASSWORD_ENCRYPTED`, `passwordEncrypted`; never `password_unencrypted`.
const ENCRYPTED_NAME = /^(?:encrypted|enc[_.-])|[_.-]encrypted$/i;
const CAMEL_ENCRYPTED = /[a-z]Encrypted$/;
// Base64 or hex runs, optionally behind a cipher's name (`AES:`) and parted by `:`.
const CIPHERTEXT = /^(?:[A-Z][A-Z0-9-]{1,15}:)?[A-Za-z0-9+/_-]{16,}={0,2}(?::[A-Za-z0-9+/_-]{16,}={0,2})*$/;
// GoCD's cipher text: `AES:` + base64 of a 16-byte IV + `:` + base64 of the ciphertext.
const GOCD_CIPHERTEXT = /^AES:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/]{16,}={0,2}$/;

/** Committed ciphertext opens nothing without its key, as a SealedSecret's or NiFi's does not. */
export function isEncryptedValue(a: Assignment): boolean {
  if (GOCD_CIPHERTEXT.test(a.value)) return true;
  // Encoded text (`enc_password: <base64 of a password>`) is the password, not ciphertext.
  return (ENCRYPTED_NAME.test(a.name) || CAMEL_ENCRYPTED.test(a.name)) && CIPHERTEXT.test(a.value) && base64Text(a.value) === undefined;
}

// A sibling naming the digest's algorithm: `encoding="sha256"`, `"algorithm": "md5"`.
const ALGORITHM_SIBLING = /\b[\w-]+["']?[ \t]*[=:][ \t]*["']?(?:md5|sha-?(?:1|224|256|384|512))["'\s,/>}]/i;
const DIGEST = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i;

/** Hex of a digest's length whose element (or line) names a hash algorithm beside it. */
export function isNamedDigest(text: string, a: Assignment): boolean {
  if (!DIGEST.test(a.value)) return false;
  // The element around the value, from its `<` to its `>`; outside markup, the line.
  const before = text.slice(Math.max(0, a.nameStart - 512), a.nameStart);
  const open = before.lastIndexOf('<');
  const inElement = open !== -1 && !before.includes('>', open);
  const after = text.slice(a.valueEnd + 1, a.valueEnd + 512);
  const stop = after.indexOf(inElement ? '>' : '\n');
  const head = inElement ? before.slice(open) : before.slice(before.lastIndexOf('\n') + 1);
  return ALGORITHM_SIBLING.test(`${head} ${stop === -1 ? after : after.slice(0, stop + 1)}`);
}

// A PowerShell cmdlet's `Verb-Noun` name (`Get-PnPStoredCredential`, `Read-Host`): a command, not a literal.
const CMDLET = /^[A-Z][a-z]{1,11}-[A-Z][A-Za-z]{1,40}$/;

/** A bare `Verb-Noun` command in a value's place (`$cred = Get-PnPStoredCredential -Name 'x'`). */
export const isCmdletCall = (a: Assignment): boolean => a.quote === '' && CMDLET.test(a.value);

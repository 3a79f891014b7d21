// Hostile 1 MB inputs for the readings of values under names that say less than their place
// (src/rules/secret/support/password-run.ts, wifi-keys.ts, spaced-passphrase.ts, nested-secret-key.ts,
// credential-map.ts, printed-password.ts): their triggers at their densest, maps and blocks that never
// close, and near-misses of each shape, each with the exact number of findings it must give.
import type { AdversarialInput } from './adversarial.js';

// adversarial.ts lists these inputs, so its helpers are not imported back (no import cycle).
const MB = 1 << 20;
const fill = (unit: string, size = MB): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

export function valueReadingInputs(): AdversarialInput[] {
  const a = (name: string, text: string): AdversarialInput => ({ rule: 'secret/generic-assignment', name, text, expected: 0 });
  const wifiKey = "\toption key 'changeme'\n";
  return [
    a('bare secret runs that are code', fill('secret = cfg.Secret2!=nil\nkey = Ctrl+Alt+Del2\n')),
    a('nmcli keys without values', fill('wifi-sec.psk ')),
    a('UCI wireless keys with placeholders', fill("uci set wireless.a.key='<password>'\n")),
    // Whole lines only: a value cut short by the fill (`'changem`) is a quoted word of its own.
    a(
      'OpenWrt keys in one endless block',
      `config wifi-iface\n\toption ssid 'a'\n${fill(wifiKey, MB - 32 - ((MB - 32) % wifiKey.length))}`,
    ),
    a('spaced passphrases of sample words', fill('passphrase: "my pass 123"\n')),
    a('keys in one unclosed cipher map', `'crypt' => [${fill("'key' => 'abcdefgh', ", MB - 13)}`),
    a('users maps of roles, unclosed', `users = {${fill('"alice": "admin", ', MB - 9)}`),
    a('users blocks of weak values', fill('users:\n  alice: changeme\n')),
    a('logins words without a map', fill('logins ')),
    a('new value labels under one reset line', `Password reset.\n${fill('New value: changeme1\n', MB - 16)}`),
    a('new value labels on one endless line', fill('New value: ')),
  ];
}

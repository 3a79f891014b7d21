// A Wi-Fi network's key under a name that does not say password, read for the generic secret assignment: NetworkManager's `wifi-sec.psk <value>` on an nmcli command line, UCI's `uci set wireless.<iface>.key='…'` and OpenWrt's `option key '…'` in a block that sets its encryption or SSID: a Wi-Fi key is the network's password (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';

// After the name's last word: its value, quoted (group 2) or a bare word (group 3).
const VALUE = /(?:psk[ \t]+|key=)(?:(['"])([^'"\r\n]{1,128})\1|([^\s'"]{1,128}))/y;
const UCI_WIRELESS_SET = /^[ \t]*(?:\$[ \t]+)?uci[ \t]+(?:-q[ \t]+)?set[ \t]+wireless\./;
const SAYS_WIFI = /\n[ \t]*option[ \t]+(?:encryption|ssid)[ \t]/;

/** The value after the name's last word at `at`, as the assignment of the name from `nameStart`. */
function valueAt(text: string, at: number, nameStart: number): Assignment | undefined {
  VALUE.lastIndex = at;
  const m = VALUE.exec(text);
  if (m === null) return undefined;
  const quote = m[1] ?? '';
  const value = m[2] ?? m[3] ?? '';
  const end = VALUE.lastIndex - quote.length;
  return pairedAssignment(text, nameStart, at + 3, end - value.length, end, quote);
}

/** nmcli's `wifi-sec.psk <value>`, from the `psk` at `index`. */
export function nmcliPsk(text: string, index: number): Assignment | undefined {
  return text.startsWith('wifi-sec.', index - 9) ? valueAt(text, index, index - 9) : undefined;
}

/** UCI's `uci set wireless.<iface>.key=<value>`, from the `key` at `index` (after its `.`). */
export function uciWirelessKey(text: string, index: number): Assignment | undefined {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  if (index - lineStart > 160 || !UCI_WIRELESS_SET.test(text.slice(lineStart, index))) return undefined;
  return valueAt(text, index, text.lastIndexOf('wireless.', index));
}

/** Whether the OpenWrt `config` block holding a line sets an encryption or an SSID (a Wi-Fi interface's block). */
export function blockSaysWifi(text: string, lineStart: number): boolean {
  const open = text.lastIndexOf('\nconfig', lineStart);
  return lineStart - open < 600 && SAYS_WIFI.test(text.slice(open + 1, lineStart + 300).split('\nconfig')[0] ?? '');
}

// A Wi-Fi network's key under a name that does not say password, read for the generic secret assignment: NetworkManager's `wifi-sec.psk <value>` on an nmcli command line, UCI's `uci set wireless.<iface>.key='…'` and OpenWrt's `option key '…'` in a block that sets its encryption or SSID: a Wi-Fi key is the network's password (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';

// The value after the name: quoted (group 2) or a bare word (group 3).
const PSK_VALUE = /psk[ \t]+(?:(['"])([^'"\r\n]{1,128})\1|([^\s'"]{1,128}))/y;
const UCI_KEY_VALUE = /key=(?:(['"])([^'"\r\n]{1,128})\1|([^\s'"]{1,128}))/y;
const UCI_WIRELESS_SET = /^[ \t]*(?:\$[ \t]+)?uci[ \t]+(?:-q[ \t]+)?set[ \t]+wireless\./;
const BLOCK_SAYS_WIFI = /\n[ \t]*option[ \t]+(?:encryption|ssid)[ \t]/;
const REACH = 600;

/** A value matched at `at` (the name's last word) by a sticky pattern, as the assignment of the name ending at `nameEnd`. */
function valueAt(text: string, pattern: RegExp, at: number, nameStart: number, nameEnd: number): Assignment | undefined {
  pattern.lastIndex = at;
  const m = pattern.exec(text);
  if (m === null) return undefined;
  const quote = m[1] ?? '';
  const value = m[2] ?? m[3] ?? '';
  const end = pattern.lastIndex - quote.length;
  return pairedAssignment(text, nameStart, nameEnd, end - value.length, end, quote);
}

/** nmcli's `wifi-sec.psk <value>` (`802-11-wireless-security.psk` spelled out), from the `psk` at `index`. */
export function nmcliPsk(text: string, index: number): Assignment | undefined {
  const prefix = text.startsWith('wifi-sec.', index - 9) ? 9 : text.startsWith('802-11-wireless-security.', index - 25) ? 25 : 0;
  return prefix === 0 ? undefined : valueAt(text, PSK_VALUE, index, index - prefix, index + 3);
}

/** UCI's `uci set wireless.<iface>.key=<value>`, from the `key` at `index` (after its `.`). */
export function uciWirelessKey(text: string, index: number): Assignment | undefined {
  if (text.charCodeAt(index - 1) !== 46 || text.charCodeAt(index + 3) !== 61) return undefined; // . =
  const lineStart = text.lastIndexOf('\n', index) + 1;
  if (index - lineStart > 160 || !UCI_WIRELESS_SET.test(text.slice(lineStart, index))) return undefined;
  return valueAt(text, UCI_KEY_VALUE, index, text.lastIndexOf('wireless.', index), index + 3);
}

/** Whether the OpenWrt `config` block around a line sets an encryption or an SSID (a Wi-Fi interface's block). */
export function blockSaysWifi(text: string, lineStart: number): boolean {
  const open = text.lastIndexOf('config', lineStart);
  if (open === -1 || lineStart - open > REACH) return false;
  let close = text.indexOf('\nconfig', lineStart);
  if (close === -1 || close - lineStart > REACH) close = Math.min(text.length, lineStart + REACH);
  const blank = text.indexOf('\n\n', lineStart);
  return BLOCK_SAYS_WIFI.test(text.slice(open, blank !== -1 && blank < close ? blank : close));
}

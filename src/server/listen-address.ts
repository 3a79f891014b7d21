// Parses `--http HOST:PORT`. The reference server binds loopback only (SPEC-NOTES §3 "Identity":
// it is a local server; a token over plain HTTP must never cross a network).

export interface ListenAddress {
  /** As given to `listen` (`::1` without brackets). */
  readonly host: string;
  readonly port: number;
}

export type ListenAddressOutcome =
  { readonly ok: true; readonly address: ListenAddress } | { readonly ok: false; readonly message: string };

export function parseListenAddress(value: string): ListenAddressOutcome {
  const colon = value.lastIndexOf(':');
  const usage = '--http takes HOST:PORT with a loopback host, e.g. 127.0.0.1:8787, localhost:8787 or [::1]:8787';
  if (colon <= 0) return { ok: false, message: usage };
  let host = value.slice(0, colon);
  const portText = value.slice(colon + 1);
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) return { ok: false, message: `${usage} (port must be 0-65535)` };
  if (!isLoopback(host)) return { ok: false, message: `${usage} (only loopback addresses are served)` };
  return { ok: true, address: { host, port: Number(portText) } };
}

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/** The hostnames a `Host` header may name (DNS-rebinding protection). */
export function allowedHostnames(address: ListenAddress): string[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  names.add(address.host.includes(':') ? `[${address.host}]` : address.host);
  return [...names];
}

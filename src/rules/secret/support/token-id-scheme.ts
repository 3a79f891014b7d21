// An Authorization scheme whose credential names its token before the secret: Proxmox VE's `PVEAPIToken=<user>@<realm>!<token id>=<secret>` (https://pve.proxmox.com/wiki/Proxmox_VE_API#API_Tokens), where the secret is the part after the token id's `=`.

// Sticky at the value: the scheme, `=`, the user, `@`, the realm, `!`, the token id and `=`.
const PVE_API_TOKEN = /PVEAPIToken=[^\s@=!"']{1,64}@[A-Za-z0-9._-]{1,32}![A-Za-z0-9._-]{1,64}=/iy;

/** Where the secret of such a credential starts when one stands at `at`, or -1. */
export function secretAfterTokenId(text: string, at: number): number {
  PVE_API_TOKEN.lastIndex = at;
  return PVE_API_TOKEN.test(text) ? PVE_API_TOKEN.lastIndex : -1;
}

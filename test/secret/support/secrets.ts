// Builds real-format credentials at test time (checksums, encodings and key bodies computed here),
// so the repository never holds a credential-shaped literal. Independent of the engine's code:
// checksums come from node:zlib, keys from node:crypto.
import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { BASE32, BASE62, BASE64, BASE64URL, DIGITS, HEX, LETTERS, Random, UPPER_ALNUM } from './random.js';

export function base62(n: number, width: number): string {
  let s = '';
  let v = n;
  while (v > 0) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s.padStart(width, '0');
}

const b64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');

/** Flips the last character to another one of the same alphabet (a wrong-checksum fake). */
export function corrupt(token: string): string {
  const last = token[token.length - 1] ?? 'a';
  return token.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

export class SecretFactory {
  readonly r: Random;

  constructor(seed: number) {
    this.r = new Random(seed);
  }

  github(prefix: 'ghp_' | 'gho_' | 'ghu_' | 'ghs_' | 'ghr_' = 'ghp_'): string {
    const body = this.r.chars(30, BASE62);
    return `${prefix}${body}${base62(crc32(body), 6)}`;
  }

  fineGrainedPat(): string {
    return `github_pat_${this.r.chars(22, BASE62)}_${this.r.chars(59, BASE62)}`;
  }

  npm(): string {
    const body = this.r.chars(30, BASE62);
    return `npm_${body}${base62(crc32(body), 6)}`;
  }

  awsKeyId(prefix = 'AKIA'): string {
    return `${prefix}${this.r.chars(16, BASE32)}`;
  }

  awsSecret(): string {
    for (;;) {
      const s = this.r.chars(40, BASE64);
      if (/[a-z]/.test(s) && /[A-Z]/.test(s)) return s;
    }
  }

  slackBot(): string {
    return `xoxb-${this.r.chars(12, DIGITS).replace(/^0/, '1')}-${this.r.chars(13, DIGITS).replace(/^0/, '1')}-${this.r.chars(24, BASE62)}`;
  }

  slackUser(): string {
    const d = (): string => this.r.chars(12, DIGITS).replace(/^0/, '2');
    return `xoxp-${d()}-${d()}-${d()}-${this.r.chars(32, HEX)}`;
  }

  slackApp(): string {
    return `xapp-1-A${this.r.chars(10, UPPER_ALNUM)}-${this.r.chars(13, DIGITS).replace(/^0/, '3')}-${this.r.chars(64, HEX)}`;
  }

  slackWebhook(): string {
    return `https://hooks.slack.com/services/T${this.r.chars(10, UPPER_ALNUM)}/B${this.r.chars(10, UPPER_ALNUM)}/${this.r.chars(24, BASE62)}`;
  }

  stripe(prefix: 'sk_live_' | 'sk_test_' | 'rk_live_' | 'rk_test_' | 'pk_live_' | 'pk_test_' = 'sk_live_', length = 99): string {
    return `${prefix}${this.r.chars(length, BASE62)}`;
  }

  /** Every key Google issues starts `AIzaSy`. */
  google(): string {
    return `AIzaSy${this.r.chars(33, BASE64URL)}`;
  }

  openaiProject(): string {
    const marker = Buffer.from('OpenAI').toString('base64');
    return `sk-proj-${this.r.chars(74, BASE64URL)}${marker}${this.r.chars(74, BASE64URL)}`;
  }

  openaiLegacy(): string {
    return `sk-${this.r.chars(20, BASE62)}${Buffer.from('OpenAI').toString('base64')}${this.r.chars(20, BASE62)}`;
  }

  anthropic(kind = 'api03'): string {
    return `sk-ant-${kind}-${this.r.chars(93, BASE64URL)}AA`;
  }

  huggingface(): string {
    for (;;) {
      const s = this.r.chars(34, LETTERS);
      if (/[a-z]/.test(s) && /[A-Z]/.test(s)) return `hf_${s}`;
    }
  }

  gitlabLegacy(prefix = 'glpat-'): string {
    return `${prefix}${this.r.chars(20, BASE64URL)}`;
  }

  /** A routable token as GitLab's generator writes it (routing payload, 16 random bytes, length byte, base36 length and CRC). */
  gitlabRoutable(versioned = true): string {
    const random = this.r.bytes(16);
    const payload = Buffer.concat([
      Buffer.from(`o:${this.r.int(1e6).toString(36)}\nu:${this.r.int(1e6).toString(36)}`),
      random,
      Buffer.from([16]),
    ]);
    const encoded = b64url(payload);
    const length = encoded.length.toString(36).padStart(2, '0');
    const head = `glpat-${encoded}.${versioned ? '01.' : ''}${length}`;
    return `${head}${crc32(head).toString(36).padStart(7, '0')}`;
  }

  sendgrid(): string {
    return `SG.${b64url(this.r.bytes(16))}.${b64url(this.r.bytes(32))}`;
  }

  /** A v2 macaroon for `location`, serialised as PyPI does, with a JSON caveat and a 32-byte signature. */
  pypi(location = 'pypi.org'): string {
    const field = (type: number, data: Uint8Array | string): Buffer => {
      const bytes = Buffer.from(data);
      const varint = (n: number): number[] => (n < 128 ? [n] : [(n & 0x7f) | 0x80, n >> 7]);
      return Buffer.concat([Buffer.from([type]), Buffer.from(varint(bytes.length)), bytes]);
    };
    const identifier = JSON.stringify({ version: 1, id: Buffer.from(this.r.bytes(16)).toString('hex') });
    const caveat = JSON.stringify({ version: 1, permissions: { projects: ['demo'] } });
    const bytes = Buffer.concat([
      Buffer.from([2]),
      field(1, location),
      field(2, identifier),
      Buffer.from([0]),
      field(2, caveat),
      Buffer.from([0]),
      Buffer.from([0]),
      field(6, this.r.bytes(32)),
    ]);
    return `pypi-${b64url(bytes)}`;
  }

  cloudflare(prefix: 'cfut_' | 'cfat_' | 'cfk_' = 'cfut_'): string {
    const body = this.r.chars(40, BASE62);
    return `${prefix}${body}${crc32(body).toString(16).padStart(8, '0')}`;
  }

  cloudflareLegacy(): string {
    return this.r.chars(40, BASE64URL);
  }

  jwt(
    payload: Record<string, unknown> = { sub: `user-${this.r.int(1e6)}`, iat: 1700000000 + this.r.int(1e6), scope: 'repo' },
    secret = this.r.chars(32, BASE62),
  ): string {
    return signJwt({ alg: 'HS256', typ: 'JWT' }, payload, secret);
  }

  password(length = 16): string {
    for (;;) {
      const s = this.r.chars(length, `${BASE62}!#%+`);
      if (/[a-z]/.test(s) && /[A-Z]/.test(s) && /[0-9]/.test(s)) return s;
    }
  }

  /**
   * Words a person joined into a password with a number (`heron_basalt_fjord42`): three words of a
   * small stock list, drawn at test time, joined by `separator`.
   */
  passphrase(separator: string): string {
    const words = ['heron', 'basalt', 'fjord', 'copper', 'lichen', 'meadow', 'quartz', 'tundra', 'walrus', 'zinnia'];
    const pick = () => words[this.r.int(words.length)] ?? 'heron';
    return `${pick()}${separator}${pick()}${separator}${pick()}${10 + this.r.int(90)}`;
  }

  /** Random characters of `alphabet` with a digit, a lower-case and (when the alphabet has one) an upper-case letter. */
  mixedToken(length: number, alphabet = BASE62): string {
    for (;;) {
      const s = this.r.chars(length, alphabet);
      if (/[0-9]/.test(s) && /[a-z]/.test(s) && (!/[A-Z]/.test(alphabet) || /[A-Z]/.test(s))) return s;
    }
  }

  /** A 1Password service account token: `ops_` + base64 of the account object it stands for. */
  onePassword(): string {
    const account = {
      signInAddress: 'my.1password.com',
      userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: this.r.chars(22, BASE64URL) },
      email: `${this.r.chars(13, HEX)}@1passwordserviceaccounts.com`,
      srpX: this.r.chars(64, HEX),
      muk: { alg: 'A256GCM', ext: true, k: this.r.chars(43, BASE64URL), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' },
      secretKey: `A3-${this.r.chars(6, UPPER_ALNUM)}-${this.r.chars(6, UPPER_ALNUM)}-${this.r.chars(5, UPPER_ALNUM)}`,
      deviceUuid: this.r.chars(26, HEX),
    };
    return `ops_${Buffer.from(JSON.stringify(account)).toString('base64').replace(/=+$/, '')}`;
  }

  /** A Grafana Cloud access policy token: `glc_` + base64 of its policy object. */
  grafanaCloud(): string {
    const policy = { o: String(this.r.int(1e6)), n: `stack-${this.r.int(1e6)}-read`, k: this.mixedToken(24), m: { r: 'prod-us-east-0' } };
    return `glc_${Buffer.from(JSON.stringify(policy)).toString('base64')}`;
  }

  /** A random (version 4) UUID. */
  uuid4(): string {
    const h = this.r.chars(32, HEX);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.r.int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
  }

  token(length = 32, alphabet = BASE62): string {
    for (;;) {
      const s = this.r.chars(length, alphabet);
      if (/[0-9]/.test(s) && /[a-z]/.test(s)) return s;
    }
  }
}

export function signJwt(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** The jwt.io sample token, built from its published parts. */
export function jwtIoSample(): string {
  return signJwt({ alg: 'HS256', typ: 'JWT' }, { sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'your-256-bit-secret');
}

/** The AWS documentation's sample key pair, assembled from its parts. */
export const awsDocs = {
  keyId: ['AKIA', 'IOSFODNN7', 'EXAMPLE'].join(''),
  secret: ['wJalrXUtnFEMI', 'K7MDENG', 'bPxRfiCYEXAMPLEKEY'].join('/'),
};

const pemCache = new Map<string, string>();

/** PEM private keys generated by node:crypto. */
export function pemKey(
  kind: 'rsa-pkcs1' | 'rsa-pkcs8' | 'ec-sec1' | 'ec-pkcs8' | 'ed25519' | 'rsa-encrypted-pkcs8' | 'rsa-legacy-encrypted' | 'dsa',
): string {
  const cached = pemCache.get(kind);
  if (cached !== undefined) return cached;
  let pem: string;
  if (kind.startsWith('rsa')) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    if (kind === 'rsa-pkcs1') pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    else if (kind === 'rsa-pkcs8') pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    else if (kind === 'rsa-encrypted-pkcs8')
      pem = privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'fixture' }).toString();
    else pem = privateKey.export({ type: 'pkcs1', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'fixture' }).toString();
  } else if (kind.startsWith('ec')) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    pem = privateKey.export({ type: kind === 'ec-sec1' ? 'sec1' : 'pkcs8', format: 'pem' }).toString();
  } else if (kind === 'dsa') {
    const { privateKey } = generateKeyPairSync('dsa', { modulusLength: 1024, divisorLength: 160 });
    pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  } else {
    const { privateKey } = generateKeyPairSync('ed25519');
    pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  pemCache.set(kind, pem);
  return pem;
}

/** An OpenSSH private key container (PROTOCOL.key) around a fresh Ed25519 key, unencrypted. */
export function opensshKey(comment = 'fixture@skillpack'): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwkPriv = privateKey.export({ format: 'jwk' });
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  const seed = Buffer.from(jwkPriv.d ?? '', 'base64url');
  const str = (b: Buffer | string): Buffer => {
    const bytes = Buffer.from(b);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(bytes.length);
    return Buffer.concat([len, bytes]);
  };
  const u32 = (n: number): Buffer => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const pubBlob = Buffer.concat([str('ssh-ed25519'), str(pub)]);
  let priv = Buffer.concat([u32(0x1234abcd), u32(0x1234abcd), str('ssh-ed25519'), str(pub), str(Buffer.concat([seed, pub])), str(comment)]);
  let pad = 1;
  while (priv.length % 8 !== 0) priv = Buffer.concat([priv, Buffer.from([pad++])]);
  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0', 'latin1'),
    str('none'),
    str('none'),
    str(''),
    u32(1),
    str(pubBlob),
    str(priv),
  ]);
  const lines = body.toString('base64').match(/.{1,70}/g) ?? [];
  return ['-----BEGIN OPENSSH PRIVATE KEY-----', ...lines, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n');
}

function crc24(bytes: Uint8Array): number {
  let crc = 0xb704ce;
  for (const b of bytes) {
    crc ^= b << 16;
    for (let i = 0; i < 8; i++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

/** An armored OpenPGP secret-key packet (v4, EdDSA layout with random key material) and its CRC-24 line. */
export function pgpKey(r: Random, options: { badCrc?: boolean } = {}): string {
  const mpi = (bits: number, bytes: Uint8Array): Buffer => Buffer.concat([Buffer.from([bits >> 8, bits & 0xff]), Buffer.from(bytes)]);
  const oid = Buffer.from([0x09, 0x2b, 0x06, 0x01, 0x04, 0x01, 0xda, 0x47, 0x0f, 0x01]);
  const body = Buffer.concat([
    Buffer.from([4]),
    Buffer.from([0x65, 0x00, 0x00, 0x00]),
    Buffer.from([22]),
    oid,
    mpi(263, Buffer.concat([Buffer.from([0x40]), Buffer.from(r.bytes(32))])),
    Buffer.from([0]),
    mpi(256, r.bytes(32)),
    Buffer.from([0x12, 0x34]),
  ]);
  const packet = Buffer.concat([Buffer.from([0xc5, body.length]), body]);
  const sum = crc24(packet) ^ (options.badCrc === true ? 1 : 0);
  const crcLine = `=${Buffer.from([sum >> 16, (sum >> 8) & 0xff, sum & 0xff]).toString('base64')}`;
  const lines = packet.toString('base64').match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PGP PRIVATE KEY BLOCK-----', '', ...lines, crcLine, '-----END PGP PRIVATE KEY BLOCK-----', ''].join('\n');
}

/** A PuTTY key file (PPK version 2, unencrypted) around a fresh Ed25519 key, with its `Private-MAC`. */
export function puttyKey(comment = 'fixture@skillpack'): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d ?? '', 'base64url');
  const str = (b: Buffer | string): Buffer => {
    const bytes = Buffer.from(b);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(bytes.length);
    return Buffer.concat([len, bytes]);
  };
  const pubBlob = Buffer.concat([str('ssh-ed25519'), str(pub)]);
  const privBlob = str(seed);
  const macKey = createHash('sha1').update('putty-private-key-file-mac-key').digest();
  const mac = createHmac('sha1', macKey)
    .update(Buffer.concat([str('ssh-ed25519'), str('none'), str(comment), str(pubBlob), str(privBlob)]))
    .digest('hex');
  const lines = (b: Buffer): string[] => b.toString('base64').match(/.{1,64}/g) ?? [];
  return [
    'PuTTY-User-Key-File-2: ssh-ed25519',
    'Encryption: none',
    `Comment: ${comment}`,
    `Public-Lines: ${lines(pubBlob).length}`,
    ...lines(pubBlob),
    `Private-Lines: ${lines(privBlob).length}`,
    ...lines(privBlob),
    `Private-MAC: ${mac}`,
    '',
  ].join('\n');
}

/** An OpenVPN static key (`openvpn --genkey`): 2048 random bits in 16 lines of hex. */
export function openvpnStaticKey(r: Random): string {
  const lines = Array.from({ length: 16 }, () => Buffer.from(r.bytes(16)).toString('hex'));
  return ['-----BEGIN OpenVPN Static key V1-----', ...lines, '-----END OpenVPN Static key V1-----', ''].join('\n');
}

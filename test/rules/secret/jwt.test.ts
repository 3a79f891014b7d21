// secret/jwt: signed JSON Web Tokens; the jwt.io sample is a published example, `alg: none` and
// base64url that is not JSON are nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretJwt } from '../../../src/rules/secret/jwt.js';
import { jwtIoSample, SecretFactory, signJwt } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1116);
const token = f.jwt();
const rs = signJwt({ alg: 'RS256', kid: 'k1' }, { iss: 'https://issuer.example', sub: 'svc', exp: 4102444800 }, 'k');
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x' })}.`;
const JWT = 'JSON Web Token';
// Supabase's project keys: the `anon` one is public by design, the `service_role` one is a secret.
const supabaseKey = (role: string): string =>
  signJwt({ alg: 'HS256', typ: 'JWT' }, { iss: 'supabase', ref: f.r.chars(20, 'abcdefghijklmnopqrstuvwxyz'), role, iat: 1700000000 }, 'k');
const anonKey = supabaseKey('anon');
const serviceKey = supabaseKey('service_role');

ruleTester(secretRuleOf(secretJwt), {
  valid: [
    quiet('alg none', `Authorization: Bearer ${unsigned}`),
    quiet('base64url that is not JSON', `eyJ${'a'.repeat(20)}.eyJ${'b'.repeat(20)}.${'c'.repeat(43)}`),
    quiet('a truncated sample', 'eyJhbGciOiJIUzI1NiJ9.eyJ...'),
    quiet("Supabase's anon key in an env block", `\`\`\`env\nSUPABASE_URL=https://x.supabase.co\nSUPABASE_ANON_KEY=${anonKey}\n\`\`\``),
  ],
  invalid: [
    // Under a name secret/generic-assignment reads, a header with placeholders after it is quiet; a whole token is reported here.
    reported('a signed JWT under a YAML token key', `token: ${token}`, { secret: token, family: JWT, redacted: redacted('eyJ', token) }),
    reported('a signed JWT in a bearer header', `Authorization: Bearer ${token}`, {
      secret: token,
      family: JWT,
      redacted: redacted('eyJ', token),
    }),
    reported('a JWT at the end of a sentence', `The token is ${rs}.`, { secret: rs, family: JWT, redacted: redacted('eyJ', rs) }),
    reported("Supabase's service_role key beside it", `SUPABASE_ANON_KEY=${anonKey}\nSUPABASE_SERVICE_ROLE_KEY=${serviceKey}`, {
      secret: serviceKey,
      family: JWT,
      redacted: redacted('eyJ', serviceKey),
    }),
    reported('the jwt.io sample is a published example', jwtIoSample(), {
      secret: jwtIoSample(),
      family: JWT,
      redacted: redacted('eyJ', jwtIoSample()),
      messageId: 'placeholder',
    }),
  ],
});

// secret/auth-header: tokens in `Authorization` and API-key headers, and `Bearer` tokens anywhere;
// variables, templates, placeholders and prose are nothing.
import { randomUUID } from 'node:crypto';
import { secretAuthHeader } from '../../../src/rules/secret/auth-header.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { shannonBits } from '../../../src/rules/secret/engine/randomness.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1121);
const token = f.token(40);
const key = f.token(32);
// A key issued as a random (version 4) UUID, drawn from the seeded factory so the table is reproducible.
const uuidKey = f.uuid4();
// A password a person might choose for a Milvus user, shorter than any bearer token judged.
const milvusPassword = `${f.password(10)}.${f.password(6)}`;
// 16 random hex digits spread less than 32 do: one whose entropy sits under the floors for 32 hex digits (3.3 bits) and for a generated token (3.2).
const shortHex = ((): string => {
  for (;;) {
    const v = f.token(16, HEX);
    if (shannonBits(v) < 3.15 && shannonBits(v) >= 2.85 && /\d/.test(v) && /[a-f]/.test(v)) return v;
  }
})();

// A random hex password, a credential under any user but one of the same value.
const hexPassword = f.token(16, HEX);

ruleTester(secretRuleOf(secretAuthHeader), {
  valid: [
    quiet('an environment variable', 'Authorization: Bearer $GITHUB_TOKEN'),
    quiet('a GitHub Actions secret', 'Authorization: Bearer ${{ secrets.API_TOKEN }}'),
    quiet('angle brackets', 'Authorization: Bearer <your-token>'),
    // Milvus's `Bearer <user>:<password>` (invalid: `a Milvus user and password as the bearer value`).
    quiet(
      "Milvus's default user and password",
      'curl -H "Authorization: Bearer root:Milvus" http://localhost:19530/v2/vectordb/collections/list',
    ),
    quiet('a bearer user and password from variables', 'curl -H "Authorization: Bearer ${MILVUS_USER}:${MILVUS_PASSWORD}" "$MILVUS_URI"'),
    quiet('a bearer user and placeholder password', 'Authorization: Bearer admin:password'),
    quiet('a word placeholder', 'X-API-Key: your-api-key-here'),
    quiet('prose about bearer tokens', 'The API accepts a Bearer token in the Authorization header.'),
    quiet('a JWT belongs to secret/jwt', `Authorization: Bearer ${f.jwt()}`),
    quiet('a request id header', `curl -H "X-Request-Id: ${randomUUID()}" https://api.example.com`),
    quiet('counting hex as a key', 'curl -H "Token: 0123456789abcdef" https://api.example.com'),
    quiet('the nil UUID as a key', 'curl -H "apikey: 00000000-0000-0000-0000-000000000000" https://api.example.com'),
    quiet('apikey outside a curl header is an assignment', `apikey: ${randomUUID()}`),
    quiet('a token word in prose', `Send the token: ${uuidKey} is what the log shows.`),
    quiet('the nil UUID after Bearer', 'Authorization: Bearer 00000000-0000-0000-0000-000000000000'),
    quiet('the nil UUID after another scheme', 'headers = {"Authorization": "Token 00000000-0000-0000-0000-000000000000"}'),
    quiet('a UUID after a scheme outside an Authorization header', `Token ${uuidKey} was rotated; see the audit log.`),
    quiet('a trace id header next to a bearer template', `-H "Authorization: Bearer $TOKEN" -H "X-Trace-Id: ${randomUUID()}"`),
    // Server directives set a header from a name and a value (invalid: `an nginx proxy_set_header`).
    quiet(
      'an AuthenticationHeaderValue of a variable',
      'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", token);',
    ),
    quiet('an AuthenticationHeaderValue placeholder', 'new AuthenticationHeaderValue("Bearer", "<your-access-token>")'),
    quiet('a Caddy header_up from a placeholder', 'reverse_proxy upstream:8080 {\n    header_up X-Api-Key {env.API_KEY}\n}'),
    quiet('a Caddy header_up of a request id', `reverse_proxy upstream:8080 {\n    header_up X-Request-Id ${uuidKey}\n}`),
    quiet(
      'an Envoy header pair from a template',
      'request_headers_to_add:\n  - header:\n      key: x-api-key\n      value: "%DYNAMIC_METADATA(auth:key)%"',
    ),
    quiet("a header pair whose value is not the header's", `- header:\n    key: x-request-id\n    value: "${key}"`),
    quiet('a header pair named in prose', `The monkey: x-api-key\nvalue: "${key}"`),
    quiet('an nginx header from a variable', 'proxy_set_header x-apikey $apikey;'),
    quiet('an nginx request id header', `proxy_set_header X-Request-Id ${uuidKey};`),
    quiet('an nginx response header of another name', `add_header X-Trace-Id ${key};`),
    quiet('a header set by subscript from a variable', 'request.headers["Authorization"] = "Token " + token'),
    // Schemes whose value is no bearer credential: parameters, a handshake message, a public client id.
    quiet('a Digest authorization', `Authorization: Digest username="svc", realm="api", nonce="${key}"`),
    quiet('a Negotiate handshake message', `Authorization: Negotiate ${Buffer.from(f.r.bytes(48)).toString('base64')}`),
    quiet("Imgur's public Client-ID", `Authorization: Client-ID ${key}`),
    quiet('a JFrog API key header from a variable', 'curl -H "X-JFrog-Art-Api: $ARTIFACTORY_API_KEY" https://acme.jfrog.io/'),
  ],
  invalid: [
    reported(
      'a C# AuthenticationHeaderValue',
      `client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue("Bearer", "${token}");`,
      {
        secret: token,
        family: 'Bearer token',
        redacted: redactedBare(token),
      },
    ),
    reported('a Caddy header_up', `api.example.com {\n    reverse_proxy upstream:8080 {\n        header_up X-Api-Key ${key}\n    }\n}`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported(
      'an Envoy header key and value',
      `request_headers_to_add:\n  - header:\n      key: x-api-key\n      value: "${key}"\n    append_action: OVERWRITE_IF_EXISTS_OR_ADD`,
      {
        secret: key,
        family: 'API key in an HTTP header',
        redacted: redactedBare(key),
      },
    ),
    reported('a Kubernetes probe header name and value', `httpHeaders:\n  - name: X-Auth-Token\n    value: ${key}`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported('a JSON header pair on one line', `{"key": "x-api-key", "value": "${key}"}`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported('an nginx proxy_set_header', `location / {\n\tproxy_set_header x-apikey ${uuidKey};\n}`, {
      secret: uuidKey,
      family: 'API key in an HTTP header',
      redacted: redactedBare(uuidKey),
    }),
    reported("Apache's RequestHeader set", `RequestHeader set X-Auth-Token "${key}"`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported('a UUID bearer token (Heroku API keys are UUIDs)', `curl -H "Authorization: Bearer ${uuidKey}" https://api.heroku.com/apps`, {
      secret: uuidKey,
      family: 'Bearer token',
      redacted: redactedBare(uuidKey),
    }),
    reported('a UUID bearer token in fetch headers', `fetch(url, { headers: { Authorization: "Bearer ${uuidKey}" } })`, {
      secret: uuidKey,
      family: 'Bearer token',
      redacted: redactedBare(uuidKey),
    }),
    reported('a UUID after the Token scheme of an Authorization value', `headers = {"Authorization": "Token ${uuidKey}"}`, {
      secret: uuidKey,
      family: 'API token in an Authorization header',
      redacted: redactedBare(uuidKey),
    }),
    reported(
      'a UUID after the Api-Key scheme of an Authorization header',
      `curl -H "Authorization: Api-Key ${uuidKey}" https://api.example.com`,
      {
        secret: uuidKey,
        family: 'API token in an Authorization header',
        redacted: redactedBare(uuidKey),
      },
    ),
    reported('a UUID key in a curl apikey header', `curl -X GET \\\n  -H "apikey: ${uuidKey}" \\\n  -H "Accept: application/json"`, {
      secret: uuidKey,
      family: 'API key in an HTTP header',
      redacted: redactedBare(uuidKey),
    }),
    reported('16 random hex digits in a Token header', `curl -XPOST http://localhost:8080/api/tasks -H "Token: ${shortHex}" -d "x=1"`, {
      secret: shortHex,
      family: 'API key in an HTTP header',
      redacted: redactedBare(shortHex),
    }),
    reported('a vendor ApiKey header', `curl -H "X-Octopus-ApiKey: ${uuidKey}" https://octopus.example.net/api`, {
      secret: uuidKey,
      family: 'API key in an HTTP header',
      redacted: redactedBare(uuidKey),
    }),
    reported('a scheme-less Authorization UUID', `curl --header 'Authorization: ${uuidKey}' https://api.example.com`, {
      secret: uuidKey,
      family: 'Credential in an Authorization header',
      redacted: redactedBare(uuidKey),
    }),
    reported('a Bearer header in curl', `curl -H "Authorization: Bearer ${token}" https://api.example.com`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
    reported(
      'a Milvus user and password as the bearer value',
      `curl -H "Authorization: Bearer analytics:${milvusPassword}" http://10.0.0.5:19530`,
      {
        secret: `analytics:${milvusPassword}`,
        family: 'Bearer user and password',
        redacted: redactedBare(`analytics:${milvusPassword}`),
      },
    ),
    // The same password under its own name as the user is a placeholder: a verdict is kept per pair, not per password.
    reported('a bearer password again under a user of its own value', `Bearer svc:${hexPassword}\nBearer ${hexPassword}:${hexPassword}`, {
      secret: `svc:${hexPassword}`,
      family: 'Bearer user and password',
      redacted: redactedBare(`svc:${hexPassword}`),
    }),
    reported('the Token scheme', `Authorization: token ${token}`, {
      secret: token,
      family: 'API token in an Authorization header',
      redacted: redactedBare(token),
    }),
    reported('an X-API-Key header', `X-API-Key: ${key}`, { secret: key, family: 'API key in an HTTP header', redacted: redactedBare(key) }),
    reported('a JSON headers object', `{"headers": {"x-api-key": "${key}"}}`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported('Bearer written in prose', `Send it as Bearer ${token} in the request.`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
    reported('a header set by subscript', `request.headers["Authorization"] = "Token ${token}"`, {
      secret: token,
      family: 'API token in an Authorization header',
      redacted: redactedBare(token),
    }),
    reported('another auth-scheme before the token (OAuth)', `Authorization: OAuth ${token}`, {
      secret: token,
      family: 'API token in an Authorization header',
      redacted: redactedBare(token),
    }),
    reported('another auth-scheme set by subscript (Auth)', `request.headers["Authorization"] = "Auth ${key}"`, {
      secret: key,
      family: 'API token in an Authorization header',
      redacted: redactedBare(key),
    }),
    reported(
      "JFrog Artifactory's API key header",
      `curl -H "X-JFrog-Art-Api: ${token}" -T app.jar https://acme.jfrog.io/artifactory/libs/`,
      {
        secret: token,
        family: 'API key in an HTTP header',
        redacted: redactedBare(token),
      },
    ),
  ],
});

// request's bearer forms: `.auth(null, null, true, token)` and the `auth: { bearer }` option.
ruleTester(secretRuleOf(secretAuthHeader), {
  valid: [
    quiet("request's bearer argument given a variable", 'request.get(url).auth(null, null, true, token);'),
    quiet("request's bearer option reading the environment", 'request.get(url, { auth: { bearer: process.env.API_TOKEN } });'),
    quiet("request's bearer option with a placeholder", "request.get(url, { auth: { bearer: '<your-token>' } });"),
    quiet('a bearer flag', 'const options = { bearer: true };'),
  ],
  invalid: [
    reported("request's .auth with a bearer token", `request.get(url).auth(null, null, true, '${token}');`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
    reported("request's auth.bearer option", `request.get(url, {\n  auth: {\n    bearer: '${token}'\n  }\n});`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
  ],
});

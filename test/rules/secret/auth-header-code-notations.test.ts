// secret/auth-header, headers written in code notations that put the value away from `Name: value`:
// Swift's and Objective-C's `setValue(value, forHTTPHeaderField: name)` (the value before its name) and
// Faraday's `request :authorization, :bearer, token` (the scheme a symbol), a setter's name and value as
// two string arguments (`Header.Set("Authorization", "Token …")`); each true case beside the quiet ones
// it must not be confused with.
import { secretAuthHeader } from '../../../src/rules/secret/auth-header.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5522);
const token = f.token(40);
const at = (secret: string, family: string) => ({ secret, family, redacted: redactedBare(secret) });
const KEY = 'API key in an HTTP header';

ruleTester(secretRuleOf(secretAuthHeader), {
  valid: [
    quiet('a header value from a variable', 'request.setValue(apiKey, forHTTPHeaderField: "X-API-Key")'),
    quiet('an interpolated header value', 'request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")'),
    quiet('a header named for no credential', `request.setValue("${token}", forHTTPHeaderField: "X-Request-Id")`),
    quiet('a content type', 'request.setValue("application/json", forHTTPHeaderField: "Content-Type")'),
    quiet('a placeholder key', '[request setValue:@"YOUR_API_KEY" forHTTPHeaderField:@"X-API-Key"];'),
    quiet('a literal before a header name read by another call', `log("${token}", forHTTPHeaderField: "X-API-Key")`),
    quiet('a bearer symbol before an environment read', 'f.request :authorization, :bearer, ENV["TOKEN"]'),
    quiet('a bearer symbol before a placeholder', 'f.request :authorization, :bearer, "<token>"'),
    quiet('a setter given a variable', 'req.Header.Set("Authorization", "Token "+apiToken)'),
    quiet('a setter given an interpolated string', 'client.DefaultRequestHeaders.Add("Authorization", $"Token {token}");'),
    quiet('a setter given a placeholder', 'xhr.setRequestHeader("Authorization", "Token <your-api-token>");'),
    quiet('header names listed together', 'allowed := []string{"Authorization", "Content-Type", "X-Request-Id"}'),
    quiet('an unquoted name before a comma', `log(Authorization, "${token}")`),
  ],
  invalid: [
    reported('a Swift API-key header', `request.setValue("${token}", forHTTPHeaderField: "X-API-Key")`, at(token, KEY)),
    reported('an Objective-C API-key header', `[request setValue:@"${token}" forHTTPHeaderField:@"X-API-Key"];`, at(token, KEY)),
    reported(
      'an Objective-C Authorization token added',
      `[request addValue:@"Token ${token}" forHTTPHeaderField:@"Authorization"];`,
      at(token, 'API token in an Authorization header'),
    ),
    reported(
      'a Swift Authorization value without a scheme',
      `request.addValue("${token}", forHTTPHeaderField: "Authorization")`,
      at(token, 'Credential in an Authorization header'),
    ),
    reported(
      'a Swift bearer header',
      `request.setValue("Bearer ${token}", forHTTPHeaderField: "Authorization")`,
      at(token, 'Bearer token'),
    ),
    reported(
      "Go's Header.Set with a Token scheme",
      `req.Header.Set("Authorization", "Token ${token}")`,
      at(token, 'API token in an Authorization header'),
    ),
    reported(
      'a setter given the value without a scheme',
      `xhr.setRequestHeader('Authorization', '${token}');`,
      at(token, 'Credential in an Authorization header'),
    ),
    reported(
      'a setter given an Api-Key scheme',
      `request.addHeader("Authorization", "Api-Key ${token}");`,
      at(token, 'API token in an Authorization header'),
    ),
    reported("Faraday's bearer symbol", `f.request :authorization, :bearer, "${token}"`, at(token, 'Bearer token')),
  ],
});

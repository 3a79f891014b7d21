// secret/generic-assignment, notations that name a secret by a call, a keyword or a command rather
// than an `=`: a method named for a secret given its literal, a keyword or symbol before its literal,
// a tool's `config set <key> <value>` and `login <token>`, an Erlang node's cookie; each true case
// beside the quiet ones it must not be confused with (placeholders, references, accessors, other names).
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5521);
const v = f.token(40);
const pw = f.password(16);
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// An Erlang cookie as Erlang and RabbitMQ generate it: 20 upper-case letters.
const cookie = f.r.chars(20, UPPER);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    // A method named for a secret (invalid: `a builder's password method` and the cases after it).
    quiet('an accessor given a name', `String pw = store.getPassword("${pw}");`),
    quiet("an accessor of a token's name", `vault.getToken("${v}")`),
    quiet('a method given a variable', 'client.token(name)'),
    quiet('a method given a sentence', '.password("Enter your password")'),
    quiet('a method given a number', '.password(12)'),
    quiet('a method given a placeholder', 'client.token("<token>")'),
    quiet('a method given an upper-case placeholder', 'client.token("YOUR_TOKEN")'),
    quiet('a method given a default password', 'builder.password("changeme")'),
    quiet('a method given an environment read', 'client.token(System.getenv("API_TOKEN"))'),
    quiet('a method given a shell reference', 'client.token("$API_TOKEN")'),
    quiet('a method given an Actions secret', 'client.token("${{ secrets.API_TOKEN }}")'),
    quiet('a method given two arguments', `cache.token("github", "${v}")`),
    quiet('a method named for a lookup key', `map.key("${v}")`),
    quiet('a method named for no secret', `builder.name("${v}")`),
    quiet("a client's auth given a header value", 'client.auth("Bearer abc")'),
    quiet('a function that is not a method', `token("${v}")`),
    // A keyword or symbol before its literal (invalid: `an EDN map's password`, `a Capistrano setting`).
    quiet("an EDN map's password read from the environment", '{:user "app" :password (System/getenv "DB_PASSWORD")}'),
    quiet("an EDN map's default password", '{:user "app" :password "changeme"}'),
    quiet('a keyword named for no secret', `{:username "${v}"}`),
    quiet('a symbol argument given an environment read', 'set :password, ENV["DEPLOY_PASSWORD"]'),
    quiet('a symbol argument asked for', 'set :password, ask("Server password", nil)'),
    quiet('a symbol named for no secret', `set :branch, "${v}"`),
    quiet("a URL's path parameter", `see http://example.com/:token "${v}"`),
    // A tool's config command (invalid: `npm's auth token set by config` and the cases after it).
    quiet('a config command given a placeholder', 'npm config set //registry.example.com/:_authToken <token>'),
    quiet('a config command given a reference', 'npm config set //registry.example.com/:_authToken "${NPM_TOKEN}"'),
    quiet('a config read', 'npm config get //registry.example.com/:_authToken'),
    quiet("git's credential helper", 'git config --global credential.helper store'),
    quiet('a config key named for no secret', `npm config set registry ${v}`),
    quiet('a config read by option', `git config --get github.token ${v}`),
    quiet('a key and a value in a sentence', `Set the npmAuthToken ${v} for the registry`),
    quiet("poetry's token as a placeholder", 'poetry config pypi-token.pypi YOUR_TOKEN'),
    quiet("mix's key from the environment", 'mix hex.config api_key $HEX_API_KEY'),
    quiet('a login with an option', 'cargo login --registry my-registry'),
    quiet('a login prompting for the token', 'cargo login\n'),
    quiet('a login given a placeholder', 'cargo login <token>'),
    quiet('a login given a reference', 'cargo login $CARGO_REGISTRY_TOKEN'),
    quiet("a login to a registry's host", 'docker login ghcr.io'),
    quiet('a login followed by two words', `cargo login ${v} extra`),
    quiet('login in a sentence', `After login ${v} appears`),
    // An Erlang cookie (invalid: `vm.args' cookie` and the cases after it).
    quiet('a cookie of one word', 'erl -setcookie mycookie'),
    quiet('a cookie from a variable', 'erl -setcookie $ERLANG_COOKIE'),
    quiet('a cookie of typed words', 'RABBITMQ_ERLANG_COOKIE=MYSECRETERLANGCOOKIE'),
    quiet('a cookie of one repeated letter', `RABBITMQ_ERLANG_COOKIE=${'A'.repeat(20)}`),
    quiet('a cookie of the alphabet in order', `RABBITMQ_ERLANG_COOKIE=${UPPER.slice(0, 20)}`),
    quiet("a cookie's shape under another name", `SESSION_ID=${cookie}`),
  ],
  invalid: [
    reported("a builder's password method", `builder.password("${pw}")`, passwordAt(pw)),
    reported("a client's token method", `client.token("${v}")`, secretAt(v)),
    reported('a snake-case key method', `Client.builder().api_key("${v}")`, secretAt(v)),
    reported('a camel-case key method', `new Builder().apiKey("${v}").build()`, secretAt(v)),
    reported("a Lua Redis client's auth", `local ok, err = red:auth("${pw}")`, passwordAt(pw)),
    reported("a Redis client's auth", `client.auth("${pw}")`, passwordAt(pw)),
    reported("PHP's arrow method", `$redis->auth('${pw}');`, passwordAt(pw)),
    reported("reqwest's bearer_auth", `client.get(url).bearer_auth("${v}")`, secretAt(v)),
    reported('a secret method', `config.secret("${v}")`, secretAt(v)),
    reported('a builder method on its own line', `Config.builder()\n    .password("${pw}")\n    .build()`, passwordAt(pw)),
    reported("an EDN map's password", `{:user "app" :password "${pw}"}`, passwordAt(pw)),
    reported("a Clojure keyword's token", `{:api-token "${v}"}`, secretAt(v)),
    reported('a namespaced keyword', `{:db/user "app", :db/password "${pw}"}`, passwordAt(pw)),
    reported('a Capistrano setting', `set :password, "${pw}"`, passwordAt(pw)),
    reported('a symbol argument of a token', `set :api_token, '${v}'`, secretAt(v)),
    reported("Elixir's keyword list put", `Keyword.put(opts, :password, "${pw}")`, passwordAt(pw)),
    reported("npm's auth token set by config", `npm config set //registry.example.com/:_authToken ${v}`, secretAt(v)),
    reported("yarn's auth token", `yarn config set npmAuthToken ${v}`, secretAt(v)),
    reported("yarn's auth token before an option", `yarn config set npmAuthToken "${v}" -H`, secretAt(v)),
    reported('a git config token', `git config --global github.token ${v}`, secretAt(v)),
    reported("npm's config with a location", `npm config set --location=user //npm.pkg.github.com/:_authToken=${v}`, secretAt(v)),
    reported("poetry's repository token", `poetry config pypi-token.pypi ${v}`, secretAt(v)),
    reported("mix's hex key", `mix hex.config api_key ${v}`, secretAt(v)),
    reported('a config command in a code span', `Run \`pnpm config set //registry.example.com/:_authToken ${v}\` once.`, secretAt(v)),
    reported("a crates registry's login", `cargo login ${v}`, secretAt(v)),
    reported('a login before another command', `cargo login ${v} && cargo publish`, secretAt(v)),
    reported("vm.args' cookie", `-name app@127.0.0.1\n-setcookie ${cookie}`, secretAt(cookie)),
    reported("erl's cookie flag", `erl -sname a -setcookie '${cookie}'`, secretAt(cookie)),
    reported('a generated token as a cookie', `erl -setcookie ${v}`, secretAt(v)),
    reported("RabbitMQ's cookie variable", `RABBITMQ_ERLANG_COOKIE=${cookie}`, secretAt(cookie)),
    reported(
      "RabbitMQ's cookie in Compose",
      `services:\n  rabbit:\n    environment:\n      RABBITMQ_ERLANG_COOKIE: "${cookie}"`,
      secretAt(cookie),
    ),
    reported("a chart's cookie value", `auth:\n  erlangCookie: ${cookie}`, secretAt(cookie)),
  ],
});

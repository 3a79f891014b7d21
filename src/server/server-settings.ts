// The reference server's environment (DESIGN "Reference server environment"), validated once at
// start-up. Every problem is a message for stderr and exit code 2; nothing here is secret-bearing
// output (tokens are kept, never printed).
import { describeValue } from '../config/describe-value.js';
import { parseSkillsFlag, skillsFlagName } from '../runtime/index.js';

export const knownVendors = ['github'] as const;
export type Vendor = (typeof knownVendors)[number];

export interface GithubSettings {
  readonly apiUrl: URL;
  readonly token: string | undefined;
}

export interface ServerSettings {
  readonly vendors: ReadonlySet<Vendor>;
  readonly github: GithubSettings;
  /** Present exactly when serving over HTTP. */
  readonly bearerToken: string | undefined;
}

export type SettingsOutcome =
  { readonly ok: true; readonly settings: ServerSettings } | { readonly ok: false; readonly problems: readonly string[] };

export const defaultGithubApiUrl = 'https://api.github.com';

export function readServerSettings(env: NodeJS.ProcessEnv, transport: 'stdio' | 'http'): SettingsOutcome {
  const problems: string[] = [];
  const flag = parseSkillsFlag(env[skillsFlagName]);
  if (!flag.ok) problems.push(flag.message);

  const vendors = new Set<Vendor>();
  const rawVendors = env['MCP_ENABLED_VENDORS'];
  if (rawVendors !== undefined && rawVendors.trim() !== '') {
    for (const item of rawVendors.split(',')) {
      const name = item.trim();
      if (name === '') continue;
      if ((knownVendors as readonly string[]).includes(name)) vendors.add(name as Vendor);
      else problems.push(`MCP_ENABLED_VENDORS: unknown vendor ${describeValue(name, 40)} (known: ${knownVendors.join(', ')})`);
    }
  }

  const apiUrl = githubApiUrl(env['GITHUB_API_URL'], problems);
  const token = env['GITHUB_TOKEN'] === '' ? undefined : env['GITHUB_TOKEN'];

  let bearerToken: string | undefined;
  if (transport === 'http') {
    bearerToken = env['MCP_HTTP_BEARER_TOKEN'];
    if (bearerToken === undefined || bearerToken === '') {
      problems.push('MCP_HTTP_BEARER_TOKEN is required to serve over HTTP: every request must carry "Authorization: Bearer <token>"');
    } else if (/[\s\x00-\x1f\x7f]/.test(bearerToken)) {
      problems.push('MCP_HTTP_BEARER_TOKEN must not contain whitespace or control characters');
    }
  }
  if (problems.length > 0 || apiUrl === undefined) return { ok: false, problems };
  return { ok: true, settings: { vendors, github: { apiUrl, token }, bearerToken } };
}

// The token goes to this URL: https anywhere, plain http only to a loopback stand-in.
function githubApiUrl(raw: string | undefined, problems: string[]): URL | undefined {
  const text = raw === undefined || raw === '' ? defaultGithubApiUrl : raw;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`GITHUB_API_URL is not a URL: ${describeValue(text, 40)}`);
    return undefined;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    problems.push('GITHUB_API_URL must be an https URL (plain http is allowed only for a loopback address)');
    return undefined;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    problems.push('GITHUB_API_URL must not carry credentials, a query or a fragment');
    return undefined;
  }
  return url;
}

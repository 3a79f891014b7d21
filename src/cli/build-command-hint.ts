// The rebuild command to name in messages: the one the user actually has. An npm script that runs
// `skillpack build` (what `skillpack init` installs as `skills:build`) is named as `npm run NAME`;
// otherwise `npx skillpack build`, with the --config the user passed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const runsBuild = /(?:^|[\s;&|])(?:skillpack|(?:\S*\/)?cli\.js)\s+build(?:\s|$)/;

export function buildCommandHint(cwd: string, configFile: string | undefined): string {
  let scripts: Record<string, unknown> = {};
  try {
    scripts = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts?: Record<string, unknown> }).scripts ?? {};
  } catch {
    // No readable package.json: the plain command.
  }
  if (configFile === undefined) {
    const script = Object.entries(scripts).find(([, command]) => typeof command === 'string' && runsBuild.test(command) && !command.includes('--config'));
    if (script !== undefined) return `npm run ${script[0]}`;
  }
  return configFile === undefined ? 'npx skillpack build' : `npx skillpack build --config ${configFile}`;
}

// The rebuild command to name in messages: the one the user actually has. An npm script that runs
// `skillpack build` (what `skillpack init` installs as `skills:build`) is named as `npm run NAME`;
// otherwise `npx skillpack build`, with the --config the user passed.
import { readProjectText } from '../fs/project-files.js';

const runsBuild = /(?:^|[\s;&|])(?:skillpack|(?:\S*\/)?cli\.js)\s+build(?:\s|$)/;

export function buildCommandHint(cwd: string, configFile: string | undefined): string {
  let scripts: Record<string, unknown> = {};
  try {
    // Never a blocking or unbounded read: a FIFO or a symlink to a device is no package.json.
    scripts =
      (JSON.parse(readProjectText(cwd, 'package.json', 1024 * 1024) ?? '{}') as { scripts?: Record<string, unknown> }).scripts ?? {};
  } catch {
    // No readable package.json: the plain command.
  }
  if (configFile === undefined) {
    const script = Object.entries(scripts).find(
      ([, command]) => typeof command === 'string' && runsBuild.test(command) && !command.includes('--config'),
    );
    if (script !== undefined) return `npm run ${script[0]}`;
  }
  return configFile === undefined ? 'npx skillpack build' : `npx skillpack build --config ${configFile}`;
}

// `skillpack serve`: hands over to the reference skills server. Imported lazily so that the MCP SDK
// is only loaded by this command, never on the lint/hook path.
// The published CLI leaves the SDK out of its bundle (it is an optional peer dependency, README
// "Dependencies"), so a project without it is told what to install.
import { UserError } from '../../diagnostics/user-error.js';
import type { CliIo } from '../io.js';

export async function runServeCommand(options: { configFile: string | undefined; http: string | undefined }, io: CliIo): Promise<number> {
  let serveCommand: typeof import('../../server/serve-command.js');
  try {
    serveCommand = await import('../../server/serve-command.js');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes('@modelcontextprotocol/server')) {
      throw new UserError('io', 'skillpack serve needs the MCP TypeScript SDK v2: npm install --save-dev @modelcontextprotocol/server');
    }
    throw error;
  }
  return serveCommand.runServe(options, io);
}

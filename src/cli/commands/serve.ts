// `skillpack serve`: hands over to the reference skills server. Imported lazily so that the MCP SDK
// is only loaded by this command, never on the lint/hook path.
import type { CliIo } from '../io.js';

export async function runServeCommand(options: { configFile: string | undefined; http: string | undefined }, io: CliIo): Promise<number> {
  const { runServe } = await import('../../server/serve-command.js');
  return runServe(options, io);
}

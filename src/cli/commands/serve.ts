// `skillpack serve`: hands over to the reference skills server.
import { runServe } from '../../server/serve-command.js';
import type { CliIo } from '../io.js';

export function runServeCommand(options: { configFile: string | undefined; http: string | undefined }, io: CliIo): Promise<number> {
  return runServe(options, io);
}

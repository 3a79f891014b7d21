// Everything the CLI may touch of its surroundings, passed in so commands are plain functions.

export interface CliIo {
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /**
   * Called before `build` writes: from then on SIGINT/SIGTERM end the process only once the
   * synchronous writes are done (each temporary file renamed or removed), so an interrupted build
   * leaves no debris. Only bin.ts implements it (it touches `process`).
   */
  readonly deferSignals?: () => void;
}

export const exitCodes = { ok: 0, findings: 1, usage: 2 } as const;

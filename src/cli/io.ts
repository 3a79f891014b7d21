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
  /** Asks a yes/no question on a terminal; absent when stdin is not one (then `init` needs --yes). */
  readonly confirm?: (question: string) => Promise<boolean>;
  /** Asks a question on a terminal and returns the answer; absent when stdin is not one (`init` then needs --root). */
  readonly ask?: (question: string) => Promise<string>;
  /** Aborted on Ctrl-C: ends long-running commands (`build --watch`). */
  readonly signal?: AbortSignal;
}

/** README "Commands": 70 (internal error) is set by bin.ts for anything that is not a UserError. */
export const exitCodes = { ok: 0, findings: 1, usage: 2, internal: 70 } as const;

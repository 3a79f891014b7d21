// `skillpack build --watch`: one build, then a rebuild after every change under the skills root, to
// the config or to the secret allowlist, debounced (an editor's save is several events). Each run
// starts on a cleared terminal (a separator line otherwise); the module is only ever replaced by an
// atomic rename (write-atomic.ts), so a server or a test reading it never sees half a file. Stops,
// exit 0, when the signal aborts (Ctrl-C).
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { UserError } from '../../diagnostics/user-error.js';
import { loadConfig } from '../../config/load-config.js';
import type { CliIo } from '../io.js';
import { runBuild } from './build.js';
import type { PipelineOptions } from './pipeline.js';

export const watchDebounceMs = 150;

export async function runBuildWatch(options: Omit<PipelineOptions, 'command' | 'staged' | 'only'>, io: CliIo): Promise<number> {
  const config = loadConfig(options.configFile, io.cwd);
  const clear = io.stdout.isTTY === true ? '\x1b[2J\x1b[H' : '\n';
  let runs = 0;
  const rebuild = (): void => {
    runs += 1;
    io.stdout.write(`${runs === 1 ? '' : clear}skillpack build --watch: run ${runs}\n`);
    try {
      runBuild(options, io);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      io.stderr.write(`skillpack build: ${error.message}\n`);
    }
    io.stdout.write(`watching ${config.root}/ and ${basename(config.configFile)} (Ctrl-C to stop)\n`);
  };
  rebuild();

  let timer: ReturnType<typeof setTimeout> | undefined;
  let failure: unknown;
  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      try {
        rebuild();
      } catch (error) {
        failure = error;
        stop?.();
      }
    }, watchDebounceMs);
  };
  const watched = new Set([config.configFile, ...(config.secretAllowlist === undefined ? [] : [resolve(config.baseDir, config.secretAllowlist)])]);
  const watchers: FSWatcher[] = [];
  try {
    watchers.push(watch(resolve(config.baseDir, config.root), { recursive: true }, schedule));
    // Editors save by renaming over the file, which ends a watch on the file itself: watch its directory.
    for (const dir of new Set([...watched].map((f) => dirname(f)))) {
      watchers.push(watch(dir, (_event, name) => {
        if (name !== null && watched.has(resolve(dir, name.toString()))) schedule();
      }));
    }
  } catch (error) {
    for (const w of watchers) w.close();
    throw new UserError('io', `cannot watch ${config.root}/: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let stop: (() => void) | undefined;
  await new Promise<void>((done) => {
    stop = done;
    if (io.signal?.aborted === true) done();
    io.signal?.addEventListener('abort', () => done(), { once: true });
  });
  if (timer !== undefined) clearTimeout(timer);
  for (const w of watchers) w.close();
  if (failure !== undefined) throw failure;
  return 0;
}

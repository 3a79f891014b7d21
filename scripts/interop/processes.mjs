// Real child processes for the interop run: each one in its own process group (so a checker and the
// server it spawned die together), bounded by a timeout, and killed when the driver exits for any
// reason, so nothing outlives or hangs the run.
import { spawn } from 'node:child_process';

const live = new Set();

// While a group has members its id cannot be reused, so signalling -pid reaches only our processes.
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is empty.
  }
}

process.on('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of live) killGroup(child, 'SIGKILL');
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

/** The command line as a reader could paste it into a shell (environment additions first). */
export function commandLine(command, args, envAdditions = {}) {
  const quote = (word) => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`);
  const env = Object.entries(envAdditions).map(([key, value]) => `${key}=${quote(value)}`);
  return [...env, quote(command), ...args.map(quote)].join(' ');
}

function spawnTracked(command, args, { cwd, env, envAdditions = {} }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...(env ?? process.env), ...envAdditions },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  live.add(child);
  // The leader is done: anything left in its group (a stdio server a checker spawned, which may
  // hold our output pipes open) goes too, so that 'close' follows promptly.
  child.once('exit', () => killGroup(child, 'SIGKILL'));
  child.once('close', () => live.delete(child));
  return child;
}

/**
 * Runs a command to completion. Resolves (never rejects) with its exit code, signal, output and
 * whether it was killed for taking longer than `timeoutMs`.
 */
export function run(command, args, { cwd, env, envAdditions = {}, timeoutMs = 60_000 } = {}) {
  const line = commandLine(command, args, envAdditions);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawnTracked(command, args, { cwd, env, envAdditions });
    } catch (error) {
      resolve({ commandLine: line, cwd, code: null, signal: null, timedOut: false, stdout: '', stderr: String(error) });
      return;
    }
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGTERM');
      setTimeout(() => {
        if (live.has(child)) killGroup(child, 'SIGKILL');
      }, 2_000).unref();
    }, timeoutMs);
    child.once('error', (error) => stderr.push(Buffer.from(`\n[spawn error] ${error.message}\n`)));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        commandLine: line,
        cwd,
        code,
        signal,
        timedOut,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/**
 * Starts a long-running process (an HTTP server) and polls `ready(outputSoFar)` (may be async) every
 * 100 ms until it is true, the process exits or `timeoutMs` passes. Returns a handle whose `stop()`
 * kills the process group and whose `output()` returns everything it printed so far.
 */
export function start(command, args, { cwd, env, envAdditions = {}, timeoutMs = 15_000, ready }) {
  const line = commandLine(command, args, envAdditions);
  const child = spawnTracked(command, args, { cwd, env, envAdditions });
  const chunks = [];
  let exited = null;
  const output = () => Buffer.concat(chunks).toString('utf8');
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  child.once('error', (error) => chunks.push(Buffer.from(`\n[spawn error] ${error.message}\n`)));
  const closed = new Promise((resolve) =>
    child.once('close', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  const stop = async () => {
    if (exited === null) {
      killGroup(child, 'SIGTERM');
      setTimeout(() => {
        if (live.has(child)) killGroup(child, 'SIGKILL');
      }, 2_000).unref();
    }
    await closed;
  };
  const started = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited !== null) return { ok: false, reason: `exited early (code ${exited.code}, signal ${exited.signal})` };
      if (await ready(output())) return { ok: true };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { ok: false, reason: `not ready within ${timeoutMs} ms` };
  })();
  // As a process result for Results.record: command line, exit state and everything printed.
  const asResult = () => ({
    commandLine: line,
    cwd,
    code: exited?.code ?? null,
    signal: exited?.signal ?? null,
    timedOut: false,
    stdout: output(),
    stderr: exited === null ? '(still running)' : '',
  });
  return { commandLine: line, started, stop, output, asResult };
}

/** Wraps an async function so that at most `concurrency` calls run at once (the machine has 2 cores). */
export function limited(fn, concurrency) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= concurrency || queue.length === 0) return;
    active += 1;
    const { args, resolve, reject } = queue.shift();
    Promise.resolve()
      .then(() => fn(...args))
      .then(resolve, reject)
      .finally(() => {
        active -= 1;
        next();
      });
  };
  return (...args) =>
    new Promise((resolve, reject) => {
      queue.push({ args, resolve, reject });
      next();
    });
}

// Times whole processes: each task is spawned fresh (Node start-up included, as a user or a hook
// pays it) and must exit 0, so a fast failure can never pass for a fast run. Tasks are run in
// rounds (every task once per round), so noise from a shared machine spreads over all of them.
import { spawnSync } from 'node:child_process';

export function runOnce(task) {
  const started = performance.now();
  const child = spawnSync(task.command, task.args, {
    cwd: task.cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', ...task.env },
  });
  const ms = performance.now() - started;
  if (child.error !== undefined) throw new Error(`${task.name}: could not run ${task.command}: ${child.error.message}`);
  if (child.status !== 0) {
    throw new Error(
      `${task.name}: exit ${child.status ?? child.signal} from ${[task.command, ...task.args].join(' ')}\n${child.stdout.slice(-2000)}${child.stderr.slice(-2000)}`,
    );
  }
  return { ms, stdout: child.stdout, data: task.json === true ? lastJsonLine(child.stdout, task.name) : undefined };
}

export function lastJsonLine(stdout, name) {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`${name}: expected a JSON line on stdout, got ${JSON.stringify(line.slice(0, 200))}`);
  }
}

/** Runs every task `runs` times, round-robin; returns name → { ms: number[], data: object[] }. */
export function runRounds(tasks, runs, onProgress = () => {}) {
  const results = new Map(tasks.map((task) => [task.name, { ms: [], data: [] }]));
  for (let round = 1; round <= runs; round += 1) {
    for (const task of tasks) {
      const { ms, data } = runOnce(task);
      const entry = results.get(task.name);
      entry.ms.push(ms);
      if (data !== undefined) entry.data.push(data);
    }
    onProgress(round);
  }
  return results;
}

// A server that never answers and ignores SIGTERM, after starting a child of its own: verify must
// give up within its time limit and leave neither process behind. Writes both pids to argv[2].
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const child = spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000);'], { stdio: 'ignore' });
writeFileSync(process.argv[2], JSON.stringify([process.pid, child.pid]));
process.on('SIGTERM', () => {});
process.stdin.on('data', () => {});
process.stdin.on('end', () => {});
setInterval(() => {}, 1000);

import { Worker } from 'node:worker_threads';

/**
 * Starts a thread that ends this process after `ms` with `message` on standard error. It runs whatever the main
 * thread is busy with, and keeps nothing alive: a process that finishes first ends as usual. For the entry points.
 */
export function startWatchdog(ms: number, message: string, pid: number): void {
  const code = `const { workerData: d } = require('node:worker_threads');
setTimeout(() => { require('node:fs').writeSync(2, d.message); process.kill(d.pid, 'SIGKILL'); }, d.ms);`;
  new Worker(code, { eval: true, workerData: { ms, message, pid } }).unref();
}

#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { main } from './cli/main.js';
import { CONTENT_WORKER_OPTIONS, fileCacheStore } from './content/host.js';
import { systemGit } from './core/git.js';

if (isMainThread) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    fs,
    stdout: writerTo(process.stdout),
    stderr: writerTo(process.stderr),
    isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    env: process.env,
    writeFile: (file, text) => fs.writeFileSync(file, text),
    onInterrupt(handler) {
      process.once('SIGINT', handler);
      process.once('SIGTERM', handler);
    },
    // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
    lintWorker: () => new Worker(new URL(import.meta.url)),
    // The same file again, as a worker thread that parses pages.
    contentWorker: () => new Worker(new URL(import.meta.url), CONTENT_WORKER_OPTIONS),
    parallelism: os.availableParallelism(),
    cacheStore: fileCacheStore,
    git: systemGit(process.env),
    fileWriter: fs,
    stdio: { input: process.stdin, output: process.stdout },
  });
} else if ((workerData as { navlint?: string } | undefined)?.navlint === 'content') {
  const { serveContentRequests } = await import('./content/pool.js');
  serveContentRequests(parentPort!);
} else {
  const { serveLintRequests } = await import('./openapi/lint.js');
  serveLintRequests(parentPort!);
}

/**
 * Writes to a standard stream until its reader goes away (`navlint check | head`): then the rest of the output is
 * dropped and the process ends as it would have, without a stack trace.
 */
function writerTo(stream: NodeJS.WriteStream): (s: string) => void {
  let closed = false;
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
    closed = true;
  });
  return (s) => {
    if (!closed && !stream.destroyed) stream.write(s);
  };
}

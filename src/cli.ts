#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { enableCompileCache } from './core/compile-cache.js';
import type { WriteArea } from './core/confined.js';
import { tuneOptimization } from './core/v8-tuning.js';

enableCompileCache();

if (isMainThread) {
  tuneOptimization();
  // Loaded here, not above: the worker threads started from this file load only what they run.
  const [
    { main },
    { CONTENT_WORKER_OPTIONS, fileCacheStore },
    { writeFileConfined },
    { systemGit },
    { startWatchdog },
    { cacheSecret },
  ] = await Promise.all([
    import('./cli/main.js'),
    import('./content/host.js'),
    import('./core/confined.js'),
    import('./core/git.js'),
    import('./core/watchdog.js'),
    import('./core/cache-secret.js'),
  ]);
  // Everything the CLI writes lies in the working directory or the temporary folder, and no link leads it elsewhere.
  const writeArea: WriteArea = {
    folders: [process.cwd(), os.tmpdir()],
    name: 'the working directory and the temporary folder',
  };
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    fs,
    stdout: writerTo(process.stdout),
    stderr: writerTo(process.stderr),
    isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    ...(process.stderr.isTTY ? { stderrTerminal: { columns: () => process.stderr.columns } } : {}),
    env: process.env,
    writeFile: (file, text) => writeFileConfined(fs, writeArea, file, text, { createFolders: true }),
    writeArea,
    onInterrupt(handler) {
      process.once('SIGINT', handler);
      process.once('SIGTERM', handler);
      return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
      };
    },
    // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
    // Its memory is bounded: a document it runs out of memory on is reported as too large (openapi-invalid).
    lintWorker: () => new Worker(new URL(import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 512 } }),
    // The same file again, as a worker thread that parses pages.
    contentWorker: () => new Worker(new URL(import.meta.url), CONTENT_WORKER_OPTIONS),
    parallelism: os.availableParallelism(),
    cacheStore: (file) => fileCacheStore(file, writeArea),
    cacheSecret: (root) => cacheSecret(fs, secretPlace(), root),
    git: systemGit(process.env),
    fileWriter: fs,
    stdio: { input: process.stdin, output: process.stdout },
    watchdog: (ms, message) => startWatchdog(ms, message, process.pid),
  });
} else if ((workerData as { navlint?: string } | undefined)?.navlint === 'content') {
  const { serveContentRequests } = await import('./content/pool.js');
  await serveContentRequests(parentPort!);
} else {
  const { serveLintRequests } = await import('./openapi/lint.js');
  serveLintRequests(parentPort!);
}

/** Where this process keeps the cache key, and who it runs as. */
function secretPlace() {
  return {
    env: process.env,
    home: os.homedir(),
    uid: process.getuid?.(),
    noFollow: fs.constants.O_NOFOLLOW ?? 0,
  };
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

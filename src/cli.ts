#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { main } from './cli/main.js';

if (isMainThread) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    fs,
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    env: process.env,
    writeFile: (file, text) => fs.writeFileSync(file, text),
    // The same file, started again as a worker thread: it validates OpenAPI documents beside the check.
    lintWorker: () => new Worker(new URL(import.meta.url)),
    // The same file again, as a worker thread that parses pages.
    contentWorker: () => new Worker(new URL(import.meta.url), { workerData: { navlint: 'content' } }),
    parallelism: os.availableParallelism(),
    cacheStore: (file) => ({
      read() {
        try {
          return fs.readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      },
      write(text) {
        // Written beside and renamed into place, so that a run that stops half-way leaves no broken cache.
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temp, text);
        fs.renameSync(temp, file);
      },
    }),
  });
} else if ((workerData as { navlint?: string } | undefined)?.navlint === 'content') {
  const { serveContentRequests } = await import('./content/pool.js');
  serveContentRequests(parentPort!);
} else {
  const { serveLintRequests } = await import('./openapi/lint.js');
  serveLintRequests(parentPort!);
}

#!/usr/bin/env node
import fs from 'node:fs';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { main } from './cli/main.js';
import { systemGit } from './core/git.js';

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
    git: systemGit(process.env),
  });
} else {
  const { serveLintRequests } = await import('./openapi/lint.js');
  serveLintRequests(parentPort!);
}

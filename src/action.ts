import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { runAction } from './action/run.js';
import { CONTENT_WORKER_OPTIONS, fileCacheStore } from './content/host.js';
import { enableCompileCache } from './core/compile-cache.js';
import { writeFileConfined, type WriteArea } from './core/confined.js';
import { startWatchdog } from './core/watchdog.js';
import { tuneOptimization } from './core/v8-tuning.js';
import { systemGit } from './core/git.js';
import { inertText, safeTerminalText } from './report/text.js';

enableCompileCache(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'navlint-compile-cache'));
if (isMainThread) tuneOptimization();

// This same file, started again as a worker thread, parses pages beside the check.
const contentWorker = !isMainThread && (workerData as { navlint?: string } | undefined)?.navlint === 'content';
if (contentWorker) {
  const { serveContentRequests } = await import('./content/pool.js');
  await serveContentRequests(parentPort!);
}

// Everything the action writes lies in the workspace or the runner's temporary folder, and no link leads it elsewhere.
const tempDir = process.env.RUNNER_TEMP || os.tmpdir();
const writeArea: WriteArea = {
  folders: [process.env.GITHUB_WORKSPACE || process.cwd(), tempDir],
  name: "the workspace and the runner's temporary folder",
};

try {
  if (!contentWorker)
    await runAction({
      env: process.env,
      cwd: process.cwd(),
      fs,
      writeFile: (file, text) => writeFileConfined(fs, writeArea, file, text, { createFolders: true }),
      tempDir,
      info: (line) => core.info(line),
      annotate(kind, message, properties) {
        if (kind === 'error') core.error(message, properties);
        else if (kind === 'warning') core.warning(message, properties);
        else core.notice(message, properties);
      },
      setOutput: (name, value) => core.setOutput(name, value),
      setFailed: (message) => core.setFailed(message),
      setSecret: (secret) => core.setSecret(secret),
      writeSummary: async (markdown) => {
        await core.summary.addRaw(markdown).write();
      },
      getOctokit: (token, baseUrl) => getOctokit(token, { baseUrl }),
      git: systemGit(process.env),
      async uploadArtifact(name, file, rootDirectory) {
        // Loaded only when a preview is uploaded: the artifact client and its storage SDK are large.
        const { DefaultArtifactClient } = await import('@actions/artifact');
        // skipArchive: the HTML file is stored as it is, so that the artifact opens in the browser.
        return new DefaultArtifactClient().uploadArtifact(name, [file], rootDirectory, { skipArchive: true });
      },
      cacheService: {
        // The runner sets the cache service's URL (ACTIONS_RESULTS_URL, or ACTIONS_CACHE_URL for the older service).
        available: () => Boolean(process.env.ACTIONS_RESULTS_URL || process.env.ACTIONS_CACHE_URL),
        // Loaded only when the cache is restored or saved: the client and its storage SDK are large.
        async restore(paths, key, restoreKeys) {
          const cache = await import('@actions/cache');
          return cache.isFeatureAvailable() ? cache.restoreCache(paths, key, restoreKeys) : undefined;
        },
        async save(paths, key) {
          const cache = await import('@actions/cache');
          if (cache.isFeatureAvailable()) await cache.saveCache(paths, key);
        },
      },
      contentWorker: () => new Worker(new URL(import.meta.url), CONTENT_WORKER_OPTIONS),
      parallelism: os.availableParallelism(),
      // The cache lives in the temporary folder only: a checkout's files are the pull request's, never navlint's.
      cacheStore: (file) => fileCacheStore(file, { folders: [tempDir], name: "the runner's temporary folder" }),
      watchdog: (ms, message) => startWatchdog(ms, message, process.pid),
    });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  const detail = err?.code && err.path ? `${err.code}: ${err.path}` : err instanceof Error ? err.message : String(e);
  core.setFailed(inertText(`navlint: internal error: ${detail.split('\n')[0]}`));
  if (process.env.NAVLINT_DEBUG && err instanceof Error && err.stack)
    for (const line of err.stack.split('\n')) core.info(safeTerminalText(line));
}

import type { RunOptions } from './types.js';

/** Every option of a check, listed once: the type below fails to compile when `RunOptions` gains one not named here. */
const KEYS = [
  'dir',
  'cwd',
  'fs',
  'configPath',
  'presets',
  'configFs',
  'remote',
  'fetchRemote',
  'allowPrivateHosts',
  'fetchImpl',
  'timing',
  'progress',
  'onSpec',
  'content',
  'contentCache',
  'contentWorker',
  'lintWorker',
  'specLinter',
  'parallelism',
  'pagesInWorkers',
  'maxTimeMs',
  'startedAt',
  'base',
  'suppress',
  'only',
] as const satisfies readonly (keyof RunOptions)[];

type Unlisted = Exclude<keyof RunOptions, (typeof KEYS)[number]>;
const EVERY_OPTION_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
void EVERY_OPTION_LISTED;

/**
 * The options of a check from what its caller holds (the CLI's arguments and process, the action's inputs, a preview
 * command): only the options of a check are taken from it, and a choice left undefined is left out, so that the check
 * applies its default. The CLI, the action and the previews all build their checks here.
 */
export function checkOptions(inputs: RunOptions): RunOptions {
  const out: Partial<Record<keyof RunOptions, unknown>> = {};
  for (const key of KEYS) if (inputs[key] !== undefined) out[key] = inputs[key];
  return out as RunOptions;
}

/**
 * Options for a parsing worker's thread. The parser makes many short-lived objects: with V8's default young
 * generation a fifth of the time goes to collecting them; a larger one (as `--max-semi-space-size=64`) cuts that.
 */
export const CONTENT_WORKER_OPTIONS = {
  workerData: { navlint: 'content' },
  resourceLimits: { maxYoungGenerationSizeMb: 192 },
} as const;

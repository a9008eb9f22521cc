/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
export class UsageError extends Error {}

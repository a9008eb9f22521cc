/** An error in how navlint was called (bad arguments, missing docs root): exit code 2. */
export class UsageError extends Error {}

/** No docs.json in the folder given, but one or more below it: `roots` are their folders, as shown to the user. */
export class DocsRootBelowError extends UsageError {
  constructor(
    message: string,
    readonly roots: string[],
  ) {
    super(message);
  }
}

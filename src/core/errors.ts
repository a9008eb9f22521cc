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

/** One side of a comparison whose docs.json (or a file it includes) does not parse: the comparison is refused. */
export class BrokenSideError extends UsageError {
  constructor(
    message: string,
    /** `base`: the side compared with; `head`: the side checked. */
    readonly side: 'base' | 'head',
  ) {
    super(message);
  }
}

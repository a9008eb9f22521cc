/**
 * How far a check has come: the engine fills it in as it goes, and a progress display reads it when it draws (the
 * engine never waits on the display).
 */
export interface CheckProgress {
  /** Once the content files are listed: how many there are to parse, and how many are parsed (or cached) so far. */
  files?: { total: number; done(): number };
  /** Once the OpenAPI documents to validate are known: how many there are, and how many are validated so far. */
  documents?: { total: number; done: number };
  /** With `--external`, once the URLs are known: how many to check, how many are checked, and since when (ms). */
  links?: { total: number; done: number; since: number };
}

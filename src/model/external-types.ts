// What `check --external` found, as the model holds it.
import type { LinkResult } from '../core/link-check.js';

/** What fetching an external URL found (`check --external`): the link checker's result, kept in the model. */
export type ExternalResult = LinkResult;

/** The outcome of `check --external`: what each URL fetched (or taken from the cache) answered. */
export interface ExternalCheck {
  results: Map<string, ExternalResult>;
  /** URLs fetched in this run, and URLs whose result came from the cache. */
  fetched: number;
  cached: number;
  /** URLs left out by `external.exclude`. */
  excluded: number;
}

// What `check --external` found, as the model holds it.

/** What fetching an external URL found (`check --external`). */
export type ExternalResult =
  | { status: 'ok'; code: number; redirected?: string }
  /** An answer whose status is not accepted (404, 410, 500…), after redirects. */
  | { status: 'broken'; code: number }
  | {
      status: 'unreachable';
      why: 'timeout' | 'network' | 'refused' | 'redirects' | 'rate-limited' | 'unsupported';
      detail: string;
    };

/** The outcome of `check --external`: what each URL fetched (or taken from the cache) answered. */
export interface ExternalCheck {
  results: Map<string, ExternalResult>;
  /** URLs fetched in this run, and URLs whose result came from the cache. */
  fetched: number;
  cached: number;
  /** URLs left out by `external.exclude`. */
  excluded: number;
}

// `.navlintrc.json` `external`: how `check --external` fetches the site's external links.
import { GlobSet } from '../core/glob.js';
import type { JNode } from '../core/jnode.js';
import type { Span } from '../core/types.js';

/** How external links are checked; every field has its default. */
export interface ExternalConfig {
  /** Milliseconds one request may take. */
  timeoutMs: number;
  /** Requests at once to one host, and in all. */
  perHost: number;
  concurrency: number;
  /** Status codes that count as success, after redirects: ranges, both ends included. */
  accept: [number, number][];
  /** URLs not fetched: globs over the URL without its scheme (`*.linkedin.com/**`, `twitter.com/**`). */
  exclude: string[];
  /** How long a result is taken from the cache before the URL is fetched again, in milliseconds. */
  maxAgeMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most globs `exclude` may hold: each URL is matched against each of them. */
const MAX_EXCLUDE_GLOBS = 1000;

export const EXTERNAL_DEFAULTS: ExternalConfig = {
  timeoutMs: 20_000,
  perHost: 2,
  concurrency: 32,
  accept: [[200, 299]],
  exclude: [],
  maxAgeMs: DAY_MS,
};

/** The keys of `external`. */
const KEYS = ['timeout', 'perHost', 'concurrency', 'accept', 'exclude', 'maxAge'];
const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS };

/** Reads `external`; each value that is wrong is left at its default and reported with where it is. */
export function readExternalConfig(
  node: JNode,
  problem: (reason: string, span: Span) => void,
): ExternalConfig | undefined {
  if (node.type !== 'object') {
    problem('must be an object', node.span);
    return undefined;
  }
  const out: ExternalConfig = { ...EXTERNAL_DEFAULTS, accept: [...EXTERNAL_DEFAULTS.accept], exclude: [] };
  const wrong = (reason: string, span: Span) => problem(`${reason}; the default is used`, span);
  for (const p of node.props) {
    const v = p.value;
    const int = (min: number, max: number): number | undefined => {
      if (v.type === 'number' && Number.isInteger(v.value) && (v.value as number) >= min && (v.value as number) <= max)
        return v.value as number;
      wrong(`\`${p.key}\` must be a whole number from ${min} to ${max}`, v.span);
      return undefined;
    };
    switch (p.key) {
      case 'timeout': {
        const s = int(1, 300);
        if (s !== undefined) out.timeoutMs = s * 1000;
        break;
      }
      case 'perHost':
        out.perHost = int(1, 16) ?? out.perHost;
        break;
      case 'concurrency':
        out.concurrency = int(1, 256) ?? out.concurrency;
        break;
      case 'accept': {
        const ranges = acceptRanges(v);
        if (ranges) out.accept = ranges;
        else wrong('`accept` must be a list of status codes (`403`) and ranges (`"200-299"`)', v.span);
        break;
      }
      case 'exclude':
        if (v.type === 'array' && v.items.length > MAX_EXCLUDE_GLOBS)
          problem(`\`exclude\` holds more than ${MAX_EXCLUDE_GLOBS} globs; none is used`, v.span);
        else if (v.type === 'array' && v.items.every((i) => i.type === 'string'))
          out.exclude = v.items.map((i) => (i.type === 'string' ? (i.value as string) : ''));
        else wrong('`exclude` must be a list of URL globs (`"*.linkedin.com/**"`)', v.span);
        break;
      case 'maxAge': {
        const ms = durationMs(v);
        if (ms !== undefined) out.maxAgeMs = ms;
        else wrong('`maxAge` must be a duration (`"12h"`, `"1d"`, `"30m"`) or a number of seconds', v.span);
        break;
      }
      default:
        problem(`\`${p.key}\` is not a setting of \`external\` (${KEYS.join(', ')})`, p.keySpan);
    }
  }
  return out;
}

function acceptRanges(v: JNode): [number, number][] | undefined {
  if (v.type !== 'array') return undefined;
  const out: [number, number][] = [];
  for (const item of v.items) {
    if (item.type === 'number' && Number.isInteger(item.value)) out.push([item.value as number, item.value as number]);
    else if (item.type === 'string') {
      const m = /^\s*(\d{3})\s*(?:-\s*(\d{3})\s*)?$/.exec(item.value as string);
      if (!m) return undefined;
      out.push([Number(m[1]), Number(m[2] ?? m[1])]);
    } else return undefined;
  }
  return out.every(([a, b]) => a >= 100 && b <= 599 && a <= b) ? out : undefined;
}

function durationMs(v: JNode): number | undefined {
  if (v.type === 'number' && typeof v.value === 'number' && v.value >= 0) return v.value * 1000;
  if (v.type !== 'string') return undefined;
  const m = /^\s*(\d+)\s*([smhd])\s*$/.exec(v.value as string);
  return m ? Number(m[1]) * UNITS[m[2]] : undefined;
}

/** Whether a status code counts as success. */
export function accepted(config: Pick<ExternalConfig, 'accept'>, status: number): boolean {
  return config.accept.some(([a, b]) => status >= a && status <= b);
}

/** The URLs `exclude` leaves out, matched without backtracking whatever the globs (see `GlobSet`). */
export function excluder(config: Pick<ExternalConfig, 'exclude'>): (url: string) => boolean {
  if (config.exclude.length === 0) return () => false;
  const globs = new GlobSet(config.exclude.map((g) => g.replace(/^https?:\/\//i, '')));
  return (url) => globs.test(url.replace(/^https?:\/\//i, ''));
}

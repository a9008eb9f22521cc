// The rule API: everything a rule imports besides the model (`src/model/`). A rule judges the model and reports;
// what it needs from the layers below the model comes through here, so that a rule's imports say what it reads.

import { describeType, type JNode } from '../core/jnode.js';
import type { ShapeError, ShapeProblem } from '../core/schema.js';
import { closest } from '../core/suggest.js';
import type { Fix, Suggestion } from '../core/types.js';
import { replaceSpan, replaceString } from '../fix/builders.js';
import type { SiteModel } from '../model/site.js';

export { createRule, reportMessage, type MessageData, type Report, type ReportMessage } from './rule.js';

// Positions and JSON values, as the loaders keep them.
export type { Span, Suggestion } from '../core/types.js';
export { describeType, getProp, type JNode } from '../core/jnode.js';
export { fileStart, openingBrace, spanEndingAt } from '../core/source.js';
export { toPosix } from '../core/paths.js';

// Path arithmetic on root-relative paths (no file is read).
export { posix } from 'node:path';
export { validateShape } from '../core/schema.js';

// "Did you mean": nearest names, and user text made safe to quote.
export { capitalize, closest, NameGroups, NameIndex, pickClosest, quote } from '../core/suggest.js';

// The changes a finding offers.
export { addRedirect, contentEdit, replaceInContent, replaceString } from '../fix/builders.js';

// Facts of the layers below the model that rules name.
export type { RefIssue } from '../load/docs.js';
export { normalizePagePath, pagePathOf, pageUrl } from '../load/files.js';
export { MAX_PAGE_TIMEOUT, PRESET_PREFIX, PRESETS, type RcProblem } from '../load/rc.js';
export type { Operation } from '../openapi/spec.js';
export type { MediaInfo } from '../content/a11y-types.js';
export { BUILTIN_COMPONENTS } from '../content/components.js';
export { isUnclear, linkName } from '../content/link-text.js';
export type { SyntaxProblem } from '../content/types.js';

/** A change offered as the one suggestion of a finding, when there is one (spread into a report). */
export function suggestion(fix: Fix | undefined, description?: string): { suggestions?: Suggestion[] } {
  return fix ? { suggestions: [{ ...(description !== undefined ? { description } : {}), fix }] } : {};
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  boolean: 'a boolean (`true` or `false`)',
  number: 'a number',
  integer: 'an integer',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** Enumerations longer than this are not listed in full in a message (the closest value is offered instead). */
const LISTED_VALUES = 12;

/** The words for a list of accepted values: all of them, or the first few and how many there are. */
function describeAllowed(allowed: readonly unknown[]): string {
  const shown = allowed.map((v) => JSON.stringify(v));
  if (shown.length <= LISTED_VALUES) return `one of ${shown.join(', ')}`;
  return `one of the ${shown.length} accepted values (${shown.slice(0, 6).join(', ')}, …)`;
}

/** The words for a value that misses its schema: the predicate after its path (`must be a string, not an array`). */
export function describeShape(p: ShapeProblem, node: JNode): string {
  const found = describeType(node);
  switch (p.code) {
    case 'type':
      return `must be ${p.expected ?? p.types.map((x) => ARTICLE[x] ?? x).join(' or ')}, not ${found}`;
    case 'enum':
      return `must be ${describeAllowed(p.allowed)}, not ${found}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowed)}, not ${found}`;
    case 'empty':
      return 'must not be empty';
    case 'malformed':
      return `must be ${p.expected ?? 'well formed'}; ${found} is not`;
    case 'required':
      return p.when !== undefined
        ? `is missing \`${p.field}\`, which the platform requires beside \`${p.when}\``
        : `is missing the required field \`${p.field}\``;
    case 'unknown': {
      const keys = (p.allowed ?? []).map((k) => `\`${k}\``);
      const accepted =
        keys.length === 0
          ? ''
          : keys.length <= LISTED_VALUES
            ? ` (it accepts ${keys.join(', ')})`
            : ` (it accepts ${keys.length} keys: ${keys.slice(0, 6).join(', ')}, …)`;
      return `is not a field the platform accepts here${accepted}`;
    }
    case 'forbidden':
      return `is not allowed here: ${p.reason}`;
    case 'too-many':
      return `must hold at most ${p.max} entries${p.expected ? ` (${p.expected})` : ''}`;
    case 'other':
      return `must be ${p.expected ?? 'of another shape'}, not ${found}`;
  }
}

/**
 * What to do about a value that misses its schema, where one change is plain: the accepted value nearest to the one
 * written, a boolean without its quotes, an icon name without `fa-`, a hex colour as a light/dark pair, the known key
 * nearest to an unknown one.
 */
export function shapeAdvice(model: SiteModel, e: ShapeError): { help?: string; suggestions?: Suggestion[] } {
  const p = e.problem;
  const value = e.node.type === 'string' ? (e.node.value as string) : undefined;
  const offer = (help: string, fix: Fix | undefined) => ({ help, ...(fix ? { suggestions: [{ fix }] } : {}) });
  if (p.code === 'enum' && value !== undefined) {
    const allowed = p.allowed.filter((v): v is string => typeof v === 'string');
    const near = allowed.find((v) => v.toLowerCase() === value.toLowerCase()) ?? closest(value, allowed);
    if (near) return offer(`Did you mean "${near}"?`, replaceString(model, e.node.span, value, near));
  }
  if (p.code === 'type' && p.types.includes('boolean') && value !== undefined && /^(true|false)$/i.test(value)) {
    const bool = value.toLowerCase();
    return offer(`Write ${bool} without quotes.`, replaceSpan(e.node.span, bool));
  }
  if (p.code === 'malformed' && value?.startsWith('fa-') && /(^|\.)(icon|name)$/.test(e.path))
    return offer(`Write "${value.slice(3)}".`, replaceString(model, e.node.span, value, value.slice(3)));
  if (
    p.code === 'type' &&
    value !== undefined &&
    /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/.test(value) &&
    /color$/.test(e.path)
  ) {
    const pair = `{ "light": ${JSON.stringify(value)}, "dark": ${JSON.stringify(value)} }`;
    return offer(`Write ${pair}.`, replaceSpan(e.node.span, pair));
  }
  if (p.code === 'unknown' && p.allowed) {
    const near = closest(p.key, p.allowed);
    if (near) return { help: `Did you mean \`${near}\`?` };
  }
  return {};
}

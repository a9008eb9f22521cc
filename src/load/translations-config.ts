// `.navlintrc.json` `translations`: how much of the default language each language must cover.
import type { JNode } from '../core/jnode.js';
import type { Span } from '../core/types.js';

/** What `translations` sets. */
export interface TranslationsConfig {
  /**
   * The share of the default language's pages, in percent, that each language must have: below it,
   * `translation-missing` is an error instead of a notice. Unset, a missing page is only a notice.
   */
  minCoverage?: number;
}

/** The keys of `translations`. */
const KEYS = ['minCoverage'];

/** Reads `translations`; each value that is wrong is left unset and reported with where it is. */
export function readTranslationsConfig(
  node: JNode,
  problem: (reason: string, span: Span) => void,
): TranslationsConfig | undefined {
  if (node.type !== 'object') {
    problem('must be an object', node.span);
    return undefined;
  }
  const out: TranslationsConfig = {};
  for (const p of node.props) {
    const v = p.value;
    switch (p.key) {
      case 'minCoverage':
        if (v.type === 'number' && typeof v.value === 'number' && v.value >= 0 && v.value <= 100)
          out.minCoverage = v.value;
        else problem('`minCoverage` must be a percentage, a number from 0 to 100; it is not used', v.span);
        break;
      default:
        problem(`\`${p.key}\` is not a setting of \`translations\` (${KEYS.join(', ')})`, p.keySpan);
    }
  }
  return out;
}

/** `npm run test:corpus`: the real sites of ../shared/corpus, --fix on them, and the huge and hostile inputs. */
import { base } from './jest.config.js';
import { CORPUS, pattern } from './jest.tiers.js';

export default { ...base, testMatch: undefined, testRegex: pattern(CORPUS), testTimeout: 10 * 60 * 1000 };

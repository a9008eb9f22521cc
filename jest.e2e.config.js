/** `npm run test:e2e`: what needs the bundle dist/ (`npm run build` first) or a program beside node. */
import { base } from './jest.config.js';
import { E2E, pattern } from './jest.tiers.js';

export default { ...base, testMatch: undefined, testRegex: pattern(E2E) };

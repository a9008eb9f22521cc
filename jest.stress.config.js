/** `npm run test:stress`: the generated hostile and huge inputs of __tests__/stress alone (also in `test:corpus`). */
import { base } from './jest.config.js';

export default { ...base, testMatch: ['<rootDir>/__tests__/stress/*.test.ts'], testTimeout: 10 * 60 * 1000 };

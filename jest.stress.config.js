/** `npm run test:stress`: the generated hostile and huge inputs of __tests__/stress, each run through dist/ with a bound. */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/__tests__/stress/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
};

/** Jest runs the TypeScript ESM sources through ts-jest. This is the fast tier; jest.tiers.js lists the others. */
import { CORPUS, E2E, pattern } from './jest.tiers.js';

export const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // The VS Code extension's package.json has the same name as this one.
  modulePathIgnorePatterns: ['<rootDir>/editors/'],
  testTimeout: 60000,
};

export default {
  ...base,
  // Every core: jest's default leaves one to itself, which on two cores runs the files one at a time.
  maxWorkers: '100%',
  testPathIgnorePatterns: ['/node_modules/', pattern(E2E), pattern(CORPUS)],
};

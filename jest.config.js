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
  // How long a test may run before it fails as hung: a bound on the wait, not on speed (no test asserts time), and
  // generous, so that a busy machine fails none for being slow.
  testTimeout: 5 * 60 * 1000,
  // The run's own temporary folder: anything a test leaves in it fails the run (jest.temp-check.js). The folders a
  // test file made with `tempFolder` (__tests__/helpers/temp.ts) are removed when the file ends.
  globalSetup: '<rootDir>/jest.temp-setup.js',
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/temp-cleanup.ts'],
  testResultsProcessor: '<rootDir>/jest.temp-check.js',
};

export default {
  ...base,
  // Every core: jest's default leaves one to itself, which on two cores runs the files one at a time.
  maxWorkers: '100%',
  testPathIgnorePatterns: ['/node_modules/', pattern(E2E), pattern(CORPUS)],
};

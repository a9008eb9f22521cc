// knip: files, exports and dependencies that nothing uses. `npm run lint` fails on any finding.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The two bundles (scripts/build.mjs); the language server and the other commands are loaded from src/cli.ts.
    'src/cli.ts',
    'src/action.ts',
    'scripts/*.mjs',
    // The VS Code extension's client, bundled by scripts/package-vscode.mjs.
    'editors/vscode/src/extension.ts',
  ],
  // fixtures/, examples/, dist/ and bench/out/ are sites and output, not code: they are left out of the project.
  project: [
    'src/**/*.{ts,js}',
    'scripts/**/*.mjs',
    '__tests__/**/*.{ts,mjs}',
    'editors/vscode/src/**/*.ts',
    '*.{js,cjs,mjs,ts}',
    // Generated from schemas and icon sets; what they export is the generator's choice.
    '!src/generated/**',
  ],
  jest: {
    config: ['jest.config.js', 'jest.*.config.js'],
    entry: ['__tests__/**/*.test.ts'],
  },
  ignoreDependencies: [
    // Its modules are loaded by file from the differential tests (__tests__/helpers/vendor.ts), not by name.
    '@mintlify/common',
    // Run by path (node_modules/…/cli.js) from scripts/build.mjs, bench.mjs, fuzz.mjs and package-vscode.mjs.
    '@vercel/ncc',
    '@vscode/vsce',
    // scripts/gen-icons.mjs reads its icons.json.
    '@tabler/icons',
    // The editor's own module, given to the extension at run time (its types are @types/vscode).
    'vscode',
  ],
  // Programs the tests spawn when the machine has them.
  ignoreBinaries: ['nvim', 'openssl', 'mkfifo', 'script'],
  // A pattern above that matches nothing any more fails too, so that this file stays exact.
  treatConfigHintsAsErrors: true,
};

export default config;

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'build/**', 'coverage/**', 'test-output/**', 'fixtures/**', 'examples/**', 'bench/out/**', 'src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  prettier,
  // Rules are read side by side: every line of a rule file fits in 120 columns (long messages are joined literals).
  { files: ['src/rules/**/*.ts'], rules: { 'max-len': ['error', { code: 120 }] } },
  // A rule reads no file and imports no package: Node's modules and libraries reach it through the rule API
  // (dependency-cruiser, which sees only src/, holds its imports inside src/ to the model and the API).
  {
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/api.ts', 'src/rules/rule.ts', 'src/rules/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'A rule imports only the model and ./api.js.' }] },
      ],
    },
  },
  // A function is read whole: none is over 80 lines (ESLint's counting); a longer one is split by what it does.
  { files: ['src/**/*.ts'], rules: { 'max-lines-per-function': ['error', { max: 80 }] } },
  // A hand-written parser is one loop over its input, each branch a token: splitting it would scatter the grammar.
  { files: ['src/load/json-fast.ts'], rules: { 'max-lines-per-function': 'off' } },
);

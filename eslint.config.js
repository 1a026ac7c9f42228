// The architecture's rules, checked by `npm test` (scripts/test.ts runs `eslint .`).
// docs/where-things-go.md explains the layers; scripts/lint/plugin.mjs holds the console's own rules and
// tests/lint proves each rule reports what it should.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import { consolePlugin } from './scripts/lint/plugin.mjs';

const TESTS = ['**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/**/test/**', 'src/**/test-*.{ts,tsx}', 'tests/**'];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'codegen/fixtures/**', 'tests/lint/fixtures/**', 'coverage/**'],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['generated/**'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // file names and CSV cells are scrubbed of control characters on purpose
      'no-control-regex': 'off',
    },
  },
  {
    // the browser app and its tests: layers, cycles, hooks, accessibility, catalogue texts
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      console: consolePlugin,
    },
    settings: {
      // modules the cycle check follows (the default is .js alone)
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // the '@/…' and '@generated/…' aliases come from tsconfig.json
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'console/import-boundaries': 'error',
      'console/no-literal-ui-string': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // antd's inputs take autoFocus as a prop; a dialog's first field is where the user expects the cursor
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // scrollable regions must be reachable by keyboard (axe's scrollable-region-focusable)
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['log', 'group', 'region', 'tabpanel'] }],
    },
  },
  {
    // every call goes through the generated endpoints (src/lib/api/endpoints/*.gen.ts), which carry each operation's
    // cache rule and the session's ADOM; only src/lib/api itself calls by operationId
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/**', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api/client', '**/lib/api/client.ts'],
              importNames: ['apiFetch', 'api'],
              message: 'call the operation through its generated endpoint (@/lib/api/endpoints/<tag>.gen.ts): useOpId, or fetchEndpoint(opId, …)',
            },
            {
              group: ['**/lib/api/operations', '**/lib/api/operations.ts'],
              importNames: ['useApiQuery', 'useApiMutation', 'apiQueryOptions', 'apiMutationOptions'],
              message: 'use the generated hook (useOpId from @/lib/api/endpoints/<tag>.gen.ts) or endpointQueryOptions(opId, …)',
            },
          ],
        },
      ],
    },
  },
  {
    // tests state the texts they expect; they still respect the layers
    files: TESTS,
    rules: { 'console/no-literal-ui-string': 'off' },
  },
  {
    // only the one-way rule is checked in generated code, and no comment in it can switch that off
    files: ['generated/**/*.ts', 'src/lib/api/endpoints/*.gen.ts'],
    linterOptions: { noInlineConfig: true },
    languageOptions: { parser: tseslint.parser },
    plugins: { console: consolePlugin },
    // style of generated code is the generator's business; only the boundary is checked
    rules: { 'console/import-boundaries': 'error' },
  },
  {
    // kebab-case file and folder names everywhere the project writes code
    files: ['src/**/*', 'codegen/**/*', 'scripts/**/*', 'tests/**/*', 'generated/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'codegen/**/*.ts', '*.config.{js,ts}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', fetch: 'readonly', AbortController: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', TextDecoder: 'readonly', performance: 'readonly' },
    },
  },
);
